int nondet_int(void);

int main(void) {
  int x = nondet_int();
  __CPROVER_assert(x != 1, "quote \" and backslash \\ here");
  return 0;
}
