struct point {
  int x, y;
};

int nondet_int(void);

int main(void) {
  struct point origin = {0, 0};
  struct point *p = 0;
  if (nondet_int() > 10)
    p = &origin;
  p->x = 1;
  return origin.x;
}
