#include <assert.h>

/* a contest program's table, too big for one cell each: a store at a
 * constant index into it, then a read back */
static int seen[100005];

int main(void) {
  seen[7] = 3;
  seen[100004] = seen[7] + 1;
  assert(seen[100004] == 4);
  return 0;
}
