#include <assert.h>

int nondet_int(void);

int main(void) {
  int grid[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  int r = nondet_int();
  int c = nondet_int();
  __CPROVER_assume(r >= 0 && r < 3 && c >= 0 && c < 3);
  assert(grid[r][c] != 8);
  return 0;
}
