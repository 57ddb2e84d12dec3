/* multIA: multiply by repeated addition, checked against the correct
   version in the same file (the loop count comes from the input) */

int multIA(int m, int n)
{
    int result = 0;
    for (int i = 0; i < n-1; i++)
        result += m;
    return result;
}

int AllRepair_correct_multIA(int m, int n)
{
    int result = 0;
    for (int i = 0; i <= n-1; i++)
        result += m;
    return result;
}

int main()
{
    int m = __VERIFIER_nondet_int();
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n > -100000 && n < 100000);
    assert(multIA(m, n) == AllRepair_correct_multIA(m, n));
    return 0;
}
