/* bmc_mem.c - memory: objects are flat vectors of scalar cells; an lvalue
 * is a set of guarded (object, cell offset) targets.  Accesses at a
 * symbolic offset become if-then-else chains over the object's cells;
 * a big object is sparse instead (bmc_sparse.c). */
#include "bmc/bmc_internal.h"

bmc_lval bmc_lval_of_obj(bmc *b, int obj, const ir_type *t) {
  bmc_lval lv;
  lv.nt = 1;
  lv.t = arena_alloc(b->mem, sizeof *lv.t);
  lv.t[0] = (bmc_target){Z3_mk_true(b->z), obj, bmc_off(b, 0), NULL, NULL};
  lv.type = t;
  return lv;
}

Z3_ast bmc_off_add(bmc *b, Z3_ast off, Z3_ast delta) {
  int64_t x, y;
  if (bmc_numeral(b, off, &x) && bmc_numeral(b, delta, &y)) return bmc_off(b, x + y);
  if (bmc_numeral(b, delta, &y) && y == 0) return off;
  return Z3_mk_bvadd(b->z, off, delta);
}

bmc_lval bmc_lval_shift(bmc *b, bmc_lval lv, Z3_ast delta, const ir_type *t) {
  bmc_lval r;
  r.nt = lv.nt;
  r.t = arena_alloc(b->mem, sizeof *r.t * (size_t)(lv.nt + 1));
  for (int i = 0; i < lv.nt; i++) {
    r.t[i] = lv.t[i];
    if (r.t[i].obj != BMC_OBJ_NULL) r.t[i].off = bmc_off_add(b, lv.t[i].off, delta);
  }
  r.type = t;
  return r;
}

/* The scalar type found `cell` cells into type t. */
const ir_type *bmc_leaf_at(const ir_type *t, uint64_t cell) {
  while (t->kind == IR_TY_ARRAY || t->kind == IR_TY_STRUCT) {
    if (t->kind == IR_TY_ARRAY) {
      uint64_t n = ir_cells(t->elem);
      if (!n) break;
      cell %= n;
      t = t->elem;
    } else {
      int i = 0;
      for (; i < t->nfields; i++) {
        uint64_t n = ir_cells(t->fields[i].type);
        if (cell < n) break;
        cell -= n;
      }
      if (i == t->nfields) break;
      t = t->fields[i].type;
    }
  }
  return t;
}

int bmc_same_leaf(const ir_type *a, const ir_type *b) {
  if (a->kind != b->kind) return 0;
  return (a->kind != IR_TY_INT && a->kind != IR_TY_FLOAT) || a->bits == b->bits;
}

/* The value of a read the checks already report (through NULL, out of
 * bounds): any value will do, but a pointer gets a target (NULL) so that
 * the run can go on on paths the solver will find infeasible. */
static bmc_val junk(bmc *b, const ir_type *t, const char *prefix) {
  if (t->kind != IR_TY_PTR) return bmc_nondet_val(b, t, prefix);
  return bmc_ptr_to(b, Z3_mk_true(b->z), -1);
}

static bmc_val cell_value(bmc *b, const bmc_cells *c, int obj, uint64_t k) {
  if (c && c->v[k].kind != VAL_NONE) return c->v[k];
  return bmc_nondet_val(b, b->objs[obj].leaf[k], "undef");
}

bmc_val bmc_read_cells(bmc *b, const bmc_cells *c, int obj, Z3_ast off, const ir_type *want, Z3_ast on) {
  const bmc_obj *o = &b->objs[obj];
  int64_t k;
  if (bmc_numeral(b, off, &k)) {
    if (k < 0 || (uint64_t)k >= o->n || !bmc_same_leaf(bmc_leaf(b, obj, (uint64_t)k), want))
      return junk(b, want, "oob");  /* the bounds check reports it */
    if (!o->sparse) return cell_value(b, c, obj, (uint64_t)k);
  }
  if (o->sparse) return bmc_sparse_read(b, c, obj, off, want, on);
  /* only the cells the offset can name (an offset past them is a bounds
   * violation, reported by its check) */
  uint64_t lo = 0, hi = o->n - 1, rlo, rhi;
  if (bmc_range(b, off, &rlo, &rhi)) lo = rlo, hi = rhi < hi ? rhi : hi;
  bmc_val acc = {0};
  for (uint64_t i = hi + 1; o->n > 0 && i-- > lo;) {
    BMC_TICK_CELLS(b, i);
    if (!bmc_same_leaf(o->leaf[i], want)) continue;
    bmc_val v = cell_value(b, c, obj, i);
    if (acc.kind == VAL_NONE) {
      acc = v;
      continue;
    }
    acc = bmc_val_ite(b, Z3_mk_eq(b->z, off, bmc_off(b, (int64_t)i)), v, acc);
  }
  return acc.kind == VAL_NONE ? junk(b, want, "oob") : acc;
}

static const bmc_cells *cells_of(const bmc_state *s, int obj) {
  return obj < s->nobj ? s->obj[obj] : NULL;
}

bmc_val bmc_load(bmc *b, bmc_state *s, bmc_lval lv, uint64_t cell, ir_loc loc) {
  const ir_type *want = bmc_leaf_at(lv.type, cell);
  bmc_val acc = {0};
  Z3_ast d = bmc_off(b, (int64_t)cell);
  for (int i = lv.nt; i-- > 0;) {
    const bmc_target *t = &lv.t[i];
    if (t->obj < 0) continue;  /* the null check reports it */
    bmc_val v = bmc_read_cells(b, cells_of(s, t->obj), t->obj, bmc_off_add(b, t->off, d), want, s->guard);
    acc = acc.kind == VAL_NONE ? v : bmc_val_ite(b, t->guard, v, acc);
  }
  if (acc.kind == VAL_NONE) return junk(b, want, "null");
  bmc_note_load(b, s, acc);
  if (b->frame && b->frame->f->reference) bmc_assume_written(b, s, acc);
  return acc;
}

void bmc_store(bmc *b, bmc_state *s, bmc_lval lv, uint64_t cell, bmc_val v, ir_loc loc) {
  const ir_type *want = bmc_leaf_at(lv.type, cell);
  Z3_ast d = bmc_off(b, (int64_t)cell);
  for (int i = 0; i < lv.nt; i++) {
    const bmc_target *t = &lv.t[i];
    if (t->obj < 0) continue;
    const bmc_obj *o = &b->objs[t->obj];
    Z3_ast off = bmc_off_add(b, t->off, d);
    int64_t k;
    int direct = bmc_numeral(b, off, &k);
    if (direct && (k < 0 || (uint64_t)k >= o->n)) continue;  /* reported by the bounds check */
    /* a cell holds one scalar: bytes stored over a wider one (memset or a
     * char pointer over an int array) are not modelled, and said so where
     * the user's code calls the library model that stores them */
    const ir_type *leaf = direct ? bmc_leaf(b, t->obj, (uint64_t)k) : NULL;
    if (leaf && !bmc_same_leaf(leaf, want)) {
      ir_loc at = loc;
      for (const bmc_frame *fr = b->frame; fr && fr->f->lib; fr = fr->up) at = fr->call;
      bmc_fail(b, at, "unsupported: a store of %s into the bytes of %s (memset, or a pointer of another type over it)",
               want->name ? want->name : "a value", leaf->name ? leaf->name : "an object of another type");
    }
    if (o->sparse) {
      bmc_sparse_write(b, s, t->obj, off, want, v, bmc_and(b, s->guard, t->guard));
      continue;
    }
    const bmc_cells *old = cells_of(s, t->obj);
    bmc_cells *c = bmc_cells_mut(b, s, t->obj);
    if (direct) {
      c->v[k] = bmc_is_true(b, t->guard) ? v : bmc_val_ite(b, t->guard, v, cell_value(b, old, t->obj, (uint64_t)k));
      continue;
    }
    uint64_t lo = 0, hi = o->n - 1, rlo, rhi;
    if (bmc_range(b, off, &rlo, &rhi)) lo = rlo, hi = rhi < hi ? rhi : hi;
    for (uint64_t j = lo; j <= hi && j < o->n; j++) {
      BMC_TICK_CELLS(b, j);
      if (!bmc_same_leaf(o->leaf[j], want)) continue;
      Z3_ast hit = bmc_and(b, t->guard, Z3_mk_eq(b->z, off, bmc_off(b, (int64_t)j)));
      c->v[j] = bmc_val_ite(b, hit, v, cell_value(b, old, t->obj, j));
    }
  }
}
