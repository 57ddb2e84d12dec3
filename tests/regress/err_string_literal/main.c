int main(void) {
  const char *msg = "hello";
  return msg[0] == 'h';
}
