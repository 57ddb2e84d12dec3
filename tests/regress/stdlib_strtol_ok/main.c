#include <stdlib.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>

int main(void)
{
  char *end;
  long v = strtol("  -42x", &end, 10);
  bool ok = v == -42 && *end == 'x';
  uint8_t b = 250;
  b += 10;
  assert(ok && b == 4);
  assert(strtol("0x1F", NULL, 16) == 31 && strtol("017", NULL, 0) == 15);
  assert(atoi("123") == 123 && atol("-7") == -7 && abs(-5) == 5 && labs(-6L) == 6);
  assert(INT_MAX == 2147483647 && CHAR_BIT == 8);
  int r = rand();
  assert(r >= 0 && r <= RAND_MAX);
  return 0;
}
