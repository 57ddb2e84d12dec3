#include <stdio.h>
main()
{
    char entry[] = "Ana 89.5";
    char name[10];
    float score;
    sscanf(entry, "%9s %f", name, &score);
    printf("%s scored %.1f: ", name, score);
    if (score > 89.5) printf("A\n");
    else if (score >= 79.5) printf("B\n");
    else printf("C\n");
}
