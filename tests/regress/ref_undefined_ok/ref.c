/* Counts the capital A of a word; a word with other characters indexes
 * past cnt, which is no input the specification has. */
#include <stdio.h>
int main(void) {
  char w[10];
  int cnt[26] = {0}, i;
  scanf("%9s", w);
  for (i = 0; w[i]; i++) cnt[w[i] - 'A']++;
  printf("%d\n", cnt[0]);
  return 0;
}
