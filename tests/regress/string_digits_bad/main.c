#include <stdio.h>
#include <string.h>

/* sum of the digits of a number given as text */
int digit_sum(char *s)
{
  int i, sum = 0;
  for (i = 0; i < strlen(s) - 1; i++)
    sum += s[i] - '0';
  return sum;
}

int main()
{
  char num[8];
  int i;
  for (i = 0; i < 3; i++) {
    num[i] = nondet_char();
    __CPROVER_assume(num[i] >= '0' && num[i] <= '9');
  }
  num[3] = '\0';
  assert(digit_sum(num) == (num[0] - '0') + (num[1] - '0') + (num[2] - '0'));
  return 0;
}
