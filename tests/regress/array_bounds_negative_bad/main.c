int nondet_int(void);

int sink;

int main(void) {
  int a[3] = {1, 2, 3};
  int i = nondet_int();
  __CPROVER_assume(i > -3 && i < 3);
  int v = a[i];
  sink = v;
  return 0;
}
