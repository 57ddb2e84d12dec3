#include <stdio.h>

/* Input: "lo hi" followed by values.  Output: for each value whether it lies in
 * the closed range [lo, hi], then the two counts. */
int main(void)
{
    int lo, hi, x;
    int inside = 0, outside = 0;
    if (scanf("%d %d", &lo, &hi) != 2)
        return 1;
    while (scanf("%d", &x) == 1) {
        if (x >= lo || x <= hi) {
            inside++;
            printf("%d in\n", x);
        } else {
            outside++;
            printf("%d out\n", x);
        }
    }
    printf("inside=%d outside=%d\n", inside, outside);
    return 0;
}
