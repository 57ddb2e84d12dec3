#include <stdio.h>
/* checksum of the first line: sum of its bytes mod 256 */
main()
{
  int c, sum = 0;
  while ((c = getchar()) != EOF) {
    sum = (sum + c) % 256;
    if (c == '\n') break;
  }
  printf("%d\n", sum);
}
