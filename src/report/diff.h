/* diff.h - unified diffs between an original file and its patched text. */
#ifndef AMEND_DIFF_H
#define AMEND_DIFF_H

#include <stdio.h>

/* Write a unified diff (3 lines of context) from `a` to `b`, both
 * NUL-terminated, with headers naming `path`.  Nothing when equal. */
void diff_unified(FILE *o, const char *path, const char *a, const char *b);

/* The same diff as a malloc'd string. */
char *diff_unified_str(const char *path, const char *a, const char *b);

#endif
