#include <stdio.h>

/* Shopping list: the first number is the budget, then item prices in order.
 * Each item is bought if it still fits into the budget, otherwise skipped. */
int main(void)
{
    int budget, price;
    int total = 0, bought = 0, skipped = 0;
    if (scanf("%d", &budget) != 1)
        return 1;
    while (scanf("%d", &price) == 1) {
        if (total + price > budget) {
            skipped++;
            printf("skip %d\n", price);
            continue;
        }
        total += price;
        bought++;
        printf("buy %d, total %d\n", price, total);
    }
    printf("bought %d, skipped %d, left %d\n", bought, skipped, budget - total);
    return 0;
}
