#include <stdio.h>

/* Sensor log statistics.  Negative readings are error codes and must be ignored. */
static int total = 0, count = 0, peak = 0;

static void add_reading(int r)
{
    total += r;
    count++;
    if (r > peak)
        peak = r;
}

int main(void)
{
    int r, seen = 0;
    while (scanf("%d", &r) == 1) {
        seen++;
        if (r >= 0)
            add_reading(r);
    }
    printf("readings %d, valid %d, total %d, peak %d\n", seen, count, total, peak);
    if (count > 0)
        printf("mean %d\n", total / count);
    return 0;
}
