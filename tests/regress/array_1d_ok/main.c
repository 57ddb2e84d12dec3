#include <assert.h>

int nondet_int(void);

int main(void) {
  int a[6] = {5, 4, 3};
  assert(a[0] == 5 && a[2] == 3);
  assert(a[3] == 0 && a[5] == 0);
  a[4] = a[0] + a[1];
  assert(a[4] == 9);
  int i = nondet_int();
  __CPROVER_assume(i >= 0 && i < 3);
  assert(a[i] >= 3 && a[i] <= 5);
  assert(a[i] + i == 5);
  a[i + 3] = i;
  assert(a[3] + a[4] + a[5] == (i == 1 ? 1 : 9 + i));
  char s[4] = {'a', 'b'};
  assert(s[1] == 'b' && s[3] == 0);
  unsigned char bytes[3] = {255, 256, -1};
  assert(bytes[0] == 255 && bytes[1] == 0 && bytes[2] == 255);
  int b[3];
  for (int k = 0; k < 3; k++)
    b[k] = a[k] * 2;
  assert(b[2] == 6);
  return 0;
}
