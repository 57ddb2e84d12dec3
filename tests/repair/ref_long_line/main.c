#include <stdio.h>
#include <string.h>

int main()
{
    char word[20];
    int i, n = 0;

    printf("Enter a word: ");
    fgets(word, 19, stdin);
    for (i = 0; i < strlen(word); i++)
        if (word[i] == 'a' || word[i] == 'e' || word[i] == 'i' || word[i] == 'o')
            n++;
    printf("%d vowels\n", n);
    return 0;
}
