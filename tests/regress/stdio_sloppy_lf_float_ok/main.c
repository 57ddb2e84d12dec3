/* %lf into a float of an array: glibc writes the double's low half over
 * it and its high half over the next float; the one after is untouched. */
#include <assert.h>
#include <stdio.h>

unsigned __amend_float_bits(float);

int main() {
    float t[3] = {1, 2, 3};
    int n = sscanf("12", "%lf", &t[0]);
    assert(n == 1);
    assert(t[0] == 0);
    assert(__amend_float_bits(t[1]) == 0x40280000u);
    assert(t[2] == 3);
    n = sscanf("0.1", "%lf", t);
    assert(__amend_float_bits(t[0]) == 0x9999999Au && __amend_float_bits(t[1]) == 0x3FB99999u);
    return 0;
}
