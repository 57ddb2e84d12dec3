/* the reference implementation of clamp */
int calls;
int clamp(int x, int lo, int hi) {
  calls++;
  if (x < lo) return lo;
  if (x > hi) return hi;
  return x;
}
