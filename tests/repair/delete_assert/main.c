int nondet_int(void);

int total(int a, int b)
{
    int t = a;
    t = t + b;
    t = t + b;
    return t;
}

int main(void)
{
    int a = nondet_int(), b = nondet_int();
    __CPROVER_assume(a >= 0 && a < 1000 && b >= 0 && b < 1000);
    assert(total(a, b) == a + b);
    return 0;
}
