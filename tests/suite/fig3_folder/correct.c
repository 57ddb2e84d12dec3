#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Figure 3 of the Nopol paper (a missing precondition) in C.  substring()
 * mirrors Java's String.substring(begin, end): an invalid range stands for a
 * StringIndexOutOfBoundsException, here a message on stderr and exit status 1.
 * Input: one path per line.  Output: the folder part of each path (everything
 * before the last '/'), an empty line if there is none.  tests/t1, t2 are the
 * two rows of Table 3. */
static void substring(char *dst, const char *src, int begin, int end)
{
    int len = (int)strlen(src);
    if (begin < 0 || end > len || begin > end) {
        fprintf(stderr, "substring(%d, %d) out of range for length %d\n", begin, end, len);
        exit(1);
    }
    memcpy(dst, src + begin, (size_t)(end - begin));
    dst[end - begin] = '\0';
}

static int last_index_of(const char *s, char c)
{
    int idx = -1;
    for (int i = 0; s[i] != '\0'; i++)
        if (s[i] == c)
            idx = i;
    return idx;
}

static void extract_folder(const char *path, char *result)
{
    result[0] = '\0';
    int index = last_index_of(path, '/');
    if (index > 0)
        substring(result, path, 0, index);
}

int main(void)
{
    char line[512];
    char folder[512];
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\n")] = '\0';
        extract_folder(line, folder);
        printf("%s\n", folder);
    }
    return 0;
}
