#include <stdio.h>
/* a median by cases, written the way students do: the first test is
   strict where ties need >=.  The condition synthesis proposes many
   conditions at each if; most fail the tests and are never compiled
   alone (one schema holds them all). */

int main(void) {
  int a, b, c, m;
  printf("Three numbers: ");
  scanf("%d %d %d", &a, &b, &c);
  if (a > b && a <= c)
    m = a;
  else if (b > a && b <= c)
    m = b;
  else if (a <= b && a >= c)
    m = a;
  else if (b <= a && b >= c)
    m = b;
  else
    m = c;
  printf("The median is %d\n", m);
  return 0;
}
