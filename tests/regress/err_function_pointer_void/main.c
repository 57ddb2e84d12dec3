/* A callback stored in a void * (POSIX dlsym style): function and object
 * pointers do not mix in the model. */
static int inc(int v) { return v + 1; }

int main(void) {
  void *slot = (void *)inc;
  int (*fp)(int) = (int (*)(int))slot;
  return fp(3);
}
