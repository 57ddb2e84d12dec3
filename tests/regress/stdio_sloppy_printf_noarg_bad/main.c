/* A printf conversion without its argument prints whatever lies where
 * the argument would be: a violation at the call, also where nothing
 * compares the output. */
#include <stdio.h>
int main()
{
    int i;
    double sum = 0;
    for (i = 1; i <= 4; i++)
        sum += i;
    printf("Average: %.4f\n");
    return 0;
}
