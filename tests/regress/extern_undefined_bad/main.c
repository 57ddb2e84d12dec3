/* The harness of a contest program split over files: every file declares
 * the shared input `extern`, none defines it, so it is an input. */
#include <assert.h>

extern int INPUT1;
extern int RESULT1;

int solve(void);

int main(void)
{
    solve();
    if (INPUT1 > 0 && INPUT1 < 1000)
        assert(RESULT1 == INPUT1 * 2);
    return 0;
}
