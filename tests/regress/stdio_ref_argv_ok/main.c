#include <stdio.h>
main(argc, argv)
int argc;
char *argv[];
{
    int i;
    printf("initials: ");
    for (i=1; i<argc; i++) printf("%c", argv[i][0]);
    printf("\n");
    return 0;
}
