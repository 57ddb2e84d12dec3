extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

void __VERIFIER_assert(int cond) {
  if (!(cond)) {
    reach_error();
    abort();
  }
}

int main() {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 6);
  int a[6];
  for (int i = 0; i < n; i++)
    a[i] = i * i;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  __VERIFIER_assert(s != 30);
  return 0;
}
