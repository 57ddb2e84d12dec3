/* front_internal.h - shared state of the libclang front end.
 *
 * Lowering runs in two passes over every translation unit: pass 1 records
 * the functions and global variables each file defines (so a call or a
 * reference in one file can reach a definition in another), pass 2 lowers
 * bodies and initialisers.
 *
 * Errors: the first unsupported construct of a file is printed and the
 * lowering of that file is abandoned with longjmp back to the file loop.
 * Only front code lies between the setjmp and the longjmp (libclang
 * callbacks never raise), and every libclang resource is released before
 * anything that can raise is called, so the jump leaks nothing; IR memory
 * lives in the program's arena.
 */
#ifndef AMEND_FRONT_INTERNAL_H
#define AMEND_FRONT_INTERNAL_H

#include <clang-c/Index.h>
#include <setjmp.h>
#include <stdio.h>

#include "front/front.h"
#include "ir/ir.h"

/* Maximum nesting of statements/expressions we recurse into; deeper input
 * (fuzzers love it) is refused instead of overflowing the stack. */
#define FRONT_MAX_DEPTH 2000

/* A (cursor -> variable) binding: locals, parameters, static locals. */
typedef struct front_bind {
  CXCursor decl;
  ir_var *var;
  struct front_bind *next;
} front_bind;

#define FRONT_NBUCKETS 256

/* A named program-level symbol: a global variable (key "name" for external
 * linkage, "file#name" for internal) or a defined function. */
typedef struct front_sym {
  const char *key;
  ir_var *var;          /* global variable, or NULL */
  ir_func *func;        /* defined function, or NULL */
  int file;             /* defining file */
  int has_init;         /* a global with an initialiser was seen */
  int lowered;          /* initialiser / body already lowered */
  int lowering;         /* initialiser being lowered (guards cycles) */
  CXCursor def;         /* the defining cursor (in file's TU) */
  struct front_sym *next;
} front_sym;

/* Struct types are interned by USR so one struct has one ir_type. */
typedef struct front_tyent {
  const char *usr;
  ir_type *type;
  struct front_tyent *next;
} front_tyent;

typedef struct front_unit {
  const char *path;         /* as given */
  CXTranslationUnit tu;
  CXFile file;              /* the main file */
  int index;                /* ir file index */
  unsigned *lines;          /* byte offset of each line start */
  unsigned nlines;
} front_unit;

typedef struct front_ctx {
  ir_prog *p;
  FILE *diag;
  int nerrors;
  front_unit *units;
  int nunits;
  front_unit *u;            /* unit being lowered */
  jmp_buf *bail;            /* where a reported error jumps to */
  int depth;
  ir_func *fn;              /* function being lowered, or NULL */
  front_bind *locals[FRONT_NBUCKETS];
  front_sym *syms[FRONT_NBUCKETS];
  front_tyent *types[FRONT_NBUCKETS];
  const char *nondet_hint;  /* name for an IR_NONDET reached through casts */
  int fold;                 /* static initialiser: fold scalars to IR_CONST */
  ir_type *switch_ty;       /* type of the innermost switch's condition */
} front_ctx;

/* ---- front.c: diagnostics, locations, cursors, symbols ---------------- */

/* Print "file:line:col: error: unsupported: ..." at cursor and bail out. */
_Noreturn void front_unsupported(front_ctx *c, CXCursor at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Same, for an error message without the "unsupported: " prefix. */
_Noreturn void front_error(front_ctx *c, CXCursor at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

ir_loc front_loc(front_ctx *c, CXCursor cur);       /* extent of a cursor */
ir_loc front_loc_at(front_ctx *c, unsigned off, unsigned end); /* in the unit's file */
ir_loc front_name_loc(front_ctx *c, CXCursor cur);  /* the declared name */
const char *front_text(front_ctx *c, unsigned *len); /* the unit's file text */

/* Children of a cursor, allocated in the arena.  Returns the count. */
int front_children(front_ctx *c, CXCursor cur, CXCursor **out);
/* Only the children that are expressions. */
int front_expr_children(front_ctx *c, CXCursor cur, CXCursor **out);
const char *front_spelling(front_ctx *c, CXCursor cur);   /* arena copy */
const char *front_kind_name(front_ctx *c, CXCursor cur);  /* arena copy */
int front_is_main_file(front_ctx *c, CXCursor cur);

void front_enter(front_ctx *c, CXCursor at);   /* depth guard */
void front_leave(front_ctx *c);

void front_bind_local(front_ctx *c, CXCursor decl, ir_var *v);
ir_var *front_find_local(front_ctx *c, CXCursor decl);
void front_clear_locals(front_ctx *c);

front_sym *front_sym_get(front_ctx *c, const char *key, int create);
/* The symbol-table key of a file-scope variable or function. */
const char *front_sym_key(front_ctx *c, CXCursor decl);

/* ---- front_types.c --------------------------------------------------- */

ir_type *front_type(front_ctx *c, CXType t, CXCursor at);
int front_ty_same(const ir_type *a, const ir_type *b);
ir_type *front_ty_promote(front_ctx *c, ir_type *t);
ir_type *front_ty_common(front_ctx *c, ir_type *a, ir_type *b);
ir_type *front_ty_size(front_ctx *c);   /* size_t: unsigned long */

/* ---- front_expr.c ---------------------------------------------------- */

ir_expr *front_expr(front_ctx *c, CXCursor cur);
/* Convert e to type t the way C converts implicitly (assignment, argument,
 * return); refuses conversions the IR cannot express. */
ir_expr *front_convert(front_ctx *c, ir_expr *e, ir_type *t, int implicit, CXCursor at);
/* An initialiser for an object of type t (expression or {...} list). */
ir_expr *front_init(front_ctx *c, CXCursor init, ir_type *t);
/* Name of the spec/builtin primitive a call cursor denotes, or NULL. */
typedef enum front_prim {
  FRONT_P_NONE, FRONT_P_ASSERT, FRONT_P_CPROVER_ASSERT, FRONT_P_ASSUME,
  FRONT_P_ERROR, FRONT_P_ABORT, FRONT_P_NONDET, FRONT_P_CALL, FRONT_P_UNDEF
} front_prim;
front_prim front_classify_call(front_ctx *c, CXCursor call, const char **name);
/* The condition argument of assert/assume, without the conversion to the
 * parameter type (a condition is any scalar). */
ir_expr *front_cond_arg(front_ctx *c, CXCursor arg);
/* Names that are always specification primitives (their definitions, if
 * any, are not lowered): reach_error, assert, __CPROVER_assume, abort ... */
int front_is_primitive_name(const char *name);
/* Fold a constant integer expression; returns 0 if it is not one. */
int front_eval_int(CXCursor cur, int64_t *out);

/* ---- front_stmt.c ---------------------------------------------------- */

/* Pass 1 over one unit: declare functions and globals. */
void front_declare_unit(front_ctx *c);
/* Pass 2 over one unit: lower bodies and initialisers. */
void front_lower_unit(front_ctx *c);
/* The global variable a file-scope (or extern) VarDecl denotes. */
ir_var *front_global_var(front_ctx *c, CXCursor decl, CXCursor at);

#endif
