#include <assert.h>

int nondet_int(void);

int main(void) {
  int t = nondet_int();
  int a[4] = {1, 3, 5, 8};
  int found = 0;
  for (int i = 0; i < 4; i++)
    for (int j = i + 1; j < 4; j++)
      if (a[i] + a[j] == t)
        found = 1;
  assert(!found || t < 13);
  return 0;
}
