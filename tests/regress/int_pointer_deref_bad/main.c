/* A device register at a fixed address, as embedded code reads one: the
 * address is a number, and no object of the program lives there.  Copying
 * and comparing such a pointer is fine; reading through it is not. */
#include <stdlib.h>

#define STATUS_REG 0x40021000UL

int main(void)
{
    int *buf = malloc(4 * sizeof(int));
    volatile unsigned *status = (volatile unsigned *)STATUS_REG;
    if (status == 0 || (int *)status == buf)
        return 1;
    unsigned *copy = (unsigned *)status;
    buf[0] = 1;
    free(buf);
    return (int)*copy;
}
