#include <stdio.h>
#include <stdlib.h>

int main(int argc, char *argv[])
{
  int limit, total = 0, i;

  if (argc != 2) {
    printf("usage: %s LIMIT\n", argv[0]);
    return 1;
  }
  limit = atoi(argv[1]);
  for (i = 1; i <= limit && i < 5; i++)
    total += i;
  /* wrong when LIMIT is 4 or more */
  assert(total < 10);
  return 0;
}
