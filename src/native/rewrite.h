/* rewrite.h - insert text into a source file around nested ranges.
 *
 * Instrumentation and mutant schemata only ever add text: an opening
 * string before a range and a closing string after it.  Ranges nest (a
 * statement probe around an if whose condition is probed), so at one
 * offset the closings of ranges that end there come first, innermost
 * first, then the openings, outermost first; ranges of equal extent open
 * in the order they were added and close in the reverse order.  An empty
 * range opens and closes between the closings and the openings. */
#ifndef AMEND_REWRITE_H
#define AMEND_REWRITE_H

#include <stddef.h>

typedef struct rw_ins rw_ins;

typedef struct rewrite {
  int n, cap;
  rw_ins *v;
} rewrite;

/* Wrap [start, end) in open .. close (either may be "" ; copied). */
void rw_wrap(rewrite *r, unsigned start, unsigned end, const char *open, const char *close);
/* The text with every insertion made (malloc'd, NUL-terminated). */
char *rw_apply(const rewrite *r, const char *text, size_t len);
void rw_free(rewrite *r);

#endif
