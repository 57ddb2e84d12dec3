#include <assert.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int *end = a + 4;
  int *p = a;
  int s = 0;
  while (p < end)
    s += *p++;
  assert(s == 10 && p == end);
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int (*row)[3] = m + 1;
  assert((*row)[2] == 6);
  int *flat = &m[0][0];
  assert(flat[2] == 3);
  int *last = &a[3];
  assert(last - a == 3 && *last == 4);
  return 0;
}
