int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assert(x * 0 == 0, "zero product");
  __CPROVER_assert((x & 1) == 0 || x % 2 != 0, "parity agrees");
  return 0;
}
