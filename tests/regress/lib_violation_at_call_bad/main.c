/* The overflow happens inside strcpy's model; the user is told at the
 * call, the model's own line beside it. */
#include <stdio.h>
#include <string.h>

main(argc, argv)
int argc;
char **argv;
{
    char name[4];
    if (argc > 1)
        strcpy(name, argv[1]);
    else
        strcpy(name, "anonymous");
    printf("hello %s\n", name);
    return 0;
}
