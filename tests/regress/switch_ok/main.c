#include <assert.h>

int nondet_int(void);

static int classify(int x) {
  int r = 0;
  switch (x) {
  case 0:
    r += 1;
  case 1:
    r += 10;
    break;
  case 2:
  case 3:
    r = 100;
    break;
  default:
    r = -1;
  }
  return r;
}

static int middle_default(int x) {
  int r = 0;
  switch (x) {
  case 1:
    r = 1;
    break;
  default:
    r = 2;
  case 5:
    r += 3;
  }
  return r;
}

int main(void) {
  assert(classify(0) == 11);
  assert(classify(1) == 10);
  assert(classify(2) == 100 && classify(3) == 100);
  assert(classify(7) == -1 && classify(-1) == -1);
  assert(middle_default(1) == 1);
  assert(middle_default(5) == 3);
  assert(middle_default(9) == 5);
  int x = nondet_int();
  int r = classify(x);
  assert(r != 0);
  int n = 0, m = 0;
  for (int i = 0; i < 5; i++) {
    switch (i) {
    case 2:
      continue;
    case 4:
      break;
    default:
      n++;
    }
    m++;
  }
  assert(n == 3 && m == 4);
  char c = 'b';
  int v = 0;
  switch (c) {
  case 'a': v = 1; break;
  case 'b': v = 2; break;
  }
  assert(v == 2);
  return 0;
}
