int nondet_int(void);

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 10);
  int i = 0;
  while (i < n) {
    i++;
  }
  return 0;
}
