#include <assert.h>

struct point {
	int x, y, z;
};

struct rect {
	struct point lo, hi;
	int tag;
};

int nondet_int(void);

static int prio[8] = { [2] = 5, 6, [0] = 1 };
static struct point origin = { .z = 3, .x = 1 };

int main(void)
{
	int k = nondet_int();
	struct point p = { .y = k, .x = 2 };
	int a[5] = { [4] = k, [1] = 7, 8 };
	struct rect r = { .hi = { .y = 9 }, .tag = 4 };

	assert(prio[0] == 1 && prio[1] == 0 && prio[2] == 5 && prio[3] == 6 && prio[7] == 0);
	assert(origin.x == 1 && origin.y == 0 && origin.z == 3);
	assert(p.x == 2 && p.y == k && p.z == 0);
	assert(a[0] == 0 && a[1] == 7 && a[2] == 8 && a[3] == 0 && a[4] == k);
	assert(r.hi.y == 9 && r.tag == 4 && r.lo.x == 0 && r.hi.x == 0);
	return 0;
}
