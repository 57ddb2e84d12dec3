/* refsuite.h - a test suite drawn from a whole-program reference.
 *
 * Against `--reference REF.c` without --entry the specification is the
 * reference's output on every stdin within --stdin-bytes.  The test-suite
 * engines (a mutant schema, condition synthesis) can search against it
 * too when its stdins are turned into tests: a test's expected output is
 * what the reference, compiled by gcc, prints on that stdin.  The stdins
 * are first typed at random (numbers, among them the programs' literals
 * and their neighbours, words, blanks) and run natively on both programs:
 * the ones on which they differ become tests, with agreeing ones beside
 * them.  Only when no typed stdin tells them apart does the verifier
 * give one (the stdin on which they differ: a solver call that can take
 * a minute where the typed stdins take a second).  Then come variations
 * of the first differing stdin within the bound, and later the stdin
 * that refutes each candidate the reference judges.  When every run reads
 * the same two to four numbers, each of their orders (ties too) is a test.
 * Where stdin is text in lines (load/iomodel.h), so is every test's, and
 * lines longer than the bound (near the buffer sizes the literals
 * suggest) are tests too, which the proof does not reach.  A test only refuses
 * candidates, each on a real run of both programs; every repair printed
 * is still proven equivalent to the reference.
 *
 * A stdin on which the reference reads memory nobody wrote is outside the
 * specification, so it must never become a test.  The reference is
 * compiled twice, its automatic variables zeroed in one and filled with a
 * pattern in the other (gcc's -ftrivial-auto-var-init), and the second
 * runs with malloc's blocks filled too (glibc's MALLOC_PERTURB_): a stdin
 * on which the two print different bytes is dropped.  Where clang-19 is
 * installed and a run may have an address space without limit (no hard
 * RLIMIT_AS on amend: sandbox_as_unlimited; amend batch sets a soft one
 * per job, which the runs lift), a third build under MemorySanitizer must
 * also exit 0 (it
 * stops where such memory decides a branch, even when both gcc builds
 * print the same).  Only runs that exit 0 become tests (a test expects
 * exit status 0). */
#ifndef AMEND_REFSUITE_H
#define AMEND_REFSUITE_H

#include <stdint.h>
#include <stdio.h>

#include "native/suite.h"
#include "load/program.h"

typedef struct refsuite refsuite;

/* For spec (a whole-program --reference), adding tests to s, files in
 * dir.  NULL, with the reason on diag when it is worth saying, when the
 * reference cannot serve: --entry, main takes argc/argv (the tests have
 * no arguments), or the reference does not compile. */
refsuite *rs_new(const program_spec *spec, const char *dir, suite *s, FILE *diag);
void rs_free(refsuite *r);

/* The stdin in[0..len) as a test: its index in the suite, or -1 when it
 * is one already or the reference's run on it cannot be a test. */
int rs_add(refsuite *r, const unsigned char *in, int len);

/* First tests: typed stdins (those on which the program differs, then
 * agreeing ones, up to nvariants), every order of the numbers read (see
 * above); when none differs, the stdin of `amend
 * check PROG --reference REF` (unwind bound given, runs it cuts
 * unchecked); then up to nvariants variations of the first differing
 * stdin within the stdin bound (digits, signs, letters and blanks
 * changed).  The same stdins every run.  Returns the tests added, 0 when
 * the program is equivalent within the bounds (or the check found no
 * stdin), -1 when the check could not be made (a limit, an encoding
 * error). */
int rs_seed(refsuite *r, int unwind, int nvariants);

/* The longest wall time rs_seed's check may take (20 s unless set; the
 * time left still halves it).  Tests lift it, so that a busy machine
 * does not change what they see. */
void rs_set_check_max(refsuite *r, double seconds);

/* For a program that reads text, whose proofs cover a few characters:
 * up to k more tests, lines longer than the stdin bound (up to twice the
 * buffer sizes the programs' literals suggest), other ones at every call.
 * A candidate proven within the bound runs on them before it is printed:
 * tests it was not fitted to, where it may still differ from the
 * reference.  The tests added (the last ones of the suite). */
int rs_fresh(refsuite *r, int k);

/* Tests added so far. */
int rs_count(const refsuite *r);

/* The reference's integer literals (decimal or hex, not characters),
 * each once, in source order, other than 0, 1 and -1: up to max of them
 * into out; returns how many.  A condition the program lacks may need
 * them (the reference's `y % 400 == 0`). */
int rs_constants(const refsuite *r, int64_t *out, int max);

#endif
