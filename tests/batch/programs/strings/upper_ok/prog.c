#include <ctype.h>
#include <assert.h>
int main() {
  char s[] = "abc";
  for (int i = 0; s[i]; i++) s[i] = toupper(s[i]);
  assert(s[0] == 'A' && s[2] == 'C');
  return 0;
}
