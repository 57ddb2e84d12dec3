/* judge.h - comparing outputs up to whitespace (--compare space).
 *
 * Online judges accept an output that differs from the expected one only
 * in spacing; so does SUITE_SPACE.  Both sides are mapped to a canonical
 * form and the forms compared byte for byte:
 * - inside a line, a run of blanks (space, \t, \r, \v, \f) becomes one
 *   space, so "3  4" equals "3 4" and "3\t4";
 * - blanks at the end of a line are dropped ("3 \n" equals "3\n");
 * - newlines and blanks at the end of the output are dropped, so a
 *   missing or doubled final newline does not matter.
 * Everything else still counts: "34" differs from "3 4", a line's leading
 * blanks from none (they become one space), and an empty line inside the
 * output from no line.  This is `diff -b` plus the end-of-output rule.
 *
 * The mapping streams: a run's output is normalised as it arrives, so a
 * test keeps nothing of what the program prints. */
#ifndef AMEND_JUDGE_H
#define AMEND_JUDGE_H

#include <stddef.h>

typedef void (*judge_sink)(void *ctx, const char *buf, size_t n);

/* What is held back: a run of blanks, newlines after the last printed
 * character, and blanks after those newlines. */
typedef struct judge_ws {
  int blank;           /* blanks since the last newline or character */
  size_t newlines;     /* newlines since the last character */
} judge_ws;

void judge_ws_init(judge_ws *w);
/* Normalise buf[0..n) and pass the result to sink.  What is still held
 * at the end of the output is trailing whitespace: simply stop feeding. */
void judge_ws_feed(judge_ws *w, const char *buf, size_t n, judge_sink sink, void *ctx);

/* The canonical form of s[0..n) (malloc'd, NUL-terminated; *len set). */
char *judge_norm(const char *s, size_t n, size_t *len);

#endif
