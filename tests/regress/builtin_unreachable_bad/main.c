/* __builtin_unreachable() promises the compiler a path is never taken;
 * reaching it is a violation (as in CBMC). */
int nondet_int(void);

static int sign(int x)
{
	if (x > 0)
		return 1;
	if (x < 0)
		return -1;
	__builtin_unreachable();
}

int main(void)
{
	int v = nondet_int();
	return sign(v) + 1;
}
