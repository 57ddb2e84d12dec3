#include <assert.h>

int main(void) {
  const char *msg = "hello";
  int vowels = 0;
  for (int i = 0; msg[i] != '\0'; i++)
    if (msg[i] == 'e' || msg[i] == 'o') vowels++;
  assert(msg[1] == 'e');
  assert(vowels == 3);
  return 0;
}
