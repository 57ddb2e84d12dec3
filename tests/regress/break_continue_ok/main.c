#include <assert.h>

int main(void) {
  int sum = 0;
  for (int i = 0; i < 10; i++) {
    if (i == 7)
      break;
    if (i % 2 != 0)
      continue;
    sum += i;
  }
  assert(sum == 12);
  int j = 0, cnt = 0;
  while (1) {
    j++;
    if (j > 6)
      break;
    if (j == 3)
      continue;
    cnt++;
  }
  assert(j == 7 && cnt == 5);
  int d = 0;
  do {
    d++;
    if (d < 3)
      continue;
    break;
  } while (d < 100);
  assert(d == 3);
  return 0;
}
