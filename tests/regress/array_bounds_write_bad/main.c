int nondet_int(void);

int main(void) {
  int a[4];
  int i = nondet_int();
  __CPROVER_assume(i >= 0 && i <= 4);
  a[i] = 1;
  return 0;
}
