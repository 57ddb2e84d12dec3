int __VERIFIER_nondet_int(void);
int table[3];
int main(void) {
  int big[5000];
  int k = __VERIFIER_nondet_int();
  if (k < 4000 || k >= 4003) return 0;
  if (big[k] == -9)
    __VERIFIER_error();
  return 0;
}
