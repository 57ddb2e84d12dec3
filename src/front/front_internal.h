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
 *
 * Lenient mode (front_lenient.c) adds catch frames: every expression,
 * initialiser, statement and type is lowered under its own frame, an
 * unsupported construct jumps silently to the innermost one, and that
 * frame replaces what it was lowering with an opaque node.  The same rule
 * about libclang resources makes those jumps leak-free too.
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
  unsigned seq;             /* creation order (lenient: undo a failed type) */
  struct front_tyent *next;
} front_tyent;

/* The expressions lowered directly inside one lenient frame: what an
 * opaque node built in its place keeps as args. */
typedef struct front_kids {
  ir_expr **v;
  int n, cap;
} front_kids;

/* A lenient catch frame (front_try), with the context it restores. */
typedef struct front_catch front_catch;
struct front_catch {
  jmp_buf jb;
  front_catch *up;
  int depth, fold, in_type;
  const char *nondet_hint;
  ir_type *switch_ty;
  ir_func *fn;
  front_kids *kids;
};

typedef struct front_unit {
  const char *path;         /* as given */
  CXTranslationUnit tu;
  CXFile file;              /* the main file */
  int index;                /* ir file index */
  unsigned *lines;          /* byte offset of each line start */
  unsigned nlines;
  const char *text;         /* a library model's source (NULL: read path) */
  int lib;                  /* a library model, not a user file */
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
  unsigned ntyents;         /* struct types interned so far */
  /* lenient mode */
  int lenient;
  front_catch *catch;       /* innermost catch frame, or NULL */
  front_kids *kids;         /* collects the expressions lowered now, or NULL */
  int in_type;              /* converting a type (only the outermost catches) */
  int strict;               /* front_opts.strict */
  int outputs;              /* front_opts.outputs */
  int max_string;           /* front_opts.max_string, the default filled in */
} front_ctx;

/* The C library models (the C files of models/libc), embedded at build time by
 * CMake; the list ends with a NULL name. */
typedef struct front_libfile {
  const char *name;         /* "string.c" */
  const char *text;
  size_t len;
} front_libfile;
extern const front_libfile front_libfiles[];

/* ---- front.c: diagnostics, locations, cursors, symbols ---------------- */

/* Print "file:line:col: error: unsupported: ..." at cursor and bail out
 * (inside a lenient catch frame: jump to it without printing). */
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
/* The opaque type that stands for clang type t (lenient mode). */
ir_type *front_ty_opaque(front_ctx *c, CXType t);

/* ---- front_expr.c ---------------------------------------------------- */

/* Lower an expression (in lenient mode under a catch frame). */
ir_expr *front_expr(front_ctx *c, CXCursor cur);
/* The same without a frame: what a lenient frame runs. */
ir_expr *front_expr_node(front_ctx *c, CXCursor cur);
/* Convert e to type t the way C converts implicitly (assignment, argument,
 * return); refuses conversions the IR cannot express. */
ir_expr *front_convert(front_ctx *c, ir_expr *e, ir_type *t, int implicit, CXCursor at);
/* An integer constant (or null pointer) v of type t, in t's width. */
ir_expr *front_const(front_ctx *c, ir_type *t, int64_t v, ir_loc loc);
/* A float or double constant (v rounded to t). */
ir_expr *front_fconst(front_ctx *c, ir_type *t, double v, ir_loc loc);
/* clang's value of a constant of floating type; 0 if it has none. */
int front_eval_float(CXCursor cur, double *out);
ir_expr *front_float_literal(front_ctx *c, CXCursor cur);
/* Fold a constant integer expression; returns 0 if it is not one. */
int front_eval_int(CXCursor cur, int64_t *out);

/* ---- front_call.c ---------------------------------------------------- */

/* A call expression; hint names the value a nondet call gives (the
 * variable it initialises), or NULL. */
ir_expr *front_call(front_ctx *c, CXCursor cur, const char *hint);
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

/* ---- front_init.c ---------------------------------------------------- */

/* An initialiser for an object of type t (expression or {...} list). */
ir_expr *front_init(front_ctx *c, CXCursor init, ir_type *t);
ir_expr *front_init_node(front_ctx *c, CXCursor init, ir_type *t);  /* no frame */
/* `(T){...}`: IR_COMPOUND over a fresh unnamed object. */
ir_expr *front_compound_literal(front_ctx *c, CXCursor cur);

/* ---- front_string.c -------------------------------------------------- */

/* A string literal in an expression: a `literal` global array. */
ir_expr *front_string_literal(front_ctx *c, CXCursor cur);
/* The bytes of string literal lit (without its NUL), unescaped. */
const char *front_string_value(front_ctx *c, CXCursor lit, size_t *len);
/* An unnamed char array holding s[0..len) and a NUL, as a literal would. */
ir_expr *front_string_bytes(front_ctx *c, ir_loc loc, const char *s, size_t len);
/* printf, fprintf and scanf of the stdio model with a literal format:
 * the call split into the model's per-directive primitives; NULL when
 * cur is no such call (front_stdio.c). */
ir_expr *front_stdio_call(front_ctx *c, CXCursor cur, const char *name);
/* printf or fprintf left whole (outputs not compared) with a literal
 * format a conversion of which has no argument: the violation to run
 * before the call; else NULL (front_stdio.c). */
ir_expr *front_stdio_noarg(front_ctx *c, CXCursor cur, const char *name);
/* A string literal initialising a char array of type t: a char list. */
ir_expr *front_string_init(front_ctx *c, CXCursor cur, ir_type *t);

/* ---- front_heap.c: heap calls and variable-length arrays ------------- */

int front_heap_name(const char *name);   /* malloc, calloc, realloc, free, alloca */
/* The IR_ALLOC or IR_FREE of a call to one of those. */
ir_expr *front_heap_call(front_ctx *c, CXCursor call, const char *name);
/* e converted to pointer type t: an allocation takes t as its type. */
ir_expr *front_heap_type(front_ctx *c, ir_expr *e, ir_type *t);
/* The int result `call` of a C89 call without a declaration, used as a
 * pointer of type t: a fresh object of t's pointee (IR_HEAP_FRESH; char:
 * a string of --max-string characters), as CBMC makes one. */
ir_expr *front_heap_fresh(front_ctx *c, ir_expr *call, ir_type *t, CXCursor at);
/* After lowering: a block whose pointer stays `void *` where it is made
 * (`void *new_node(void) { return malloc(8U); }`) takes the type of its
 * first typed use, the caller's conversion of the result. */
void front_heap_settle(ir_prog *p);
int front_heap_is_vla(front_ctx *c, CXCursor var);   /* a local VLA (strict mode) */
ir_stmt *front_heap_vla(front_ctx *c, CXCursor var); /* its declaration */

/* ---- front_fptr.c: function pointers ----------------------------------- */

/* The IR_TY_FUNC of clang function type t (refused in lenient mode, where
 * function pointers stay opaque). */
ir_type *front_func_type(front_ctx *c, CXType t, CXCursor at);
/* A reference to function decl used as a value: IR_FUNCADDR. */
ir_expr *front_funcaddr(front_ctx *c, CXCursor ref_expr, CXCursor decl);
/* Does `&operand` (deref 0) or `*operand` (deref 1) act on a function
 * designator?  Then front_func_operand lowers it: the pointer itself. */
int front_is_func_operand(CXCursor unop, CXCursor operand, int deref);
ir_expr *front_func_operand(front_ctx *c, CXCursor unop, CXCursor operand, int deref);
/* Is the callee of call a function's name (`f(x)`, `(f)(x)`), not an
 * expression that yields a pointer (`pick(d)(x)`, `(*p)(x)`)? */
int front_direct_callee(front_ctx *c, CXCursor call);
/* A call whose callee is not a named function: IR_CALLPTR. */
ir_expr *front_call_ptr(front_ctx *c, CXCursor call);

/* ---- front_stmt.c ---------------------------------------------------- */

/* Pass 1 over one unit: declare functions and globals. */
void front_declare_unit(front_ctx *c);
/* Pass 2 over one unit: lower bodies and initialisers. */
void front_lower_unit(front_ctx *c);
/* The global variable a file-scope (or extern) VarDecl denotes. */
ir_var *front_global_var(front_ctx *c, CXCursor decl, CXCursor at);

/* ---- front_builtin.c --------------------------------------------------- */

/* A call to a compiler intrinsic lowered to IR arithmetic (__builtin_bswap*,
 * clz, ctz, popcount, abs), or NULL when name is none of them. */
ir_expr *front_builtin(front_ctx *c, CXCursor call, const char *name);

/* ---- front_goto.c: labels and goto (strict mode) ------------------------ */

ir_stmt *front_label(front_ctx *c, CXCursor label_stmt);  /* IR_S_LABEL */
ir_stmt *front_goto(front_ctx *c, CXCursor goto_stmt);    /* IR_S_GOTO */
/* After f's body is lowered: number labels, resolve gotos, refuse the
 * backward jumps the encoder cannot unwind. */
void front_check_gotos(front_ctx *c, ir_func *f);

/* ---- front_lenient.c: catch frames ------------------------------------ */

typedef void *(*front_try_fn)(front_ctx *c, CXCursor cur, void *arg);
/* Run fn(c, cur, arg) under a catch frame.  Returns 1 with its result in
 * *out, or 0 when an unsupported construct was met inside: nothing was
 * printed and the context (depth, hints, current function...) is as it
 * was before the call.  kids (may be NULL) collects the expressions that
 * front_expr lowered directly inside. */
int front_try(front_ctx *c, front_try_fn fn, CXCursor cur, void *arg, front_kids *kids,
              void **out);
/* Lenient front_expr / front_init: on failure an IR_OPAQUE for cur of the
 * given type (NULL: clang's type of cur) keeping what did lower. */
ir_expr *front_lenient_expr(front_ctx *c, CXCursor cur);
ir_expr *front_lenient_init(front_ctx *c, CXCursor init, ir_type *t);
/* A call the subset cannot express, as IR_OPAQUE named `name` with its
 * arguments lowered (leniently) as args. */
ir_expr *front_opaque_call(front_ctx *c, CXCursor call, const char *name);
/* May e be the condition of if/while/for/do/assert? (scalars; in lenient
 * mode opaque types too) */
int front_cond_ok(front_ctx *c, const ir_expr *e);

#endif
