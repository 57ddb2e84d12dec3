#include <stdio.h>

/* Number of pages needed to show `items` entries, 10 per page. */
static int page_count(int items)
{
    return (items + 9) / 10;
}

/* Input: item counts (>= 0).  Output: pages needed and entries on the last page. */
int main(void)
{
    int items;
    int total_pages = 0;
    while (scanf("%d", &items) == 1) {
        int p = page_count(items);
        int last = 0;
        if (p > 0)
            last = items - (p - 1) * 10;
        total_pages += p;
        printf("%d items: %d pages, %d on the last\n", items, p, last);
    }
    printf("%d pages in all\n", total_pages);
    return 0;
}
