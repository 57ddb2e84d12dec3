/* The proof covers lines of 8 characters, the buffer is 20: without
 * tests of lines as long as the buffer (from its literal), adding the
 * missing 'u' alone is proven and printed, and it counts one vowel too
 * few on a line of 19 or more.  The repair must fix fgets's size too. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char word[20];
    int i, n = 0;

    printf("Enter a word: ");
    fgets(word, 20, stdin);
    for (i = 0; i < strlen(word); i++)
        if (word[i] == 'a' || word[i] == 'e' || word[i] == 'i' || word[i] == 'o' || word[i] == 'u')
            n++;
    printf("%d vowels\n", n);
    return 0;
}
