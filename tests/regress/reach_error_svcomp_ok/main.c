extern void abort(void);
void reach_error() {}
extern int __VERIFIER_nondet_int(void);

void __VERIFIER_assert(int cond) {
  if (!(cond)) {
    reach_error();
    abort();
  }
}

int main() {
  int i = 0, s = 0;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 8)
    return 0;
  while (i < n) {
    s += 2;
    i++;
  }
  __VERIFIER_assert(s == 2 * n);
  return 0;
}
