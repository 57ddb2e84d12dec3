#include <assert.h>

enum color { RED, GREEN = 5, BLUE, WHITE = -3, BLACK };

int nondet_int(void);

int main(void) {
  enum color c = BLUE;
  assert(c == 6);
  assert(RED == 0 && GREEN == 5);
  assert(BLACK == -2);
  enum color d = nondet_int();
  __CPROVER_assume(d == RED || d == BLUE);
  int code;
  switch (d) {
  case RED:
    code = 1;
    break;
  case BLUE:
    code = 2;
    break;
  default:
    code = 0;
  }
  assert(code != 0);
  return 0;
}
