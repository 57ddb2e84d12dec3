/* bmc_sparse.c - big objects whose cost follows the cells a run touches.
 *
 * A dense object holds one value per cell, so `int a[100000]` costs
 * 100,000 terms at its declaration and again at every store and join.  An
 * object of more than dense_max cells is sparse instead: its contents are
 * a persistent list of writes, newest first.  A write records its offset
 * (a numeral or a symbolic term), the cell type, the value, and the path
 * guard it was made under (with the pointer target's guard).  A fill
 * (declaration, zero initialisation, calloc) says every cell holds its
 * background: zero, or a nondeterministic value read on demand; a copy
 * (realloc) says the cells read as another object's.
 *
 * A read walks the list to the first entry certain to cover it and folds
 * the rest into an if-then-else chain: its size is the number of writes,
 * not of cells.  Because every entry carries the guard of its path, two
 * states merge by taking the union of their lists: an entry of the other
 * branch is false on this one.  States that branched from a common list
 * share its tail, so a merge copies only what one branch added (nothing
 * when one list extends the other, as at loop exits).
 *
 * The nondeterministic background of a cell is a fresh variable per read
 * index, with `i == j -> v_i == v_j` for the earlier ones (Ackermann's
 * reduction of an uninterpreted function): pure bit-vectors, so the
 * bit-blasting solver of the repair search accepts the formula. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bmc/bmc_internal.h"

enum { W_CELL, W_FILL, W_COPY };

struct bmc_wlog {
  int kind;
  Z3_ast guard;             /* the entry holds on these runs */
  Z3_ast off;               /* W_CELL: the cell */
  int isnum;                /* off is the numeral k */
  int64_t k;
  const ir_type *leaf;      /* W_CELL: the type written */
  bmc_val val;
  int bg;                   /* W_FILL: background */
  const bmc_cells *from;    /* W_COPY: contents of object src */
  int src;
  uint64_t n;               /* W_COPY: cells copied */
  uint64_t depth;           /* entries below this one */
  const bmc_wlog *next;
  Z3_ast arr;               /* array mode: the contents as an SMT array */
  unsigned arr_bits;        /* ... of cells of this width */
};

/* A background's values read so far (nondeterministic ones only). */
typedef struct bg_read {
  unsigned bits;
  Z3_ast off, v;
} bg_read;

typedef struct bmc_bg {
  int zero;
  int obj;
  int n, cap;
  bg_read *r;
  Z3_ast arr[5];            /* array mode: as an array, per cell width */
} bmc_bg;

struct bmc_bgs {
  int n, cap;
  bmc_bg *bg;
};

const ir_type *bmc_leaf(bmc *b, int obj, uint64_t k) {
  const bmc_obj *o = &b->objs[obj];
  return o->leaf ? o->leaf[k] : bmc_leaf_at(o->type, k);
}

static void fail_internal(const char *what) {
  fprintf(stderr, "amend: internal error: %s\n", what);
  abort();
}

static bmc_cells *sparse_cells(bmc *b, const bmc_wlog *log) {
  bmc_cells *c = arena_alloc(b->mem, sizeof *c);
  c->n = 0;
  c->log = log;
  return c;
}

static void push(bmc *b, bmc_state *s, int obj, bmc_wlog *w) {
  if (bmc_is_false(b, w->guard)) return;
  if (obj >= s->nobj) fail_internal("write to an object the state does not know");
  w->next = s->obj[obj] ? s->obj[obj]->log : NULL;
  w->depth = w->next ? w->next->depth + 1 : 0;
  s->obj[obj] = sparse_cells(b, w);
}

static bmc_wlog *entry(bmc *b, int kind, Z3_ast guard) {
  bmc_wlog *w = arena_alloc(b->mem, sizeof *w);
  w->kind = kind;
  w->guard = guard;
  return w;
}

/* ---- backgrounds --------------------------------------------------------- */

static int new_bg(bmc *b, int obj, int zero) {
  if (!b->bgs) b->bgs = arena_alloc(b->mem, sizeof *b->bgs);
  struct bmc_bgs *g = b->bgs;
  if (g->n == g->cap) {
    g->cap = g->cap ? 2 * g->cap : 16;
    bmc_bg *n = arena_alloc(b->mem, sizeof *n * (size_t)g->cap);
    if (g->n) memcpy(n, g->bg, sizeof *n * (size_t)g->n);
    g->bg = n;
  }
  g->bg[g->n] = (bmc_bg){.zero = zero, .obj = obj};
  return g->n++;
}

static bmc_val null_ptr(bmc *b) {
  bmc_val v = {0};
  v.kind = VAL_PTR;
  v.nt = 1;
  v.t = arena_alloc(b->mem, sizeof *v.t);
  v.t[0] = (bmc_target){Z3_mk_true(b->z), -1, bmc_off(b, 0), NULL, NULL};
  return v;
}

/* Cell `off` of background id as a value of type want. */
static bmc_val bg_value(bmc *b, int id, Z3_ast off, const ir_type *want) {
  bmc_bg *g = &b->bgs->bg[id];
  if (want->kind == IR_TY_PTR) {
    if (g->zero) return null_ptr(b);
    return bmc_nondet_val(b, want, "undef");  /* unresolved until assigned, as when dense */
  }
  if (g->zero) return bmc_int(bmc_num(b, want, 0));
  unsigned bits = (unsigned)want->bits;
  int64_t k;
  int num = bmc_numeral(b, off, &k);
  for (int i = 0; i < g->n; i++)
    if (g->r[i].bits == bits && g->r[i].off == off) return bmc_int(g->r[i].v);
  Z3_ast v = bmc_fresh(b, b->objs[g->obj].name, bmc_sort(b, want));
  if (b->objs[g->obj].input_kind) bmc_add_cell_input(b, Z3_mk_true(b->z), g->obj, off, want, v);
  for (int i = 0; i < g->n; i++) {
    int64_t j;
    if (g->r[i].bits != bits || (num && bmc_numeral(b, g->r[i].off, &j))) continue;
    Z3_ast same = Z3_mk_eq(b->z, g->r[i].off, off);
    bmc_add_hard(b, Z3_mk_implies(b->z, same, Z3_mk_eq(b->z, g->r[i].v, v)));
  }
  if (g->n == g->cap) {
    g->cap = g->cap ? 2 * g->cap : 8;
    bg_read *n = arena_alloc(b->mem, sizeof *n * (size_t)g->cap);
    if (g->n) memcpy(n, g->r, sizeof *n * (size_t)g->n);
    g->r = n;
  }
  g->r[g->n++] = (bg_read){bits, off, v};
  return bmc_int(v);
}

/* ---- access -------------------------------------------------------------- */

void bmc_sparse_fill(bmc *b, bmc_state *s, int obj, int zero) {
  bmc_wlog *w = entry(b, W_FILL, s->guard);
  w->bg = new_bg(b, obj, zero);
  push(b, s, obj, w);
}

void bmc_sparse_write(bmc *b, bmc_state *s, int obj, Z3_ast off, const ir_type *leaf, bmc_val v,
                      Z3_ast guard) {
  if (v.kind == VAL_NONE) return;  /* nothing known: the cell stays as it was */
  bmc_wlog *w = entry(b, W_CELL, guard);
  w->off = off;
  w->isnum = bmc_numeral(b, off, &w->k);
  w->leaf = leaf;
  w->val = v;
  push(b, s, obj, w);
}

void bmc_sparse_copy(bmc *b, bmc_state *s, int obj, const bmc_cells *from, int src, uint64_t n,
                     Z3_ast guard) {
  if (!from) return;
  bmc_wlog *w = entry(b, W_COPY, guard);
  w->from = from;
  w->src = src;
  w->n = n;
  push(b, s, obj, w);
}

/* Guards certain to hold on the runs a read serves: `on` and, through
 * conjunctions, what it was built from (the guards of enclosing paths). */
#define SURE_MAX 64
typedef struct sure {
  int n;
  Z3_ast g[SURE_MAX];
} sure;

static void sure_add(bmc *b, sure *u, Z3_ast g) {
  for (int i = 0; i < u->n; i++)
    if (u->g[i] == g) return;
  if (u->n == SURE_MAX) return;
  u->g[u->n++] = g;
  if (Z3_get_ast_kind(b->z, g) != Z3_APP_AST) return;
  Z3_app a = Z3_to_app(b->z, g);
  if (Z3_get_decl_kind(b->z, Z3_get_app_decl(b->z, a)) != Z3_OP_AND) return;
  for (unsigned i = 0; i < Z3_get_app_num_args(b->z, a); i++) sure_add(b, u, Z3_get_app_arg(b->z, a, i));
}

static Z3_ast certain(bmc *b, const sure *u, Z3_ast g) {
  for (int i = 0; i < u->n; i++)
    if (u->g[i] == g) return Z3_mk_true(b->z);
  return g;
}

/* ---- array mode (AMEND_SPARSE_ARRAYS=1, for measurement) ----------------- */

/* The background as an array of `bits`-wide cells. */
static Z3_ast bg_array(bmc *b, int id, const ir_type *want) {
  bmc_bg *g = &b->bgs->bg[id];
  int w = want->bits <= 1 ? 0 : want->bits <= 8 ? 1 : want->bits <= 16 ? 2 : want->bits <= 32 ? 3 : 4;
  if (g->arr[w]) return g->arr[w];
  Z3_sort idx = Z3_mk_bv_sort(b->z, 64);
  g->arr[w] = g->zero ? Z3_mk_const_array(b->z, idx, bmc_num(b, want, 0))
                      : bmc_fresh(b, b->objs[g->obj].name, Z3_mk_array_sort(b->z, idx, bmc_sort(b, want)));
  return g->arr[w];
}

/* The contents of log w as an array of want's width: stores under their
 * guards over the background.  NULL when some entry does not fit (a
 * pointer, a copy from another object). */
static Z3_ast log_array(bmc *b, const bmc_wlog *top, const ir_type *want) {
  unsigned bits = (unsigned)want->bits;
  size_t n = 0, cap = 0;
  const bmc_wlog **todo = NULL;
  Z3_ast acc = NULL;
  const bmc_wlog *w = top;
  for (; w; w = w->next) {
    if (w->arr && w->arr_bits == bits) {
      acc = w->arr;
      break;
    }
    if (w->kind == W_COPY || (w->kind == W_CELL && bmc_same_leaf(w->leaf, want) && w->val.kind != VAL_BV)) {
      free(todo);
      return NULL;
    }
    if (n == cap) {
      cap = cap ? 2 * cap : 16;
      todo = xrealloc(todo, sizeof *todo * cap);
    }
    todo[n++] = w;
    if (w->kind == W_FILL && bmc_is_true(b, w->guard)) break;
  }
  if (!acc) acc = bmc_fresh(b, "undef", Z3_mk_array_sort(b->z, Z3_mk_bv_sort(b->z, 64), bmc_sort(b, want)));
  while (n-- > 0) {
    bmc_wlog *e = (bmc_wlog *)todo[n];
    if (e->kind == W_FILL) acc = bmc_ite(b, e->guard, bg_array(b, e->bg, want), acc);
    else if (bmc_same_leaf(e->leaf, want))
      acc = bmc_ite(b, e->guard, Z3_mk_store(b->z, acc, e->off, e->val.bv), acc);
    if (!e->arr) {
      e->arr = acc;
      e->arr_bits = bits;
    }
  }
  free(todo);
  return acc;
}

static int array_mode(void) {
  static int m = -1;
  if (m < 0) {
    const char *e = getenv("AMEND_SPARSE_ARRAYS");
    m = e && *e == '1';
  }
  return m;
}

typedef struct hit {
  Z3_ast c;
  bmc_val v;
} hit;

bmc_val bmc_sparse_read(bmc *b, const bmc_cells *c, int obj, Z3_ast off, const ir_type *want, Z3_ast on) {
  (void)obj;
  if (array_mode() && want->kind == IR_TY_INT && c && c->log) {
    Z3_ast a = log_array(b, c->log, want);
    if (a) return bmc_int(Z3_mk_select(b->z, a, off));
  }
  sure u = {0};
  if (on) sure_add(b, &u, on);
  int64_t k = 0;
  int num = bmc_numeral(b, off, &k);
  hit *h = NULL;
  size_t n = 0, cap = 0;
  bmc_val base = {0};
  int covered = 0;
  for (const bmc_wlog *w = c ? c->log : NULL; w && !covered; w = w->next) {
    Z3_ast cond;
    bmc_val v;
    if (w->kind == W_CELL) {
      if (!bmc_same_leaf(w->leaf, want)) continue;
      Z3_ast g = certain(b, &u, w->guard);
      if (num && w->isnum) {
        if (w->k != k) continue;
        cond = g;
      } else {
        cond = w->off == off ? g : bmc_and(b, g, Z3_mk_eq(b->z, w->off, off));
      }
      if (bmc_is_false(b, cond)) continue;
      v = w->val;
    } else if (w->kind == W_FILL) {
      cond = certain(b, &u, w->guard);
      v = bg_value(b, w->bg, off, want);
    } else {
      Z3_ast in = num ? ((uint64_t)k < w->n ? Z3_mk_true(b->z) : Z3_mk_false(b->z))
                      : Z3_mk_bvult(b->z, off, bmc_off(b, (int64_t)w->n));
      cond = bmc_and(b, certain(b, &u, w->guard), in);
      if (bmc_is_false(b, cond)) continue;
      v = bmc_read_cells(b, w->from, w->src, off, want, on);
    }
    if (bmc_is_true(b, cond)) {
      base = v;
      covered = 1;
      break;
    }
    if (n == cap) {
      cap = cap ? 2 * cap : 16;
      h = xrealloc(h, sizeof *h * cap);
    }
    h[n++] = (hit){cond, v};
  }
  /* a cell no entry covers was never set on these runs: any value */
  if (!covered) base = bmc_nondet_val(b, want, "undef");
  for (size_t i = n; i-- > 0;) base = bmc_val_ite(b, h[i].c, h[i].v, base);
  free(h);
  return base;
}

void bmc_cell_set(bmc *b, bmc_state *s, int obj, uint64_t k, bmc_val v) {
  if (b->objs[obj].sparse)
    bmc_sparse_write(b, s, obj, bmc_off(b, (int64_t)k), bmc_leaf(b, obj, k), v, s->guard);
  else
    bmc_cells_mut(b, s, obj)->v[k] = v;
}

void bmc_sparse_zero(bmc *b, bmc_state *s, int obj, uint64_t base, uint64_t n) {
  const bmc_obj *o = &b->objs[obj];
  if (base == 0 && n >= o->n) {
    bmc_sparse_fill(b, s, obj, 1);
    return;
  }
  for (uint64_t i = base; i < base + n && i < o->n; i++) {
    const ir_type *leaf = bmc_leaf(b, obj, i);
    bmc_val z = leaf->kind == IR_TY_PTR ? null_ptr(b) : bmc_int(bmc_num(b, leaf, 0));
    bmc_sparse_write(b, s, obj, bmc_off(b, (int64_t)i), leaf, z, s->guard);
  }
}

/* ---- joins --------------------------------------------------------------- */

static uint64_t len(const bmc_wlog *w) { return w ? w->depth + 1 : 0; }

static const bmc_wlog *down_to(const bmc_wlog *w, uint64_t n) {
  while (len(w) > n) w = w->next;
  return w;
}

/* x's entries above the common tail, copied in order on top of y. */
static const bmc_wlog *graft(bmc *b, const bmc_wlog *x, const bmc_wlog *tail, const bmc_wlog *y) {
  size_t n = (size_t)(len(x) - len(tail));
  const bmc_wlog **v = xmalloc(sizeof *v * (n + 1));
  size_t i = 0;
  for (const bmc_wlog *w = x; w != tail; w = w->next) v[i++] = w;
  const bmc_wlog *top = y;
  while (i-- > 0) {
    bmc_wlog *w = arena_alloc(b->mem, sizeof *w);
    *w = *v[i];
    w->arr = NULL;
    w->next = top;
    w->depth = len(top);
    top = w;
  }
  free(v);
  return top;
}

bmc_cells *bmc_sparse_merge(bmc *b, bmc_cells *px, bmc_cells *py) {
  const bmc_wlog *x = px->log, *y = py->log;
  if (!y || x == y) return px;
  if (!x) return py;
  /* one list extends the other: it already holds every entry */
  if (down_to(x, len(y)) == y) return px;
  if (down_to(y, len(x)) == x) return py;
  const bmc_wlog *a = down_to(x, len(y)), *c = down_to(y, len(x));
  while (a != c) {
    a = a->next;
    c = c->next;
  }
  /* graft the shorter branch: the longer one stays shared */
  if (len(x) - len(a) <= len(y) - len(a)) return sparse_cells(b, graft(b, x, a, y));
  return sparse_cells(b, graft(b, y, a, x));
}
