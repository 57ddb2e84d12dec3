/* %f %e %g into a double, as glibc does it: the float's 4 bytes over the
 * double's low half, the high half as it was. */
#include <assert.h>
#include <stdio.h>

unsigned long __amend_double_bits(double);

int main() {
    double price = 1.5, tax = 0, rate = -2;
    int n = sscanf("12 0.5 -nan", "%f %e %lf", &price, &tax, &rate);
    assert(n == 3);
    assert(__amend_double_bits(price) == 0x3FF8000041400000UL);
    assert(__amend_double_bits(tax) == 0x000000003F000000UL);
    assert(rate != rate);
    n = sscanf("-nan x", "%g%g", &price, &tax);
    assert(n == 1);
    assert(__amend_double_bits(price) == 0x3FF80000FFC00000UL);
    assert(__amend_double_bits(tax) == 0x000000003F000000UL);
    return 0;
}
