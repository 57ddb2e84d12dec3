/* A verification task's list node from a helper that hands back raw
 * memory: the helper asks for 8 bytes (a node on a 32-bit machine), the
 * caller's node needs 16 on x86-64.  The block takes the node's type, and
 * holds no whole node: amend's cells are whole elements, so the first
 * access through it is already past the block. */
#include <stdlib.h>

struct list {
    int value;
    struct list *next;
};

void *allocate_memory(void)
{
    return malloc(8U);
}

int main(void)
{
    struct list *node = allocate_memory();
    node->value = 1;
    node->next = 0;
    free(node);
    return 0;
}
