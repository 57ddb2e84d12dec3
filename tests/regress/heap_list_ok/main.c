#include <assert.h>
#include <stdlib.h>

struct node {
  int val;
  struct node *next;
};

int nondet_int(void);

int main(void) {
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 5);
  struct node *head = NULL;
  for (int i = 0; i < n; i++) {
    struct node *p = malloc(sizeof *p);
    p->val = i;
    p->next = head;
    head = p;
  }
  int sum = 0, len = 0;
  for (struct node *q = head; q; q = q->next) {
    sum += q->val;
    len++;
  }
  assert(len == n);
  assert(2 * sum == n * (n - 1));
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
