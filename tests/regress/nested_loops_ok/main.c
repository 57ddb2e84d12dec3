#include <assert.h>

int main(void) {
  int count = 0;
  for (int i = 0; i < 4; i++) {
    for (int j = 0; j < 4; j++) {
      if (j > i)
        break;
      count++;
    }
  }
  assert(count == 10);
  int skipped = 0, total = 0;
  for (int i = 0; i < 3; i++) {
    int j = 0;
    while (j < 3) {
      j++;
      if (j == 2) {
        skipped++;
        continue;
      }
      total++;
    }
  }
  assert(skipped == 3 && total == 6);
  int m[3][3];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 3; c++)
      m[r][c] = r == c;
  int trace = 0;
  for (int r = 0; r < 3; r++)
    trace += m[r][r] + m[r][(r + 1) % 3];
  assert(trace == 3);
  return 0;
}
