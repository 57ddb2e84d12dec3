#include <stdio.h>

/* The cells of a w x h board are numbered row by row from 0.  Input: "w h"
 * (w > 0), then cell numbers.  Output: row, column and colour of each cell. */
int main(void)
{
    int w, h, idx;
    int white = 0;
    if (scanf("%d %d", &w, &h) != 2 || w <= 0)
        return 1;
    while (scanf("%d", &idx) == 1) {
        if (idx < 0 || idx >= w * h) {
            printf("%d: outside\n", idx);
            continue;
        }
        int row = idx % w;
        int col = idx % w;
        if ((row + col) % 2 == 0) {
            white++;
            printf("%d: row %d, col %d, white\n", idx, row, col);
        } else {
            printf("%d: row %d, col %d, black\n", idx, row, col);
        }
    }
    printf("%d white cells\n", white);
    return 0;
}
