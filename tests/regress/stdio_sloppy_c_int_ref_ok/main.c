/* %c into an int: glibc stores the byte into the int's lowest byte.  The
 * int started at 0, so it holds the character as the reference's char
 * does, as far as == 'y' can tell. */
#include <stdio.h>
int main()
{
    int answer = 0;
    printf("Continue? (y/n) ");
    scanf(" %c", &answer);
    if (answer == 'y')
        printf("Going on\n");
    else
        printf("Bye\n");
    return 0;
}
