/* iomodel.h - which model of stdin and stdout a whole-program comparison
 * uses (--reference without --entry).
 *
 * The stdio model (models/libc/stdio.c) has two models of each side:
 * - stdin as bytes (at most --stdin-bytes of them), or as typed tokens:
 *   when both programs read stdin only through scanf's number conversions
 *   with a literal format, base 10, no width and no literal character to
 *   match, the k-th conversion reads the k-th token: a finite double when
 *   every conversion is a floating-point one (every double strtod returns),
 *   else an integer (every int, or every long when a conversion reads a
 *   long), which a floating-point conversion reads as strtod reads its
 *   digits;
 * - stdout as bytes, or with printed numbers kept as values (%d without a
 *   width, %.Nf), compared without rendering their digits.
 * Typed tokens cover fewer inputs (numbers written plainly) but every
 * value of them; bytes cover every byte string up to a length.  A program
 * pair that reads characters only reads text (IOM_TEXT); one that reads
 * characters and numbers falls back to bytes.  This module
 * reads the IR of the program and the reference (after the front end
 * split every format into the model's primitives) and decides. */
#ifndef AMEND_IOMODEL_H
#define AMEND_IOMODEL_H

#include "ir/ir.h"

/* --io: auto (typed where exact), typed (an error where it is not), bytes */
typedef enum { IO_AUTO, IO_TYPED, IO_BYTES } io_choice;

/* The token kinds, as the stdio model numbers them (IO_INT ... there).
 * IOM_TEXT: stdin is read as characters only (getchar, fgets, %c, %s,
 * literals to match), never as numbers: it is text, lines of printable
 * ASCII characters, blanks and tabs, each ending with a newline (no NUL or
 * other control byte, no end of input in the middle of a line), at most
 * --stdin-bytes in all, read by the byte model's own code, so exact on
 * every such text. */
enum { IOM_BYTES = 0, IOM_INT = 1, IOM_LONG = 2, IOM_DOUBLE = 3, IOM_TEXT = 4 };

/* Tokens when the number a run reads has no static bound (a conversion
 * in a loop or in a recursive function), and the most allowed. */
#define IOM_DEFAULT_TOKENS 8
#define IOM_MAX_TOKENS 32

typedef struct iomodel {
  int in;           /* IOM_*: the kind of every token, or IOM_BYTES */
  int out;          /* 1: printed numbers are values (typed output) */
  int tokens;       /* typed numbers: tokens at most (text: 0) */
  int exact;        /* typed numbers: no run reads more than `tokens` (the
                       conversions are not in loops), so the bound is
                       "any N numbers", not "at most N" */
  int reads;        /* some function reads stdin */
  char where[160];  /* bytes: the place that reads stdin otherwise, as
                       "file:line:col" ("" if typed) */
  char why[120];    /* and what it does ("getchar reads characters") */
} iomodel;

/* Decide for the merged program p (the program's functions and the
 * reference's, renamed with HARNESS_REF_PREFIX).  tokens: --stdin-tokens
 * (0: the default).  Deterministic: called again on the same program it
 * gives the same answer. */
void iomodel_decide(const ir_prog *p, io_choice choice, int tokens, iomodel *m);

#endif
