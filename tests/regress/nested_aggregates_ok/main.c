#include <assert.h>

int nondet_int(void);

struct row {
  int cells[3];
  _Bool dirty;
};

struct sheet {
  struct row rows[2];
  int nrows;
};

int main(void) {
  struct sheet s = {{{{1, 2, 3}, 0}, {{4, 5, 6}, 1}}, 2};
  int i = nondet_int(), j = nondet_int();
  __CPROVER_assume(i >= 0 && i < 2 && j >= 0 && j < 3);
  assert(s.rows[i].cells[j] == i * 3 + j + 1);
  assert(s.rows[i].dirty == (i == 1));
  s.rows[i].cells[j] = 0;
  int sum = 0;
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < 3; c++)
      sum += s.rows[r].cells[c];
  assert(sum == 21 - (i * 3 + j + 1));
  struct row *rp = &s.rows[1];
  rp->cells[2]++;
  rp--;
  assert(rp == &s.rows[0] && rp->cells[1] + (rp + 1)->cells[1] >= 2);
  _Bool flags[4] = {1, 0, 1};
  flags[j] = !flags[j];
  assert(flags[3] == 0 || j == 3);
  return 0;
}
