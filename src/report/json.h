/* json.h - minimal JSON writing helpers for machine-readable reports. */
#ifndef AMEND_JSON_H
#define AMEND_JSON_H

#include <stddef.h>
#include <stdio.h>

/* Write s as a JSON string literal (quotes included). */
void json_str(FILE *o, const char *s);
/* Same for the first n bytes of s. */
void json_strn(FILE *o, const char *s, size_t n);
/* The same for bytes a program read or printed, which need not be UTF-8:
 * well-formed UTF-8 stays as it is, any other byte becomes the code point
 * of its value (\u00XX), so the line always parses. */
void json_bytes(FILE *o, const char *s, size_t n);

#endif
