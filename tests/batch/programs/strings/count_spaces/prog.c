#include <assert.h>
int count(const char *s) {
  int n = 0;
  for (int i = 0; s[i] != 0; i++)
    if (s[i] != ' ') n++;
  return n;
}
int main(void) {
  assert(count("a b  c") == 3);
  return 0;
}
