int main(void) {
  float f = 1.0f;
  return f > 0;
}
