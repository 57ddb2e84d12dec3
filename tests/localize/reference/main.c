/* clamp x into [lo, hi]; checked for equivalence with ref.c */
int calls;
int clamp(int x, int lo, int hi) {
  calls++;
  if (x <= lo) return lo;
  if (x > hi) return hi + 1;
  return x;
}
