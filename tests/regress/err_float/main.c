int main(void) {
  int x = 3;
  float f = x * 0.5f;
  return f > 1;
}
