#include <stdlib.h>

struct node {
  int val;
  struct node *next;
};

int main(void) {
  struct node *head = NULL;
  for (int i = 0; i < 3; i++) {
    struct node *p = malloc(sizeof *p);
    p->val = i;
    p->next = head;
    head = p;
  }
  struct node *q = head;
  while (q) {
    free(q);
    q = q->next;
  }
  return 0;
}
