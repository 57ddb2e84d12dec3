int nondet_int();
int main() {
  int a[4] = {1, 2, 3, 4}, s = 0;
  int k = nondet_int();
  if (k < 0 || k > 4) return 0;
  for (int i = 0; i <= k; i++) s = s + a[i];
  return s;
}
