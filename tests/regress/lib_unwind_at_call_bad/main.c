/* a word longer than --max-string: strlen's own loop is cut, and the
 * report names the user's call and the model, not the model's loop */
#include <assert.h>
#include <string.h>

int main()
{
    char word[32] = "abracadabra";
    int n = strlen(word);
    assert(n == 11);
    return 0;
}
