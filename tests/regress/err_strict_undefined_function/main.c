int helper(int x);

int main(void) {
  int y = helper(3);
  return y;
}
