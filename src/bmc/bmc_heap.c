/* bmc_heap.c - heap blocks, variable-length arrays and the pointer checks.
 *
 * Each evaluation of malloc (calloc, realloc, alloca) creates a new
 * object: an array of the element type the result is converted to.  A
 * constant size gets exactly its cells.  A symbolic size gets
 * max_heap_cells cells and the accessible extent (bmc_obj.size) is the
 * symbolic count, so the bounds check compares against the real size;
 * runs that need more cells are cut like a loop at the unwinding bound,
 * never assumed away silently.  A malloc block has a companion one-cell
 * object, its live flag, which lives in the state like any other cell so
 * that branches merge it; free clears it. */
#include <stdio.h>

#include "bmc/bmc_internal.h"

static const ir_type *bool_type(void) {
  static ir_type t = {.kind = IR_TY_INT, .bits = 1, .is_bool = 1, .name = "_Bool"};
  return &t;
}

static Z3_ast bit(bmc *b, int v) { return bmc_num(b, bool_type(), v); }

static Z3_ast f(bmc *b) { return Z3_mk_false(b->z); }

/* A run needs a bigger block than the encoding holds: cut it. */
static void heap_cut(bmc *b, bmc_state *s, Z3_ast more, ir_loc loc) {
  if (s->dead || bmc_is_false(b, more)) return;
  bmc_add_cut(b, s, more, loc, BMC_CUT_HEAP);
}

/* A new object of `count` (a 64-bit term) elements of type elem. */
static int new_block(bmc *b, bmc_state *s, const char *name, const ir_type *elem, Z3_ast count, int kind,
                     ir_loc loc) {
  uint64_t ec = ir_cells(elem);
  if (!ec) bmc_fail(b, loc, "unsupported: block of elements without scalar cells");
  Z3_ast c = Z3_simplify(b->z, count);
  Z3_ast size = NULL;
  int64_t k;
  uint64_t n;
  if (bmc_numeral(b, c, &k)) {
    n = (uint64_t)k;
    if (n > BMC_MAX_SPARSE_CELLS / ec) bmc_fail(b, loc, "unsupported: block of %llu elements", (unsigned long long)n);
  } else {
    uint64_t max = b->o.env.max_heap_cells > 0 ? (uint64_t)b->o.env.max_heap_cells : BMC_HEAP_CELLS;
    n = max / ec ? max / ec : 1;
    heap_cut(b, s, Z3_mk_bvugt(b->z, c, bmc_off(b, (int64_t)n)), loc);
    size = ec == 1 ? c : Z3_mk_bvmul(b->z, c, bmc_off(b, (int64_t)ec));
  }
  ir_type *t = arena_alloc(b->mem, sizeof *t);
  t->kind = IR_TY_ARRAY;
  t->elem = (ir_type *)elem;
  t->count = n;
  t->name = "block";
  int obj = bmc_new_obj(b, s, name, t);
  int live = kind == BMC_BLOCK_MALLOC ? bmc_new_obj(b, s, "live", bool_type()) : -1;
  b->objs[obj].heap = kind;
  b->objs[obj].size = size;
  b->objs[obj].live = live;
  if (live >= 0) bmc_cells_mut(b, s, live)->v[0] = bmc_int(bit(b, 1));
  return obj;
}

/* Is the block whose live flag is object `live` not yet freed? */
static Z3_ast is_live(bmc *b, bmc_state *s, int live) {
  const bmc_cells *c = live < s->nobj ? s->obj[live] : NULL;
  if (!c || c->v[0].kind != VAL_BV) return Z3_mk_true(b->z);
  return Z3_mk_eq(b->z, c->v[0].bv, bit(b, 1));
}

static bmc_val ptr_to(bmc *b, int obj, Z3_ast fails) {
  bmc_val v = {0};
  v.kind = VAL_PTR;
  v.t = arena_alloc(b->mem, sizeof *v.t * 2);
  v.t[v.nt++] = (bmc_target){bmc_not(b, fails), obj, bmc_off(b, 0), NULL, NULL};
  if (!bmc_is_false(b, fails)) v.t[v.nt++] = (bmc_target){fails, -1, bmc_off(b, 0), NULL, NULL};
  return v;
}

/* Free every target of p where `when` holds, with the free checks. */
static void free_targets(bmc *b, bmc_state *s, bmc_val p, Z3_ast when, ir_loc loc) {
  if (p.kind != VAL_PTR || !p.nt) bmc_fail(b, loc, "unsupported: pointer whose target cannot be resolved");
  Z3_ast dbl = f(b), bad = f(b);
  for (int i = 0; i < p.nt; i++) {
    const bmc_target *t = &p.t[i];
    if (t->obj == BMC_OBJ_NULL) continue;  /* free(NULL) does nothing */
    Z3_ast g = bmc_and(b, when, t->guard);
    if (t->obj < 0) {  /* an integer: malloc returned no such pointer */
      bad = bmc_or(b, bad, g);
      continue;
    }
    const bmc_obj *o = &b->objs[t->obj];
    if (o->heap != BMC_BLOCK_MALLOC) {
      bad = bmc_or(b, bad, g);
      continue;
    }
    int64_t k;
    if (!bmc_numeral(b, t->off, &k) || k != 0)
      bad = bmc_or(b, bad, bmc_and(b, g, bmc_not(b, Z3_mk_eq(b->z, t->off, bmc_off(b, 0)))));
    dbl = bmc_or(b, dbl, bmc_and(b, g, bmc_not(b, is_live(b, s, o->live))));
    int live = o->live;
    bmc_val old = live < s->nobj && s->obj[live] ? s->obj[live]->v[0] : bmc_int(bit(b, 1));
    bmc_cells_mut(b, s, live)->v[0] = bmc_val_ite(b, g, bmc_int(bit(b, 0)), old);
  }
  if (!bmc_is_false(b, bad)) bmc_add_prop(b, s, BMC_PROP_BADFREE, loc, NULL, bad);
  if (!bmc_is_false(b, dbl)) bmc_add_prop(b, s, BMC_PROP_DFREE, loc, NULL, dbl);
}

void bmc_heap_free(bmc *b, bmc_state *s, const ir_expr *e) {
  bmc_val p = bmc_eval(b, s, e->a);
  if (s->dead) return;
  free_targets(b, s, p, Z3_mk_true(b->z), e->loc);
}

/* realloc: the old block's cells move to the new one (as far as both
 * reach: cells past the old size were unset anyway), then it is freed. */
static void move_cells(bmc *b, bmc_state *s, bmc_val old, int obj) {
  const bmc_obj *n = &b->objs[obj];
  for (int i = 0; i < old.nt; i++) {
    const bmc_target *t = &old.t[i];
    if (t->obj < 0 || b->objs[t->obj].heap != BMC_BLOCK_MALLOC || t->obj >= s->nobj || !s->obj[t->obj])
      continue;
    const bmc_obj *o = &b->objs[t->obj];
    const bmc_cells *oc = s->obj[t->obj];
    uint64_t m = o->n < n->n ? o->n : n->n;
    if (n->sparse) {  /* the cells read through to the old block's */
      bmc_sparse_copy(b, s, obj, oc, t->obj, m, bmc_and(b, s->guard, t->guard));
      continue;
    }
    bmc_cells *nc = bmc_cells_mut(b, s, obj);
    for (uint64_t j = 0; j < m; j++) {
      const ir_type *ol = bmc_leaf(b, t->obj, j);
      if (ol->kind != n->leaf[j]->kind || ol->bits != n->leaf[j]->bits) continue;
      bmc_val ov = bmc_read_cells(b, oc, t->obj, bmc_off(b, (int64_t)j), ol, s->guard);
      nc->v[j] = bmc_val_ite(b, t->guard, ov, nc->v[j]);
    }
  }
}

bmc_val bmc_heap_alloc(bmc *b, bmc_state *s, const ir_expr *e) {
  const ir_type *elem = e->type->kind == IR_TY_PTR ? e->type->elem : NULL;
  if (!elem || elem->kind == IR_TY_VOID)
    bmc_fail(b, e->loc, "unsupported: block of unknown type (convert the result of %s to a typed pointer)",
             e->name);
  Z3_context z = b->z;
  Z3_ast esz = bmc_off(b, (int64_t)ir_sizeof(elem)), count;
  bmc_val old = {0};
  if (e->heap == IR_HEAP_CALLOC) {
    Z3_ast nm = bmc_eval(b, s, e->args[0]).bv, sz = bmc_eval(b, s, e->args[1]).bv;
    Z3_ast ovf = bmc_not(b, Z3_mk_bvmul_no_overflow(z, nm, sz, 0));
    Z3_ast big = Z3_mk_unsigned_int64(z, UINT64_MAX, Z3_mk_bv_sort(z, 64));
    count = Z3_mk_ite(z, ovf, big, Z3_mk_bvudiv(z, Z3_mk_bvmul(z, nm, sz), esz));
  } else {
    if (e->heap == IR_HEAP_REALLOC) old = bmc_eval(b, s, e->args[0]);
    Z3_ast bytes = bmc_eval(b, s, e->args[e->heap == IR_HEAP_REALLOC]).bv;
    count = Z3_mk_bvudiv(z, bytes, esz);
  }
  if (s->dead) return ptr_to(b, -1, Z3_mk_true(z));
  Z3_ast fails = f(b);
  if (b->o.env.malloc_may_fail && e->heap != IR_HEAP_ALLOCA && e->heap != IR_HEAP_FRESH) {
    char name[64];
    snprintf(name, sizeof name, "%s_fails", e->name);
    Z3_ast in = bmc_add_input(b, s, arena_strdup(b->mem, name), e->loc, bool_type(), 0);
    fails = Z3_mk_eq(z, in, bit(b, 1));
  }
  int kind = e->heap == IR_HEAP_ALLOCA || e->heap == IR_HEAP_FRESH ? BMC_BLOCK_ALLOCA : BMC_BLOCK_MALLOC;
  int obj = new_block(b, s, e->name, elem, count, kind, e->loc);
  if (e->heap == IR_HEAP_CALLOC) bmc_obj_zero(b, s, obj);
  else bmc_obj_input(b, s, obj, e->heap == IR_HEAP_FRESH ? BMC_CELL_INPUT : BMC_CELL_HEAP, e->loc);
  /* a string made up for a C89 call ends in its NUL */
  uint64_t n = b->objs[obj].n;
  if (e->heap == IR_HEAP_FRESH && elem->kind == IR_TY_INT && elem->bits == 8 && n > 1)
    bmc_cell_set(b, s, obj, n - 1, bmc_int(bmc_num(b, elem, 0)));  /* dense or sparse alike */
  if (e->heap == IR_HEAP_REALLOC) {
    move_cells(b, s, old, obj);
    free_targets(b, s, old, bmc_not(b, fails), e->loc);  /* a failed realloc keeps the old block */
  }
  return ptr_to(b, obj, fails);
}

void bmc_heap_vla(bmc *b, bmc_state *s, const ir_stmt *st) {
  bmc_val n = bmc_eval(b, s, st->vlen);
  if (s->dead) return;
  int obj = new_block(b, s, st->var->name, st->var->type->elem, n.bv, BMC_BLOCK_VLA, st->loc);
  b->frame->varobj[st->var->id] = obj;
  bmc_obj_input(b, s, obj, BMC_CELL_UNINIT, st->loc);
}

void bmc_heap_check(bmc *b, bmc_state *s, bmc_lval lv, ir_loc loc) {
  Z3_ast null = f(b), freed = f(b), bad = f(b);
  for (int i = 0; i < lv.nt; i++) {
    const bmc_target *t = &lv.t[i];
    if (t->obj == BMC_OBJ_NULL) null = bmc_or(b, null, t->guard);
    else if (t->obj < 0) bad = bmc_or(b, bad, t->guard);
    else if (b->objs[t->obj].live >= 0)
      freed = bmc_or(b, freed, bmc_and(b, t->guard, bmc_not(b, is_live(b, s, b->objs[t->obj].live))));
  }
  if (!bmc_is_false(b, null)) bmc_add_prop(b, s, BMC_PROP_NULL, loc, NULL, null);
  if (!bmc_is_false(b, bad)) bmc_add_prop(b, s, BMC_PROP_BADPTR, loc, NULL, bad);
  if (!bmc_is_false(b, freed)) bmc_add_prop(b, s, BMC_PROP_FREED, loc, NULL, freed);
}
