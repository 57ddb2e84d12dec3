#include <assert.h>

char nondet_char(void);

int main(void) {
  char c = (char)200;
  int r = 0;
  switch (c) {
  case 200:
    r = 1;
    break;
  case -56:
    r = 2;
    break;
  }
  assert(r == 2);
  unsigned char u = 200;
  switch (u) {
  case -56:
    r = 3;
    break;
  case 200:
    r = 4;
    break;
  }
  assert(r == 4);
  long big = 5000000000L;
  switch (big) {
  case 705032704:
    r = 5;
    break;
  case 5000000000L:
    r = 6;
    break;
  }
  assert(r == 6);
  char d = nondet_char();
  switch (d) {
  case 'x':
  case 'y':
    r = 7;
    break;
  default:
    r = 8;
  }
  assert(r == 7 || (d != 'x' && d != 'y'));
  return 0;
}
