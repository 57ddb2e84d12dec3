int nondet_int(void);
int main() {
  int n = nondet_int(), s = 0;
  int a[4000];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += a[(i * j) % 4000] * i;
  assert(s != 12345);
  return 0;
}
