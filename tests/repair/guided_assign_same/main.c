#include <stdio.h>

/* the check letter of a word: its letters added up, modulo 16 */
int main()
{
    int ch, total;

    total = 0;
    printf("Enter a word: ");
    ch = getchar();
    while (ch != '\n' && ch != EOF) {
        total = (ch + total) % 16;
        ch = getchar();
    }
    printf("Check letter %c\n", 'A' + total);
    return 0;
}
