/* amend-args: --unwind 6 */
/* Bubble sort of 5 nondeterministic values; the result must be ordered. */
#include <assert.h>
int nondet_int(void);

#define N 5

int main(void) {
  int v[N];
  for (int i = 0; i < N; i++) v[i] = nondet_int();

  for (int pass = 0; pass < N - 1; pass++) {
    for (int j = 0; j + 1 < N - pass; j++) {
      if (v[j] > v[j + 1]) {
        int t = v[j];
        v[j] = v[j + 1];
        v[j + 1] = t;
      }
    }
  }
  for (int i = 0; i + 1 < N; i++) assert(v[i] <= v[i + 1]);
  return 0;
}
