unsigned int nondet_uint(void);

int main(void) {
  int a[4] = {0, 0, 0, 0};
  int *p = a + 1;
  unsigned int u = nondet_uint();
  __CPROVER_assume(u == 0 || u == 4294967295u);
  p[u] = 1;
  return 0;
}
