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

void json_str(FILE *o, const char *s) { json_strn(o, s ? s : "", s ? strlen(s) : 0); }
