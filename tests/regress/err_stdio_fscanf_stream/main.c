#include <stdio.h>

int total(FILE *in)
{
    int n, sum = 0;
    while (fscanf(in, "%d", &n) == 1) sum += n;
    return sum;
}

int main()
{
    printf("%d\n", total(stdin));
    return 0;
}
