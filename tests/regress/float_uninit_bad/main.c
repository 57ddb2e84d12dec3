#include <assert.h>

int main(void)
{
    double price;          /* never set: any double, NaN included */
    int qty = 3;
    double cost = price * qty;
    assert(cost == cost);
    return 0;
}
