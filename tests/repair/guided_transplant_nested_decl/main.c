#include <stdio.h>

/* sorts a temperature into a band, but only asks for it when the two
 * limits come in order, and words the top band its own way */
int main() {
    int low, high;
    printf("Limits (low high): ");
    scanf("%d %d", &low, &high);
    if (low <= high) {
        int t;
        printf("Temperature: ");
        scanf("%d", &t);
        if (t < low)
            printf("cold\n");
        else if (t >= low && t <= high)
            printf("fine\n");
        else
            printf("too hot\n");
    }
    return 0;
}
