#include <stdio.h>
int main(void) {
    int n, i;
    double sum = 0;
    printf("How many numbers? ");
    scanf("%d", &n);
    for (i = 1; i <= n; i++)
        sum += i;
    printf("Average: %.4f\n", n > 0 ? sum / n : 0.0);
    return 0;
}
