/* Numbers from the command line, as old test drivers take them: atoi's
 * loop ends with the 3-character argument, so the check is complete
 * although --max-string allows 64 characters (the loop's reads past the
 * argument's end would be out of bounds, and end the run if reached). */
#include <assert.h>
#include <stdlib.h>

int main(int argc, char *argv[])
{
    if (argc < 3)
        return 0;
    int low = atoi(argv[1]);
    int high = atoi(argv[2]);
    assert(low >= -99 && low <= 999);
    assert(high - low <= 1098);
    return 0;
}
