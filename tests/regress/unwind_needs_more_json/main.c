// count the set bits of the first n words; fine, but n can be large
unsigned words[64];

int main()
{
  int n = __VERIFIER_nondet_int(), bits = 0;
  if (n < 0 || n > 64) return 0;
  for (int i = 0; i < n; i++)
    bits += __builtin_popcount(words[i]);
  assert(bits == 0);
  return 0;
}
