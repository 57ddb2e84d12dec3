#include <stdio.h>

/* Parking fee for a stay of `hours` on day `day` (1 = Monday ... 7 = Sunday):
 * 3 per hour on weekdays, at most 20; a flat 5 on Saturday and Sunday. */
static int fee(int day, int hours)
{
    if (day == 6 || day == 7)
        return 5;
    int f = hours * 3;
    if (f > 20)
        f = 20;
    return f;
}

/* Input: lines "day hours".  Output: the fee of each stay, then the total. */
int main(void)
{
    int day, hours;
    int total = 0;
    while (scanf("%d %d", &day, &hours) == 2) {
        int f = fee(day, hours);
        total += f;
        printf("day %d, %d h: %d\n", day, hours, f);
    }
    printf("total %d\n", total);
    return 0;
}
