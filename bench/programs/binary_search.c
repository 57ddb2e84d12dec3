/* amend-args: --unwind 5 */
/* Binary search in a sorted table: if the key is found, it is really there;
 * if it is reported missing, no entry equals it. */
#include <assert.h>
int nondet_int(void);

static const int table[8] = {-40, -7, 0, 3, 9, 21, 22, 100};

static int find(int key) {
  int lo = 0, hi = 8; /* search [lo, hi) */
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (table[mid] == key) return mid;
    if (table[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}

int main(void) {
  int key = nondet_int();
  int at = find(key);
  if (at >= 0) {
    assert(at < 8 && table[at] == key);
  } else {
    int k = nondet_int();
    if (k >= 0 && k < 8) assert(table[k] != key);
  }
  return 0;
}
