int nondet_int(void);

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n > 0 && n < 5);
  int a[n];
  a[0] = 1;
  return a[0];
}
