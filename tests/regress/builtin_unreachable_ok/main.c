/* The switch covers every value x & 3 can take. */
int nondet_int(void);

static int quarter(int x)
{
	switch (x & 3) {
	case 0: return 0;
	case 1: return 90;
	case 2: return 180;
	case 3: return 270;
	}
	__builtin_unreachable();
}

int main(void)
{
	int v = nondet_int();
	return quarter(v) > 270;
}
