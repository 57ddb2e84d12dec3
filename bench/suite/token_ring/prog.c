#include <stdio.h>

/* A token is passed around a ring of players.  Each input line "n k" says that
 * the ring currently has n players and the token moves k places on; in an empty
 * ring (n == 0) the token stays where it is. */
int main(void)
{
    int n, k;
    int token = 0;
    int moves = 0;
    while (scanf("%d %d", &n, &k) == 2) {
        int next = token + k;
        token = next % n;
        moves++;
        printf("after move %d: player %d\n", moves, token);
    }
    printf("%d moves\n", moves);
    return 0;
}
