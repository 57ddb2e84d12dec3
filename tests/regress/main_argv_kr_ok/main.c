#include <stdio.h>
#include <stdlib.h>

int Cur_Vertical_Sep;
int High_Confidence;

/* K&R definitions, as in the TCAS sources */
int Own_Below_Threat()
{
    return Cur_Vertical_Sep < 300;
}

main(argc, argv)
int argc;
char *argv[];
{
    int i, n = 0;
    if (argc < 3) {
        fprintf(stdout, "Error: Command line arguments are\n");
        fprintf(stdout, "Cur_Vertical_Sep, High_Confidence\n");
        exit(1);
    }
    for (i = 0; i < argc; i++)
        if (argv[i] != NULL)
            n++;
    assert(n == argc && argv[argc] == NULL);
    Cur_Vertical_Sep = atoi(argv[1]);
    High_Confidence = atoi(argv[2]);
    if (Cur_Vertical_Sep >= 0 && Cur_Vertical_Sep < 300)
        assert(Own_Below_Threat());
    fprintf(stdout, "%d\n", Own_Below_Threat());
    exit(0);
}
