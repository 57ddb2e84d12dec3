/* A list built through a helper that hands back raw memory, as verification
   tasks write it: the block's type is fixed only where the caller keeps it */
#include <stdlib.h>

struct list {
    int value;
    struct list *next;
};

void *allocate_memory(void)
{
    return malloc(16U);
}

void *grab(unsigned n)
{
    void *p = malloc(n);
    if (!p)
        abort();
    return p;
}

int main(void)
{
    struct list *head = allocate_memory();
    head->value = 1;
    head->next = grab(sizeof(struct list));
    head->next->value = 2;
    head->next->next = 0;
    int sum = 0;
    for (struct list *p = head; p; p = p->next)
        sum += p->value;
    if (sum != 3)
        __VERIFIER_error();
    free(head->next);
    free(head);
    return 0;
}
