#include <assert.h>

int nondet_int(void);

int main(void) {
  int m[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      m[i][j] = i * 4 + j;
  assert(m[2][3] == 11);
  assert(m[1][0] == 4);
  int n[2][3] = {{1, 2, 3}, {4}};
  assert(n[0][2] == 3 && n[1][0] == 4 && n[1][1] == 0 && n[1][2] == 0);
  int i = nondet_int(), j = nondet_int();
  __CPROVER_assume(i >= 0 && i < 3 && j >= 0 && j < 4);
  assert(m[i][j] == i * 4 + j);
  m[i][j] = -1;
  assert(m[i][j] == -1);
  int cube[2][2][2] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};
  assert(cube[1][0][1] == 6);
  return 0;
}
