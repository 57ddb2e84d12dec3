int nondet_int();
int main() {
  int x = nondet_int();
  if (x < 0 || x > 100) return 0;
  int y = x + 7;
  assert(y == x + 14);
  return 0;
}
