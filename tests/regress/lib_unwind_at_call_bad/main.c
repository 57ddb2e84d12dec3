/* a word longer than the bound: strlen's own loop is cut, and the
 * report names the user's call, not the library model's loop */
#include <assert.h>
#include <string.h>

int main()
{
    char word[32] = "abracadabra";
    int n = strlen(word);
    assert(n == 11);
    return 0;
}
