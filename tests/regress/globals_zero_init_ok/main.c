#include <assert.h>

int g;
int garr[5];
struct pair {
  int a;
  char b;
} gs;
unsigned long gl;
_Bool gb;
int h = 42;
int harr[4] = {7, 8};

static void inc(void) { g++; }

static int count_calls(void) {
  static int calls;
  calls++;
  return calls;
}

int main(void) {
  assert(g == 0 && garr[4] == 0 && gs.a == 0 && gs.b == 0 && gl == 0 && !gb);
  assert(h == 42 && harr[1] == 8 && harr[2] == 0 && harr[3] == 0);
  g = 5;
  inc();
  assert(g == 6);
  count_calls();
  count_calls();
  assert(count_calls() == 3);
  garr[2] = h;
  assert(garr[2] == 42);
  return 0;
}
