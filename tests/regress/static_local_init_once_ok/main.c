#include <assert.h>

int g = 3 * 4 + 1;
int arr[4] = {1, 2};
struct s {
  int a;
  int b[2];
} gs = {1, {2, 3}};
unsigned char gc = 300;
const int limit = 10;

static int next_id(void) {
  static int id = 5;
  return id++;
}

static int calls(void) {
  static int n;
  n += 1;
  return n;
}

int main(void) {
  assert(g == 13 && arr[1] == 2 && arr[3] == 0);
  assert(gs.a == 1 && gs.b[1] == 3);
  assert(gc == 44);
  assert(limit == 10);
  assert(next_id() == 5);
  assert(next_id() == 6);
  assert(next_id() == 7);
  calls();
  assert(calls() == 2);
  return 0;
}
