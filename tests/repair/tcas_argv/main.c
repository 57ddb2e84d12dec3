#include <stdio.h>
#include <stdlib.h>

#define OLEV 600
#define MAXALTDIFF 600

typedef int bool;

int Cur_Vertical_Sep;
bool High_Confidence;
int Own_Tracked_Alt;
int Other_Tracked_Alt;

void initialize()
{
    Cur_Vertical_Sep = 0;
}

/* the correct test is Cur_Vertical_Sep > OLEV */
int alt_sep_test()
{
    bool enabled;
    enabled = High_Confidence && (Cur_Vertical_Sep >= OLEV);
    if (!enabled)
        return 0;
    if (Own_Tracked_Alt < Other_Tracked_Alt)
        return 1;
    return 2;
}

main(argc, argv)
int argc;
char *argv[];
{
    int result;
    if(argc < 5)
    {
        fprintf(stdout, "Error: Command line arguments are\n");
        fprintf(stdout, "Cur_Vertical_Sep, High_Confidence, Own_Tracked_Alt, Other_Tracked_Alt\n");
        exit(1);
    }
    initialize();
    Cur_Vertical_Sep = atoi(argv[1]);
    High_Confidence = atoi(argv[2]);
    Own_Tracked_Alt = atoi(argv[3]);
    Other_Tracked_Alt = atoi(argv[4]);
    result = alt_sep_test();
    if (Cur_Vertical_Sep == OLEV)
        assert(result == 0);
    fprintf(stdout, "%d\n", result);
    exit(0);
}
