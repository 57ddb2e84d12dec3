#include <assert.h>
struct point { int x; int y; };
struct seg { struct point from, to; char tag; };

int main(void) {
  struct seg s;
  s.from.x = 0;
  if (s.to.y < -100 && s.tag == 'q' && s.from.x == 0)
    assert(s.to.y > -1000);
  return 0;
}
