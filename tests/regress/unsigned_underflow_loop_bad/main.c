unsigned int nondet_uint(void);

int main(void) {
  int a[3] = {0, 0, 0};
  unsigned int n = nondet_uint();
  __CPROVER_assume(n <= 3);
  for (unsigned int i = 0; i < n - 1; i++)
    a[i] = 1;
  return 0;
}
