/* The input buffer and the weight table are defined in data.c; this file
 * sees them through extern declarations, one of an array of unknown size. */
#include <assert.h>

extern char INPUT1[100];
extern const int weights[];
extern int nweights;
int score(int n);
unsigned nondet_uint(void);

int main(void) {
  int n = 3;
  for (int i = 0; i < n; i++) INPUT1[i] = 'a' + nondet_uint() % 26;
  INPUT1[n] = 0;
  int s = score(n);
  assert(weights[nweights - 1] == 3);
  assert(s >= 6 && s <= 26 * 6);
  return 0;
}
