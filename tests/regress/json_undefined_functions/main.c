extern int nondet();
extern void log_value(int);

int main(void) {
  int x = nondet();
  log_value(x);
  if (x > 100) x = 100;
  __CPROVER_assert(x <= 100, "clamped");
  return 0;
}
