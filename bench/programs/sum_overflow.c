/* amend-args: --unwind 7 */
/* Sums 6 nondeterministic values with an explicit overflow guard; when the
 * guard lets an addition through, the 64-bit sum agrees with the 32-bit one. */
#include <assert.h>
int nondet_int(void);

#define INT_MAX_ 2147483647
#define INT_MIN_ (-INT_MAX_ - 1)

int main(void) {
  int a[6];
  for (int i = 0; i < 6; i++) a[i] = nondet_int();

  int sum = 0;
  long long wide = 0;
  int overflow = 0;
  for (int i = 0; i < 6; i++) {
    if ((a[i] > 0 && sum > INT_MAX_ - a[i]) || (a[i] < 0 && sum < INT_MIN_ - a[i])) {
      overflow = 1;
      break;
    }
    sum += a[i];
    wide += a[i];
  }
  if (!overflow) assert((long long)sum == wide);
  return 0;
}
