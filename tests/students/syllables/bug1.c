#include <stdio.h>

int isvowel(int c)
{
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'y';
}

int main()
{
    char word[64];
    int i, count = 0, prev = 0;
    printf("Word: ");
    scanf("%63s", word);
    for (i = 0; word[i] != '\0'; i++) {
        int v = isvowel(word[i]);
        if (v || !prev)
            count++;
        prev = v;
    }
    if (count == 0)
        count = 1;
    printf("%d syllables\n", count);
    return 0;
}
