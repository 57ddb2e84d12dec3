struct point { int x, y; };

int far(int d)
{
  struct point p, q;
  p.x = d;
  q = p;
  return q.x >= 3;
}
