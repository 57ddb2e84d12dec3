#include <assert.h>

typedef unsigned char u8;
typedef int counter_t;
typedef struct {
  counter_t hits;
  u8 flags;
} stats;
typedef stats *stats_ptr;
typedef u8 byte_pair[2];

static void hit(stats_ptr s) {
  s->hits++;
  s->flags |= 1;
}

int main(void) {
  u8 v = 250;
  v += 10;
  assert(v == 4);
  stats st = {0, 0};
  hit(&st);
  hit(&st);
  assert(st.hits == 2 && st.flags == 1);
  byte_pair bp = {1, 255};
  bp[1]++;
  assert(bp[0] == 1 && bp[1] == 0);
  return 0;
}
