/* nondet() used as a string (C89: it returns int): a fresh string of at
 * most --max-string characters, so copying it into a 100-character
 * buffer never overflows, and its length is within the bound. */
#include <assert.h>
#include <string.h>

char INPUT1[100];

int main()
{
    char *word = nondet();
    strcpy(INPUT1, word);
    assert(strlen(INPUT1) <= 20);
    assert(INPUT1[20] == 0 || strlen(INPUT1) > 20);
    return 0;
}
