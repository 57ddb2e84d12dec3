struct buf {
  int len;
  int data[4];
  int guard;
};

int nondet_int(void);

int main(void) {
  struct buf b = {0, {0}, 0};
  int *p = b.data;
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k <= 4);
  p[k] = 1;
  return 0;
}
