struct point {
  int x, y;
};
struct rect {
  struct point lo, hi;
};

int main(void) {
  struct rect r = {.lo.x = 1, .hi.y = 2};
  return r.lo.x;
}
