/* mutation.h - the mutation engine: every minimal repair that changes
 * operators and constants, smallest first (AllRepair, seed 000).
 *
 * The contract, in the order a caller uses it:
 *   1. mut_enumerate   the mutation space: sites and their mutations
 *   2. search_run      the search against the program's assertions, or
 *      tm_run          the same search against a test suite
 *   3. mut_patch       a repair as a text patch (oracle/patch.h), and
 *      mut_describe    as a report entry (report/repairs.h)
 * and, for `amend localize`, localize_run: the must location set of one
 * failing run.  Internals: prune.h (what a buggy candidate teaches the
 * search), slice.h (must fault localization), vars.h (variabilization). */
#ifndef AMEND_MUTATION_H
#define AMEND_MUTATION_H

#include <stdio.h>

#include "bmc/bmc.h"
#include "report/repairs.h"
#include "oracle/patch.h"
#include "oracle/sites.h"
#include "oracle/tsuite.h"

/* ---- the mutation space (seed 000, Table 1) ----
 *
 * A site is one original expression slot of the program: the expression
 * of an expression statement, an initialiser, a condition, a for-step or
 * a returned value, outside assertions, assumptions and the slots that
 * are specification (oracle/sites.h).  However often unwinding copies it,
 * it is one site.  A mutation replaces one operator or one constant
 * occurrence inside it (MUT_SWAP); at level 2 an expression statement may
 * also be deleted (MUT_DELETE: the site is its expression, which then
 * does not run), and, given the reference's strings (mut_opts.texts), the
 * format or text of an output or input call may become one the
 * reference writes (MUT_STRING).  For the test-suite engine (schema_ops)
 * a site with several strict comparisons may make them all non-strict,
 * or its non-strict ones strict, as one mutation (MUT_SWEEP: value 1 or
 * 2, the direction), the slip of a student who wrote `<` throughout where
 * ties need `<=`; the engine also tries the sweep of a whole function,
 * a literal written alike in several places replaced by one text in all
 * of them, and a comparison sweep together with such a string sweep or
 * one string mutation (after the sets up to --max-size, when none
 * repairs).  The test-suite engine also makes the assignment a condition
 * holds (`if (min = -1)`) a comparison (MUT_EQ: `=` becomes `==`), which
 * the IR has as another kind of node, and tries three more slips of
 * people who write contest C: a && or || that should be one of its
 * operands (MUT_DROP: value 0 keeps the left, 1 the right), an integer
 * value used whole (an index, a value assigned or returned, a local's
 * initial value, an output call's argument) one too large or small
 * (MUT_OFF1: value +1 or -1), and an
 * integer literal divisor written as a double (MUT_REAL: `a/2` ->
 * `a/2.0`).  Only the test-suite engine's schema runs MUT_STRING,
 * MUT_SWEEP, MUT_EQ, MUT_DROP, MUT_OFF1 and MUT_REAL; the encoder never
 * sees them. */

enum { MUT_SWAP, MUT_DELETE, MUT_STRING, MUT_SWEEP, MUT_EQ, MUT_DROP, MUT_OFF1, MUT_REAL };
/* sweep directions (mut.value of a MUT_SWEEP) */
enum { SWEEP_TO_NONSTRICT = 1, SWEEP_TO_STRICT = 2 };

typedef struct mut {
  int site;               /* index into mut_space.sites */
  const ir_expr *node;    /* the operator or constant that changes (DELETE:
                             the statement's expression; STRING: the literal) */
  ir_op op;               /* new operator (IR_AND/IR_OR for && / ||) */
  int64_t value;          /* new constant, when node is an IR_CONST */
  ir_loc at;              /* the source text to replace */
  const char *text;       /* its replacement, in the program's syntax */
  int kind;               /* MUT_* */
} mut;

/* A string literal of the reference that an output or input call takes:
 * the family of the call, the literal as written (quotes and escapes),
 * its bytes. */
enum { MUT_TEXT_PRINTF, MUT_TEXT_PUTS, MUT_TEXT_SCANF };
typedef struct mut_text {
  int family;             /* MUT_TEXT_* */
  const char *src;
  const char *bytes;
  int len;
} mut_text;

typedef struct mut_site {
  const ir_expr *root;    /* the slot's expression */
  const ir_func *func;
  int first, n;           /* its mutations: muts[first .. first+n) */
} mut_site;

typedef struct mut_space {
  int nsites;
  mut_site *sites;
  int nmuts;
  mut *muts;
} mut_space;

typedef struct mut_opts {
  int level;                   /* 1 or 2 */
  site_opts spec;              /* slots that are never mutated (sites.h) */
  const mut_text *texts;       /* the reference's strings (MUT_STRING), or NULL */
  int ntexts;
  int schema_ops;              /* the test-suite engine: MUT_SWEEP too */
} mut_opts;

/* The strings the calls of (lenient) program ref give printf, fprintf,
 * puts, fputs, scanf and fscanf, each once, in its arena; returns how
 * many (*out malloc'd). */
int mut_collect_texts(const ir_prog *ref, mut_text **out);

/* Enumerate every site and mutation of p.  Sites without mutations are
 * left out.  Strings live in p's arena. */
void mut_enumerate(ir_prog *p, const mut_opts *o, mut_space *out);
void mut_space_free(mut_space *m);

/* The text of a constant as it should appear in place of the literal. */
const char *mut_const_text(ir_prog *p, int64_t v, const ir_type *t);

/* The program with mutations muts[0..n) of ms applied. */
patch mut_patch(const ir_prog *p, const mut_space *ms, const int *muts, int n);
/* The report entry of mutation m (original/replacement malloc'd). */
void mut_describe(const ir_prog *p, const mut *m, rep_change *c);
/* The changed expression around mutation m, before and after (malloc'd). */
char *mut_expr_before(const ir_prog *p, const mut *m);
char *mut_expr_after(const ir_prog *p, const mut *m);

/* ---- the search against assertions (seed 000 §4) ----
 *
 * Every mutation gets a selection literal; the encoder computes each
 * mutated node as an if-then-else over its literals, so one formula
 * stands for every mutant.  A Boolean solver proposes a set of literals
 * (at most one per node, at most per_site per site, exactly k in all);
 * one incremental SMT solver checks the mutant under those literals as
 * assumptions.  A repair blocks all its supersets; a buggy mutant blocks
 * itself and whatever the pruning rules (prune.h) learn from its failing
 * run.  k grows until no candidate remains or a limit is hit.  The size
 * of a candidate is its number of mutations (with per_site 1, its number
 * of mutated sites). */

/* What a buggy candidate teaches the search (--prune; prune.h):
 * must fault localization, variabilization, counterexample copies. */
enum { PRUNE_FL = 1, PRUNE_VARS = 2, PRUNE_CEX = 4, PRUNE_ALL = 7 };

/* "none", "fl", "vars", "cex", "all", or e.g. "fl+cex". */
const char *prune_name(int modes);

typedef struct prune_stats {
  int fl_clauses, vars_clauses;   /* clauses added */
  long fl_literals, vars_literals; /* their total length */
  int inputs_learned;             /* cex copies */
  double fl_s, vars_s, cex_s;     /* time spent */
} prune_stats;

typedef struct search_opts {
  int unwind;
  const char *entry;
  int unwinding_assertions;  /* PATCH_CUT_*: what a run cut by the bound means */
  int max_size;            /* 0: no limit */
  int max_repairs;         /* 0: no limit */
  double timeout_s;        /* 0: no limit */
  int progress;            /* report progress on stderr after a second */
  int prune;               /* PRUNE_* bits */
  int per_site;            /* mutations allowed in one site (>= 1) */
  bmc_env env;             /* the entry's environment (argv bounds) */
} search_opts;

typedef enum search_status {
  SEARCH_EXHAUSTED,        /* every candidate was decided */
  SEARCH_LIMIT,            /* max-size or max-repairs stopped it */
  SEARCH_TIMEOUT,
  SEARCH_CORRECT,          /* the program needs no repair */
  SEARCH_ERROR             /* encoding failed (message printed) */
} search_status;

typedef struct search_repair {
  int size;
  const int *muts;         /* indexes into the mutation space, by site */
  double elapsed_s;
} search_repair;

/* Called for each repair as soon as it is proven; return a positive value
 * to stop the search (for example when an independent re-check
 * disagrees), a negative one when the caller's judge refused the
 * candidate (then it is no repair, and tm_run still tries its supersets). */
typedef int (*search_found_fn)(void *ctx, const search_repair *r);

typedef struct search_stats {
  search_status status;
  int repairs;
  long candidates;         /* mutants validated by the SMT solver */
  prune_stats prune;       /* what the pruning rules learned */
  int max_size_done;       /* every size up to this one was exhausted */
  double elapsed_s;
  double encode_s, generate_s, validate_s;  /* parts of elapsed_s */
  int stopped_by_callback;
  int may_cut;             /* the bound may cut some run (of some candidate) */
} search_stats;

void search_run(const ir_prog *p, const mut_space *ms, const search_opts *o, search_found_fn found,
                void *ctx, search_stats *st, FILE *diag);

const char *search_status_str(search_status s);

/* ---- the search against a test suite ----
 *
 * All mutations are compiled once into a mutant schema (native/schema.h),
 * so a candidate costs process runs, not a compile.  Candidates are sets
 * of mutations at distinct sites, enumerated by increasing size; a set
 * that contains a repair is never tried, so every repair reported is
 * minimal, and every minimal repair up to the size limit is reported.  A
 * candidate is refuted by the first test it fails; tests that refuted
 * recently are tried first (the sieve of seed 003), and a run that
 * exceeds the short limit is retried with the full one before it counts,
 * on the candidate compiled on its own: the schema pays for choosing an
 * alternative at every evaluation of a site, many times the plain
 * program's time on a tight loop, so its timeouts prove nothing.  The
 * first such run on a test where the original ends is retried at once
 * (a mutant that loops there would wait the short limit on every test
 * after it); the others wait until every quick test has passed.
 * Sites the schema cannot express (initialisers that must be constant,
 * initialiser lists) are left out and counted. */

typedef struct tm_stats {
  search_status status;        /* EXHAUSTED, LIMIT, TIMEOUT or ERROR */
  int repairs;
  long candidates;
  int max_size_done;
  int sites, muts;             /* in the schema */
  int sites_left_out;
  int cap_decides;             /* tests on which a schema run at the CPU-time cap
                                  refutes its mutant (far above the schema's own time;
                                  asked when a mutant first reaches the cap there) */
  long at_cap;                 /* candidates so refuted, without a plain build */
  double build_s, elapsed_s;
} tm_stats;

/* Called (when given) after each size k that ended without a repair and
 * before size k + 1, with what size k + 1 should cost: its candidates
 * times the seconds a candidate of size k took.  Return 1 to end the
 * search there (status LIMIT), 0 to go on: an orchestrator may try other
 * engines first when the next size is dear. */
typedef int (*tm_between_fn)(void *ctx, int k, double next_s);

void tm_run(ts_ctx *c, const mut_space *ms, int max_size, int max_repairs, search_found_fn fn,
            tm_between_fn between, void *ctx, tm_stats *st, FILE *diag);

/* ---- `amend localize`: the must location set of one failing run ----
 *
 * The program is checked as by `amend check`; on a violation the
 * counterexample's model is sliced (slice.h) and the slots (ir.h) whose
 * values the failure rests on are reported.  No repair that leaves all of
 * them unchanged can make this run pass (seed 001, Definition 1). */

typedef struct localize_result {
  bmc_result check;        /* the verdict and counterexample, as `amend check` gives them */
  int nmust;
  const ir_expr **must;    /* slot roots, in source order */
  bmc *enc;                /* owns what check points to */
} localize_result;

/* Returns 0, or -1 when the program cannot be encoded (message on diag).
 * ref_file: the file of a --reference (never reported), or -1. */
int localize_run(const ir_prog *p, const bmc_opts *o, int ref_file, localize_result *r, FILE *diag);
void localize_result_free(localize_result *r);

#endif
