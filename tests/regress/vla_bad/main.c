int nondet_int(void);

int main(void) {
  int n = nondet_int();
  __VERIFIER_assume(n > 0 && n <= 8);
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
  return a[n];
}
