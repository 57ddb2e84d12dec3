unsigned nondet_uint(void);
void reach_error(void);
int main(void) {
  unsigned s = nondet_uint() % 3u, steps = 0;
  while (steps < 6) {
    switch (s) {
    case 0: s = 1; break;
    case 1: s = 2; break;
    default: s = 0; break;
    }
    steps++;
  }
  if (s > 2) reach_error();
  return 0;
}
