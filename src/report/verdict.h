/* verdict.h - print the result of `amend check` and `amend localize` as text or JSON. */
#ifndef AMEND_VERDICT_H
#define AMEND_VERDICT_H

#include <stdio.h>

#include "bmc/bmc.h"

typedef struct verdict_times {
  double parse_s, encode_s, solve_s;
} verdict_times;

void verdict_text(FILE *o, const ir_prog *p, const bmc_result *r, int unwind);
void verdict_json(FILE *o, const ir_prog *p, const bmc_result *r, const verdict_times *t);

/* `amend localize`: after the verdict, the must location set (slot roots). */
void verdict_must_text(FILE *o, const ir_prog *p, const ir_expr *const *must, int n);
void verdict_must_json(FILE *o, const ir_prog *p, const bmc_result *r, const ir_expr *const *must, int n);

/* `amend diagnose`: after the verdict, the minimal diagnoses. */
typedef struct verdict_diag {
  int ncomps;
  const ir_expr *const *comps;   /* components, in source order */
  int ninputs;                   /* |J| */
  int n;                         /* diagnoses */
  const int *size;
  int *const *sets;              /* component indexes */
  int complete;                  /* every minimal diagnosis up to max_size is listed */
  int max_size;
  double elapsed_s;
} verdict_diag;

void verdict_diag_text(FILE *o, const ir_prog *p, const verdict_diag *d);
void verdict_diag_json(FILE *o, const ir_prog *p, const bmc_result *r, const verdict_diag *d);

/* The environment the verdict assumed, for the summaries of every
 * command: `,"undefined_functions":[...]` (functions called without a
 * body), `,"argv":{"max_argc":N,"max_arg_len":L}`, and the text line
 * "argv: 1 <= argc <= N, each argv[i] at most L characters". */
void verdict_undefined_json(FILE *o, const ir_prog *p);
void verdict_argv_json(FILE *o, int max_argc, int max_len);
void verdict_argv_text(FILE *o, int max_argc, int max_len);
/* Typed stdin (--reference, load/iomodel.h): the line "stdin: any N
 * numbers (integers, ...)" (exact: no run reads more) or "stdin: at most N
 * numbers (...)", and `,"io":"typed","stdin_bound":"any N numbers",
 * "max_tokens":N,"token_kind":"integer"|"double"`. */
/* --input-range LO:HI: the typed stdin lines below say each number is
 * in [lo, hi], and JSON gives "stdin_range" (set once, by main). */
void verdict_input_range(long lo, long hi);
void verdict_tokens_text(FILE *o, int tokens, int exact, int dbl);
/* Stdin as bytes: "stdin: at most N bytes" and `,"io":"bytes","stdin_bytes":N`;
 * as text (text 1), "stdin: any text of at most N characters (...)" and
 * `,"io":"typed","stdin_bound":"any text of at most N characters",
 * "token_kind":"text","stdin_bytes":N`. */
void verdict_bytes_text(FILE *o, int bytes, int text);
void verdict_bytes_json(FILE *o, int bytes, int text);
void verdict_tokens_json(FILE *o, int tokens, int exact, int dbl);
/* The reference's runs left out (--reference REF.c that may read memory
 * nobody wrote; NULL: nothing): `,"reference_uninit_excluded":true` and
 * "reference: runs on which REF.c reads uninitialised memory are not
 * compared". */
void verdict_ref_uninit_json(FILE *o, const char *ref);
void verdict_ref_uninit_text(FILE *o, const char *ref);
/* The --max-string bound (N > 0: the program calls a model it bounds):
 * "strings: the C library's loops run up to N characters (--max-string)"
 * and `,"max_string":N`. */
void verdict_max_string_text(FILE *o, int n);
void verdict_max_string_json(FILE *o, int n);
/* A run cut inside such a model: "strcpy at main.c:14:5 copies more than
 * N characters (--max-string)" (verb: the model's string_verb). */
void verdict_string_text(FILE *o, const char *fn, const char *verb, const char *file, unsigned line, unsigned col,
                         int max);

/* How the user's program ran natively (native/sandbox.h, filled by the
 * caller): mode "bwrap" or "rlimits", the summary's line after
 * "sandbox: ", and how many runs each limit stopped.  Nothing is printed
 * when mode is NULL (no native run). */
typedef struct verdict_sandbox {
  const char *mode, *text;
  long runs, time, cpu, file_size, output, orphans;
  double run_s;        /* wall-clock seconds in those runs, */
  double stopped_s;    /* of them in runs a time or CPU limit ended, */
  long compiles;       /* and in the compiler (with stops only) */
  double compile_s;
} verdict_sandbox;
/* ,"sandbox":"M" and, with stops, ,"sandbox_stops":{...} and
 * ,"native":{"runs","run_s","stopped_s","compiles","compile_s"} */
void verdict_sandbox_json(FILE *o, const verdict_sandbox *s, int stops);
/* "sandbox: TEXT" and, with stops, what the limits stopped */
void verdict_sandbox_text(FILE *o, const verdict_sandbox *s, int stops);

#endif
