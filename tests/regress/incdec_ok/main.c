#include <assert.h>

int main(void) {
  int i = 5;
  int a = i++;
  int b = ++i;
  int c = i--;
  int d = --i;
  assert(a == 5 && b == 7 && c == 7 && d == 5 && i == 5);
  int arr[3] = {1, 2, 3};
  int *p = arr;
  int v = *p++;
  assert(v == 1 && *p == 2);
  ++p;
  assert(*p == 3);
  p--;
  assert(*p == 2);
  (*p)++;
  assert(arr[1] == 3);
  unsigned char uc = 255;
  uc++;
  assert(uc == 0);
  uc--;
  assert(uc == 255);
  long l = -1;
  assert(++l == 0);
  return 0;
}
