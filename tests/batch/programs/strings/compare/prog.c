#include <string.h>
#include <assert.h>
int same(const char *a, const char *b) { return strcmp(a, b) != 0; }
int main() {
  assert(same("x", "x"));
  assert(!same("x", "y"));
  return 0;
}
