#include <stdio.h>
#include <string.h>

int main(void) {
  char w[16] = "";
  int i, n = 0;
  printf("Word: ");
  scanf("%15s", w);
  for (i = 0; i < strlen(w); i++)
    if (w[i] == 'a' || w[i] == 'e' || w[i] == 'i' || w[i] == 'o' || w[i] == 'u')
      n++;
  printf("%d vowels\n", n);
  return 0;
}
