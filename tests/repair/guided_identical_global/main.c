#include <stdio.h>

int grid[50][50];
int n, m;

/* for each column: how many cells differ from the one above */
int main()
{
    int i, j, changes;
    scanf("%d %d", &n, &m);
    if (n < 1 || n > 50 || m < 1 || m > 50)
        return 0;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            scanf("%d", &grid[i][j]);
    for (j = 0; j < m; j++) {
        changes = 0;
        for (i = 1; i < n; i++)
            if (grid[i][j] != grid[i - 1][j])
                changes++;
        printf("column %d: %d\n", j, changes);
        printf("%d ", changes);
    }
    printf("\n");
    return 0;
}
