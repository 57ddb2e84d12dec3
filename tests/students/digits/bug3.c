#include <stdio.h>
int main(void)
{
  int n, count = 1;
  printf("Please enter a number: ");
  scanf("%d", &n);
  if (n < 0) n = -n;
  do {
    count++;
    n = n / 10;
  } while (n != 0);
  printf("Number of digits: %d\n", count);
  return 0;
}
