#include <stdio.h>
#include <string.h>

/* counts the a's of a line read with gets, which C11's stdio.h no longer
 * declares (an implicit int function here), and skips the first letter */
int main() {
    char line[40];
    int i, n = 0;
    printf("Text: ");
    gets(line);
    for (i = 1; i < strlen(line); i++)
        if (line[i] == 'a' || line[i] == 'A')
            n++;
    printf("%d a's\n", n);
    return 0;
}
