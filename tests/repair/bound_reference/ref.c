long pow2(unsigned char n)
{
    long p = 1;
    for (int i = 0; i < n; i++)
        p = p * 2;
    return p;
}
