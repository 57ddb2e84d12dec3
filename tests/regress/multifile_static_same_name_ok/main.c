#include <assert.h>

static int helper(void) { return 1; }
static int hidden = 100;
int other(void);
int other_hidden(void);

int main(void) {
  assert(helper() == 1);
  assert(other() == 2);
  assert(hidden == 100);
  assert(other_hidden() == 200);
  hidden++;
  assert(other_hidden() == 200);
  return 0;
}
