#include <string.h>
#include <assert.h>
int main(void)
{
  char buf[] = "hello";
  int n = strlen(buf);
  assert(n == 5);
  assert(buf[n] == 0);
  return 0;
}
