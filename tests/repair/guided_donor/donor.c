#include <stdio.h>

int main()
{
    int first, second;
    printf("Two numbers: ");
    scanf("%d %d", &first, &second);
    if (first > second)
        printf("The larger is %d\n", first);
    else
        printf("The larger is %d\n", second);
    return 0;
}
