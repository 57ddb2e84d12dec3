#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* a union-find's parents cleared to -1 with memset, as contest code does:
 * the bytes of each int are stored, which amend's cells do not model */
int main(void) {
  int n = 4;
  int *parent = malloc(sizeof(int) * n);
  memset(parent, -1, sizeof(int) * n);
  assert(parent[2] == -1);
  free(parent);
  return 0;
}
