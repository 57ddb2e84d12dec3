union num {
  int i;
  unsigned int u;
};

int main(void) {
  union num n;
  n.i = -1;
  return n.u == 0;
}
