int main(void) {
  long double f = 1.0L;
  return f > 0;
}
