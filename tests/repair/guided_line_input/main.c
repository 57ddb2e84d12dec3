#include <stdio.h>
#include <string.h>

int main() {
    char s[32];
    int k, caps = 0;
    printf("Enter a line: ");
    scanf("%s", s);
    for (k = 0; k < strlen(s); k++) {
        if (s[k] >= 'A' && s[k] <= 'Z')
            caps++;
    }
    printf("%d capitals\n", caps);
    return 0;
}
