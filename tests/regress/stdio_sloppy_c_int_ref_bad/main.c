/* %c into an int that starts at -1: glibc replaces only its lowest byte,
 * so the int is 0xffffff41 after an 'A', never 'A'. */
#include <stdio.h>
int main()
{
    int grade = -1;
    printf("Enter your grade: ");
    scanf("%c", &grade);
    switch (grade) {
    case 'A': printf("Excellent\n"); break;
    case 'B': printf("Good\n"); break;
    default: printf("Keep trying\n");
    }
    return 0;
}
