#include <stdio.h>

int main(void)
{
  char w[20];
  int i = 0, v = 0;

  printf("Type a line: ");
  scanf("%s", w);
  while (w[i] != '\0') {
    if (w[i] == 'a' || w[i] == 'e' || w[i] == 'i' || w[i] == 'o' || w[i] == 'u')
      v++;
    i++;
  }
  printf("Vowels: %d\n", v);
  return 0;
}
