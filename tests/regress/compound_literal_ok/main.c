/* Small vectors passed and returned by value, built with compound literals. */
#include <assert.h>

int nondet_int(void);

struct vec {
  int x, y;
};

static const struct vec *unit_x = &(struct vec){1, 0};

static struct vec add(struct vec a, struct vec b) { return (struct vec){a.x + b.x, a.y + b.y}; }

static struct vec scale(struct vec v, int k) { return (struct vec){.x = v.x * k, .y = v.y * k}; }

static int dot(struct vec a, struct vec b) { return a.x * b.x + a.y * b.y; }

static int max_of(const int *a, int n) {
  int m = a[0];
  for (int i = 1; i < n; i++)
    if (a[i] > m) m = a[i];
  return m;
}

int main(void) {
  int a = nondet_int(), b = nondet_int();
  __CPROVER_assume(a > -100 && a < 100 && b > -100 && b < 100);
  struct vec v = add((struct vec){a, 0}, scale(*unit_x, b));
  assert(v.x == a + b && v.y == 0);
  assert(dot(v, (struct vec){0, 1}) == 0);
  int m = max_of((int[]){a, b, a + b}, 3);
  assert(m >= a && m >= b && m >= a + b);
  struct vec *corner = &(struct vec){.y = b};
  corner->x = a;
  assert(dot(*corner, *corner) == a * a + b * b);
  return 0;
}
