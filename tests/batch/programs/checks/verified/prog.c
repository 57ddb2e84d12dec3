#include <assert.h>
int nondet_int(void);
int main() { int x = nondet_int(); if (x > 10 && x < 20) assert(x != 42); return 0; }
