/* bmc_fptr.c - function pointers.
 *
 * Each function whose address is taken gets a code object without cells;
 * a pointer to the function is an ordinary target of that object, so
 * copies, merges and comparisons need nothing new.  A call through a
 * pointer evaluates its arguments once and runs every function the
 * pointer may target, each under its target's guard, then merges states
 * and results like the branches of an if.  Targets that are null or are
 * not a function of the call's type are violations, and their runs end. */
#include "bmc/bmc_internal.h"

typedef struct bmc_code {
  const ir_func *f;
  int obj;
} bmc_code;

static const ir_type code_type = {.kind = IR_TY_VOID, .name = "function"};

static int code_obj(bmc *b, bmc_state *s, const ir_func *f) {
  for (int i = 0; i < b->ncodes; i++)
    if (b->codes[i].f == f) return b->codes[i].obj;
  bmc_code c = {f, bmc_new_obj(b, s, f->name, &code_type)};
  VEC_PUSH(b->codes, b->ncodes, b->capcodes, c);
  return c.obj;
}

static const ir_func *code_func(bmc *b, int obj) {
  for (int i = 0; i < b->ncodes; i++)
    if (b->codes[i].obj == obj) return b->codes[i].f;
  return NULL;
}

bmc_val bmc_funcaddr(bmc *b, bmc_state *s, const ir_expr *e) {
  bmc_val v = {0};
  v.kind = VAL_PTR;
  v.nt = 1;
  v.t = arena_alloc(b->mem, sizeof *v.t);
  v.t[0] = (bmc_target){Z3_mk_true(b->z), code_obj(b, s, e->callee), bmc_off(b, 0), NULL, NULL};
  return v;
}

static bmc_rv rv_ite(bmc *b, Z3_ast c, bmc_rv x, bmc_rv y) {
  bmc_rv r = x;
  if (!x.n) {
    r.v = bmc_val_ite(b, c, x.v, y.v);
    return r;
  }
  r.cells = arena_alloc(b->mem, sizeof *r.cells * (size_t)x.n);
  for (uint64_t i = 0; i < x.n; i++) r.cells[i] = bmc_val_ite(b, c, x.cells[i], y.cells[i]);
  return r;
}

/* The result when no run returns (every target bad, or every run cut):
 * any value, so that evaluation can go on along dead paths. */
static bmc_rv no_result(bmc *b, bmc_state *s, const ir_expr *e) {
  bmc_rv r = {0};
  if (e->type->kind == IR_TY_VOID) return r;
  int obj = bmc_new_obj(b, s, "call", e->type);
  bmc_obj_nondet(b, s, obj);
  return bmc_load_rv(b, s, bmc_lval_of_obj(b, obj, e->type), e->loc);
}

bmc_rv bmc_call_ptr(bmc *b, bmc_state *s, const ir_expr *e) {
  bmc_val p = bmc_eval(b, s, e->a);
  bmc_rv *args = arena_alloc(b->mem, sizeof *args * (size_t)(e->nargs + 1));
  for (int i = 0; i < e->nargs; i++) {
    const ir_expr *a = e->args[i];
    if (ir_is_scalar(a->type)) args[i] = (bmc_rv){bmc_site_val(b, s, a), 0, NULL};
    else args[i] = bmc_eval_rv(b, s, a);
  }
  bmc_rv r = {0};
  if (s->dead) return no_result(b, s, e);
  if (p.kind != VAL_PTR || !p.nt)
    bmc_fail(b, e->loc, "unsupported: pointer whose target cannot be resolved");
  const ir_type *ft = e->a->type->elem;
  const ir_func **fs = arena_alloc(b->mem, sizeof *fs * (size_t)p.nt);
  Z3_ast null = Z3_mk_false(b->z), bad = Z3_mk_false(b->z);
  for (int i = 0; i < p.nt; i++) {
    fs[i] = p.t[i].obj < 0 ? NULL : code_func(b, p.t[i].obj);
    if (fs[i] && (!fs[i]->body || !ir_func_has_type(fs[i], ft))) fs[i] = NULL;
    if (p.t[i].obj < 0) null = bmc_or(b, null, p.t[i].guard);
    else if (!fs[i]) bad = bmc_or(b, bad, p.t[i].guard);
  }
  if (!bmc_is_false(b, null)) bmc_add_prop(b, s, BMC_PROP_NULL, e->loc, NULL, null);
  if (!bmc_is_false(b, bad)) bmc_add_prop(b, s, BMC_PROP_FPTR, e->loc, NULL, bad);

  /* the runs of every target, merged; the guard stays the caller's when
   * no run was lost (to a bad target, exit or a cut) */
  const bmc_state entry = *s;
  bmc_state out = entry;
  out.dead = 1;
  int lost = !bmc_is_false(b, bmc_or(b, null, bad));
  b->nlost += lost;  /* no assumption excludes those runs */
  for (int i = 0; i < p.nt; i++) {
    if (!fs[i]) continue;
    bmc_state st = bmc_state_copy(b, &entry);
    Z3_ast g0 = st.guard = bmc_and(b, entry.guard, p.t[i].guard);
    if (bmc_is_false(b, g0)) continue;
    bmc_rv ri = bmc_call(b, &st, fs[i], e->nargs, args, e->loc);
    if (st.dead || st.guard != g0) lost = 1;
    if (st.dead) continue;
    if (out.dead) {
      out = st;
      r = ri;
      continue;
    }
    Z3_ast g = bmc_or(b, st.guard, out.guard);
    out = bmc_state_merge(b, p.t[i].guard, &st, &out, g);
    if (e->type->kind != IR_TY_VOID) r = rv_ite(b, p.t[i].guard, ri, r);
  }
  if (!out.dead && !lost) out.guard = entry.guard;
  *s = out;
  return out.dead ? no_result(b, s, e) : r;
}
