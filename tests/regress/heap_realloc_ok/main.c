#include <assert.h>
#include <stdlib.h>

int main(void) {
  int cap = 2, len = 0;
  int *a = malloc(cap * sizeof(int));
  for (int i = 0; i < 7; i++) {
    if (len == cap) {
      cap *= 2;
      a = realloc(a, cap * sizeof(int));
    }
    a[len++] = i * i;
  }
  for (int i = 0; i < len; i++)
    assert(a[i] == i * i);
  free(a);
  return 0;
}
