int nondet_int();
int main()
{
    int n = nondet_int();
    if (n < 0 || n > 6) return 0;
    int s = 0;
    for (int i = 1; i < n; i++)
        s += i;
    assert(s == n*(n+1)/2);
    return 0;
}
