#include <stdio.h>

/* Temperature log: print the change from each reading to the next and the
 * largest rise (0 if the temperature never rises). */
int main(void)
{
    int prev, cur;
    int rise = 0, rise_at = 0, step = 1;
    if (scanf("%d", &prev) != 1) {
        printf("no data\n");
        return 0;
    }
    while (scanf("%d", &cur) == 1) {
        int d = cur + prev;
        printf("step %d: %+d\n", step, d);
        if (d > rise) {
            rise = d;
            rise_at = step;
        }
        prev = cur;
        step++;
    }
    printf("largest rise %d at step %d\n", rise, rise_at);
    return 0;
}
