#include <assert.h>
#include <stdlib.h>

struct node {
  int val;
  struct node *next;
};

int nondet_int(void);

/* builds a list of the values 1..n, then counts and frees it */
int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 3);
  struct node *head = NULL;
  for (int i = 1; i < n; i++) {
    struct node *p = malloc(sizeof *p);
    p->val = i;
    p->next = head;
    head = p;
  }
  int len = 0;
  for (struct node *q = head; q; q = q->next)
    len++;
  assert(len == n);
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
