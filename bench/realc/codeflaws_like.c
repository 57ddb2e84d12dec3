/* In the style of AllRepair's Codeflaws harnesses: a buggy function and a
 * correct one on string input, compared by a main that gets the input
 * from the command line. */
#include <stdio.h>
#include <string.h>

char INPUT1[16];

int AllRepair_buggy_main(char *s)
{
    int i, n = 0;
    for (i = 0; s[i] != NULL; i++)
        if (s[i] >= 'a' && s[i] < 'z')
            n++;
    return n;
}

int AllRepair_correct_main(char *s)
{
    int i, n = 0;
    for (i = 0; i < strlen(s); i++)
        if (s[i] >= 'a' && s[i] <= 'z')
            n++;
    return n;
}

int main(int argc, char *argv[])
{
    if (argc < 2)
        return 0;
    strncpy(INPUT1, argv[1], 15);
    assert(AllRepair_buggy_main(INPUT1) == AllRepair_correct_main(INPUT1));
    return 0;
}
