#include <stdio.h>

static int leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int main(void)
{
    int year;
    printf("year? ");
    scanf("%d", &year);
    puts(leap(year) ? "leap" : "common");
    return 0;
}
