/* Spread (max - min) of an array: two faults, the loop runs one element
 * past the end and the result adds instead of subtracting.
 * amend-args: --unwind 6 --no-mutate main
 */
#include <assert.h>
int nondet_int(void);

int spread(const int a[], int n) {
  int mn = a[0], mx = a[0];
  for (int i = 1; i <= n; i++) {
    if (a[i] < mn)
      mn = a[i];
    if (a[i] > mx)
      mx = a[i];
  }
  return mx + mn;
}

int main(void) {
  int a[4];
  for (int i = 0; i < 4; i++) {
    a[i] = nondet_int();
    __CPROVER_assume(a[i] >= -8 && a[i] <= 8);
  }
  int s = spread(a, 4);
  /* every difference is at most s, and some difference is exactly s */
  int hit = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      assert(a[i] - a[j] <= s);
      if (a[i] - a[j] == s)
        hit = 1;
    }
  assert(hit);
  return 0;
}
