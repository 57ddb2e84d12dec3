/* A C89 harness: nondet() is declared nowhere (so it returns int), and its
 * result is the string the program under test reads, as the harnesses of
 * a public repair benchmark fill their input buffer. */
#include <assert.h>
#include <string.h>

char INPUT1[100];

int count_upper(const char *s)
{
    int n = 0;
    for (int i = 0; s[i] != 0; i++)
        if (s[i] >= 'A' || s[i] <= 'Z')
            n++;
    return n;
}

int main()
{
    strcpy(INPUT1, nondet());
    assert(count_upper(INPUT1) <= 2);
    return 0;
}
