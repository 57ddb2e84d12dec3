int main(void) {
  int a[3];
  for (int i = 0; i <= 3; i++)
    a[i] = i;
  return 0;
}
