#include <stdio.h>
int main()
{
    int score;
    printf("score > ");
    scanf("%d", &score);
    if (score >= 90)
        printf("Student has an A grade\n");
    else if (score >= 80)
        printf("Student has an B grad\n");
    else if (score >= 70)
        printf("Student has an C grade\n");
    else if (score >= 60)
        printf("Student has an D grade\n");
    else
        printf("Student has failed the course\n");
    return 0;
}
