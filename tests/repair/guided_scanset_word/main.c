#include <stdio.h>
#include <string.h>
#include <ctype.h>

/* how many letters the first word has */
int main(void)
{
    char word[100] = "";
    int i, letters = 1;

    printf("Type a word: ");
    scanf("%s", word);
    for (i = 0; i < strlen(word); i++)
        if (isalpha(word[i]))
            letters++;
    printf("It has %d letters\n", letters);
    return 0;
}
