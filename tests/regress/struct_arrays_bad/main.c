#include <assert.h>

int nondet_int(void);

struct item {
  int key;
  int val;
};

int main(void) {
  struct item items[3] = {{1, 10}, {2, 20}, {3, 30}};
  int k = nondet_int();
  int v = -1;
  for (int i = 0; i < 3; i++)
    if (items[i].key == k)
      v = items[i].val;
  assert(v != 20);
  return 0;
}
