/* repairs.h - report repairs as diffs, JSON Lines and SARIF 2.1.0. */
#ifndef AMEND_REPAIRS_H
#define AMEND_REPAIRS_H

#include <stdio.h>

#include "ir/ir.h"

typedef struct rep_change {
  const char *file;
  unsigned line, col;          /* of the changed expression */
  char *original, *replacement;  /* the changed expression's text */
  unsigned at_line, at_col, at_end_line, at_end_col;  /* the replaced token(s) */
  const char *new_text;        /* what replaces them */
  const char *edit;            /* what kind of edit: "expression" (an operator,
                                  constant, condition or expression of the
                                  program's logic), "string" (a string the
                                  program prints or reads), "delete" (a
                                  statement taken out), "insert" (a statement
                                  or guard added), "type" (a variable's type
                                  and the conversions that read it); NULL:
                                  "expression" */
} rep_change;

/* A place where runs were cut by the bound: a loop, a recursive call or a
 * heap block (kind: "loop", "recursion", "heap"). */
typedef struct rep_place {
  const char *file;
  unsigned line, col;
  const char *kind;
  /* kind "string": a library model's loop that --max-string bounds, cut
   * at the user's call of fn ("strcpy at f.c:4:5 copies more than 64
   * characters") */
  const char *fn, *verb;
  int max_string;
} rep_place;

enum { REP_MAX_PLACES = 8 };

/* When the test-suite engines hand a run to the template engine, it gets
 * as long as they took, and at least this many seconds (repair.c);
 * --engine templates gives it the whole --timeout. */
#define REP_TMPL_MIN_S 3.0

typedef struct rep_repair {
  int index, size;
  double elapsed_s;
  const char *engine;
  const char *kind;            /* test-suite repairs: condition | precondition | mutation; else NULL */
  int trivial;                 /* a constant condition (test-suite repairs) */
  int mends_warning;           /* test-suite mutation: it makes an assignment
                                  that is a condition a comparison, the slip
                                  gcc -Wall warns of (printed first) */
  const char *proved_by;       /* the specification it was checked against:
                                  reference | tests | assertions; NULL: not said */
  /* what backs it ("evidence"; only when proved_by is said): the tests
   * it passes (given, and drawn from a reference), the inputs made from
   * them it was run on, and whether a proof stands behind it */
  int ev_tests, ev_generated, ev_proven;
  int ev_from_reference;       /* of ev_tests, drawn from a reference whose
                                  proof of this repair did not finish */
  int ev_compared;             /* tests alone: the other printed repairs whose
                                  outputs on the ev_generated inputs it was
                                  compared with, */
  int ev_differs;              /* the index of the first of them that prints
                                  otherwise on one (0: none does), */
  unsigned char *ev_differs_stdin;  /* that input (owned), */
  size_t ev_differs_len;            /* its length */
  int n;
  rep_change *c;
  char *diff;
  const char *bound;           /* "complete" | "bounded"; NULL: not said (test suites) */
  int identical;               /* complete because the patched file is the
                                  reference's text, token for token (no
                                  proof needed: it runs as the reference) */
  int unwind;                  /* bounded: the iterations the repair was checked with */
  int orig_unwind;             /* bounded mode: the original's bound (it needs more on
                                  every unchecked run); 0: no such claim */
  int nplaces;
  rep_place places[REP_MAX_PLACES];  /* bounded: where the unchecked runs were cut */
} rep_repair;

/* The failing test with the shortest stdin, as the original program ran
 * on it: what feedback shows first (report/feedback.h).  Each text is cut
 * at REP_FAIL_MAX bytes (then `cut` is set). */
enum { REP_FAIL_MAX = 2048 };
typedef struct rep_failing {
  int has;                     /* 0: no test failed, or none was recorded */
  char name[64];               /* the test's name in the suite */
  int given;                   /* a test of --tests DIR, not one drawn from the reference */
  const char *status;          /* run.h's run_status_name: "wrong-output", "exit", "crash", "timeout" */
  int code;                    /* "exit": the exit status; "crash": the signal */
  int cut;
  int in_len, out_len, exp_len;
  char in[REP_FAIL_MAX];       /* its stdin */
  char out[REP_FAIL_MAX];      /* what the program printed */
  char exp[REP_FAIL_MAX];      /* what the test expects */
} rep_failing;

/* What a test-suite repair run did (amend repair --tests). */
typedef struct rep_tests {
  int total, failing;
  long runs;
  int validations;
  double validate_s;
  const char *synth_status;    /* NULL: the synthesis engine did not run */
  int points, tried, angelic, candidates, synth_repairs, trivial;
  double localize_s, synth_s;
  const char *mut_status;      /* NULL: the mutation engine did not run */
  int sites, muts, sites_left_out, max_size_done, mut_repairs;
  long mut_at_cap;             /* candidates a schema run at the CPU-time cap refuted */
  long mut_candidates;
  double mut_s;
  int judged;                  /* --reference judged the patches that passed */
  int refuted, undecided;      /* of those: refuted, not decided (a limit) */
  int undecided_bound;         /* of the undecided: failing only on runs the bound cuts */
  int max_size;                /* the mutation search's --max-size */
  int size_capped;             /* max_size is the size of a repair the
                                  reference-guided engine found first */
  int mut_paused;              /* the search ended before sets of this many
                                  mutations: it was dear, and the
                                  reference's sets of edits repaired first */
  const char *guided_status;   /* NULL: the reference-guided engine did not run */
  int guided_edits;
  long guided_candidates;
  int guided_repairs;
  double guided_s;
  int bases;                   /* mutation searches started from a base edit
                                  of the reference-guided engine (0: none) */
  long based_candidates;
  int based_repairs;
  double based_s;
  int from_reference;          /* of total: tests whose stdin amend chose and
                                  whose expected output the reference printed */
  int donors_tried;            /* --donor files the guided engine drew edits from */
  int unproven_printed;        /* with a reference: repairs printed as tested
                                  only, their proofs stopped by a limit and
                                  none proven */
  int identity_only;           /* with a reference: no test failed and the
                                  check for a stdin that tells them apart
                                  reached its limit; the repairs printed make
                                  the program the reference's text */
  int rules;                   /* tests alone: oracle/overfit.h's rules ran */
  int refused_constant, refused_unread, refused_uninit;  /* candidates that
                                  passed every test, refused by them */
  rep_failing shortest;        /* the failing test with the shortest stdin */
} rep_tests;

typedef struct rep_summary {
  const char *status;          /* exhausted | limit | timeout | correct | bound */
  int repairs;
  long candidates;
  double elapsed_s;
  int max_size_done;
  const char *prune;           /* the --prune mode */
  int fl_clauses, vars_clauses, inputs_learned;
  double fl_s, vars_s, cex_s;
  double encode_s, generate_s, validate_s, recheck_s;
  const char *engine;          /* the --engine; NULL: not reported */
  const char *tmpl_status;     /* the template engine's end, NULL if it did not run */
  int diagnoses, tried, tmpl_repairs, iterations;
  double diagnose_s, cegis_s, tmpl_elapsed_s;
  double propose_s, refute_s;  /* of cegis_s */
  double tmpl_share_s;         /* > 0: the template engine stopped at its share of the time */
  const rep_tests *tests;      /* test-suite repair, else NULL */
  const ir_prog *prog;         /* for undefined_functions; NULL: none */
  int argv_max_argc, argv_max_len;  /* main(argc, argv) bounds, else 0 */
  const char *ref_uninit;      /* the --reference file when runs on which it
                                  reads uninitialised memory are left out */
  /* status "bound": where runs were cut, the bound, and how to go on */
  int nplaces;
  rep_place places[REP_MAX_PLACES];
  int unwind;
  const char *command;         /* the run's command without --unwind */
  int vacuous;                 /* no run of the program ends within the bound */
  int original_passes;         /* the program fails only through the bound */
  const rep_tests *before;     /* the test-suite engines' run that came before
                                  (the template engine after them, against a
                                  reference), else NULL */
  /* the stdin the proofs covered: bytes, or typed tokens (bmc_result's
   * fields of the same names) */
  int stdin_bytes, stdin_tokens, tokens_exact, tokens_double, stdin_text;
  const char *reason;          /* status limit: "memory" when --memory stopped
                                  the run (then memory_mb, 0: an allocation
                                  failed with no limit set); else NULL */
  int memory_mb;
  const char *stopped_by;      /* status timeout or limit: the limit that
                                  ended the run ("stopped_by", doc/output.md),
                                  else NULL */
  const char *tmpl_stopped_by; /* the same for the template engine's run */
  const struct verdict_sandbox *sandbox;  /* native runs of the user's program, or NULL */
  /* what a repair could change (oracle/sites.h): the mutable functions and,
   * with a reference in the run (scoped), the user's harnesses, which are
   * specification */
  int scoped;
  int nmutable;
  const ir_func **mutable_fns;
  int nharness;
  const ir_func **harness;
  int max_string;              /* the --max-string bound when the program calls
                                  a model it bounds, else 0 */
} rep_summary;

/* Line and column (1-based) of byte offset off in file f. */
void rep_linecol(const ir_prog *p, int f, unsigned off, unsigned *line, unsigned *col);

void rep_text(FILE *o, const rep_repair *r);
void rep_json(FILE *o, const rep_repair *r);
void rep_summary_text(FILE *o, const rep_summary *s);
void rep_summary_json(FILE *o, const rep_summary *s);
/* One SARIF log with a result (and its fix) per repair. */
void rep_sarif(FILE *o, const rep_repair *all, int n);
/* The same into a file (tests: the repairs pass a test suite); -1 after
 * printing an error when the file cannot be written. */
int rep_sarif_write(const char *path, const rep_repair *all, int n, int tests);
void rep_repair_free(rep_repair *r);

#endif
