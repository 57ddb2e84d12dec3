/* bmc_internal.h - shared state of the symbolic executor. */
#ifndef AMEND_BMC_INTERNAL_H
#define AMEND_BMC_INTERNAL_H

#include <setjmp.h>

#include "bmc/bmc.h"
#include "util/arena.h"

/* A pointer is a set of guarded targets: under `guard` it points to cell
 * `off` (a 64-bit term, in cells) of object `obj`; obj < 0 is no object:
 * BMC_OBJ_NULL is NULL, BMC_OBJ_INT a pointer made from a nonzero integer
 * (off holds the integer): it may be copied and compared, and any access
 * through it is an invalid pointer, since no object has an address.
 * Accesses through it must stay in cells [lo, hi): the extent of the
 * array (or object) it was derived from; NULL bounds mean the object. */
#define BMC_OBJ_NULL (-1)
#define BMC_OBJ_INT (-2)
typedef struct bmc_target {
  Z3_ast guard;
  int obj;
  Z3_ast off;
  Z3_ast lo, hi;
} bmc_target;

/* A scalar value: a bit-vector of the type's width, or a pointer set.
 * `b`, when set, is a boolean equal to (bv != 0): comparisons keep it so
 * conditions need no ite round trip.  An unset cell has kind VAL_NONE. */
typedef enum { VAL_NONE, VAL_BV, VAL_PTR } bmc_valkind;

typedef struct bmc_val {
  bmc_valkind kind;
  Z3_ast bv;
  Z3_ast b;
  int nt;
  bmc_target *t;
} bmc_val;

/* A sparse object's contents (bmc_sparse.c): a persistent list of
 * writes, newest first, each under the path guard it was made on. */
typedef struct bmc_wlog bmc_wlog;

/* An object's cells; immutable once shared (copy on write).  A small
 * object is dense: one value per cell in v.  A big one is sparse (n == 0,
 * contents in log), so its cost follows the cells a run touches. */
typedef struct bmc_cells {
  uint64_t n;
  const bmc_wlog *log;
  bmc_val v[];
} bmc_cells;

typedef struct bmc_obj {
  const char *name;
  const ir_type *type;
  uint64_t n;              /* cells */
  const ir_type **leaf;    /* scalar type of each cell; NULL if sparse */
  int sparse;              /* contents are a write log (bmc_sparse.c) */
  int heap;                /* BMC_BLOCK_* */
  Z3_ast size;             /* cells that may be accessed, NULL: n */
  int live;                /* MALLOC: object whose one _Bool cell says the
                              block is not yet freed; else -1 */
  int input_kind;          /* BMC_CELL_*: its nondeterministic cells are */
  ir_loc input_loc;        /* reported (a sparse one's as they are read) */
} bmc_obj;

/* Objects beyond these many cells would make the encoding explode. */
#define BMC_MAX_DENSE_CELLS UINT64_C(100000)
#define BMC_MAX_SPARSE_CELLS (UINT64_C(1) << 28)
/* Objects of more cells are sparse unless AMEND_DENSE_MAX says otherwise
 * (a test hook: 1 runs every array through the sparse code). */
#define BMC_DENSE_MAX 256

/* What an object is, for free and the pointer checks. */
enum { BMC_BLOCK_NONE, BMC_BLOCK_MALLOC, BMC_BLOCK_ALLOCA, BMC_BLOCK_VLA };

/* Execution state along the current set of paths. */
typedef struct bmc_state {
  Z3_ast guard;
  int dead;
  int nobj;
  bmc_cells **obj;         /* indexed by object id */
} bmc_state;

/* States waiting at a join point: break, continue, return. */
typedef struct bmc_joins {
  int n, cap;
  bmc_state *s;
} bmc_joins;

/* One inlined activation of a function. */
typedef struct bmc_frame {
  const ir_func *f;
  int *varobj;             /* var id -> object id for this activation, -1 */
  int retobj;              /* object holding the return value, -1 for void */
  bmc_joins returns;
  bmc_joins *labels;       /* goto: states waiting at each label of f */
  ir_loc call;             /* the call that made this activation */
  int stands_in;           /* bounded mode's original run: this activation
                              or a caller runs a function's reference version
                              in its place (bmc_opts.shadow_call) */
  struct bmc_frame *up;
} bmc_frame;

/* Innermost loop or switch. */
typedef struct bmc_scope {
  bmc_joins *brk, *cont;   /* cont NULL for switch */
  struct bmc_scope *up;
} bmc_scope;

/* An uninitialised cell of bounded mode's original run: its variable,
 * and its value (taken over by the program's cell of that name). */
typedef struct bmc_shcell {
  const char *name;
  uint64_t cell;
  Z3_ast v;
  int used;
} bmc_shcell;

struct bmc {
  const ir_prog *p;
  bmc_opts o;
  Z3_context z;
  arena *mem;
  FILE *diag;
  jmp_buf fail;            /* unsupported construct or the deadline: longjmp here */
  unsigned ticks;          /* cells visited, counted for BMC_TICK_CELLS */

  int nobj, capobj;
  bmc_obj *objs;
  int *globobj;            /* var id -> object for globals, -1 */

  Z3_ast asmchain;         /* all assumptions so far hold */
  Z3_ast refchain;         /* those made in the reference's run hold (its
                              cuts, its reads of written memory): what its
                              own properties are conditioned on */
  int seq;                 /* event counter (execution order) */
  int fresh;               /* name counter */
  int *copies;             /* expr id -> evaluations so far */

  int nhard, caphard;
  Z3_ast *hard;
  int nsites, capsites;
  bmc_site_def *sites;
  int nprops, capprops;
  bmc_prop *props;
  int ninputs, capinputs;
  bmc_input *inputs;
  int ncells, capcells;    /* cell inputs, for counterexamples only */
  bmc_input *cells;
  struct idmap *cellmap;   /* a cell input's term (AST id) -> index in cells */
  struct idmap *samesite;  /* a frozen site's definition (AST id) -> index in
                              sites: bmc_define_site's sharing */
  struct idmap *reachmap;  /* bmc_assume_written's memo: an ite's AST id -> */
  Z3_ast *reach;           /* index in reach of the runs on which it is a */
  int nreach, capreach;    /* cell input */
  int copying;             /* loading a whole struct or array: no use yet */
  int nwritten;            /* assumptions made by bmc_assume_written */
  int nrefundef;           /* the reference's properties made assumptions
                              (bmc_add_prop) */
  Z3_ast *uninit;          /* the program's uninitialised cells, in order, */
  int nuninit, capuninit;  /* and how many the --reference program has */
  int uninit_used;         /* taken over (bmc_obj_input) */
  struct bmc_shcell *shuninit;  /* bounded mode: the original run's */
  int nshuninit, capshuninit;   /* uninitialised cells (bmc_obj_input) */
  int nlost;               /* runs ended with no assumption to exclude them
                              (exit, abort, a call through a bad pointer) */
  struct bmc_ranges *ranges;  /* bmc_range.c's memo */
  Z3_ast cut;              /* disjunction of reachable cuts */
  uint64_t dense_max;      /* objects of more cells are sparse */
  struct bmc_bgs *bgs;     /* backgrounds of sparse objects */
  int argv_used;           /* the entry is main(argc, argv) */

  bmc_frame *frame;
  bmc_scope *scope;

  int ncodes, capcodes;    /* code objects of the functions whose */
  struct bmc_code *codes;  /* address was taken (bmc_fptr.c) */

  /* bounded mode (bmc_opts.shadow_unwind) */
  unsigned uid;            /* names this encoding's paired inputs */
  int shadowing;           /* encoding the original run now */
  Z3_ast orig_cut;         /* the original run is cut */
  char *ipath;             /* where the next input is read: one "L<loop>.<round>/" */
  size_t ipath_len, ipath_cap;  /* or "R<call>/" per enclosing loop or recursion */
  int ictr;                /* reads and loops so far at this level */
  int ncuts, capcuts;
  bmc_cutsite *cuts;
};

/* The position of the inputs read inside a loop or a recursive call, so
 * that bounded mode pairs the original's reads with the program's. */
typedef struct bmc_inpos {
  size_t len;
  int ctr, ord;
} bmc_inpos;
bmc_inpos bmc_inpos_open(bmc *b);
void bmc_inpos_round(bmc *b, const bmc_inpos *at, char tag, int k);
void bmc_inpos_close(bmc *b, const bmc_inpos *at);

/* Report an unsupported construct at loc and abandon the encoding. */
_Noreturn void bmc_fail(bmc *b, ir_loc loc, const char *fmt, ...);
/* Abandon the encoding, silently, once the --timeout deadline has passed:
 * the encoder's loops call it per statement and every 1024 cells visited
 * (merges, stores, loads), so no run of cell work outlasts it by much. */
void bmc_tick(bmc *b);
#define BMC_TICK_CELLS(b, k)                     \
  do {                                           \
    (void)(k);                                   \
    if ((++(b)->ticks & 1023) == 0) bmc_tick(b); \
  } while (0)

/* bmc_value.c: terms, values, objects, states */
Z3_sort bmc_sort(bmc *b, const ir_type *t);
Z3_ast bmc_fresh(bmc *b, const char *prefix, Z3_sort s);
Z3_ast bmc_num(bmc *b, const ir_type *t, int64_t v);  /* FLOAT: v exactly */
Z3_ast bmc_fnum(bmc *b, const ir_type *t, double v);  /* a float or double numeral */
int bmc_is_fp(bmc *b, Z3_ast a);                      /* of a floating-point sort */
Z3_ast bmc_off(bmc *b, int64_t v);                  /* 64-bit offset numeral */
int bmc_numeral(bmc *b, Z3_ast a, int64_t *v);      /* a is a numeral: its value */
Z3_ast bmc_and(bmc *b, Z3_ast x, Z3_ast y);
Z3_ast bmc_or(bmc *b, Z3_ast x, Z3_ast y);
Z3_ast bmc_not(bmc *b, Z3_ast x);
Z3_ast bmc_ite(bmc *b, Z3_ast c, Z3_ast x, Z3_ast y);
int bmc_is_false(bmc *b, Z3_ast x);
int bmc_is_true(bmc *b, Z3_ast x);
bmc_val bmc_int(Z3_ast bv);
bmc_val bmc_bool_val(bmc *b, Z3_ast cond, const ir_type *t);  /* 0/1 of type t */
Z3_ast bmc_truth(bmc *b, bmc_val v, ir_loc loc);    /* v != 0 / non-null */
bmc_val bmc_val_ite(bmc *b, Z3_ast c, bmc_val x, bmc_val y);
bmc_val bmc_nondet_val(bmc *b, const ir_type *t, const char *prefix);
/* A pointer to cell 0 of object obj (-1: NULL) under guard. */
bmc_val bmc_ptr_to(bmc *b, Z3_ast guard, int obj);

int bmc_new_obj(bmc *b, bmc_state *s, const char *name, const ir_type *t);
void bmc_obj_nondet(bmc *b, bmc_state *s, int obj);   /* every cell fresh */
/* The same for an object whose contents the user's run reads as inputs
 * (an uninitialised local, a heap block): its cells are reported in
 * counterexamples as kind BMC_CELL_*. */
void bmc_obj_input(bmc *b, bmc_state *s, int obj, int kind, ir_loc loc);
/* Record value v (64-bit cell index `index` of obj, type t) as a cell input. */
void bmc_add_cell_input(bmc *b, Z3_ast guard, int obj, Z3_ast index, const ir_type *t, Z3_ast v);
/* A load on state s produced v: the cell inputs v may be are read (not
 * while b->copying: a copy of a whole struct or array is no use). */
void bmc_note_load(bmc *b, const bmc_state *s, bmc_val v);
/* The same load in a function of the reference (ir_func.reference):
 * assume it reads no cell input (the runs where it does are outside the
 * specification).  Not in bounded mode's original run. */
void bmc_assume_written(bmc *b, bmc_state *s, bmc_val v);
void bmc_obj_zero(bmc *b, bmc_state *s, int obj);
bmc_cells *bmc_cells_mut(bmc *b, bmc_state *s, int obj);  /* private copy */
bmc_state bmc_state_copy(bmc *b, const bmc_state *s);
/* Merge two states reached under disjoint conditions: cells take x where
 * `c` holds.  The result's guard is `guard`. */
bmc_state bmc_state_merge(bmc *b, Z3_ast c, const bmc_state *x, const bmc_state *y, Z3_ast guard);
/* The guard after two branches that started with guards x0 and y0 rejoin:
 * the parent's guard unless a branch lost paths to a jump. */
Z3_ast bmc_rejoin_guard(bmc *b, Z3_ast parent, const bmc_state *x, Z3_ast x0,
                        const bmc_state *y, Z3_ast y0);
/* Merge a list of disjoint states (and optionally `s` itself) into s. */
void bmc_join(bmc *b, bmc_state *s, bmc_joins *j);
void bmc_joins_push(bmc *b, bmc_joins *j, const bmc_state *s);

/* bmc_sparse.c: big objects as write logs over a background (zero or
 * nondeterministic, read on demand). */
const ir_type *bmc_leaf(bmc *b, int obj, uint64_t k);   /* scalar type of cell k */
void bmc_sparse_fill(bmc *b, bmc_state *s, int obj, int zero);
/* `on`: the guard of the runs the value serves (entries under it are
 * certain), or NULL. */
bmc_val bmc_sparse_read(bmc *b, const bmc_cells *c, int obj, Z3_ast off, const ir_type *want, Z3_ast on);
void bmc_sparse_write(bmc *b, bmc_state *s, int obj, Z3_ast off, const ir_type *leaf, bmc_val v,
                      Z3_ast guard);
/* Where `guard` holds, cells [0, n) read as object src's cells `from`. */
void bmc_sparse_copy(bmc *b, bmc_state *s, int obj, const bmc_cells *from, int src, uint64_t n,
                     Z3_ast guard);
bmc_cells *bmc_sparse_merge(bmc *b, bmc_cells *x, bmc_cells *y);
/* Zero cells [base, base + n) (an initialiser's omitted part). */
void bmc_sparse_zero(bmc *b, bmc_state *s, int obj, uint64_t base, uint64_t n);
/* Set cell k on every path of s (dense or sparse). */
void bmc_cell_set(bmc *b, bmc_state *s, int obj, uint64_t k, bmc_val v);

/* bmc_mem.c: lvalues and memory access */
typedef struct bmc_lval {
  int nt;
  bmc_target *t;
  const ir_type *type;
} bmc_lval;

bmc_val bmc_load(bmc *b, bmc_state *s, bmc_lval lv, uint64_t cell, ir_loc loc);
void bmc_store(bmc *b, bmc_state *s, bmc_lval lv, uint64_t cell, bmc_val v, ir_loc loc);
bmc_lval bmc_lval_shift(bmc *b, bmc_lval lv, Z3_ast delta, const ir_type *t);
bmc_lval bmc_lval_of_obj(bmc *b, int obj, const ir_type *t);
/* Value of cell off (maybe symbolic) of obj in contents c (may be NULL),
 * for the runs where `on` holds (NULL: any). */
bmc_val bmc_read_cells(bmc *b, const bmc_cells *c, int obj, Z3_ast off, const ir_type *want, Z3_ast on);
const ir_type *bmc_leaf_at(const ir_type *t, uint64_t cell);
int bmc_same_leaf(const ir_type *a, const ir_type *b);
Z3_ast bmc_off_add(bmc *b, Z3_ast off, Z3_ast delta);   /* folds numerals */

/* bmc_heap.c: heap blocks, variable-length arrays, pointer checks */
bmc_val bmc_heap_alloc(bmc *b, bmc_state *s, const ir_expr *e);
void bmc_heap_free(bmc *b, bmc_state *s, const ir_expr *e);
void bmc_heap_vla(bmc *b, bmc_state *s, const ir_stmt *st);   /* its declaration */
/* The checks of an access through lv: null targets, freed blocks. */
void bmc_heap_check(bmc *b, bmc_state *s, bmc_lval lv, ir_loc loc);

/* bmc_expr.c */
/* An rvalue: scalars use v; structs use n cells. */
typedef struct bmc_rv {
  bmc_val v;
  uint64_t n;
  bmc_val *cells;
} bmc_rv;
bmc_val bmc_eval(bmc *b, bmc_state *s, const ir_expr *e);
bmc_rv bmc_load_rv(bmc *b, bmc_state *s, bmc_lval lv, ir_loc loc);
void bmc_store_rv(bmc *b, bmc_state *s, bmc_lval lv, bmc_rv rv, ir_loc loc);
bmc_rv bmc_eval_rv(bmc *b, bmc_state *s, const ir_expr *e);
bmc_lval bmc_eval_lval(bmc *b, bmc_state *s, const ir_expr *e);
Z3_ast bmc_cond(bmc *b, bmc_state *s, const ir_expr *e);   /* a site condition */
bmc_val bmc_site_val(bmc *b, bmc_state *s, const ir_expr *e);
void bmc_init_object(bmc *b, bmc_state *s, bmc_lval lv, const ir_expr *init);
bmc_val bmc_convert(bmc *b, bmc_val v, const ir_type *from, const ir_type *to, ir_loc loc);
/* x itself, or its value when every operand of x is a constant: loops
 * with constant bounds then end where their condition becomes false. */
Z3_ast bmc_fold(bmc *b, Z3_ast x);

/* bmc_range.c: bounds on a bit-vector term's unsigned value, from its
 * structure.  bmc_range: 1 with lo..hi when a bound is known; 0 for the
 * full range.  bmc_range_fold: a comparison the bounds decide becomes
 * true or false, anything else is returned as it is.  A site's name is
 * looked through only once noted (library sites, which no engine
 * redefines). */
int bmc_range(bmc *b, Z3_ast t, uint64_t *lo, uint64_t *hi);
Z3_ast bmc_range_fold(bmc *b, Z3_ast c);
void bmc_range_note_site(bmc *b, Z3_ast lhs, int site);
void bmc_range_free(bmc *b);

/* A conversion with a float or double on either side (x a term of from). */
Z3_ast bmc_fp_convert(bmc *b, Z3_ast x, const ir_type *from, const ir_type *to);

/* bmc_float.c: floating-point primitives */
Z3_ast bmc_fp_unop(bmc *b, const ir_expr *e, Z3_ast x);          /* UNOP on a FLOAT */
Z3_ast bmc_fp_powi(bmc *b, const ir_expr *e, Z3_ast x, Z3_ast n); /* IR_FPOWI */
Z3_ast bmc_fp_ldexp(bmc *b, const ir_expr *e, Z3_ast x, Z3_ast n); /* IR_FLDEXP */
Z3_ast bmc_fp_to_bits(bmc *b, Z3_ast x);                         /* IR_FTOBITS */

/* bmc_fptr.c: function pointers */
bmc_val bmc_funcaddr(bmc *b, bmc_state *s, const ir_expr *e);   /* IR_FUNCADDR */
bmc_rv bmc_call_ptr(bmc *b, bmc_state *s, const ir_expr *e);    /* IR_CALLPTR */

/* bmc_stmt.c */
void bmc_exec(bmc *b, bmc_state *s, const ir_stmt *st);
bmc_rv bmc_call(bmc *b, bmc_state *s, const ir_func *f, int nargs, bmc_rv *args, ir_loc loc);

/* bmc.c: recording.  A NULL property text means "the source at loc". */
const char *bmc_loc_text(bmc *b, ir_loc loc);
void bmc_add_hard(bmc *b, Z3_ast c);
void bmc_add_prop(bmc *b, bmc_state *s, bmc_propkind k, ir_loc loc, const char *text, Z3_ast fails);
void bmc_add_assume(bmc *b, bmc_state *s, Z3_ast c);
void bmc_add_cut(bmc *b, bmc_state *s, Z3_ast more, ir_loc loc, bmc_cutkind kind);
Z3_ast bmc_add_input(bmc *b, bmc_state *s, const char *name, ir_loc loc, const ir_type *t, int is_arg);
Z3_ast bmc_define_site(bmc *b, const bmc_state *s, const ir_expr *site, Z3_ast rhs);

#endif
