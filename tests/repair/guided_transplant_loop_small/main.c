#include <stdio.h>

/* prints the digits of a positive number, last first, one a line: the
 * loop stops a digit early */
int main(void){
	int num;

	printf("Enter a number: ");
	scanf("%d",&num);
	do{
		printf("%d\n", num % 10);
		num /= 10;
	}while (num > 1);
	printf("Done\n");
	return 0;
}
