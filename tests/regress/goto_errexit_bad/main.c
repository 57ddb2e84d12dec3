#include <assert.h>

/* The second error path skips the unlock: the cleanup labels are in the
 * wrong order. */
int nondet_int(void);

static int locked;

static int work(int a, int b)
{
	int ret = 0;

	locked = 1;
	if (a < 0) {
		ret = -1;
		goto unlock;
	}
	if (b < 0) {
		ret = -2;
		goto out;
	}
	ret = a + b;
unlock:
	locked = 0;
out:
	return ret;
}

int main(void)
{
	int a = nondet_int(), b = nondet_int();
	int r = work(a, b);
	assert(!locked);
	return r;
}
