#include <stdio.h>

int main() {
    int n, i, x, min = -1;
    scanf("%d", &n);
    for (i = 0; i < n; i++) {
        scanf("%d", &x);
        if (min == -1)
            min = x;
        else if (x < min)
            min = x;
    }
    printf("%d\n", min);
    return (0);
}
