/* AllRepair-style loop example with a variable-length array. */
int nondet_int();

int main()
{
    int n = nondet_int();
    __CPROVER_assume(n > 0 && n <= 6);
    int a[n];
    int i, sum = 0;
    for (i = 0; i < n; i++)
        a[i] = i;
    for (i = 0; i <= n; i++)
        sum += a[i];
    assert(sum == n * (n - 1) / 2);
    return 0;
}
