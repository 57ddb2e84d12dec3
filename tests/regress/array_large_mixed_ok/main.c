#include <assert.h>

int nondet_int(void);

/* Big objects of mixed cells: structs with pointers, symbolic stores,
 * stores in branches, a local that is never initialised. */
struct rec {
  int x;
  char c;
  int *q;
};

struct rec ps[1000];
int big[50000];

int main(void) {
  int i = nondet_int(), j = nondet_int();
  __CPROVER_assume(i >= 0 && i < 1000 && j >= 0 && j < 1000);
  ps[i].x = 5;
  ps[i].c = 'a';
  ps[i].q = &big[i];
  *ps[i].q = 7;
  assert(big[i] == 7);
  if (i != j) {
    assert(ps[j].x == 0);
    assert(ps[j].q == 0);
    assert(big[j] == 0);
  } else {
    assert(ps[j].c == 'a');
  }
  int local[2000];
  local[i] = 3;
  if (j > 500) local[j] = 4;
  int x = local[j];
  assert(x == local[j]);
  if (i == j && j <= 500) assert(x == 3);
  if (j > 500) assert(local[j] == 4);
  for (int k = 0; k < 5; k++) {
    int t[300];
    t[k] = k;
    if (k > 0) assert(t[k] == k);
  }
  return 0;
}
