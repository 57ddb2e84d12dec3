/* %s into an int array: 8 characters and the NUL need 3 ints. */
#include <stdio.h>
int main()
{
    int digit[2], i;
    printf("Enter a number: ");
    scanf("%s", digit);
    for (i = 0; i < 2; i++)
        printf("%d\n", digit[i] & 0xff);
    return 0;
}
