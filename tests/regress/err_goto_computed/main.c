static int run(void *next) {
  int i = 0;
  if (next)
    goto *next;
  next = &&one;
one:
  i = 1;
  return i;
}

int main(void) {
  return run(0);
}
