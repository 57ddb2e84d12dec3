int nondet_int(void);

int main(void) {
  int rows[2][3] = {{0}};
  int c = nondet_int();
  __CPROVER_assume(c >= 0 && c <= 3);
  rows[0][c] = 5;
  return 0;
}
