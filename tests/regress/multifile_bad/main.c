int scale(int v);
int nondet_int(void);

int main(void) {
  int x = nondet_int();
  int y = scale(x);
  return y == 0;
}
