/* Repeated addition, as a course exercise writes it: the version to
   repair, the teacher's correct copy, and the harness comparing them. */

int multiply(int a, int b)
{
    int product = 0;
    while (b > 0) {
        product += a;
        b -= 2;
    }
    return product;
}

int AllRepair_correct_multiply(int a, int b)
{
    int product = 0;
    while (b > 0) {
        product += a;
        b -= 1;
    }
    return product;
}

int main()
{
    int a = nondet_int();
    int b = nondet_int();
    __VERIFIER_assume(b < 1000); /* native runs must end */
    int mine = multiply(a, b);
    int theirs = AllRepair_correct_multiply(a, b);
    assert(mine == theirs);
    return 0;
}
