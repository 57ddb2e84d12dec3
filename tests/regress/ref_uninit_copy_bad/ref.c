struct point {
  int x, y;
};

/* p.y is never set: copying p is fine, only reading q.y would not be */
int far(int d) {
  struct point p, q;
  p.x = d;
  q = p;
  return q.x > 3;
}
