/* ir.h - the typed intermediate representation of a C program.
 *
 * The front end lowers libclang's AST into this IR; the bounded encoder
 * reads it.  The IR is a tree that stays close to the source: every
 * expression keeps the exact source range it came from, because repairs
 * are cut out of the original text by those ranges.
 *
 * Conversions are explicit.  Wherever C converts a value implicitly
 * (integer promotion, usual arithmetic conversion, assignment conversion,
 * array decay, conversion to _Bool for conditions is NOT inserted: see
 * below), the front end inserts an IR_CAST (or IR_DECAY) node, so the
 * encoder never has to know C's conversion rules: the operands of a binary
 * operator already have the operator's operand type.
 *
 * Conditions (if/while/for/do/?:/&&/||/!) are scalars of any integer or
 * pointer type; "true" means "not zero / not null".
 *
 * Lenient IR (front_opts.lenient) maps a whole real program: what the
 * subset cannot express becomes IR_OPAQUE / IR_S_OPAQUE nodes and opaque
 * types, and an if/while/for/do/assert condition may then have an opaque
 * type (`if (d)` with d a double).  Such IR is a map of the program for
 * source rewriting and mutation, never input to the encoder.
 *
 * All memory lives in one arena owned by the ir_prog.
 */
#ifndef AMEND_IR_H
#define AMEND_IR_H

#include <stddef.h>
#include <stdint.h>

/* ---- source locations ------------------------------------------------ */

/* A half-open byte range [off, end) in one file, with the 1-based line and
 * column of its first character.  file indexes ir_prog.files. */
typedef struct ir_loc {
  int file;
  unsigned line, col;
  unsigned off, end;
} ir_loc;

/* ---- types ----------------------------------------------------------- */

typedef enum ir_tykind {
  IR_TY_VOID,   /* void, and the opaque types (see ir_type.opaque) */
  IR_TY_INT,    /* every integer type, _Bool and enums */
  IR_TY_PTR,
  IR_TY_ARRAY,
  IR_TY_STRUCT,
  IR_TY_FLOAT,  /* float (bits 32) and double (bits 64): IEEE-754 binary32
                   and binary64; long double is refused */
  IR_TY_FUNC    /* a function type: elem is the return type, params the
                   parameter types (arrays already adjusted to pointers).
                   Only ever the elem of a pointer: a function designator
                   is lowered as a pointer to its function (IR_FUNCADDR),
                   so no expression or object has a function type */
} ir_tykind;

typedef struct ir_type ir_type;

typedef struct ir_field {
  const char *name;
  ir_type *type;
} ir_field;

struct ir_type {
  ir_tykind kind;
  int bits;          /* INT: 8,16,32,64; 1 for _Bool; FLOAT: 32 or 64 */
  int is_signed;     /* INT */
  int is_bool;       /* INT: _Bool (bits == 1) */
  ir_type *elem;     /* PTR: pointee (VOID for void*); ARRAY: element;
                        FUNC: return type (VOID for void) */
  uint64_t count;    /* ARRAY: number of elements (> 0); 0 for a variable-
                        length array, whose declaration (IR_S_DECL.vlen)
                        gives the length at run time */
  int nfields;       /* STRUCT */
  ir_field *fields;  /* STRUCT */
  int is_union;      /* STRUCT: a union; its fields all have one layout (the
                        same integer widths cell by cell) and share cell 0 */
  int nparams;       /* FUNC */
  ir_type **params;  /* FUNC */
  const char *name;  /* spelling for messages, e.g. "unsigned int" */
  int opaque;        /* VOID: a C type outside the subset (lenient front end
                        only); name is clang's spelling, e.g. "double",
                        "struct point", "int (*)(int)".  Two opaque types are
                        the same type when their names are equal.  An opaque
                        type is always a whole type: it never appears as the
                        element of a pointer or array or as a struct field
                        (any of those makes the enclosing type opaque). */
};

/* ---- variables ------------------------------------------------------- */

typedef struct ir_expr ir_expr;
typedef struct ir_stmt ir_stmt;
typedef struct ir_func ir_func;

typedef enum ir_storage {
  IR_GLOBAL,   /* file-scope or static local: zero-initialised, one object */
  IR_LOCAL,    /* block-scope automatic: one object per activation */
  IR_PARAM     /* function parameter: one object per activation */
} ir_storage;

typedef struct ir_var {
  int id;               /* dense index into ir_prog.vars */
  const char *name;     /* source name */
  ir_type *type;
  ir_storage storage;
  ir_func *func;        /* owning function for LOCAL/PARAM, else NULL */
  ir_loc loc;           /* the declarator */
  ir_expr *init;        /* GLOBAL: initialiser or NULL (zero) */
  int literal;          /* GLOBAL: an unnamed object (the array of a
                           string literal, a file-scope compound literal):
                           not the user's named state, and its initialiser
                           is never a slot */
  int undefined;        /* GLOBAL: declared `extern` and defined in no file
                           of the run: its contents are nondeterministic
                           inputs (as in CBMC), not zero */
} ir_var;

/* ---- expressions ----------------------------------------------------- */

typedef enum ir_exkind {
  IR_CONST,     /* integer constant: ival (two's complement in type's width), or a null pointer of pointer type;
                   of a FLOAT type: fval (exact: a float's value is a double's) */
  IR_VAR,       /* var: an lvalue */
  IR_UNOP,      /* op in {IR_NEG, IR_BITNOT, IR_LNOT, IR_PLUS}, a */
  IR_BINOP,     /* op, a, b: arithmetic, bitwise, shift, comparison.
                   Comparisons have type int; operands have the common type.
                   Pointer arithmetic: a is a pointer, b an integer (ADD/SUB),
                   or both pointers (SUB, comparisons). */
  IR_LAND,      /* a && b  (short-circuit), type int */
  IR_LOR,       /* a || b  (short-circuit), type int */
  IR_COND,      /* a ? b : c */
  IR_CAST,      /* (type) a: integer<->integer, integer->_Bool, ptr->ptr,
                   null constant->ptr.  implicit says whether it was written. */
  IR_DECAY,     /* array lvalue a -> pointer to its first element */
  IR_ASSIGN,    /* a = b, or a op= b when op != IR_NOP.  a is an lvalue.
                   For compound assignment, b has the computation type and
                   ctype is the type in which "a op b" is computed (the
                   encoder converts a to ctype, applies op, converts back). */
  IR_INCDEC,    /* ++a / a++ / --a / a-- : op is IR_ADD or IR_SUB, prefix flag */
  IR_CALL,      /* func(args...) to a function defined in the program */
  IR_NONDET,    /* nondet_*() / __VERIFIER_nondet_*(), or a call to a
                   function without a body: fresh value of type (void:
                   none); args (a body-less call's arguments) are
                   evaluated for their side effects and dropped */
  IR_INDEX,     /* a[b]: a is a pointer (after decay), b an integer; an lvalue */
  IR_MEMBER,    /* a.field: a is a struct lvalue or rvalue; field index */
  IR_DEREF,     /* *a: an lvalue */
  IR_ADDROF,    /* &a: a is an lvalue */
  IR_COMMA,     /* a, b */
  IR_INITLIST,  /* { args... } for arrays and structs; missing tail elements are zero */
  IR_ALLOC,     /* heap: a new block from malloc/calloc/realloc/alloca
                   (heap says which; name is the callee).  args are the
                   call's arguments, sizes converted to unsigned long
                   (realloc: args[0] the old pointer, args[1] the size).
                   type is the pointer the result is converted to: the
                   block is an array of type->elem; void * when the
                   result is never converted to a typed pointer. */
  IR_FREE,      /* free(a): type void */
  IR_OPAQUE,    /* lenient front end only: an expression the subset cannot
                   express.  loc is its exact range; type is clang's type
                   when it maps, else an opaque type (a failed initialiser:
                   the object's type).  A call the subset cannot express (to
                   a function the program does not define, such as printf
                   or strlen; through a pointer; with variadic arguments)
                   keeps name = the callee ("" through a pointer) and its
                   arguments in args.  Any other opaque node has name NULL
                   and keeps in args the sub-expressions that did lower (so
                   `d = (a + b) / 2.0` still shows `a + b`).  It may stand
                   where an lvalue is expected.  The encoder refuses it. */
  IR_FUNCADDR,  /* a function designator used as a value (`f`, `&f`, `*f`):
                   a pointer to callee's code; type is a pointer to callee's
                   function type */
  IR_CALLPTR,   /* a(args...): a call through a, a pointer to a function
                   (type->elem an IR_TY_FUNC); args are converted to its
                   parameter types and type is its return type.  The
                   encoder calls the function a points to; a null pointer
                   or one to a function of another type is a violation */
  IR_COMPOUND   /* a compound literal `(T){...}`: the unnamed object var, an
                   lvalue of type T.  In a function var is a local and a is
                   its initialiser: each evaluation initialises var anew (C11
                   6.5.2.5: one object per enclosing block).  At file scope
                   (and in a static initialiser) var is a `literal` global
                   holding the initialiser itself, and a is NULL */
} ir_exkind;

typedef enum ir_op {
  IR_NOP = 0,
  /* arithmetic */
  IR_ADD, IR_SUB, IR_MUL, IR_DIV, IR_REM,
  /* shifts */
  IR_SHL, IR_SHR,
  /* bitwise */
  IR_AND, IR_OR, IR_XOR,
  /* comparisons */
  IR_LT, IR_GT, IR_LE, IR_GE, IR_EQ, IR_NE,
  /* unary */
  IR_NEG, IR_BITNOT, IR_LNOT, IR_PLUS,
  /* floating-point primitives (UNOP on a float or double), which the math
   * models call through __builtin_sqrt and friends: a correctly rounded
   * square root, and rounding to an integral value downward, upward, to
   * nearest with ties away from zero, toward zero */
  IR_FSQRT, IR_FFLOOR, IR_FCEIL, IR_FROUND, IR_FTRUNC,
  /* BINOP: a (double or float) to the power b (an int: any value in
   * [-16, 16] when b is a constant, else in [-4, 4]; others give any
   * value): the exact power rounded down or up, either one (glibc's pow
   * is within one unit in the last place, so its result is one of the
   * two) */
  IR_FPOWI,
  /* more primitives of <math.h> (front_builtin.c): IR_FFMA, a BINOP with
   * a third operand c, is a * b + c rounded once (fma); IR_FLDEXP, a BINOP
   * of a float or double and an int, is a * 2^b rounded once (ldexp);
   * IR_FSIGNBIT, a UNOP of type int on a float or double, is 1 when its
   * sign bit is set (-0.0 too; a NaN reads as positive) */
  IR_FFMA, IR_FLDEXP, IR_FSIGNBIT,
  /* bit casts (UNOP): IR_FTOBITS, of type unsigned int or unsigned long,
   * is the IEEE-754 encoding of its float or double operand (a NaN gives
   * the positive quiet NaN 0x7fc00000 / 0x7ff8000000000000: the IR's NaN
   * has no sign or payload); IR_FFROMBITS, of type float or double, is
   * the float or double its unsigned operand of the same width encodes */
  IR_FTOBITS, IR_FFROMBITS
} ir_op;

/* IR_HEAP_FRESH: no call of the program's but a fresh object, made where
 * the int result of a C89 call without a declaration is used as a pointer
 * (front_heap_fresh): args[0] its size in bytes, its contents inputs, the
 * last cell of a char one NUL; it is never NULL and never freed. */
typedef enum ir_heapfn {
  IR_HEAP_MALLOC, IR_HEAP_CALLOC, IR_HEAP_REALLOC, IR_HEAP_ALLOCA, IR_HEAP_FRESH
} ir_heapfn;

struct ir_expr {
  int id;              /* unique within the program, dense */
  ir_exkind kind;
  ir_type *type;       /* the expression's type (after C's rules) */
  ir_loc loc;          /* exact source range of the expression */
  ir_loc oploc;        /* BINOP/UNOP/ASSIGN/INCDEC/LAND/LOR: the operator token */
  ir_op op;
  ir_type *ctype;      /* ASSIGN with op: computation type */
  int prefix;          /* INCDEC */
  int implicit;        /* CAST inserted by the front end, not written;
                          NONDET: the callee has no prototype (C89: declared
                          implicitly, or as `int f();`) */
  int64_t ival;        /* CONST */
  double fval;         /* CONST of a FLOAT type */
  ir_var *var;         /* VAR, COMPOUND */
  ir_func *callee;     /* CALL, FUNCADDR */
  const char *name;    /* NONDET: the variable the value is assigned to
                          (decl or plain assignment), else the callee name;
                          OPAQUE: the callee of a call, else NULL */
  int field;           /* MEMBER */
  ir_heapfn heap;      /* ALLOC */
  ir_expr *a, *b, *c;
  int nargs;           /* CALL, CALLPTR, INITLIST, OPAQUE */
  ir_expr **args;
};

/* ---- statements ------------------------------------------------------ */

typedef enum ir_stkind {
  IR_S_SKIP,
  IR_S_EXPR,     /* e */
  IR_S_DECL,     /* var, optional init (an expression or IR_INITLIST);
                    without init the object becomes nondeterministic */
  IR_S_BLOCK,    /* body[0..n) */
  IR_S_IF,       /* cond, then, els (may be NULL) */
  IR_S_WHILE,    /* cond, body */
  IR_S_DO,       /* body, cond */
  IR_S_FOR,      /* init (stmt or NULL), cond (or NULL = true), step (expr or NULL), body */
  IR_S_BREAK,
  IR_S_CONTINUE,
  IR_S_RETURN,   /* e or NULL */
  IR_S_SWITCH,   /* cond, body: a BLOCK whose top-level items include IR_S_CASE labels */
  IR_S_CASE,     /* label inside a switch body: ival, or is_default */
  IR_S_ASSERT,   /* assert(e) / __CPROVER_assert(e, msg); e == NULL: reach_error() */
  IR_S_ASSUME,   /* __CPROVER_assume(e) / __VERIFIER_assume(e) */
  IR_S_ABORT,    /* abort() / exit(...): the run ends, no violation */
  IR_S_OPAQUE,   /* lenient front end only: a statement the subset cannot
                    express (goto, inline assembly...); only loc is set */
  IR_S_LABEL,    /* `label:` (strict front end only): an item of a BLOCK; the
                    labelled statement is the next item.  lab, back */
  IR_S_GOTO      /* goto label: target is the IR_S_LABEL, back when the label
                    comes first in source order.  A backward goto's label is
                    an item of a block that encloses the goto, never the top
                    level of a switch body (the front end refuses others) */
} ir_stkind;

struct ir_stmt {
  ir_stkind kind;
  ir_loc loc;
  ir_expr *e;        /* EXPR, RETURN, ASSERT, ASSUME; cond of IF/WHILE/DO/FOR/SWITCH */
  ir_expr *step;     /* FOR */
  ir_stmt *init;     /* FOR */
  ir_stmt *then;     /* IF then-branch; body of WHILE/DO/FOR/SWITCH */
  ir_stmt *els;      /* IF */
  ir_var *var;       /* DECL */
  ir_expr *vinit;    /* DECL */
  ir_expr *vlen;     /* DECL of a variable-length array: its element count */
  int64_t ival;      /* CASE */
  int is_default;    /* CASE */
  const char *msg;   /* ASSERT: message or NULL */
  int n;             /* BLOCK */
  ir_stmt **body;    /* BLOCK */
  const char *label; /* LABEL, GOTO: the label's name */
  ir_stmt *target;   /* GOTO: its LABEL */
  int lab;           /* LABEL: index among the function's labels, source order */
  int back;          /* GOTO: jumps backward; LABEL: some goto jumps back to it */
  int lab_lo, lab_hi;/* the labels inside this statement (itself included) are
                        [lab_lo, lab_hi); set by ir_number_labels, 0 otherwise */
};

/* ---- functions and programs ----------------------------------------- */

struct ir_func {
  const char *name;
  ir_type *ret;        /* VOID for void functions */
  int nparams;
  ir_var **params;
  ir_stmt *body;       /* NULL: declared but not defined */
  int nlabels;         /* IR_S_LABELs in body (ir_number_labels) */
  ir_loc loc;
  int file;            /* file that defines it */
  int lib;             /* a C library model (models/libc): never a slot */
  int variadic;        /* a library model taking `...`: a call may pass
                          more arguments, evaluated and dropped */
  int unroll;          /* __attribute__((annotate("amend_unroll"))): its
                          loops have constant bounds and are unrolled to
                          the end, whatever --unwind says (bmc README) */
  int string_bound;    /* __attribute__((annotate("amend_max_string VERB"))):
                          a library model walking a string or buffer; its
                          loops run up to --max-string + 1 iterations (this
                          is --max-string), not --unwind, and a run cut there
                          "VERB more than N characters" (string_verb) */
  const char *string_verb;
  int argv_entry;      /* as the entry, its parameters are main's (argc,
                          argv) and modelled as such (the --reference
                          harness, which hands them to both mains) */
  int reference;       /* a function of the --reference program: the
                          output is compared only on runs where its loads
                          read what was written (bmc assumes the rest away) */
};

typedef struct ir_file {
  const char *path;    /* as given on the command line */
  const char *text;    /* whole contents, NUL-terminated */
  size_t len;
  int lib;             /* a C library model amend added, not the user's */
} ir_file;

typedef struct ir_prog ir_prog;

struct ir_prog {
  int nfiles;
  ir_file *files;
  int nfuncs;
  ir_func **funcs;
  int nvars;           /* every variable, globals included */
  ir_var **vars;
  int nglobals;
  ir_var **globals;    /* in definition order */
  int nexprs;          /* expression ids are 0 .. nexprs-1 */
  int nundef;          /* functions called without a body anywhere (their */
  const char **undef;  /* results are inputs), in order of first call */
  int nundef_vars;     /* extern objects no file defines (their contents */
  const char **undef_vars;  /* are inputs), in order of first use */
  struct ir_arena *arena;
};

/* ---- construction ---------------------------------------------------- */

ir_prog *ir_prog_new(void);
void ir_prog_free(ir_prog *p);
void *ir_alloc(ir_prog *p, size_t n);         /* zeroed, freed with p */
char *ir_strdup(ir_prog *p, const char *s);

int ir_add_file(ir_prog *p, const char *path, const char *text, size_t len);
ir_func *ir_add_func(ir_prog *p, const char *name);
ir_func *ir_find_func(const ir_prog *p, const char *name);
ir_var *ir_add_var(ir_prog *p, const char *name, ir_type *t, ir_storage s, ir_func *f);
/* Record that `name` is called without a body (once per name). */
void ir_note_undef(ir_prog *p, const char *name);
/* Record that the extern object `name` is defined nowhere (once per name). */
void ir_note_undef_var(ir_prog *p, const char *name);

/* Type constructors.  Integer and void types are interned. */
ir_type *ir_ty_void(ir_prog *p);
ir_type *ir_ty_int(ir_prog *p, int bits, int is_signed);
ir_type *ir_ty_bool(ir_prog *p);
ir_type *ir_ty_float(ir_prog *p, int bits);   /* 32: float, 64: double */
ir_type *ir_ty_ptr(ir_prog *p, ir_type *to);
ir_type *ir_ty_array(ir_prog *p, ir_type *elem, uint64_t count);
ir_type *ir_ty_struct(ir_prog *p, const char *name, int nfields);
/* A function type returning ret with nparams parameters (params[i] to be
 * filled in by the caller). */
ir_type *ir_ty_func(ir_prog *p, ir_type *ret, int nparams);
/* The type of function f (its return and parameter types). */
ir_type *ir_func_type(ir_prog *p, const ir_func *f);

/* Expression and statement constructors: zeroed node with a fresh id. */
ir_expr *ir_expr_new(ir_prog *p, ir_exkind k, ir_type *t, ir_loc loc);
ir_stmt *ir_stmt_new(ir_prog *p, ir_stkind k, ir_loc loc);

/* Move everything of src into dst: files, functions, variables and
 * expressions are renumbered after dst's, and src's functions and global
 * variables are renamed with `prefix` (resolution is by pointer, so the
 * two programs cannot interfere).  dst takes ownership of src. */
void ir_merge(ir_prog *dst, ir_prog *src, const char *prefix);
/* Used by ir_merge: keep src's arena alive until dst is freed, and list
 * nodes that live in another program's arena (ids are reassigned). */
void ir_adopt(ir_prog *dst, ir_prog *src);
void ir_append_func(ir_prog *p, ir_func *f);
void ir_append_var(ir_prog *p, ir_var *v);

/* ---- queries --------------------------------------------------------- */

int ir_is_scalar(const ir_type *t);       /* INT, FLOAT or PTR */
int ir_is_arith(const ir_type *t);        /* INT or FLOAT */
/* Are a and b the same type?  Structurally, except that structs are
 * interned (identity decides) and opaque types compare by name. */
int ir_ty_equal(const ir_type *a, const ir_type *b);
/* Is f's type (return and parameter types) the function type ft? */
int ir_func_has_type(const ir_func *f, const ir_type *ft);
/* Is t a pointer to a function? */
int ir_is_funcptr(const ir_type *t);
/* Number of scalar cells an object of this type occupies (arrays and
 * structs flattened in declaration order). */
uint64_t ir_cells(const ir_type *t);
uint64_t ir_field_cell(const ir_type *st, int field);  /* first cell of field */
/* sizeof in bytes on x86-64 (LP64, natural alignment; void is 1). */
uint64_t ir_sizeof(const ir_type *t);
const char *ir_op_str(ir_op op);          /* "+", "<=", ... */
int ir_op_is_cmp(ir_op op);
/* The source text covered by loc (not NUL-terminated; length loc.end-loc.off). */
const char *ir_loc_text(const ir_prog *p, ir_loc loc);

/* Slots: the original expression positions a repair may rewrite -- a
 * global or static initialiser, the expression of an expression
 * statement, a declaration's initialiser, a returned value, a condition
 * and a for-step.  Assertions and assumptions are the specification and
 * never slots.  Visits global initialisers first (f is the owning
 * function of a static local, else NULL), then each defined function's
 * slots in source order. */
typedef void (*ir_slot_fn)(void *ctx, const ir_expr *root, const ir_func *f);
void ir_each_slot(const ir_prog *p, ir_slot_fn fn, void *ctx);
/* The same slots with the statement each belongs to (NULL for a global
 * initialiser) and where that statement stands: item 1, an item of a
 * block; 0, the lone body of an if, a loop or a switch (deleting it needs
 * an empty statement `;` in its place); -1, a for's first clause. */
typedef void (*ir_stmt_slot_fn)(void *ctx, const ir_expr *root, const ir_func *f, const ir_stmt *st, int item);
void ir_each_stmt_slot(const ir_prog *p, ir_stmt_slot_fn fn, void *ctx);
/* Calls fn on e and every expression below it (an IR_OPAQUE's args included). */
void ir_expr_walk(const ir_expr *e, void (*fn)(void *ctx, const ir_expr *e), void *ctx);

/* Number f's labels in source order (lab), set every statement's
 * [lab_lo, lab_hi) and nlabels; resolve each goto's target by name.
 * Returns the first goto whose label is missing, else NULL. */
ir_stmt *ir_number_labels(ir_func *f);

/* Debug printer: one line per statement, for tests. */
void ir_dump(const ir_prog *p, void *FILE_out);

#endif
