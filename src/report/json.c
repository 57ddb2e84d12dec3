/* json.c - JSON string escaping. */
#include "report/json.h"

#include <string.h>

void json_strn(FILE *o, const char *s, size_t n) {
  fputc('"', o);
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    switch (c) {
    case '"': fputs("\\\"", o); break;
    case '\\': fputs("\\\\", o); break;
    case '\n': fputs("\\n", o); break;
    case '\r': fputs("\\r", o); break;
    case '\t': fputs("\\t", o); break;
    default:
      if (c < 0x20) fprintf(o, "\\u%04x", c);
      else fputc(c, o);
    }
  }
  fputc('"', o);
}

/* The length of the well-formed UTF-8 sequence at s[0..n) (2 to 4
 * bytes, no overlong form, no surrogate), or 0. */
static size_t utf8_len(const unsigned char *s, size_t n) {
  size_t len = s[0] >= 0xC2 && s[0] <= 0xDF ? 2 : s[0] >= 0xE0 && s[0] <= 0xEF ? 3 : s[0] >= 0xF0 && s[0] <= 0xF4 ? 4 : 0;
  if (!len || len > n) return 0;
  for (size_t i = 1; i < len; i++)
    if ((s[i] & 0xC0) != 0x80) return 0;
  if (len == 3 && ((s[0] == 0xE0 && s[1] < 0xA0) || (s[0] == 0xED && s[1] >= 0xA0))) return 0;
  if (len == 4 && ((s[0] == 0xF0 && s[1] < 0x90) || (s[0] == 0xF4 && s[1] >= 0x90))) return 0;
  return len;
}

void json_bytes(FILE *o, const char *s, size_t n) {
  fputc('"', o);
  for (size_t i = 0; i < n;) {
    unsigned char c = (unsigned char)s[i];
    size_t k = c >= 0x80 ? utf8_len((const unsigned char *)s + i, n - i) : 1;
    if (c >= 0x80 && k) fwrite(s + i, 1, k, o);
    else if (c == '\n') fputs("\\n", o);
    else if (c == '\t') fputs("\\t", o);
    else if (c >= 0x80 || c < 0x20 || c == 0x7F) fprintf(o, "\\u%04x", c), k = 1;
    else if (c == '"' || c == '\\') fputc('\\', o), fputc(c, o);
    else fputc(c, o);
    i += k;
  }
  fputc('"', o);
}

void json_str(FILE *o, const char *s) { json_strn(o, s ? s : "", s ? strlen(s) : 0); }
