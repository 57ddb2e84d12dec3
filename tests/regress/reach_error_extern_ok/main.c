extern void reach_error(void);
int nondet_int(void);

int main(void) {
  int x = nondet_int();
  if (x * 2 == 7)
    reach_error();
  return 0;
}
