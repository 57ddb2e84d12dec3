void __CPROVER_assume(_Bool);
void __CPROVER_assert(_Bool, const char *);
long nondet_long(void);
int main(void) {
  long x = nondet_long();
  __CPROVER_assume(x > -1000 && x < 1000);
  long y = x * x;
  __CPROVER_assert(y >= 0, "square is not negative");
  return (int)(y >> 3);
}
