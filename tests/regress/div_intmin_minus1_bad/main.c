#include <limits.h>

int nondet_int(void);

int sink;

int main(void) {
  int a = nondet_int();
  int b = -1;
  int q = a / b;
  sink = q;
  return 0;
}
