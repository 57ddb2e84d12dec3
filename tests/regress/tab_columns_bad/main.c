#include <assert.h>

int nondet_int(void);

int main(void) {
	int x = nondet_int();
	if (x > 3)
		assert(x < 3);
	return 0;
}
