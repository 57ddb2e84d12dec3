/* "% d" as glibc runs it: white space skipped, then a matching failure
 * that ends the scan (0 even at the end of input, not EOF); the rest of
 * the format is never read. */
#include <assert.h>
#include <stdio.h>

int main() {
    int a = 5, b = 6, c = 7;
    int n = sscanf("12 34 56", "%d% d%d", &a, &b, &c);
    assert(n == 1 && a == 12 && b == 6 && c == 7);
    assert(sscanf("", "% d", &a) == 0);
    assert(sscanf("   ", "% d", &a) == 0);
    assert(sscanf("7", "% d", &a) == 0 && a == 12);
    assert(sscanf("", "%d", &a) == -1);
    return 0;
}
