#include <stdio.h>

/* vowels in a word, the whole buffer scanned */
int main(void)
{
    char word[16] = "";
    int i, vowels = 0;

    printf("Word: ");
    scanf("%15s", word);
    for (i = 0; i < 16; i++)
        if (word[i] == 'a' || word[i] == 'e' || word[i] == 'i' || word[i] == 'o')
            vowels++;
    printf("%d vowels\n", vowels);
    return 0;
}
