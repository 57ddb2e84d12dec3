/* Insertion sort of five small numbers; the inner loop compares the wrong
 * way round, so the array ends up in descending order.
 * amend-args: --unwind 6
 */
#include <assert.h>
int nondet_int(void);

void isort(int a[], int n) {
  for (int i = 1; i < n; i++) {
    int key = a[i];
    int j = i - 1;
    while (j >= 0 && a[j] < key) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = key;
  }
}

int main(void) {
  int a[5];
  for (int i = 0; i < 5; i++) {
    a[i] = nondet_int();
    __CPROVER_assume(a[i] >= -50 && a[i] <= 50);
  }
  isort(a, 5);
  assert(a[0] <= a[1] && a[1] <= a[2] && a[2] <= a[3] && a[3] <= a[4]);
  return 0;
}
