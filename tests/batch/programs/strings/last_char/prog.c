#include <string.h>
#include <assert.h>
int main() {
  char w[] = "batch";
  int n = strlen(w);
  char c = w[n + 1];
  assert(c == 'h');
  return 0;
}
