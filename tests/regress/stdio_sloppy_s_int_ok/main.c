/* %s into an int array (IntroClass "digits" style): glibc writes the
 * word and its NUL into the array's bytes, 4 to an int, little-endian;
 * the int the NUL ends in keeps its other bytes. */
#include <assert.h>
#include <stdio.h>

int main() {
    int digit[4] = {-1, -1, -1, -1};
    int n = sscanf("12345", "%s", &digit);
    assert(n == 1);
    assert(digit[0] == 0x34333231);
    assert(digit[1] == (int)0xFFFF0035);
    assert(digit[2] == -1);
    n = sscanf(" ab", "%s", digit);
    assert(digit[0] == 0x34006261 && digit[1] == (int)0xFFFF0035);
    return 0;
}
