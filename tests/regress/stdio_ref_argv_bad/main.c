#include <stdio.h>
int main(int argc, char *argv[])
{
    if(argc<2){printf("name?\n");return 1;}
    if(argv[1][0]>='a' && argv[1][0]<='z') argv[1][0]=argv[1][0]-32;
    printf("Hi %c!\n",argv[1][0]);
    return 0;
}
