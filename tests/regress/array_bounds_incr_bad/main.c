int nondet_int(void);

int main(void) {
  int a[3] = {0, 0, 0};
  int i = nondet_int();
  __CPROVER_assume(i >= 1 && i <= 3);
  a[i]++;
  return 0;
}
