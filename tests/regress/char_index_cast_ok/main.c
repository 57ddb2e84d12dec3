#include <assert.h>

char nondet_char(void);

int table[256];

int main(void) {
  char c = nondet_char();
  table[(unsigned char)c] = 1;
  int sum = 0;
  for (int i = 250; i < 256; i++)
    sum += table[i];
  assert(sum <= 1);
  return 0;
}
