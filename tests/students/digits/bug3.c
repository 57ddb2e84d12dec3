#include <stdio.h>
int main(void)
{
  int n, count = 0;
  printf("Please enter a number: ");
  scanf("%d", &n);
  if (n < 0) n = -n;
  do {
    count++;
    n = n / 10;
  } while (n > 9);
  printf("Number of digits: %d\n", count);
  return 0;
}
