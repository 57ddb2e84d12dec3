#include <stdio.h>
#include <math.h>

/* pages needed for a number of lines, 50 to a page, and the side of a
 * square that holds them; links only with -lm (ceil, sqrt) */
int main(void) {
  int lines;
  printf("How many lines? ");
  scanf("%d", &lines);
  int pages = (int)ceil(lines / 50.0);
  double side = sqrt((double)lines);
  if (pages < 1)
    printf("No pages needed\n");
  else
    printf("%d pages, square of side %.2f\n", pages + 1, side);
  return 0;
}
