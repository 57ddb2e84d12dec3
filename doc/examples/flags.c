/* flags.c - a status register with bit-fields, which amend does not read. */
#include <assert.h>

struct status {
  unsigned ready : 1;
  unsigned error : 1;
};

int main(void) {
  struct status s = {1, 0};
  assert(s.ready && !s.error);
  return 0;
}
