int main(void) {
  int i = 0;
  if (i == 0) {
  again:
    i++;
  }
  if (i < 3)
    goto again;
  return 0;
}
