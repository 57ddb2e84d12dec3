// sum of 0 .. n-1; the loop runs once too often
int sumIA(int n) {
  int s = 0, i;
  for (i = 0; i <= n; i++)
    s = s + i;
  return s;
}

int AllRepair_correct_sumIA(int n) {
  int s = 0, i;
  for (i = 0; i < n; i++)
    s = s + i;
  return s;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 50000) return 0;
  int got = sumIA(n);
  assert(got == AllRepair_correct_sumIA(n));
  return 0;
}
