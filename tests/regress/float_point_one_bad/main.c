#include <assert.h>

int main(void)
{
    double a = 0.1, b = 0.2;
    double sum = a + b;
    assert(sum == 0.3);   /* the classic surprise */
    return 0;
}
