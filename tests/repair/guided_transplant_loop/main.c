#include <stdio.h>

/* prints the digits of a number, last first, one a line: a do-while
 * that loses the sign of every digit of a negative number */
int main(void){
	int num;

	printf("Enter a number: ");
	scanf("%d",&num);
	do{
		printf("%d\n", num % 10);
		num /= 10;
	}while (num > 0);
	printf("Done\n");
	return 0;
}
