static int inc(int v) { return v + 1; }

int main(void) {
  /* a function at a fixed address (firmware style): no function of the program */
  int (*fp)(int) = (int (*)(int))0x400000;
  return fp(3) + inc(0);
}
