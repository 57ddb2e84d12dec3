#include <stdlib.h>
extern void reach_error(void);

struct node {
    int val;
    struct node *next;
};

int main()
{
    struct node *head = NULL;
    int n;
    for (n = 0; n < 2; n++) {
        struct node *p = (struct node *) malloc(sizeof(struct node));
        p->next = head;
        head = p;
    }
    if (head->next->val == 77)
        reach_error();
    return 0;
}
