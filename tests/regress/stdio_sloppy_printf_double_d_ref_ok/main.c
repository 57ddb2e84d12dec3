#include <stdio.h>

int main() {
    int hours;
    double pay;
    scanf("%d", &hours);
    pay = hours * 2.5;
    if (hours > 40)
        printf("pay %d\n", (int)pay);
    else
        printf("pay %d\n", (int)pay);
    return 0;
}
