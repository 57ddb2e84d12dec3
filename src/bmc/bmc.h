/* bmc.h - bounded model checking of an IR program with Z3.
 *
 * bmc_encode symbolically executes the program from its entry function:
 * loops and recursion are unwound up to a bound, calls are inlined, and
 * every step becomes SSA constraints over Z3 bit-vectors with C's
 * semantics.  The constraints are kept in the sets the repair engines
 * need (seed 000 §3.1):
 *   - site assignments: each evaluation of an original expression (the
 *     right-hand side of an assignment, an initialiser, a condition, a
 *     returned value) defines a fresh SSA constant, tagged with the
 *     expression's id and its unwound copy;
 *   - hard constraints: phis, guards, the assumption chain;
 *   - properties: one violation condition per assertion or built-in check.
 * The encoder knows nothing of repair.
 */
#ifndef AMEND_BMC_H
#define AMEND_BMC_H

#include <stdint.h>
#include <stdio.h>
#include <z3.h>

#include "ir/ir.h"

/* Alternatives at one expression node: while selector `sel` holds, the
 * node computes with `op` (BINOP, compound ASSIGN, INCDEC: IR_ADD/IR_SUB;
 * LAND/LOR: IR_AND means &&, IR_OR means ||) or, for a CONST, with
 * `value`.  Selectors are boolean constants of the encoder's context; the
 * caller keeps at most one per node true.  This is the whole interface
 * through which repair engines vary the program. */
typedef struct bmc_alt {
  ir_op op;
  int64_t value;
  Z3_ast sel;
} bmc_alt;

typedef struct bmc_alts {
  int n;
  bmc_alt *a;
} bmc_alts;

/* Variables whose values the encoder records at each evaluation of one
 * site (an expression that bmc_site_def reports), read just before the
 * site's value is defined.  Indexed by expression id. */
typedef struct bmc_watch {
  int n;
  const ir_var *const *v;
} bmc_watch;

/* What the entry function's environment may be: fixed for a whole run,
 * since every encoding of one program (the search, the templates, the
 * re-check) must see the same runs.  Zero fields take the defaults. */
typedef struct bmc_env {
  int max_argc;               /* main(argc, argv): 1 <= argc <= this (16) */
  int max_arg_len;            /* characters of each argv[i] at most (8) */
  int malloc_may_fail;        /* malloc/calloc/realloc may return NULL */
  int max_heap_cells;         /* cells of a block of symbolic size (and of a
                                 variable-length array); 0: BMC_HEAP_CELLS.
                                 A run that needs more is cut like a loop at
                                 the unwinding bound. */
} bmc_env;

#define BMC_DEFAULT_MAX_ARGC 16
#define BMC_DEFAULT_MAX_ARG_LEN 8

typedef struct bmc_opts {
  int unwind;                 /* loop iterations / recursion depth (>= 1) */
  const char *entry;          /* entry function, "main" if NULL */
  int unwinding_assertions;   /* an insufficient bound is a violation */
  unsigned timeout_ms;        /* per solver call, 0 = none */
  Z3_context ctx;             /* encode into this context; NULL: a new one */
  const bmc_alts *alts;       /* indexed by expression id, or NULL */
  /* indexed by expression id, or NULL: an expression statement whose
   * expression has a literal here runs only where the literal is false
   * (the mutation engine's statement deletion) */
  const Z3_ast *skip;
  const bmc_watch *watch;     /* indexed by expression id, or NULL */
  bmc_env env;
  /* Bounded mode (repair): when > 0 and unwinding_assertions is 0, the
   * original program (`shadow`, or this one with its alternatives off) is
   * first encoded with loops unwound shadow_unwind times, then this one
   * with `unwind`.  The two runs read the same inputs: the j-th input read
   * of an iteration (or recursive call) is paired with the j-th read of
   * the same iteration in the other run.  A run cut at `unwind` on which
   * the original run is not cut is an unwinding violation: a program may
   * leave runs unfinished only where the original leaves them too. */
  int shadow_unwind;
  const ir_prog *shadow;
  /* In the original run, a call of f runs shadow_call(p, f) instead when
   * that is not NULL (the specification's own version of f), so that "the
   * original finishes" is said by the specification wherever it has one:
   * a wrong original that never ends excuses nothing. */
  const ir_func *(*shadow_call)(const ir_prog *p, const ir_func *f);
  /* No caller relaxes a site of this encoding (a check, not a diagnosis):
   * sites with one definition share one name everywhere, not only in
   * library models and the --reference program (bmc_define_site). */
  int share_sites;
  /* A violation's counterexample is asked again, within a budget, of runs
   * that read no memory nobody wrote and whose typed stdin numbers are
   * small (within +-1000, doubles in halves): one a person reads and a
   * native run repeats, where the formula has one (check). */
  int friendly_cex;
} bmc_opts;

/* Extra iterations a repair may use beyond the original's bound in
 * bounded mode (the search unwinds bound + this, the original bound). */
#define BMC_BOUNDED_SLACK 1

#define BMC_HEAP_CELLS 64

typedef enum bmc_propkind {
  BMC_PROP_ASSERT,    /* assert / __CPROVER_assert */
  BMC_PROP_REACH,     /* reach_error() / __assert_fail */
  BMC_PROP_DIV,       /* division or remainder by zero, INT_MIN / -1 */
  BMC_PROP_BOUNDS,    /* array index out of bounds */
  BMC_PROP_UNWIND,    /* a loop or recursion needs more than the bound */
  BMC_PROP_NULL,      /* dereference of a null pointer */
  BMC_PROP_FREED,     /* access to a freed heap block */
  BMC_PROP_DFREE,     /* free (or realloc) of a block already freed */
  BMC_PROP_BADFREE,   /* free of a pointer malloc did not return */
  BMC_PROP_FPTR,      /* call through a pointer to no function of the call's type */
  BMC_PROP_BADPTR     /* access through a pointer made from an integer */
} bmc_propkind;

const char *bmc_propkind_str(bmc_propkind k);

/* What a run the bound cuts needed more of (bmc_cutsite, bmc_prop.cut). */
/* BMC_CUT_STRING: a loop of a library model that --max-string bounds
 * (ir_func.string_bound), named by the model (strcpy) and its call. */
typedef enum bmc_cutkind { BMC_CUT_LOOP, BMC_CUT_RECURSION, BMC_CUT_HEAP, BMC_CUT_STRING } bmc_cutkind;

typedef struct bmc_prop {
  bmc_propkind kind;
  ir_loc loc;
  const char *text;   /* expression text or message */
  Z3_ast viol;        /* true iff this property fails on the run */
  int seq;            /* position in execution order */
  int cut;            /* UNWIND: 1 + the bmc_cutkind of the place, else 0 */
  int in_model;       /* it fails inside a C library model: loc is then */
  ir_loc model_loc;   /* the user's call that led there, model_loc the
                         model's own place */
  const ir_func *cut_func;  /* cut of BMC_CUT_STRING: the model whose loop
                               needs more (its name and string_verb) */
} bmc_prop;

/* What a cell input is: the contents of an uninitialised local (or VLA),
 * of a block from malloc/realloc/alloca, or of an object that is an input
 * as a whole: an extern object no file defines (ir_var.undefined), the
 * fresh object of a C89 call used as a pointer (IR_HEAP_FRESH). */
enum { BMC_CELL_NONE, BMC_CELL_UNINIT, BMC_CELL_HEAP, BMC_CELL_INPUT };

/* A value the environment chose: an entry argument or a nondet call.
 * Cell inputs (cell != BMC_CELL_NONE) are kept apart from these: the
 * engines pin and enumerate inputs, and the counterexample alone reports
 * cells, those the failing run's formula mentions. */
typedef struct bmc_input {
  const char *name;
  ir_loc loc;
  int is_arg;
  const ir_type *type;
  Z3_ast term;        /* the fresh constant */
  Z3_ast guard;       /* the run reaches it */
  int seq;
  int cell;           /* BMC_CELL_* */
  int obj;            /* a cell: its object, and the cell as a */
  Z3_ast index;       /* 64-bit term (its name is computed from the model) */
  Z3_ast read;        /* a cell: the runs that load its value (NULL: none) */
} bmc_input;

/* One evaluation of an original expression (a repair site). */
typedef struct bmc_site_def {
  const ir_expr *site;   /* the original expression */
  int copy;              /* 0, 1, ... per evaluation */
  Z3_ast lhs;            /* fresh constant that names the value */
  Z3_ast rhs;            /* its definition */
  Z3_ast guard;          /* the evaluation happens: its path and every
                            assumption before it hold */
  int nwatch;            /* bmc_opts.watch of the site: the variables' */
  Z3_ast *watch;         /* values there (bit-vectors), NULL when a
                            variable holds no integer (or does not exist
                            yet in this activation) */
} bmc_site_def;

typedef struct bmc bmc;

/* A Z3 context set up as the encoder expects (errors are fatal, exit 70;
 * after a limit was reached, or when Z3 runs out of memory, exit 5 with
 * the limit's summary), which the deadline's watchdog interrupts
 * (util/deadline.h).  Delete it with bmc_del_context. */
Z3_context bmc_new_context(void);
/* --memory for Z3 too, as a backstop: past 2 mb + 512 megabytes of its
 * own (the watchdog, which interrupts Z3 cleanly, acts at mb), a call
 * fails and the memory limit is reached (util/deadline.h); 0: none.  Set
 * once, before any context exists. */
void bmc_memory_limit(int mb);
/* After an unknown answer: did Z3 run out of memory?  Then the memory
 * limit is reached (deadline_passed() says so from now on). */
int bmc_unknown_memory(Z3_context z, Z3_solver s);
void bmc_del_context(Z3_context z);
/* Z3's incremental SAT-based bit-vector solver (assumptions without the
 * general SMT core), reference taken; timeout in seconds, 0 = none. */
Z3_solver bmc_bv_solver(Z3_context z, double timeout_s);
/* Has this process made a floating-point term?  Then bmc_bv_solver gives
 * a solver for QF_FPBV (the SAT-based QF_BV one does not take them). */
int bmc_fp_used(void);
/* A one-shot (not incremental) solver for a formula with floats, reference
 * taken: floats to bit-vectors, bit-blasting, SAT (bmc_check.c says why). */
Z3_solver bmc_fp_check_solver(Z3_context z);
/* A solver for one check, as bmc_check's (reference taken): Z3's full
 * preprocessing runs before bit-blasting, which a solver for a logic
 * (bmc_bv_solver) skips, pushed or not: a lone candidate proven equal to
 * its reference took 37 s there and 0.08 s here (median3).  Asked once;
 * for assumptions and push/pop use bmc_bv_solver. */
Z3_solver bmc_check_solver(Z3_context z, double timeout_s);
/* Set (or, with 0, lift) a solver's per-check timeout; every limit set
 * here is clipped to the --timeout deadline. */
void bmc_solver_timeout(Z3_context z, Z3_solver s, double seconds);
/* Both per-check limits: wall-clock seconds and Z3's resource count
 * (`rlimit`: the same work on every machine, so an answer cut short by it
 * is cut short everywhere); 0 lifts either. */
void bmc_solver_limits(Z3_context z, Z3_solver s, double seconds, unsigned rlimit);
/* f simplified as Z3 preprocesses a check (values propagated, equations
 * solved), for a formula added to an incremental solver, which skips that
 * preprocessing.  The constants keep[0..nkeep) are never solved away: the
 * result holds for exactly the values of them for which f is satisfiable
 * (other constants of f may be gone). */
Z3_ast bmc_presolve(Z3_context z, Z3_ast f, unsigned nkeep, const Z3_ast *keep);
/* t is an uninterpreted constant: an input, a site's name, a selection
 * literal (not a numeral, true or false). */
int bmc_is_name(Z3_context z, Z3_ast t);
/* Z3's resource count of s so far (it only grows): work measured the same
 * on a fast and a loaded machine, for budgets. */
double bmc_solver_work(Z3_context z, Z3_solver s);
/* The same limits as parameters (reference taken), for an optimizer. */
Z3_params bmc_limit_params(Z3_context z, double seconds, unsigned rlimit);

/* Encode; prints `file:line:col: error: ...` and returns NULL when the
 * program uses something the encoder cannot model.  Also NULL, silently,
 * when the --timeout deadline passes during the encoding (then
 * deadline_passed() says so). */
bmc *bmc_encode(const ir_prog *p, const bmc_opts *o, FILE *diag);
void bmc_free(bmc *b);

Z3_context bmc_ctx(const bmc *b);
const ir_prog *bmc_prog(const bmc *b);

/* The formula's parts. */
int bmc_nhard(const bmc *b);
Z3_ast bmc_hard(const bmc *b, int i);
int bmc_nsites(const bmc *b);
const bmc_site_def *bmc_site(const bmc *b, int i);
int bmc_nprops(const bmc *b);
const bmc_prop *bmc_propat(const bmc *b, int i);
int bmc_ninputs(const bmc *b);
const bmc_input *bmc_inputat(const bmc *b, int i);
/* The BMC_CELL_* of the cell input whose value is the term v (an
 * uninitialised local's contents, say); BMC_CELL_NONE if v is none. */
int bmc_cell_kind_of(const bmc *b, Z3_ast v);
/* Some run needs more than the bound: its violation term (false if no cut). */
Z3_ast bmc_cut(const bmc *b);

/* Where runs are cut: each unwound loop, recursive call or heap block at
 * which some path may need more than the encoding holds. */
typedef struct bmc_cutsite {
  bmc_cutkind kind;
  ir_loc loc;
  Z3_ast reach;          /* a run is cut here */
  const ir_func *func;   /* BMC_CUT_STRING: the model whose loop it is */
} bmc_cutsite;
int bmc_ncuts(const bmc *b);
const bmc_cutsite *bmc_cutat(const bmc *b, int i);
/* The distinct places (by location) where some run is cut, in order of
 * the first cut there, at most max; a fresh solver per run found.
 * Returns how many were written, -1 when a solver gave up. */
int bmc_cut_places(bmc *b, bmc_cutsite *out, int max);
/* A run ends within the bound: every assumption on it holds (and it is
 * not cut, which the cuts assume). */
Z3_ast bmc_finished(const bmc *b);
/* Some run ends within the bound (a fresh solver); -1 when it gave up. */
int bmc_some_run_ends(bmc *b);
/* Assumptions on the reference's runs (ir_func.reference): loads that may
 * read a cell input, each assumed not to, and properties of its own (an
 * index, a divisor), each assumed to hold, as what it leaves undefined is
 * no input of the specification.  With any, a complete check may still
 * compare no run at all. */
int bmc_nassumed_written(const bmc *b);
/* Of those, the reference's properties assumed to hold. */
int bmc_nref_undefined(const bmc *b);
/* Assert the program formula (hard constraints and every site definition). */
void bmc_assert_program(const bmc *b, Z3_solver s);
/* Some property fails: the disjunction of every violation term. */
Z3_ast bmc_violation(const bmc *b);

/* ---- checking ---------------------------------------------------------- */

typedef enum bmc_status { BMC_VERIFIED, BMC_VIOLATED, BMC_UNKNOWN } bmc_status;

typedef struct bmc_value {
  const bmc_input *input;
  int64_t value;           /* sign- or zero-extended per the input's type;
                              a float or double: its IEEE-754 bits */
  char *name;              /* a cell: its path ("a[2].x"), else NULL */
} bmc_value;

typedef struct bmc_result {
  bmc_status status;
  int complete;            /* no run is cut by the bound */
  const bmc_prop *prop;    /* VIOLATED: the first property that fails */
  int nvalues;
  bmc_value *values;       /* VIOLATED: inputs on the failing run, in order */
  double solve_s;
  char reason[128];        /* UNKNOWN: the solver's reason */
  int argv_max_argc;       /* main takes argv: the bounds assumed (else 0) */
  int argv_max_len;
  int timed_out;           /* a limit stopped the command: --timeout, or */
  int by_memory;           /* set by the caller: --memory (then memory_mb
                              is the limit, 0 when none was set and an
                              allocation failed) */
  int memory_mb;
  int unwind;              /* the loops' bound the check used */
  int stdin_bytes;         /* set by the caller: stdin's bound when the
                              program reads it through the stdio model */
  int stdin_tokens;        /* set by the caller: stdin is typed tokens
                              (then stdin_bytes is 0), at most this many */
  int tokens_exact;        /* and no run reads more: "any N numbers" */
  int tokens_double;       /* the tokens are doubles, not integers */
  int stdin_text;          /* set by the caller: the stdin_bytes are text
                              (printable, blanks, tabs, newlines) */
  const char *ref_uninit;  /* set by the caller: the --reference file when
                              it may read memory nobody wrote; runs on
                              which it does were not compared */
  const char *ref_undefined; /* set by the caller: the --reference file
                              when inputs on which it does what C leaves
                              undefined were left out (bmc_nref_undefined) */
  int compared_none;       /* and every run within the bound does */
  const char *sandbox;     /* set by the caller: "bwrap" or "rlimits" when the
                              programs ran natively (check --reference), */
  const char *sandbox_text;/* and the summary's line for it; else NULL */
  int max_string;          /* set by the caller: the --max-string bound when
                              the program calls a model it bounds, else 0 */
} bmc_result;

/* Check every property with a fresh solver.  Free with bmc_result_free. */
void bmc_check(bmc *b, bmc_result *r);
/* The same, and on a violation fn sees the counterexample's model (valid
 * only during the call) after r is filled in. */
typedef void (*bmc_model_fn)(void *ctx, Z3_model m, const bmc_result *r);
void bmc_check_model(bmc *b, bmc_result *r, bmc_model_fn fn, void *ctx);
/* Index of a property (for APIs that take bmc_propat indexes). */
int bmc_prop_index(const bmc *b, const bmc_prop *p);
void bmc_result_free(bmc_result *r);
/* The stdin of a violation, when p reads it through the stdio model: its
 * bytes (the first cap of them) into out; returns its length, or -1 when
 * the run reads no stdin model.  Under typed input (the model's
 * stdin_tokens) the bytes are the text the tokens stand for: each in
 * decimal, one blank apart, a newline after the last. */
int bmc_result_stdin(const ir_prog *p, const bmc_result *r, unsigned char *out, int cap);

/* A token of typed input. */
typedef struct bmc_token {
  int is_double;
  int64_t ival;
  double dval;
} bmc_token;
/* The tokens present on the violation's run under typed input (the first
 * cap into out): their number, or -1 when the run read bytes or nothing. */
int bmc_result_tokens(const ir_prog *p, const bmc_result *r, bmc_token *out, int cap);
/* A token as the text the model reads it from: an integer in decimal, a
 * double in the fewest digits that strtod and strtof read back as the
 * model's value and its float rounding (exactly, where those disagree). */
void bmc_token_text(const bmc_token *t, char *buf, size_t n);

#endif
