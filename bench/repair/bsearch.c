/* Binary search in a sorted array of six values; the loop condition
 * misses the last candidate (lo < hi with an inclusive hi).
 * amend-args: --unwind 7 --no-mutate main
 */
#include <assert.h>
int nondet_int(void);

int find(const int a[], int n, int key) {
  int lo = 0, hi = n - 1;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key)
      return mid;
    if (a[mid] < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

int main(void) {
  int a[6];
  a[0] = nondet_int();
  __CPROVER_assume(a[0] >= -20 && a[0] <= 20);
  for (int i = 1; i < 6; i++) {
    int step = nondet_int();
    __CPROVER_assume(step >= 1 && step <= 5);
    a[i] = a[i - 1] + step;
  }
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k < 6);
  int key = nondet_int();
  __CPROVER_assume(key == a[k] || key == a[k] + 1);
  int r = find(a, 6, key);
  if (key == a[k])
    assert(r == k);
  else
    assert(r == -1 || a[r] == key);
  return 0;
}
