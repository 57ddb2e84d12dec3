#include <stdlib.h>
#include <assert.h>
struct rec { short id; char grade; };
int main(void) {
  struct rec r;
  int *h = malloc(2 * sizeof *h);
  if (r.grade == 'F' && h[1] == 3)
    assert(0);
  free(h);
  return 0;
}
