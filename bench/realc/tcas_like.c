/* In the style of the TCAS benchmark: K&R definitions, globals set from
 * the command line with atoi, a property as an assertion. */
#include <stdio.h>
#include <stdlib.h>

#define OLEV 600
#define DOWNWARD_RA 2
#define UPWARD_RA 1
#define UNRESOLVED 0

typedef int bool;

int Cur_Vertical_Sep;
bool High_Confidence;
bool Two_of_Three_Reports_Valid;
int Own_Tracked_Alt;
int Other_Tracked_Alt;
int Up_Separation;
int Down_Separation;

int Positive_RA_Alt_Thresh;

void initialize()
{
    Positive_RA_Alt_Thresh = 400;
}

bool Own_Below_Threat()
{
    return (Own_Tracked_Alt < Other_Tracked_Alt);
}

bool Own_Above_Threat()
{
    return (Other_Tracked_Alt < Own_Tracked_Alt);
}

int alt_sep_test()
{
    bool enabled, need_upward_RA, need_downward_RA;
    int alt_sep;

    enabled = High_Confidence && (Cur_Vertical_Sep > OLEV);
    alt_sep = UNRESOLVED;
    if (enabled && Two_of_Three_Reports_Valid)
    {
	need_upward_RA = Own_Below_Threat() && Up_Separation >= Positive_RA_Alt_Thresh;
	need_downward_RA = Own_Above_Threat() && Down_Separation >= Positive_RA_Alt_Thresh;
	if (need_upward_RA && need_downward_RA)
	    alt_sep = UNRESOLVED;
	else if (need_upward_RA)
	    alt_sep = UPWARD_RA;
	else if (need_downward_RA)
	    alt_sep = DOWNWARD_RA;
	else
	    alt_sep = UNRESOLVED;
    }
    return alt_sep;
}

main(argc, argv)
int argc;
char *argv[];
{
    int r;
    if(argc < 8)
    {
	fprintf(stdout, "Error: Command line arguments are\n");
	fprintf(stdout, "Cur_Vertical_Sep, High_Confidence, Two_of_Three_Reports_Valid\n");
	fprintf(stdout, "Own_Tracked_Alt, Other_Tracked_Alt, Up_Separation, Down_Separation\n");
	exit(1);
    }
    initialize();
    Cur_Vertical_Sep = atoi(argv[1]);
    High_Confidence = atoi(argv[2]);
    Two_of_Three_Reports_Valid = atoi(argv[3]);
    Own_Tracked_Alt = atoi(argv[4]);
    Other_Tracked_Alt = atoi(argv[5]);
    Up_Separation = atoi(argv[6]);
    Down_Separation = atoi(argv[7]);
    r = alt_sep_test();
    /* an upward advisory only when we are below */
    assert(r != UPWARD_RA || Own_Tracked_Alt < Other_Tracked_Alt);
    fprintf(stdout, "%d\n", r);
    exit(0);
}
