#include <assert.h>

/* prices of 300 articles, one of which gets a discount */
double price[300];

int main(void) {
  int a = __VERIFIER_nondet_int(), sale = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 0 && a < 300 && sale >= 0 && sale < 300);
  price[a] = 2.5;
  price[sale] = price[sale] / 2;   /* half price */
  assert(price[a] == 2.5 || price[a] == 1.25);
  assert(price[a] != 1.25);       /* wrong when the article is the one on sale */
  return 0;
}
