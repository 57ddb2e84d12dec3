#include <assert.h>

/* Error exits through one cleanup label, kernel style. */
int nondet_int(void);

static int table[4];
static int busy;

static int setup(int slot, int val)
{
	int err;

	err = -1;
	busy = 1;
	if (slot < 0 || slot >= 4)
		goto out;
	if (val == 0)
		goto out;
	err = -2;
	if (table[slot] != 0)
		goto out;
	table[slot] = val;
	err = 0;
out:
	busy = 0;
	return err;
}

int main(void)
{
	int s = nondet_int(), v = nondet_int();
	int r = setup(s, v);

	assert(busy == 0);
	if (r == 0)
		assert(table[s] == v && v != 0);
	else
		assert(r == -1 || r == -2);
	r = setup(s, v);
	assert(r != 0);
	return 0;
}
