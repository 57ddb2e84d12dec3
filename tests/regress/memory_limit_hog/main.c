#include <assert.h>
/* 100 stores and 100 loads, each on a fresh copy of the array: about
 * 220 MB for amend and Z3 together, where loading libclang takes about
 * 100 MB.  Under --memory 150 the check must stop with its summary,
 * however fast the machine (memory_limit_enough_ok: the same program
 * with room to finish) */
int a[100];
int main(void) {
  for (int i = 0; i < 100; i++) a[i] = i;
  long s = 0;
  for (int i = 0; i < 100; i++) s += a[i];
  assert(s == 4950L);
  return 0;
}
