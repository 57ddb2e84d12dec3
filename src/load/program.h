/* program.h - what the user asked to check or repair, loaded as one IR
 * program: the files, the front-end flags, and an optional reference
 * implementation against which the entry function (or, without --entry,
 * the whole program: its output and exit code) must be equivalent. */
#ifndef AMEND_PROGRAM_H
#define AMEND_PROGRAM_H

#include <stdio.h>

#include "bmc/bmc.h"
#include "ir/ir.h"

/* --compare: how two outputs are compared (test suites, and the
 * reference's output).  SPACE, TOKENS, NUMBERS: as native/judge.h says
 * (the same order as its judge_mode, after EXACT). */
typedef enum { SPEC_COMPARE_EXACT, SPEC_COMPARE_SPACE, SPEC_COMPARE_TOKENS, SPEC_COMPARE_NUMBERS } spec_compare;

typedef struct program_spec {
  int nfiles;
  const char *const *files;
  int nclang;
  const char *const *clang;    /* -I/-D/-U */
  const char *reference;       /* REF.c or NULL */
  const char *entry;           /* entry function or NULL (main) */
  bmc_env env;                 /* argv bounds: every encoding uses them */
  int strict;                  /* --strict: refuse calls without a body */
  int stdin_bytes;             /* --stdin-bytes N, 0: FRONT_DEFAULT_STDIN_BYTES */
  spec_compare compare;
  int io;                      /* --io: io_choice (load/iomodel.h), 0 auto */
  int stdin_tokens;            /* --stdin-tokens N, 0: counted or the default */
  int out_bytes;               /* printed numbers as bytes even where typed
                                  output would do (a typed difference that
                                  native runs did not confirm) */
  int max_string;              /* --max-string N, 0: FRONT_DEFAULT_MAX_STRING */
  double proof_s;              /* a re-check's solver calls get at most this
                                  long each (0: up to the deadline) */
  int range_set;               /* --input-range LO:HI: each typed number of */
  long range_lo, range_hi;     /* stdin is in [range_lo, range_hi] */
} program_spec;

/* The stdin bound of a program that reads stdin through the stdio model
 * as bytes or text (the default filled in), else 0. */
int program_stdin_bytes(const ir_prog *p, const program_spec *s);
/* 1 when that stdin is text (load/iomodel.h, IOM_TEXT): printable
 * characters, blanks, tabs and newlines only. */
int program_stdin_text(const ir_prog *p, const program_spec *s);
/* Under typed numbers (load/iomodel.h) the most tokens a run reads, *exact
 * set when no run reads more, *dbl when they are doubles; else 0. */
int program_stdin_tokens(const ir_prog *p, const program_spec *s, int *exact, int *dbl);

/* Parse (and, with a reference, build the equivalence harness).  NULL
 * after printing errors.  *entry_out is the function to run. */
ir_prog *program_load(const program_spec *s, const char **entry_out, FILE *diag);

/* Say once per function that calls without a body return inputs:
 * "warning: no body for 'f': its result is a nondeterministic input". */
void program_warn_undefined(const ir_prog *p, FILE *o);

/* When entry (NULL: main) is main(argc, argv), the bounds its arguments
 * are verified under (defaults filled in); else both 0. */
void program_argv_bounds(const ir_prog *p, const char *entry, const bmc_env *env, int *max_argc,
                         int *max_len);

/* The --max-string bound (the default filled in) when the program calls
 * a library model whose loops it bounds, or takes a string from a C89
 * call without a declaration; else 0: the summaries say it then. */
int program_max_string(const ir_prog *p, const program_spec *s);

/* Index in p->files of the reference file, or -1. */
int program_reference_file(const ir_prog *p, const program_spec *s);

#endif
