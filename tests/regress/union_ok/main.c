#include <assert.h>
#include <stdint.h>

/* A tagged value whose payload is read back through either member. */
union payload {
	int32_t s;
	uint32_t u;
};

struct value {
	int tag;
	union payload p;
};

int nondet_int(void);

static struct value make(int v)
{
	struct value r = { .tag = 1, .p = { .s = v } };
	return r;
}

int main(void)
{
	int v = nondet_int();
	struct value x = make(v);
	union payload q = { 7 };

	assert(x.tag == 1 && x.p.s == v);
	assert(x.p.u == (uint32_t)v);
	x.p.u = 0xffffffffu;
	assert(x.p.s == -1);
	assert(q.u == 7u);
	return 0;
}
