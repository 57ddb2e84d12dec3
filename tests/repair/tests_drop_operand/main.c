#include <stdio.h>
#include <string.h>

/* HQ9+: a program prints something when it holds H, Q or 9 ('+' only
 * changes the accumulator, which prints nothing) */
int main(void) {
  char p[128];
  int i, prints = 0;
  if (scanf("%127s", p) != 1)
    return 1;
  for (i = 0; i < (int)strlen(p); i++)
    if (p[i] == 'H' || p[i] == 'Q' || p[i] == '9' || p[i] == '+')
      prints = 1;
  printf("%s\n", prints ? "YES" : "NO");
  return 0;
}
