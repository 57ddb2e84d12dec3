#include <stdio.h>

/* the next time after HH:MM that reads the same backwards */
int main()
{
    char s[10];
    int h, m, r;
    scanf("%s", s);
    h = (s[0] - '0') * 10 + (s[1] - '0');
    m = (s[3] - '0') * 10 + (s[4] - '0');
    if (h < 0 || h > 23 || m < 0 || m > 59)
        return 1;
    while (1) {
        m++;
        if (m == 61) {
            m = 0;
            h = (h + 1) % 24;
        }
        r = (h % 10) * 10 + h / 10;
        if (r == m)
            break;
    }
    printf("%02d:%02d\n", h, m);
    return 0;
}
