/* In the style of SV-COMP's list tasks: a list built in a loop of unknown
 * length, walked and freed. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error() { abort(); }

struct node {
    int data;
    struct node *next;
};

int main()
{
    struct node *head = NULL, *p;
    int n = 0, len = 0;
    while (__VERIFIER_nondet_int() && n < 5) {
        p = malloc(sizeof *p);
        p->data = 1;
        p->next = head;
        head = p;
        n++;
    }
    for (p = head; p != NULL; p = p->next)
        len += p->data;
    if (len != n)
        reach_error();
    while (head) {
        p = head->next;
        free(head);
        head = p;
    }
    return 0;
}
