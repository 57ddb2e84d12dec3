#include <string.h>

void greet(char *out, const char *name)
{
  strcpy(out, "hi ");
  strcat(out, name);
}

int main(void)
{
  char line[8];
  greet(line, "bob");
  greet(line, "alice");   /* "hi alice" needs 9 bytes */
  return 0;
}
