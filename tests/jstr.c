/* jstr.c - print the decoded value of the string member KEY (argv[1]) of
 * the top-level JSON object on stdin; exit 1 when there is none.  The test
 * drivers use it to take the "diff" out of amend's JSON lines. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static char *s;
static size_t i, n;
static void put_utf8(unsigned c) {
  if (c < 0x80) putchar((int)c);
  else if (c < 0x800) { putchar(0xC0 | (c >> 6)); putchar(0x80 | (c & 63)); }
  else if (c < 0x10000) { putchar(0xE0 | (c >> 12)); putchar(0x80 | ((c >> 6) & 63)); putchar(0x80 | (c & 63)); }
  else { putchar(0xF0 | (c >> 18)); putchar(0x80 | ((c >> 12) & 63)); putchar(0x80 | ((c >> 6) & 63)); putchar(0x80 | (c & 63)); }
}
static unsigned hex4(void) {
  unsigned v = 0;
  for (int k = 0; k < 4 && i < n; k++, i++) {
    char c = s[i];
    v = v * 16 + (unsigned)(c <= '9' ? c - '0' : (c | 32) - 'a' + 10);
  }
  return v;
}
/* scans the string starting at s[i] == '"'; prints it when out != 0 */
static void str(int out) {
  i++;
  while (i < n && s[i] != '"') {
    if (s[i] != '\\') { if (out) putchar(s[i]); i++; continue; }
    i++;
    char e = i < n ? s[i++] : 0;
    switch (e) {
    case 'n': if (out) putchar('\n'); break;
    case 't': if (out) putchar('\t'); break;
    case 'r': if (out) putchar('\r'); break;
    case 'b': if (out) putchar('\b'); break;
    case 'f': if (out) putchar('\f'); break;
    case 'u': {
      unsigned c = hex4();
      if (c >= 0xD800 && c < 0xDC00 && i + 1 < n && s[i] == '\\' && s[i + 1] == 'u') {
        i += 2;
        c = 0x10000 + ((c - 0xD800) << 10) + (hex4() - 0xDC00);
      }
      if (out) put_utf8(c);
      break;
    }
    default: if (out) putchar(e); break;
    }
  }
  i++;
}
int main(int argc, char **argv) {
  size_t cap = 1 << 16;
  s = malloc(cap);
  int c;
  while ((c = getchar()) != EOF) {
    if (n + 1 >= cap) s = realloc(s, cap *= 2);
    s[n++] = (char)c;
  }
  int depth = 0, expect_key = 0;
  while (i < n) {
    char ch = s[i];
    if (ch == '{' || ch == '[') { depth++; expect_key = ch == '{'; i++; }
    else if (ch == '}' || ch == ']') { depth--; i++; }
    else if (ch == ',') { expect_key = 1; i++; }
    else if (ch == '"') {
      if (depth == 1 && expect_key) {
        size_t k0 = i + 1;
        str(0);
        size_t klen = i - 1 - k0;
        while (i < n && (s[i] == ' ' || s[i] == ':')) i++;
        if (klen == strlen(argv[1]) && !strncmp(s + k0, argv[1], klen) && i < n && s[i] == '"') {
          str(1);
          return 0;
        }
        expect_key = 0;
      } else str(0);
    } else i++;
  }
  return 1;
}
