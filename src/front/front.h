/* front.h - libclang front end: C source files -> IR.
 *
 * Parses each file with libclang (extra arguments such as -I/-D are passed
 * through), checks that the program stays inside the supported subset of C,
 * and lowers it into one ir_prog.  Every diagnostic goes to `diag` as
 *   file:line:col: error: message
 * (clang's own errors pass through in that form; unsupported constructs are
 * named: "unsupported: goto statement").
 *
 * Outside lenient mode the C library models of models/libc (C source, parsed
 * like the user's files) join the program: a call to strlen reaches a C
 * definition of strlen.  Their files and functions carry `lib` and are
 * never repair sites.  A function the user defines replaces the model.
 */
#ifndef AMEND_FRONT_H
#define AMEND_FRONT_H

#include <stdio.h>
#include "ir/ir.h"

typedef struct front_opts {
  int nargs;                 /* extra clang arguments (-I, -D, -U, -std=...) */
  const char *const *args;
  /* 1: map a whole real program instead of refusing what the subset cannot
   * express.  Such expressions become IR_OPAQUE, such statements
   * IR_S_OPAQUE, such types opaque (see ir.h); nothing about them is
   * printed.  clang's own errors (syntax, unknown names) still print and
   * fail the parse.  The result is for source rewriting and mutation, never
   * for the encoder. */
  int lenient;
  /* 1: refuse a call to a function without a body (C library functions
   * without a model included) instead of making its result an input. */
  int strict;
  /* standard input is at most this many bytes (0: the default) */
  int stdin_bytes;
  /* how the output kept for comparison is normalised (--compare): 0 not
   * at all, 1 space, 2 tokens, 3 numbers (the rules of native/judge.h) */
  int compare;
  /* 1: printf, puts and the other output calls write the output the stdio
   * model keeps, for a comparison with a reference's (whole-program
   * --reference).  0 (every other use): their arguments are evaluated and
   * their results are inputs, but what they print is not modelled, which
   * keeps them cheap and accepts every format. */
  int outputs;
  /* the C library's loops over strings and buffers run up to this many
   * characters (--max-string; 0: the default), and a string made up for
   * a C89 call without a declaration has at most this many */
  int max_string;
} front_opts;

#define FRONT_DEFAULT_STDIN_BYTES 8
/* 64: the literals and input lines of course and contest programs fit,
 * a string of it copied into the `char s[100]` of a benchmark harness
 * does not overflow, and 65 iterations over symbolic characters stay
 * cheap for Z3 */
#define FRONT_DEFAULT_MAX_STRING 64

/* Returns the program, or NULL after printing at least one error. */
ir_prog *front_parse(int nfiles, const char *const *files,
                     const front_opts *opts, FILE *diag);

/* The standard header that declares the C library function fn, as
 * "stdlib.h" into buf, when a model of models/libc provides fn (a model
 * file is named after its header); 0 otherwise.  For an edit that brings a
 * call of fn into a program that may not include the header. */
int front_model_header(const char *fn, char *buf, size_t cap);

/* Are two files (path and text each, the paths distinct) the same C
 * tokens, lexed with the clang arguments given?  Comments and layout do
 * not count.  1 yes, 0 no (also where a quoted #include would resolve
 * next to each file), -1 when libclang could not lex one of them. */
int front_same_tokens(const char *path_a, const char *text_a, size_t len_a, const char *path_b, const char *text_b,
                      size_t len_b, const char *const *args, int nargs);

#endif
