#include<stdio.h>
int main(int argc, char *argv[]){
    int n,m,i,s=0;
    scanf("%d %d",&n,&m);
    for(i=1;i<=n;i++) s+=m;
    printf("%d\n",s);
    return 0;
}
