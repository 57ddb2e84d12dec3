/* An event loop that dispatches through a struct of handlers. */
#include <assert.h>
#include <stddef.h>

int nondet_int(void);
unsigned nondet_uint(void);

enum { EV_OPEN, EV_DATA, EV_CLOSE, EV_COUNT };

struct conn {
  int open;
  int bytes;
};

struct handlers {
  void (*on_open)(struct conn *);
  int (*on_data)(struct conn *, int);
  void (*on_close)(struct conn *);
};

static void do_open(struct conn *c) { c->open = 1; c->bytes = 0; }
static int do_data(struct conn *c, int n) {
  if (!c->open) return -1;
  c->bytes += n;
  return n;
}
static void do_close(struct conn *c) { c->open = 0; }

static const struct handlers tcp = {do_open, do_data, do_close};
static const struct handlers quiet = {.on_open = do_open, .on_data = do_data, .on_close = NULL};

static int dispatch(const struct handlers *h, struct conn *c, int ev, int n) {
  switch (ev) {
  case EV_OPEN: h->on_open(c); return 0;
  case EV_DATA: return h->on_data(c, n);
  case EV_CLOSE:
    h->on_close(c);
    return 0;
  }
  return -1;
}

int main(void) {
  struct conn c = {0, 0};
  const struct handlers *h = nondet_int() ? &tcp : &quiet;
  int total = 0;
  for (int i = 0; i < 4; i++) {
    int ev = nondet_uint() % EV_COUNT, n = nondet_uint() % 100;
    int r = dispatch(h, &c, ev, n);
    if (r > 0) total += r;
  }
  assert(c.bytes <= total);
  assert(!c.open || h->on_close == do_close || h->on_close == NULL);
  return 0;
}
