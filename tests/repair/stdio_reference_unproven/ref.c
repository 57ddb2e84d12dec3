#include <stdio.h>

int adj[1001][1001], dist[1001], queue[1001];

/* the longest shortest path from city 1, in roads, and one more for
 * the capital itself */
int main(int argc, char *argv[])
{
    int n, m, i, a, b, head = 0, tail = 0, far = 0;
    scanf("%d %d", &n, &m);
    for (i = 0; i < m; i++) {
        scanf("%d %d", &a, &b);
        if (a >= 1 && a <= n && b >= 1 && b <= n && n <= 1000)
            adj[a][b] = adj[b][a] = 1;
    }
    for (i = 1; i <= n && i <= 1000; i++)
        dist[i] = -1;
    dist[1] = 0;
    queue[tail++] = 1;
    while (head < tail) {
        int u = queue[head++];
        for (i = 1; i <= n && i <= 1000; i++)
            if (adj[u][i] && dist[i] < 0) {
                dist[i] = dist[u] + 1;
                if (dist[i] > far)
                    far = dist[i];
                queue[tail++] = i;
            }
    }
    printf("%d\n", far + 1);
    return (0);
}
