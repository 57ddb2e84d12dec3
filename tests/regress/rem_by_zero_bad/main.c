unsigned int nondet_uint(void);

unsigned int sink;

int main(void) {
  unsigned int x = nondet_uint();
  unsigned int m = x & 3u;
  unsigned int r = 7u % m;
  sink = r;
  return 0;
}
