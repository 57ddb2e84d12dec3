#include <stdio.h>

int main(void)
{
    int mark;
    printf("Enter your mark: ");
    scanf("%d", &mark);
    if (mark > 50)
        printf("You passed\n");
    else
        printf("You failed\n");
    return 0;
}
