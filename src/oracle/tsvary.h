/* tsvary.h - inputs of the tests' own shape, to see whether the tests
 * decide between the patches that pass them.
 *
 * A few tests leave many patches passing; two that pass the same tests
 * and print differently on an input of the same shape cannot both be the
 * fix, and that input is the test a user would add to decide.  The
 * inputs are the tests' stdins with one integer moved by one up or down
 * (not an integer that counts what follows it: the lines after it, or
 * the numbers of the next line, whose change would make the program read
 * past its input), kept where the original program exits 0 within the
 * limit and prints the same built with its uninitialised locals zero and
 * with a pattern (heap blocks perturbed too): on an input where it reads
 * memory nobody wrote, two patches may print otherwise for no reason of
 * their own.  Nothing here judges an output right or wrong: there is no
 * expected output for these inputs. */
#ifndef AMEND_TSVARY_H
#define AMEND_TSVARY_H

#include <stddef.h>

#include "oracle/tsuite.h"

typedef struct tsvary tsvary;

/* Up to max inputs made from ts's tests (after ts_baseline), spread over
 * the tests and their integers; NULL when none is kept. */
tsvary *tv_new(ts_ctx *ts, int max);
void tv_free(tsvary *v);
int tv_count(const tsvary *v);
/* Input i's bytes (*len of them). */
const unsigned char *tv_stdin(const tsvary *v, int i, size_t *len);

/* The patched program's outputs on the inputs, whitespace normalised
 * (judge.h's space form): out[i] malloc'd, NULL where the run did not
 * exit 0.  Returns k, the inputs 0..k-1 it ran on (all of them unless
 * the deadline was half a second away), or -1 when it does not compile
 * (or the deadline was that near already). */
int tv_outputs(tsvary *v, const patch *pt, char **out);

#endif
