#include <assert.h>

/* The unsigned view of a negative value is large, not negative. */
union num {
	int i;
	unsigned int u;
};

int nondet_int(void);

int main(void)
{
	union num n;

	n.i = nondet_int();
	if (n.i > -3 && n.i < 0)
		assert(n.u < 4294967294u);
	return 0;
}
