#include <assert.h>

int nondet_int(void);

struct item {
  int key;
  int val;
};

struct table {
  struct item items[3];
  int n;
};

int main(void) {
  struct item items[3] = {{1, 10}, {2, 20}, {3, 30}};
  int sum = 0;
  for (int i = 0; i < 3; i++)
    sum += items[i].val;
  assert(sum == 60);
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k < 3);
  assert(items[k].val == 10 * items[k].key);
  items[k].key = 0;
  assert(items[0].key + items[1].key + items[2].key == 6 - (k + 1));
  struct table t = {{{5, 50}}, 1};
  t.items[1] = items[2];
  assert(t.items[0].val == 50 && t.items[2].key == 0);
  assert(t.items[1].val == 30);
  struct table t2 = t;
  t2.items[0].val = 0;
  assert(t.items[0].val == 50);
  return 0;
}
