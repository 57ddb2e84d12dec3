int nondet_int(void);

int sink;

int main(void) {
  int d = nondet_int();
  __CPROVER_assume(d >= 0 && d < 10);
  int q = 100 / d;
  sink = q;
  return 0;
}
