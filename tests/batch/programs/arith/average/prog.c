int nondet_int();
int main() {
  int a = nondet_int(), b = nondet_int();
  if (a < 0 || a > 100 || b < 0 || b > 100) return 0;
  int avg = (a - b) / 2;
  assert(avg >= 0 && avg <= 100);
  assert(2 * avg <= a + b);
  return 0;
}
