#include <assert.h>

int main(void) {
  assert(-2147483648 < 0);
  assert(0x80000000 > 0);
  assert(-0x80000000 > 0);
  assert(4294967295 != -1);
  assert(0xFFFFFFFF == -1);
  assert(2147483647 + 1 < 0);
  assert(2147483647L + 1 > 0);
  assert(-1 < 1u == 0);
  assert('\xff' == -1);
  assert('a' == 97 && '0' + 7 == '7');
  assert(-7 % 3u == 0);
  assert(-7 / 3u == 1431655763u);
  assert((1 ? 1u : -1) > 0);
  int neg = -1;
  assert((neg < 0 ? 1u : neg) == 1u);
  assert(010 == 8 && 0x10 == 16);
  return 0;
}
