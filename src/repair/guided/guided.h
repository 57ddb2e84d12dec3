/* guided.h - the reference-guided engine (--engine reference): edits
 * brought over from a whole-program reference.
 *
 * The program and the reference are aligned where a course's programs
 * meet: their inputs (the k-th variable scanf, fgets or `c = getchar()`
 * fills in one is the k-th in the other, and a name both use is the same
 * variable), the values variables get (a variable whose `v = e;` is,
 * renamed, one of the program's is that variable) and their outputs
 * (printf and puts calls, matched in order by their strings).  The
 * differences become candidate edits, each in the program's own text and
 * names:
 *   expression  the condition that guards an aligned output, or an
 *               argument it prints, written as the reference writes it
 *               (variables renamed to the program's);
 *   insert      an output the reference makes and the program lacks, put
 *               after the program's aligned output before it (after the
 *               loops and ifs around that output that the reference's
 *               output is outside of: the last digit printed after the
 *               loop), or as the
 *               missing else branch of an aligned if (a chain that ends in
 *               a plain else where the reference tests once more gets
 *               that test and the reference's last branch);
 *   string      an aligned output's string, as the reference writes it
 *               (when both take the same arguments), with the program's
 *               own directives and verbatim;
 *   type        an input variable declared float where the reference's is
 *               double, with its scanf conversions (%f becomes %lf) and
 *               the float parameters it is passed to as it is; or
 *               declared double (or float) where the reference's is an
 *               int, read and printed with %d (beside it, as an
 *               expression set, every strict comparison of two such
 *               inputs made non-strict);
 *   expression  also: a condition of an if or loop replaced by the
 *               reference's condition on the same variables that is
 *               closest in text (a vowel test missing one vowel), and a
 *               word read (`scanf("%s", a)`) where the reference reads a
 *               line (`fgets`), as `fgets(a, N, stdin)` with the
 *               reference's N, at most a's size; each value the
 *               program's main returns other than the one constant the
 *               reference's main returns on every path, as that constant
 *               (one edit);
 *   string      also: an output no order aligns (the alignment is one to
 *               one) whose string is within a few edits of one of the
 *               reference's with as many arguments; and a word read
 *               (`%s`) where the reference reads lines (%c, %[, fgets,
 *               getchar) made `%[^\n]`;
 *   expression  also: the value of a `v = e;` statement (or of a
 *               declaration) as the reference computes it for v's
 *               counterpart, the k-th to the k-th where both assign v as
 *               often, else the closest in text (then matched by
 *               likeness);
 *   insert      also: an initialiser (` = 0`, ` = ""`) for a local that a
 *               run may read before a store: a scalar whose first
 *               mention reads it, an array scanf's %s or %[ fills (an
 *               empty line stores nothing) or fgets fills (a loop over
 *               the whole array reads past the line); unlike the other
 *               inserts it joins the set of every edit;
 *   delete      an `else` of an `else if` chain whose head is an item
 *               of a block and whose branch before it does not leave
 *               (the rest of the chain then runs after the head);
 *               never in the set of every edit.
 * An edit whose text calls a library function that the program neither
 * defines nor includes the header of (front_model_header) also inserts
 * that `#include` after the file's last one (one line, however many
 * edits of a set need it).
 * Candidates are tried alone, then two at a time (three with the type
 * edit, which a float program needs beside any other), then every edit
 * but the inserts and the conditions matched by likeness together, shrunk
 * (each edit dropped while the suite still passes; where the whole fails
 * the suite, first the first set without one edit that passes; where the
 * judge refuses the shrunk set without a test, it is tried with the
 * initialisers back), then, where that does not repair, every edit but
 * the deletes, shrunk alike; each is compiled and
 * run on the suite, and what passes goes to the caller's judge (the
 * reference's proof).  Uses oracle (tsuite, patch), report, ir, front
 * (the header of a library function); never another engine. */
#ifndef AMEND_GUIDED_H
#define AMEND_GUIDED_H

#include <stdio.h>

#include "report/repairs.h"
#include "oracle/tsuite.h"

typedef struct guided_stats {
  int edits;               /* candidate edits found */
  long candidates;         /* sets of them tried on the suite */
  int repairs;             /* accepted by the judge */
  int timed_out;
  int transplanted;        /* the blocks were tried */
  double elapsed_s;
} guided_stats;

/* A candidate that passed every test: its patch, its changes (for the
 * report) and its size (the edits it combines: a type edit is one, however
 * many declarations and conversions it touches).  Return < 0 when the
 * judge refuses it, > 0 to stop, 0 to go on. */
typedef int (*guided_found_fn)(void *ctx, const patch *pt, const rep_change *c, int n, int size);

/* Which candidates to try: each edit alone, the sets of several after it
 * (tried only when no single edit repairs), or both in that order.  An
 * orchestrator may try the single edits before other engines (they are
 * as small as a mutation) and the sets after them.  GUIDED_TRANSPLANT:
 * the blocks of the reference's statements where the two programs are
 * built differently (guided_transplant.c: the statements of each main
 * matched by their texts in the program's names, each run that differs
 * one edit; and of each other function both define by one name with as
 * many parameters, the lines of its body that differ, the reference's in
 * the program's parameter names; the set of them shrunk to what the suite
 * needs), the largest
 * edits of all, tried last (alone, when the flag comes alone).  Where
 * the edits are many, the whole set of them goes before the pairs, and
 * the blocks right after it, with GUIDED_TRANSPLANT or with
 * GUIDED_EARLY_TRANSPLANT (which tries them there only: st->transplanted
 * says they were).  GUIDED_IDENTICAL (alone): the block, where the two
 * differ in one, as a candidate only when it makes the program (one file)
 * the reference's own text, token for token: a repair the judge proves without a solver,
 * cheap to try before engines whose candidates need proofs. */
enum { GUIDED_SINGLE = 1, GUIDED_SETS = 2, GUIDED_ALL = 3, GUIDED_TRANSPLANT = 4, GUIDED_EARLY_TRANSPLANT = 8,
       GUIDED_IDENTICAL = 16 };

/* Run on program p (ts->p, lenient IR) against reference ref (lenient IR
 * of the reference file), until the edits are tried, fn says stop, or
 * the suite's deadline passes.  st is filled afresh. */
void guided_run(ts_ctx *ts, const ir_prog *ref, int which, guided_found_fn fn, void *ctx, guided_stats *st);

/* The edits another engine's search may start from (bases): those of how
 * the program reads and keeps its input (the read edits, the type edits,
 * the initialisers), each alone, untested, handed to fn as a candidate
 * is (fn's answer > 0 stops).  A defect may need one of them and an edit
 * of the program's logic together (a buffer's initialiser, and a
 * condition that decrements a count for nothing made false). */
void guided_bases(ts_ctx *ts, const ir_prog *ref, guided_found_fn fn, void *ctx);

#endif
