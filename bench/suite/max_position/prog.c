#include <stdio.h>

/* Read up to 100 integers; report the largest one and the 1-based position of
 * its first occurrence. */
int main(void)
{
    int a[100];
    int n = 0;
    int x;
    while (n < 100 && scanf("%d", &x) == 1)
        a[n++] = x;
    if (n == 0) {
        printf("empty\n");
        return 0;
    }
    int best = a[0];
    int pos = 1;
    for (int i = 1; i < n; i++) {
        int v = a[i];
        if (v > pos) {
            best = v;
            pos = i + 1;
        }
    }
    printf("max %d at %d of %d\n", best, pos, n);
    return 0;
}
