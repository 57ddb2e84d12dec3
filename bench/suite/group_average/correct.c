#include <stdio.h>

/* Integer average of v[0..k-1]; an empty group has average 0. */
static int average(const int *v, int k)
{
    int sum = 0;
    int avg = 0;
    for (int i = 0; i < k; i++)
        sum += v[i];
    if (k > 0)
        avg = sum / k;
    return avg;
}

/* Input: groups "k v1 ... vk" (0 <= k <= 50).  Output: the average of each group. */
int main(void)
{
    int v[50];
    int k, g = 0;
    while (scanf("%d", &k) == 1 && k >= 0 && k <= 50) {
        for (int i = 0; i < k; i++)
            if (scanf("%d", &v[i]) != 1)
                return 1;
        g++;
        printf("group %d: %d values, average %d\n", g, k, average(v, k));
    }
    printf("%d groups\n", g);
    return 0;
}
