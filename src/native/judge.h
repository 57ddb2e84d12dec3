/* judge.h - comparing outputs the way courses and online judges do
 * (--compare space, tokens, numbers).
 *
 * Both sides are mapped to a canonical form and the forms compared byte
 * for byte.  The stdio model (models/libc/stdio.c) builds the same forms
 * inside the formula, so a proof and a native run judge alike.
 * - space (online judges; `diff -b` plus the end-of-output rule): inside
 *   a line a run of blanks (space, \t, \r, \v, \f) becomes one space, so
 *   "3  4" equals "3 4" and "3\t4"; blanks at the end of a line are
 *   dropped ("3 \n" equals "3\n"); newlines and blanks at the end of the
 *   output are dropped, so a missing or doubled final newline does not
 *   matter.  Everything else counts: "34" differs from "3 4", a line's
 *   leading blanks from none (they become one space), and an empty line
 *   inside the output from no line.
 * - tokens: the output as a sequence of words (runs of bytes other than
 *   white space, newlines included), written one blank apart: only the
 *   words and their order count.
 * - numbers (what grading scripts look at): only the numbers printed, in
 *   order, one blank apart, each as its value: a number is a run of
 *   digits with the '-' right before it and a fraction ('.' and at least
 *   one digit) right after it; leading zeros of the integer part, trailing
 *   zeros of the fraction (and the '.' when none is left) and the sign of
 *   a zero are dropped, so "007.50" equals "7.5" and "-0.0" equals "0".
 *   Text around the numbers does not count.
 *
 * The mapping streams: a run's output is normalised as it arrives, so a
 * test keeps nothing of what the program prints (but the digits of the
 * number being read). */
#ifndef AMEND_JUDGE_H
#define AMEND_JUDGE_H

#include <stddef.h>

typedef enum judge_mode { JUDGE_SPACE, JUDGE_TOKENS, JUDGE_NUMBERS } judge_mode;

typedef void (*judge_sink)(void *ctx, const char *buf, size_t n);

/* What is held back: a run of blanks, newlines after the last printed
 * character, and blanks after those newlines; under numbers the number
 * being read. */
typedef struct judge_ws {
  judge_mode mode;
  int blank;           /* blanks since the last newline or character */
  size_t newlines;     /* newlines since the last character */
  int printed;         /* something was written (tokens: a blank before the next word) */
  /* numbers: the state of the number being read (the model's NUM_*) */
  int num_state, num_digits, num_nonzero;
  size_t num_end;      /* where a fraction is cut at the end */
  char *num;           /* the number's canonical text so far */
  size_t num_len, num_cap;
} judge_ws;

void judge_ws_init(judge_ws *w);                 /* JUDGE_SPACE */
void judge_ws_init_mode(judge_ws *w, judge_mode mode);
/* Normalise buf[0..n) and pass the result to sink. */
void judge_ws_feed(judge_ws *w, const char *buf, size_t n, judge_sink sink, void *ctx);
/* The end of the output: under numbers a number still open is passed on;
 * frees what w holds. */
void judge_ws_finish(judge_ws *w, judge_sink sink, void *ctx);

/* The canonical form of s[0..n) (malloc'd, NUL-terminated; *len set). */
char *judge_norm(const char *s, size_t n, size_t *len);   /* JUDGE_SPACE */
char *judge_norm_mode(judge_mode mode, const char *s, size_t n, size_t *len);

#endif
