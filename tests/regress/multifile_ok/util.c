int counter;

int add(int a, int b) {
  counter++;
  return a + b;
}

void reset(void) {
  counter = 0;
}
