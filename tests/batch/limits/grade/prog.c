#include <stdio.h>

int main()
{
    int score;
    printf("Enter the score: ");
    scanf("%d",&score);
    if(score>=90){
        printf("Grade A\n");
    }
    else if(score>80){
        printf("Grade B\n");
    }
    else if(score>=70){
        printf("Grade C\n");
    }
    else{
        printf("Fail\n");
    }
    return 0;
}
