#include <stdio.h>
#include <string.h>
#include <ctype.h>

/* how many letters the sentence has */
int main(void)
{
    char line[100];
    int i, letters = 0;

    printf("Type a sentence: ");
    scanf("%s", line);
    for (i = 0; i < strlen(line); i++)
        if (isalpha(line[i]))
            letters++;
    printf("It has %d letters\n", letters);
    return 0;
}
