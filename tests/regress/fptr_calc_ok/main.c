/* A calculator that looks its operation up in a table. */
#include <assert.h>

int nondet_int(void);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int quot(int a, int b) { return b == 0 ? 0 : a / b; }

typedef int (*binop)(int, int);

static binop ops[] = {add, sub, mul, quot};
static const char symbols[] = "+-*/";

static binop lookup(char sym) {
  for (int i = 0; i < 4; i++)
    if (symbols[i] == sym) return ops[i];
  return 0;
}

static int eval(char sym, int a, int b) {
  binop f = lookup(sym);
  if (!f) return 0;
  return f(a, b);
}

int main(void) {
  int a = nondet_int(), b = nondet_int();
  __CPROVER_assume(a > -1000 && a < 1000 && b > -1000 && b < 1000);
  assert(eval('+', a, b) == a + b);
  assert(eval('-', a, b) == a - b);
  assert(eval('*', a, b) == a * b);
  assert(eval('?', a, b) == 0);
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k < 4);
  int r = (*ops[k])(a, 3);
  assert(k != 3 || r == a / 3);
  return 0;
}
