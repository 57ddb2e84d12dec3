int nondet_int(void);

int main(void) {
  int x = nondet_int();
  int d = nondet_int();
  __CPROVER_assume(d >= 0 && d <= 3);
  x %= d;
  return 0;
}
