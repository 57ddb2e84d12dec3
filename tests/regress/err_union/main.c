union bytes {
  unsigned int word;
  unsigned char b[4];
};

int main(void) {
  union bytes n;
  n.word = 1;
  return n.b[0];
}
