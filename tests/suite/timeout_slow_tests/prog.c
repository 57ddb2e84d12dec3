#include <stdio.h>
#include <unistd.h>

/* Every test run sleeps 20 s, far past --timeout 1: amend must stop at the
 * deadline in the middle of the baseline runs and still print its summary. */
int main(void) {
  int n;
  if (scanf("%d", &n) != 1) return 1;
  sleep(20);
  if (n > 10) n = n - 1;
  printf("%d\n", n + 1);
  return 0;
}
