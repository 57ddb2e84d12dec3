#include <assert.h>

int nondet_int(void);

struct account {
  int balance;
  int limit;
};

static void withdraw(struct account *a, int amount) {
  if (amount > 0 && amount <= a->balance + a->limit)
    a->balance -= amount;
}

int main(void) {
  struct account acc = {100, 50};
  int amount = nondet_int();
  withdraw(&acc, amount);
  assert(acc.balance >= 0);
  return 0;
}
