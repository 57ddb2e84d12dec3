#include <stdio.h>
#include <assert.h>
main()
{
    char entry[] = "Ana 8.95e1";
    char name[10];
    float score;
    char grade;
    sscanf(entry, "%9s %f", name, &score);
    if (score >= 89.5) grade = 'A';
    else grade = 'B';
    printf("%s: %c\n", name, grade);
    assert(grade == 'A');
}
