#include <stdio.h>
main()
{
	int a,b,c;
	scanf("%d %d %d",&a,&b,&c);
	if(a==b && b==c)
		printf("equilateral\n");
	else if(a==b || b==c)
		printf("isosceles\n");
	else
		printf("scalene\n");
}
