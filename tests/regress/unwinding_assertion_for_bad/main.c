int main(void) {
  int s = 0;
  for (int i = 0; i < 8; i++) {
    s += i;
  }
  return s == 28 ? 0 : 1;
}
