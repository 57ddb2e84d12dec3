double half(int x) { return x / 2.0; }

int main(void) {
  return half(3) > 1.0;
}
