#include <assert.h>
#include <stdlib.h>

int nondet_int(void);

int main(void) {
  int found = -1;
  for (int i = 0; i < 8; i++) {
    int v = nondet_int();
    if (v == 42) {
      found = i;
      exit(0);
    }
  }
  assert(found == -1);
  return 0;
}
