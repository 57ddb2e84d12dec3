/* leap.c -- is it a leap year? */
#include <stdio.h>

main()
{
    int year;
    printf("year? ");
    scanf("%d", &year);
    if (year % 4 == 0 && year % 100 != 0)
        printf("leap\n");
    else
        printf("common\n");
}
