#include <stdio.h>

int main()
{
    int ch, vowels = 0;

    printf("Enter a line: ");
    while (ch != '\n') {
        ch = getchar();
        if (ch == 'a' || ch == 'e' || ch == 'i' || ch == 'o' || ch == 'u')
            vowels = vowels + 1;
    }
    printf("%d vowel\n", vowels);
    return 0;
}
