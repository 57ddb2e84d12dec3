#include <string.h>
#include <ctype.h>
#include <assert.h>

int count_words(const char *s)
{
  int n = 0, in = 0;
  for (; *s; s++) {
    if (isspace(*s)) in = 0;
    else if (!in) { in = 1; n++; }
  }
  return n;
}

int main(void)
{
  char buf[16], up[16];
  int i;
  strcpy(buf, "to be");
  strcat(buf, " ok");
  assert(strlen(buf) == 8);
  assert(strcmp(buf, "to be ok") == 0 && strncmp(buf, "to go", 3) == 0);
  assert(strchr(buf, 'b') == buf + 3 && strrchr(buf, 'o') == buf + 6);
  assert(strstr(buf, "be") == buf + 3 && strstr(buf, "xy") == NULL);
  for (i = 0; buf[i] != '\0'; i++) up[i] = toupper(buf[i]);
  up[i] = 0;
  assert(up[0] == 'T' && up[6] == 'O' && up[2] == ' ');
  assert(count_words(buf) == 3);
  memset(up, 'z', 3);
  assert(memcmp(up, "zzz", 3) == 0 && up[3] == 'B');
  return 0;
}
