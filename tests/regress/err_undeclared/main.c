int main(void) {
  int x = 1;
  x = y + 1;
  return x;
}
