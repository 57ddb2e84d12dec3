/* The arguments past the format's conversions are still evaluated. */
#include <assert.h>
#include <stdio.h>

int main() {
    int count = 0;
    printf("Counting\n", count++);
    printf("%d\n", count, count++);
    assert(count == 2);
    fprintf(stdout, "done\n", ++count);
    assert(count == 3);
    return 0;
}
