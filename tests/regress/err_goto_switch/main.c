int nondet_int(void);

int main(void) {
  int n = nondet_int(), k = 0;
  switch (n) {
  case 1:
  again:
    k++;
    if (k < 3)
      goto again;
    break;
  default:
    break;
  }
  return k;
}
