/* counts the capital letters of the input line (the accepted version) */
extern char INPUT1[100];
extern int CORRECT_RES1;

#include <string.h>

int AllRepair_correct_main(int argc, char *argv[]) {
	int i, caps = 0;
	char s[100];
	strcpy(s, INPUT1);
	for (i = 0; s[i] != 0; i++)
		if (s[i] >= 'A' && s[i] <= 'Z')
			caps++;
	CORRECT_RES1 = caps;
	return 0;
}
