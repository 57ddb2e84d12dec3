/* json.h - minimal JSON writing helpers for machine-readable reports. */
#ifndef AMEND_JSON_H
#define AMEND_JSON_H

#include <stddef.h>
#include <stdio.h>

/* Write s as a JSON string literal (quotes included). */
void json_str(FILE *o, const char *s);
/* Same for the first n bytes of s. */
void json_strn(FILE *o, const char *s, size_t n);

#endif
