int f(int a, unsigned int b) {
  int r = 10 / (a - (int)b);
  return r;
}
