/* power of two by doubling, n times; one doubling is missing */
long pow2(unsigned char n)
{
    long p = 1;
    int i = 1;
    while (i < n) {
        p = p * 2;
        i++;
    }
    return p;
}
