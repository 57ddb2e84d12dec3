/* Whose turn: the answer of a contest program copied into a buffer, as
 * benchmark harnesses of contest programs keep it.  Every name is longer
 * than --unwind 5, which must not cut the library's copy: the bug shows
 * on n = 5 (the fifth in the queue is Howard). */
#include <assert.h>
#include <string.h>

char res[16];

void whose_turn(int n)
{
    if (n == 1)
        strcpy(res, "Sheldon\n");
    else if (n == 2)
        strcpy(res, "Leonard\n");
    else if (n == 3)
        strcpy(res, "Penny\n");
    else
        strcpy(res, "Rajesh\n");
}

int main()
{
    int n = __VERIFIER_nondet_int();
    __CPROVER_assume(n >= 1 && n <= 5);
    whose_turn(n);
    if (n == 5)
        assert(strcmp(res, "Howard\n") == 0);
    return 0;
}
