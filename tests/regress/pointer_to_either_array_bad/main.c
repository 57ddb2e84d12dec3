int nondet_int(void);

int main(void) {
  int small[2] = {0, 0};
  int big[4] = {0, 0, 0, 0};
  int c = nondet_int();
  int i = nondet_int();
  __CPROVER_assume(i >= 0 && i < 4);
  int *p = c ? small : big;
  p[i] = 1;
  return 0;
}
