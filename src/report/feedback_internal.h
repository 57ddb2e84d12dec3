/* feedback_internal.h - what feedback.c (reading and the levels) and
 * feedback_hint.c (level 3's words) share. */
#ifndef AMEND_FEEDBACK_INTERNAL_H
#define AMEND_FEEDBACK_INTERNAL_H

#include <stdio.h>

#include "report/feedback.h"

/* One change of the first repair, as its JSON line gives it. */
typedef struct fb_change {
  char *file;
  unsigned line, col;
  char *original, *replacement;
  char *edit;          /* expression | string | type | insert | delete */
} fb_change;

/* Level 3 for change c, whose line reads `line_text` (NULL: unknown):
 * what it needs, one clause without the place ("the comparison in `x > y`
 * needs to change"), or, returning 1, one that says its place itself
 * ("after line 14, ...").  It may quote the student's own text
 * (c->original), never c->replacement. */
int fb_hint(FILE *o, const fb_change *c, const char *line_text);

/* The student's text quoted in a sentence: between backquotes, on one
 * line, cut after a few dozen characters. */
void fb_quote(FILE *o, const char *s);

#endif
