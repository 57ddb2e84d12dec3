#include <assert.h>

int nondet_int(void);

static int find(int t) {
  int i = 0;
  while (i < 4) {
    for (int j = 0; j < 4; j++) {
      if (i * 4 + j == t)
        return i * 10 + j;
    }
    i++;
  }
  return -1;
}

int main(void) {
  int t = nondet_int();
  int r = find(t);
  assert(r != 21);
  return 0;
}
