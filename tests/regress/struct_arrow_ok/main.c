#include <assert.h>

struct account {
  int id;
  int balance;
};

struct account accs[3] = {{1, 100}, {2, 50}, {3, 0}};

static void deposit(struct account *a, int amount) {
  a->balance += amount;
}

static int transfer(struct account *from, struct account *to, int amount) {
  if (from->balance < amount)
    return 0;
  from->balance -= amount;
  to->balance += amount;
  return 1;
}

int main(void) {
  struct account *acc = &accs[1];
  acc->balance -= 10;
  assert(accs[1].balance == 40);
  deposit(&accs[2], 5);
  assert(accs[2].balance == 5);
  assert(transfer(&accs[0], acc, 60) == 1);
  assert(accs[0].balance == 40 && accs[1].balance == 100);
  assert(transfer(&accs[2], &accs[0], 6) == 0);
  struct account local = {9, 1};
  struct account *lp = &local;
  (*lp).balance = 2;
  assert(lp->balance == 2 && local.balance == 2);
  int *bp = &lp->balance;
  *bp = 3;
  assert(local.balance == 3);
  return 0;
}
