/* reads one cell of an array nobody filled: the counterexample names it */
int main()
{
    int buf[4], i;
    int total = 0;
    for (i = 1; i < 2; i++)
        total = total + buf[i];
    if (total == 1234)
        assert(0);
    return 0;
}
