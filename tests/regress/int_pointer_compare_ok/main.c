/* Integers converted to pointers, as old C code keeps handles and
 * sentinels: copied, compared with each other, with NULL and with real
 * objects, never dereferenced. */
#include <assert.h>

#define NO_NODE ((int *)-1)

int table[4];

int *find(int key)
{
    for (int i = 0; i < 4; i++)
        if (table[i] == key)
            return &table[i];
    return NO_NODE;
}

int main(void)
{
    int key = __VERIFIER_nondet_int();
    unsigned long h = __VERIFIER_nondet_ulong();
    table[2] = 7;
    int *p = find(key);
    if (key == 7)
        assert(p == &table[2]);
    else if (key != 0)
        assert(p == NO_NODE && p != 0 && p != table);
    int *q = (int *)h;
    int *r = q;
    assert((q == 0) == (h == 0));
    assert(r == q);
    assert(((int *)(h + 1) == q) == 0);
    return 0;
}
