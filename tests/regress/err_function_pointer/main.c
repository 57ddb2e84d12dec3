static int inc(int v) { return v + 1; }

int main(void) {
  int (*fp)(int) = inc;
  return fp(3);
}
