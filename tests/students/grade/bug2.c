#include <stdio.h>
int main()
{
    int score;
    printf("Score: ");
    scanf("%d", &score);
    if (score < 0 || score > 100) printf("Invalid score");
    else if (score >= 90) printf("Grade A");
    else if (score >= 80) printf("Grade B");
    else if (score >= 70) printf("Grade C");
    else if (score >= 65) printf("Grade D");
    else printf("Grade F");
    return 0;
}
