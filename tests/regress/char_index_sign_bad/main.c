char nondet_char(void);

int table[256];

int main(void) {
  char c = nondet_char();
  table[c] = 1;
  return 0;
}
