/* evens: 2 + 2 + ... (n times); the step walks the wrong way, so for
   n > 0 the loop never ends */
int evens(int n)
{
  int s = 0;
  for (int i = 0; i < n; i--)
    s = s + 2;
  return s;
}

int AllRepair_correct_evens(int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s + 2;
  return s;
}

int main()
{
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n < 100000);
  assert(evens(n) == AllRepair_correct_evens(n));
  return 0;
}
