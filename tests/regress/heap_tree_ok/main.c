#include <assert.h>
#include <stdlib.h>

struct tree {
  int key;
  struct tree *left, *right;
};

int nondet_int(void);

static struct tree *insert(struct tree *t, int key) {
  if (!t) {
    struct tree *n = malloc(sizeof(struct tree));
    n->key = key;
    n->left = n->right = NULL;
    return n;
  }
  if (key < t->key)
    t->left = insert(t->left, key);
  else
    t->right = insert(t->right, key);
  return t;
}

static int size(const struct tree *t) { return t ? 1 + size(t->left) + size(t->right) : 0; }

int main(void) {
  struct tree *root = NULL;
  for (int i = 0; i < 3; i++)
    root = insert(root, nondet_int());
  assert(size(root) == 3);
  assert(root->left == NULL || root->left->key < root->key);
  return 0;
}
