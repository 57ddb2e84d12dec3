#include <assert.h>

static int twice(void) {
  int s = 0;
  for (int i = 0; i < 2; i++)
    s++;
  return s;
}

int main(void) {
  int n = 0;
  for (unsigned int i = 3; i < 10; i--)
    n++;
  assert(n == 4);
  int letters = 0;
  for (char c = 'a'; c <= 'e'; c++)
    letters++;
  assert(letters == 5);
  int total = 0;
  for (int k = 0; k < 5; k++)
    total += twice();
  assert(total == 10);
  int cells = 0;
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++)
      cells++;
  assert(cells == 25);
  for (int i = 0, j = 5; i < j; i++, j--)
    cells--;
  assert(cells == 22);
  return 0;
}
