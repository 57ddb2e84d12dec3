/* amend-args: --unwind 11 */
/* A 4-slot ring buffer driven by 10 nondeterministic push/pop operations;
 * the element count stays consistent with the indices, and pops return
 * values in the order they were pushed. */
#include <assert.h>
int nondet_int(void);

#define CAP 4

struct ring { int buf[CAP]; int head, tail, count; };

static int push(struct ring *r, int v) {
  if (r->count == CAP) return 0;
  r->buf[r->tail] = v;
  r->tail = (r->tail + 1) % CAP;
  r->count++;
  return 1;
}

static int pop(struct ring *r, int *out) {
  if (r->count == 0) return 0;
  *out = r->buf[r->head];
  r->head = (r->head + 1) % CAP;
  r->count--;
  return 1;
}

int main(void) {
  struct ring r = {{0}, 0, 0, 0};
  int next_in = 0, next_out = 0;
  for (int step = 0; step < 10; step++) {
    if (nondet_int()) {
      if (push(&r, next_in)) next_in++;
    } else {
      int v;
      if (pop(&r, &v)) {
        assert(v == next_out);
        next_out++;
      }
    }
    assert(r.count >= 0 && r.count <= CAP);
    assert((r.head + r.count) % CAP == r.tail);
  }
  return 0;
}
