int area(unsigned char w, unsigned char h) {
  int cells[4] = {0, 0, 0, 0};
  int a = w * h;
  if (a < 4)
    cells[a] = 1;
  if (w > 1 && h > 1)
    return cells[a - 4];
  return a;
}

int main(void) {
  return 0;
}
