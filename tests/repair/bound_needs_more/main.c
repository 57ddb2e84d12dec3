/* a table of 16 squares (its loop is right, but needs 16 iterations),
   then the gap between two neighbours, computed with the wrong sign */
int sq[16];

int main(void)
{
  int i, k, d;
  for (i = 0; i < 16; i++)
    sq[i] = i * i;
  k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 1 && k <= 15);
  d = sq[k] + sq[k - 1];
  assert(d == 2 * k - 1);
  return 0;
}
