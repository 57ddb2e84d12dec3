/* bmc_value.c - Z3 terms, symbolic values, objects and states. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bmc/bmc_internal.h"

/* ---- terms ------------------------------------------------------------ */

/* Set once a float or double term is made: the solvers then need a
 * theory that takes floating point (bmc_bv_solver). */
static int fp_seen;

int bmc_fp_used(void) { return fp_seen; }

Z3_sort bmc_sort(bmc *b, const ir_type *t) {
  if (t->kind == IR_TY_FLOAT) {
    fp_seen = 1;
    return t->bits == 64 ? Z3_mk_fpa_sort_64(b->z) : Z3_mk_fpa_sort_32(b->z);
  }
  if (t->kind != IR_TY_INT) return NULL;
  return Z3_mk_bv_sort(b->z, (unsigned)t->bits);
}

int bmc_is_fp(bmc *b, Z3_ast a) { return Z3_get_sort_kind(b->z, Z3_get_sort(b->z, a)) == Z3_FLOATING_POINT_SORT; }

Z3_ast bmc_fnum(bmc *b, const ir_type *t, double v) {
  return Z3_mk_fpa_numeral_double(b->z, v, bmc_sort(b, t));
}

/* Unique even when several encodings share one context. */
Z3_ast bmc_fresh(bmc *b, const char *prefix, Z3_sort s) {
  b->fresh++;
  return Z3_mk_fresh_const(b->z, prefix, s);
}

Z3_ast bmc_num(bmc *b, const ir_type *t, int64_t v) {
  if (t->kind == IR_TY_FLOAT) return bmc_fnum(b, t, (double)v);  /* small integers only */
  Z3_sort s = bmc_sort(b, t);
  if (t->bits < 64) v &= (int64_t)((UINT64_C(1) << t->bits) - 1);
  return Z3_mk_unsigned_int64(b->z, (uint64_t)v, s);
}

Z3_ast bmc_off(bmc *b, int64_t v) {
  return Z3_mk_unsigned_int64(b->z, (uint64_t)v, Z3_mk_bv_sort(b->z, 64));
}

int bmc_numeral(bmc *b, Z3_ast a, int64_t *v) {
  uint64_t u;
  if (Z3_get_ast_kind(b->z, a) != Z3_NUMERAL_AST) return 0;
  if (!Z3_get_numeral_uint64(b->z, a, &u)) return 0;
  *v = (int64_t)u;
  return 1;
}

Z3_ast bmc_fold(bmc *b, Z3_ast x) {
  if (Z3_get_ast_kind(b->z, x) != Z3_APP_AST) return x;
  Z3_app a = Z3_to_app(b->z, x);
  unsigned n = Z3_get_app_num_args(b->z, a);
  if (n == 0) return x;
  for (unsigned i = 0; i < n; i++) {
    Z3_ast k = Z3_get_app_arg(b->z, a, i);
    if (Z3_get_ast_kind(b->z, k) != Z3_NUMERAL_AST && Z3_get_bool_value(b->z, k) == Z3_L_UNDEF) return x;
  }
  return Z3_simplify(b->z, x);
}

int bmc_is_false(bmc *b, Z3_ast x) { return Z3_get_bool_value(b->z, x) == Z3_L_FALSE; }
int bmc_is_true(bmc *b, Z3_ast x) { return Z3_get_bool_value(b->z, x) == Z3_L_TRUE; }

Z3_ast bmc_and(bmc *b, Z3_ast x, Z3_ast y) {
  if (bmc_is_true(b, x) || x == y) return y;
  if (bmc_is_true(b, y)) return x;
  if (bmc_is_false(b, x) || bmc_is_false(b, y)) return Z3_mk_false(b->z);
  Z3_ast a[2] = {x, y};
  return Z3_mk_and(b->z, 2, a);
}

Z3_ast bmc_or(bmc *b, Z3_ast x, Z3_ast y) {
  if (bmc_is_false(b, x) || x == y) return y;
  if (bmc_is_false(b, y)) return x;
  if (bmc_is_true(b, x) || bmc_is_true(b, y)) return Z3_mk_true(b->z);
  Z3_ast a[2] = {x, y};
  return Z3_mk_or(b->z, 2, a);
}

Z3_ast bmc_not(bmc *b, Z3_ast x) {
  if (bmc_is_true(b, x)) return Z3_mk_false(b->z);
  if (bmc_is_false(b, x)) return Z3_mk_true(b->z);
  return Z3_mk_not(b->z, x);
}

Z3_ast bmc_ite(bmc *b, Z3_ast c, Z3_ast x, Z3_ast y) {
  if (x == y || bmc_is_true(b, c)) return x;
  if (bmc_is_false(b, c)) return y;
  return Z3_mk_ite(b->z, c, x, y);
}

/* ---- values ----------------------------------------------------------- */

bmc_val bmc_int(Z3_ast bv) {
  bmc_val v = {0};
  v.kind = VAL_BV;
  v.bv = bv;
  return v;
}

bmc_val bmc_bool_val(bmc *b, Z3_ast cond, const ir_type *t) {
  bmc_val v = bmc_int(bmc_ite(b, cond, bmc_num(b, t, 1), bmc_num(b, t, 0)));
  v.b = cond;
  return v;
}

Z3_ast bmc_truth(bmc *b, bmc_val v, ir_loc loc) {
  if (v.kind == VAL_BV) {
    if (v.b) return v.b;
    if (bmc_is_fp(b, v.bv)) return bmc_not(b, Z3_mk_fpa_is_zero(b->z, v.bv));  /* NaN is true */
    Z3_sort s = Z3_get_sort(b->z, v.bv);
    return bmc_not(b, bmc_fold(b, Z3_mk_eq(b->z, v.bv, Z3_mk_int(b->z, 0, s))));
  }
  if (v.kind == VAL_PTR) {
    if (v.nt == 0) bmc_fail(b, loc, "unsupported: pointer whose target cannot be resolved");
    Z3_ast r = Z3_mk_false(b->z);
    for (int i = 0; i < v.nt; i++)
      if (v.t[i].obj != BMC_OBJ_NULL) r = bmc_or(b, r, v.t[i].guard);
    return r;
  }
  bmc_fail(b, loc, "unsupported: use of a value that was never set");
}

/* Add target t (guard already conjoined) to list r, merging duplicates. */
static void add_target(bmc *b, bmc_target *r, int *n, bmc_target t) {
  if (bmc_is_false(b, t.guard)) return;
  for (int i = 0; i < *n; i++)
    if (r[i].obj == t.obj && (t.obj == BMC_OBJ_NULL || r[i].off == t.off)) {
      r[i].guard = bmc_or(b, r[i].guard, t.guard);
      return;
    }
  r[(*n)++] = t;
}

bmc_val bmc_val_ite(bmc *b, Z3_ast c, bmc_val x, bmc_val y) {
  if (x.kind == VAL_NONE || bmc_is_true(b, c)) return x.kind == VAL_NONE ? y : x;
  if (y.kind == VAL_NONE || bmc_is_false(b, c)) return y.kind == VAL_NONE ? x : y;
  if (x.kind == VAL_BV && y.kind == VAL_BV) {
    if (x.bv == y.bv) return x;
    bmc_val v = bmc_int(bmc_ite(b, c, x.bv, y.bv));
    if (x.b && y.b) v.b = bmc_ite(b, c, x.b, y.b);
    return v;
  }
  if (x.kind == VAL_PTR && y.kind == VAL_PTR) {
    bmc_val v = {0};
    v.kind = VAL_PTR;
    v.t = arena_alloc(b->mem, sizeof *v.t * (size_t)(x.nt + y.nt + 1));
    Z3_ast nc = bmc_not(b, c);
    for (int i = 0; i < x.nt; i++) {
      bmc_target t = x.t[i];
      t.guard = bmc_and(b, c, t.guard);
      add_target(b, v.t, &v.nt, t);
    }
    for (int i = 0; i < y.nt; i++) {
      bmc_target t = y.t[i];
      t.guard = bmc_and(b, nc, t.guard);
      add_target(b, v.t, &v.nt, t);
    }
    return v;
  }
  /* A cell that held an integer on one path and a pointer on the other
   * only arises from type punning, which the front end refuses. */
  return x;
}

bmc_val bmc_ptr_to(bmc *b, Z3_ast guard, int obj) {
  bmc_val v = {0};
  v.kind = VAL_PTR;
  v.nt = 1;
  v.t = arena_alloc(b->mem, sizeof *v.t);
  v.t[0] = (bmc_target){guard, obj, bmc_off(b, 0), NULL, NULL};
  return v;
}

bmc_val bmc_nondet_val(bmc *b, const ir_type *t, const char *prefix) {
  if (t->kind == IR_TY_PTR) {
    bmc_val v = {0};
    v.kind = VAL_PTR;  /* no targets: unresolved until assigned */
    return v;
  }
  return bmc_int(bmc_fresh(b, prefix, bmc_sort(b, t)));
}

/* ---- objects ---------------------------------------------------------- */

static void flatten(const ir_type *t, const ir_type **leaf, uint64_t *n) {
  switch (t->kind) {
  case IR_TY_ARRAY:
    for (uint64_t i = 0; i < t->count; i++) flatten(t->elem, leaf, n);
    break;
  case IR_TY_STRUCT:
    for (int i = 0; i < (t->is_union ? 1 : t->nfields); i++) flatten(t->fields[i].type, leaf, n);
    break;
  case IR_TY_VOID: break;
  default: leaf[(*n)++] = t;
  }
}

static void grow_state(bmc *b, bmc_state *s) {
  if (s->nobj >= b->nobj) return;
  bmc_cells **o = arena_alloc(b->mem, sizeof *o * (size_t)b->capobj);
  if (s->nobj) memcpy(o, s->obj, sizeof *o * (size_t)s->nobj);
  s->obj = o;
  s->nobj = b->nobj;
}

int bmc_new_obj(bmc *b, bmc_state *s, const char *name, const ir_type *t) {
  if (b->nobj == b->capobj) {
    b->capobj = b->capobj ? 2 * b->capobj : 64;
    b->objs = xrealloc(b->objs, sizeof *b->objs * (size_t)b->capobj);
  }
  bmc_obj *o = &b->objs[b->nobj];
  o->name = name;
  o->heap = BMC_BLOCK_NONE;
  o->size = NULL;
  o->live = -1;
  o->input_kind = BMC_CELL_NONE;
  o->input_loc = (ir_loc){-1, 0, 0, 0, 0};
  o->type = t;
  o->n = ir_cells(t);
  if (t->opaque) {  /* lenient IR: a type outside the subset */
    ir_loc none = {-1, 0, 0, 0, 0};
    bmc_fail(b, none, "unsupported: object '%s' of type '%s'", name, t->name);
  }
  o->sparse = o->n > 1 && o->n > b->dense_max;
  uint64_t max = o->sparse ? BMC_MAX_SPARSE_CELLS : BMC_MAX_DENSE_CELLS;
  if (o->n > max) {
    ir_loc none = {-1, 0, 0, 0, 0};
    bmc_fail(b, none, "unsupported: object '%s' has %llu scalar cells (limit %llu)", name,
             (unsigned long long)o->n, (unsigned long long)max);
  }
  o->leaf = NULL;  /* a sparse object finds a cell's type on demand */
  if (!o->sparse) {
    o->leaf = arena_alloc(b->mem, sizeof *o->leaf * (size_t)(o->n + 1));
    uint64_t n = 0;
    flatten(t, o->leaf, &n);
  }
  b->nobj++;
  grow_state(b, s);
  return b->nobj - 1;
}

static bmc_cells *new_cells(bmc *b, uint64_t n) {
  bmc_cells *c = arena_alloc(b->mem, sizeof *c + sizeof(bmc_val) * (size_t)n);
  c->n = n;
  return c;
}

void bmc_obj_nondet(bmc *b, bmc_state *s, int obj) {
  const bmc_obj *o = &b->objs[obj];
  if (o->sparse) {
    bmc_sparse_fill(b, s, obj, 0);
    return;
  }
  bmc_cells *c = new_cells(b, o->n);
  for (uint64_t i = 0; i < o->n; i++) {
    BMC_TICK_CELLS(b, i);
    c->v[i] = bmc_nondet_val(b, o->leaf[i], o->name);
  }
  grow_state(b, s);
  s->obj[obj] = c;
}

/* The --reference program's uninitialised cells take over the program's,
 * in the order both declare them, where the sorts agree.  A run on which
 * the reference reads one is not compared (bmc_assume_written: the term
 * stays a cell input), so the value it holds is free to choose, and the
 * program's makes the two copies of a computation on it one term (a
 * variable scanf may leave unset: `int y; scanf("%d", &y)` in both). */
static Z3_ast uninit_shared(bmc *b, Z3_ast fresh) {
  if (b->uninit_used >= b->nuninit) return NULL;
  Z3_ast t = b->uninit[b->uninit_used];
  if (Z3_get_sort(b->z, t) != Z3_get_sort(b->z, fresh)) return NULL;
  b->uninit_used++;
  return t;
}

/* Bounded mode: the program's uninitialised cells take the values of the
 * original run's (run first, bmc.c run_original; with a --reference, the
 * reference's functions stand in for the program's there): the first
 * unused cell of a variable of the same name, at the same index, of the
 * same sort.  One variable, one input: a repair must finish where the
 * original finishes on the same stdin and the same garbage, not on other
 * garbage (scanf leaving `n` unset, then a loop up to n in both).  Names,
 * not order: unwound further, the repair's loops declare more cells. */
static Z3_ast shadow_shared(bmc *b, const bmc_obj *o, uint64_t k, Z3_ast fresh) {
  for (int i = 0; i < b->nshuninit; i++) {
    bmc_shcell *c = &b->shuninit[i];
    if (c->used || c->cell != k || strcmp(c->name, o->name)) continue;
    if (Z3_get_sort(b->z, c->v) != Z3_get_sort(b->z, fresh)) continue;
    c->used = 1;
    return c->v;
  }
  return NULL;
}

void bmc_obj_input(bmc *b, bmc_state *s, int obj, int kind, ir_loc loc) {
  bmc_obj_nondet(b, s, obj);
  if (b->frame && b->frame->f->lib) return;  /* a library model's own scratch */
  bmc_obj *o = &b->objs[obj];
  o->input_kind = kind;
  o->input_loc = loc;
  if (o->sparse) return;  /* its cells are recorded as they are read */
  int ref = kind == BMC_CELL_UNINIT && b->frame && b->frame->f->reference;
  bmc_cells *c = ref ? bmc_cells_mut(b, s, obj) : s->obj[obj];
  for (uint64_t k = 0; k < o->n; k++) {
    if (c->v[k].kind != VAL_BV) continue;
    Z3_ast t = ref ? uninit_shared(b, c->v[k].bv) : NULL;
    if (t) {
      c->v[k].bv = t;  /* a cell input already, the program's */
      continue;
    }
    /* the original run: the program's functions, or the reference's in
     * their place, not the reference's own run after them; an object
     * that is an input as a whole is the same input in both runs too */
    int shared = kind == BMC_CELL_UNINIT || kind == BMC_CELL_INPUT;
    if (shared && b->shadowing && o->name && (!ref || (b->frame && b->frame->stands_in))) {
      bmc_shcell sc = {o->name, k, c->v[k].bv, 0};
      VEC_PUSH(b->shuninit, b->nshuninit, b->capshuninit, sc);
    }
    if (shared && !ref && !b->shadowing) {
      Z3_ast sh = o->name ? shadow_shared(b, o, k, c->v[k].bv) : NULL;
      if (sh) c->v[k].bv = sh;
      if (kind == BMC_CELL_UNINIT) VEC_PUSH(b->uninit, b->nuninit, b->capuninit, c->v[k].bv);
    }
    bmc_add_cell_input(b, s->guard, obj, bmc_off(b, (int64_t)k), o->leaf[k], c->v[k].bv);
  }
}

void bmc_obj_zero(bmc *b, bmc_state *s, int obj) {
  const bmc_obj *o = &b->objs[obj];
  if (o->sparse) {
    bmc_sparse_fill(b, s, obj, 1);
    return;
  }
  bmc_cells *c = new_cells(b, o->n);
  for (uint64_t i = 0; i < o->n; i++) {
    BMC_TICK_CELLS(b, i);
    if (o->leaf[i]->kind == IR_TY_PTR) {
      c->v[i].kind = VAL_PTR;
      c->v[i].nt = 1;
      c->v[i].t = arena_alloc(b->mem, sizeof *c->v[i].t);
      c->v[i].t[0] = (bmc_target){Z3_mk_true(b->z), -1, bmc_off(b, 0), NULL, NULL};
    } else {
      c->v[i] = bmc_int(bmc_num(b, o->leaf[i], 0));
    }
  }
  grow_state(b, s);
  s->obj[obj] = c;
}

bmc_cells *bmc_cells_mut(bmc *b, bmc_state *s, int obj) {
  if (b->objs[obj].sparse) {
    fputs("amend: internal error: dense access to a sparse object\n", stderr);
    abort();
  }
  grow_state(b, s);
  const bmc_cells *old = s->obj[obj];
  uint64_t n = b->objs[obj].n;
  bmc_cells *c = new_cells(b, n);
  if (old) memcpy(c->v, old->v, sizeof(bmc_val) * (size_t)n);
  s->obj[obj] = c;
  return c;
}

/* ---- states ----------------------------------------------------------- */

bmc_state bmc_state_copy(bmc *b, const bmc_state *s) {
  bmc_state r = *s;
  r.obj = arena_alloc(b->mem, sizeof *r.obj * (size_t)(b->capobj ? b->capobj : 1));
  if (s->nobj) memcpy(r.obj, s->obj, sizeof *r.obj * (size_t)s->nobj);
  return r;
}

bmc_state bmc_state_merge(bmc *b, Z3_ast c, const bmc_state *x, const bmc_state *y, Z3_ast guard) {
  if (x->dead) {
    bmc_state r = *y;
    r.guard = guard;
    return r;
  }
  if (y->dead) {
    bmc_state r = *x;
    r.guard = guard;
    return r;
  }
  bmc_state r = {0};
  r.guard = guard;
  r.nobj = b->nobj;
  r.obj = arena_alloc(b->mem, sizeof *r.obj * (size_t)b->capobj);
  for (int i = 0; i < b->nobj; i++) {
    bmc_cells *px = i < x->nobj ? x->obj[i] : NULL;
    bmc_cells *py = i < y->nobj ? y->obj[i] : NULL;
    if (px == py || !py) {
      r.obj[i] = px;
    } else if (!px) {
      r.obj[i] = py;
    } else if (b->objs[i].sparse) {
      r.obj[i] = bmc_sparse_merge(b, px, py);
    } else {
      bmc_cells *m = new_cells(b, px->n);
      for (uint64_t k = 0; k < px->n; k++) {
        BMC_TICK_CELLS(b, k);
        m->v[k] = bmc_val_ite(b, c, px->v[k], py->v[k]);
      }
      r.obj[i] = m;
    }
  }
  return r;
}

Z3_ast bmc_rejoin_guard(bmc *b, Z3_ast parent, const bmc_state *x, Z3_ast x0,
                        const bmc_state *y, Z3_ast y0) {
  if (!x->dead && !y->dead && x->guard == x0 && y->guard == y0) return parent;
  Z3_ast g = Z3_mk_false(b->z);
  if (!x->dead) g = bmc_or(b, g, x->guard);
  if (!y->dead) g = bmc_or(b, g, y->guard);
  return g;
}

void bmc_joins_push(bmc *b, bmc_joins *j, const bmc_state *s) {
  if (s->dead) return;
  if (j->n == j->cap) {
    j->cap = j->cap ? 2 * j->cap : 4;
    bmc_state *n = arena_alloc(b->mem, sizeof *n * (size_t)j->cap);
    if (j->n) memcpy(n, j->s, sizeof *n * (size_t)j->n);
    j->s = n;
  }
  j->s[j->n++] = *s;
}

void bmc_join(bmc *b, bmc_state *s, bmc_joins *j) {
  for (int i = 0; i < j->n; i++) {
    bmc_state *t = &j->s[i];
    if (s->dead) {
      *s = *t;
      continue;
    }
    *s = bmc_state_merge(b, t->guard, t, s, bmc_or(b, s->guard, t->guard));
  }
  j->n = 0;
}
