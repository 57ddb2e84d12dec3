#include <stdio.h>
int main() {
  unsigned u;
  scanf("%u", &u);
  printf("%u %d\n", u, (int)u);
  return 0;
}
