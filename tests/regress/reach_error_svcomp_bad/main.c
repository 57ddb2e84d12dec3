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
  int x = __VERIFIER_nondet_int();
  int y = x;
  if (x > 0) {
    y = x * 2;
  }
  __VERIFIER_assert(y != 14);
  return 0;
}
