/* bmc_stmt.c - statements: branches merge with phis, loops and recursion
 * unwind to the bound, jumps wait at their join point, calls inline. */
#include <string.h>

#include "bmc/bmc_internal.h"

/* goto: do states wait at a label numbered in [lo, hi) of this frame?
 * Such a statement runs even on a dead state, to bring them in. */
static int pending(bmc *b, int lo, int hi) {
  const bmc_frame *f = b->frame;
  if (!f || !f->labels) return 0;
  for (int i = lo; i < hi; i++)
    if (f->labels[i].n) return 1;
  return 0;
}

static int runs(bmc *b, const bmc_state *s, const ir_stmt *st) {
  return st && (!s->dead || pending(b, st->lab_lo, st->lab_hi));
}

/* Run `st` on a copy of s restricted to cond; returns the copy. */
static bmc_state branch(bmc *b, const bmc_state *s, Z3_ast cond, const ir_stmt *st, Z3_ast *g0) {
  bmc_state r = bmc_state_copy(b, s);
  r.guard = *g0 = bmc_and(b, s->guard, cond);
  if (bmc_is_false(b, r.guard)) r.dead = 1;
  bmc_exec(b, &r, st);
  return r;
}

static void exec_if(bmc *b, bmc_state *s, const ir_stmt *st) {
  if (s->dead) {  /* a goto enters a branch: the condition is never evaluated */
    bmc_state t = bmc_state_copy(b, s), e = bmc_state_copy(b, s);
    bmc_exec(b, &t, st->then);
    bmc_exec(b, &e, st->els);
    *s = bmc_state_merge(b, t.guard, &t, &e, bmc_or(b, t.dead ? Z3_mk_false(b->z) : t.guard,
                                                      e.dead ? Z3_mk_false(b->z) : e.guard));
    s->dead = t.dead && e.dead;
    return;
  }
  Z3_ast c = bmc_cond(b, s, st->e), g0t, g0e;
  if (s->dead) return;
  bmc_state t = branch(b, s, c, st->then, &g0t);
  bmc_state e = branch(b, s, bmc_not(b, c), st->els, &g0e);
  Z3_ast g = bmc_rejoin_guard(b, s->guard, &t, g0t, &e, g0e);
  /* paths that jumped into a branch never evaluated c: select by guard */
  *s = bmc_state_merge(b, st->lab_hi > st->lab_lo ? t.guard : c, &t, &e, g);
  s->dead = t.dead && e.dead;
}

/* An expression statement that a repair may delete: it runs where del is
 * false, as if it were `if (!del) e;`. */
static void exec_deletable(bmc *b, bmc_state *s, const ir_stmt *st, Z3_ast del) {
  Z3_ast keep = bmc_not(b, del);
  bmc_state t = bmc_state_copy(b, s), e = bmc_state_copy(b, s);
  Z3_ast g0t = t.guard = bmc_and(b, s->guard, keep);
  Z3_ast g0e = e.guard = bmc_and(b, s->guard, del);
  if (bmc_is_false(b, t.guard)) t.dead = 1;
  if (bmc_is_false(b, e.guard)) e.dead = 1;
  if (!t.dead) bmc_eval_rv(b, &t, st->e);
  Z3_ast g = bmc_rejoin_guard(b, s->guard, &t, g0t, &e, g0e);
  *s = bmc_state_merge(b, keep, &t, &e, g);
  s->dead = t.dead && e.dead;
}

/* The items of a block from `from` on.  A label that a goto jumps back to
 * makes the rest of its block a loop, unwound like `while`: each round
 * runs from the label to the end of the block; the states that jumped
 * back start the next round, the others leave the block. */
static void exec_items(bmc *b, bmc_state *s, const ir_stmt *blk, int from);

/* Iterations a loop may take: --unwind, except in a function marked
 * `unroll`, whose loops are written with constant bounds and run to the
 * end (a library model must not fail --unwind 5 on a 10-digit number;
 * BMC_UNROLL_LIMIT only guards against a model that breaks that rule),
 * and in one that --max-string bounds (strlen over a string of N
 * characters and its NUL: N + 1). */
#define BMC_UNROLL_LIMIT 4096
static int loop_bound(const bmc *b) {
  const ir_func *f = b->frame ? b->frame->f : NULL;
  if (f && f->unroll) return BMC_UNROLL_LIMIT;
  return f && f->string_bound > 0 ? f->string_bound + 1 : b->o.unwind;
}

/* The runs that reach a loop's bound are cut there. */
static void loop_cut(bmc *b, bmc_state *s, ir_loc loc) {
  const ir_func *f = b->frame ? b->frame->f : NULL;
  int str = f && !f->unroll && f->string_bound > 0;
  bmc_add_cut(b, s, Z3_mk_true(b->z), loc, str ? BMC_CUT_STRING : BMC_CUT_LOOP);
}

static void exec_label_loop(bmc *b, bmc_state *s, const ir_stmt *blk, int at) {
  const ir_stmt *lab = blk->body[at];
  bmc_joins *back = &b->frame->labels[lab->lab];
  bmc_joins exits = {0};
  bmc_inpos pos = bmc_inpos_open(b);
  for (int k = 0;; k++) {
    bmc_inpos_round(b, &pos, 'L', k);
    bmc_join(b, s, back);
    exec_items(b, s, blk, at + 1);
    bmc_joins_push(b, &exits, s);
    s->dead = 1;
    if (!back->n) break;
    if (k == loop_bound(b)) {  /* one more jump back than the bound allows */
      bmc_join(b, s, back);
      loop_cut(b, s, lab->loc);
      s->dead = 1;
      break;
    }
  }
  bmc_inpos_close(b, &pos);
  bmc_join(b, s, &exits);
}

static void exec_items(bmc *b, bmc_state *s, const ir_stmt *blk, int from) {
  for (int i = from; i < blk->n; i++) {
    const ir_stmt *it = blk->body[i];
    if (s->dead && !pending(b, it->lab_lo, blk->lab_hi)) return;
    if (it->kind == IR_S_LABEL && it->back) {
      exec_label_loop(b, s, blk, i);
      return;
    }
    bmc_exec(b, s, it);
  }
}

/* Evaluate a loop condition: paths where it fails leave through `exits`. */
static void loop_test(bmc *b, bmc_state *s, const ir_expr *cond, bmc_joins *exits) {
  if (!cond || s->dead) return;
  Z3_ast c = bmc_cond(b, s, cond);
  if (s->dead) return;
  bmc_state out = bmc_state_copy(b, s);
  out.guard = bmc_and(b, s->guard, bmc_not(b, c));
  if (!bmc_is_false(b, out.guard)) bmc_joins_push(b, exits, &out);
  s->guard = bmc_and(b, s->guard, c);
  if (bmc_is_false(b, s->guard)) s->dead = 1;
}

static void exec_loop(bmc *b, bmc_state *s, const ir_stmt *st) {
  bmc_joins exits = {0}, brk = {0}, cont = {0};
  bmc_scope scope = {&brk, &cont, b->scope};
  if (st->kind == IR_S_FOR && st->init) bmc_exec(b, s, st->init);
  bmc_inpos pos = bmc_inpos_open(b);
  for (int k = 0;; k++) {
    bmc_inpos_round(b, &pos, 'L', k);
    if (st->kind != IR_S_DO) loop_test(b, s, st->e, &exits);
    if (s->dead && (k > 0 || !runs(b, s, st->then))) break;  /* a goto may enter the body */
    if (k == loop_bound(b)) {
      loop_cut(b, s, st->loc);
      s->dead = 1;
      break;
    }
    b->scope = &scope;
    bmc_exec(b, s, st->then);
    b->scope = scope.up;
    bmc_join(b, s, &cont);
    if (st->kind == IR_S_FOR && st->step && !s->dead) bmc_eval_rv(b, s, st->step);
    if (st->kind == IR_S_DO) {
      loop_test(b, s, st->e, &exits);
      if (!s->dead && k + 1 == loop_bound(b)) {
        loop_cut(b, s, st->loc);
        s->dead = 1;
      }
      if (s->dead) break;
    }
  }
  bmc_inpos_close(b, &pos);
  bmc_join(b, s, &exits);
  bmc_join(b, s, &brk);
}

static void exec_switch(bmc *b, bmc_state *s, const ir_stmt *st) {
  const ir_stmt *body = st->then;
  if (s->dead) {  /* a goto enters the body: no case is selected */
    bmc_joins brk = {0};
    bmc_scope scope = {&brk, NULL, b->scope};
    b->scope = &scope;
    if (body->kind == IR_S_BLOCK) {
      for (int i = 0; i < body->n; i++) bmc_exec(b, s, body->body[i]);
    } else {
      bmc_exec(b, s, body);
    }
    b->scope = scope.up;
    bmc_join(b, s, &brk);
    return;
  }
  bmc_val v = bmc_site_val(b, s, st->e);
  if (s->dead) return;
  bmc_joins brk = {0};
  bmc_scope scope = {&brk, NULL, b->scope};
  const ir_stmt *const *items = body->kind == IR_S_BLOCK ? (const ir_stmt *const *)body->body : &body;
  int n = body->kind == IR_S_BLOCK ? body->n : 1;

  /* which label does the value select? */
  Z3_ast none = Z3_mk_true(b->z);
  int has_default = 0;
  for (int i = 0; i < n; i++) {
    if (items[i]->kind != IR_S_CASE) continue;
    if (items[i]->is_default) has_default = 1;
    else none = bmc_and(b, none, bmc_not(b, Z3_mk_eq(b->z, v.bv, bmc_num(b, st->e->type, items[i]->ival))));
  }
  const bmc_state entry = *s;
  bmc_state run = *s;
  run.dead = 1;
  b->scope = &scope;
  for (int i = 0; i < n; i++) {
    const ir_stmt *it = items[i];
    if (it->kind == IR_S_CASE) {
      Z3_ast hit = it->is_default ? none : Z3_mk_eq(b->z, v.bv, bmc_num(b, st->e->type, it->ival));
      bmc_state in = bmc_state_copy(b, &entry);
      in.guard = bmc_and(b, entry.guard, hit);
      if (bmc_is_false(b, in.guard)) continue;
      if (run.dead) run = in;
      else run = bmc_state_merge(b, in.guard, &in, &run, bmc_or(b, in.guard, run.guard));
      continue;
    }
    bmc_exec(b, &run, it);
  }
  b->scope = scope.up;
  bmc_joins_push(b, &brk, &run);
  if (!has_default) {
    bmc_state out = bmc_state_copy(b, &entry);
    out.guard = bmc_and(b, entry.guard, none);
    if (!bmc_is_false(b, out.guard)) bmc_joins_push(b, &brk, &out);
  }
  s->dead = 1;
  bmc_join(b, s, &brk);
}

static void jump(bmc *b, bmc_state *s, bmc_joins *to, ir_loc loc) {
  if (!to) bmc_fail(b, loc, "unsupported: jump outside a loop or switch");
  bmc_joins_push(b, to, s);
  s->dead = 1;
}

static const char *assert_text(bmc *b, const ir_stmt *st) {
  if (st->msg) return st->msg;
  if (!st->e) return "reach_error";
  return bmc_loc_text(b, st->e->loc);
}

void bmc_exec(bmc *b, bmc_state *s, const ir_stmt *st) {
  if (!runs(b, s, st)) return;
  bmc_tick(b);
  switch (st->kind) {
  case IR_S_SKIP:
  case IR_S_CASE: return;
  case IR_S_EXPR:
    if (b->o.skip && b->o.skip[st->e->id]) exec_deletable(b, s, st, b->o.skip[st->e->id]);
    else bmc_eval_rv(b, s, st->e);
    return;
  case IR_S_DECL: {
    if (st->var->storage == IR_GLOBAL) return;  /* static local: set up at start */
    if (st->vlen) {
      bmc_heap_vla(b, s, st);
      return;
    }
    bmc_frame *f = b->frame;
    int obj = f->varobj[st->var->id];
    if (obj < 0) obj = f->varobj[st->var->id] = bmc_new_obj(b, s, st->var->name, st->var->type);
    if (st->vinit) bmc_init_object(b, s, bmc_lval_of_obj(b, obj, st->var->type), st->vinit);
    else bmc_obj_input(b, s, obj, BMC_CELL_UNINIT, st->loc);
    return;
  }
  case IR_S_BLOCK: exec_items(b, s, st, 0); return;
  case IR_S_LABEL: bmc_join(b, s, &b->frame->labels[st->lab]); return;
  case IR_S_GOTO: jump(b, s, &b->frame->labels[st->target->lab], st->loc); return;
  case IR_S_IF: exec_if(b, s, st); return;
  case IR_S_WHILE:
  case IR_S_DO:
  case IR_S_FOR: exec_loop(b, s, st); return;
  case IR_S_SWITCH: exec_switch(b, s, st); return;
  case IR_S_BREAK: jump(b, s, b->scope ? b->scope->brk : NULL, st->loc); return;
  case IR_S_CONTINUE: {
    bmc_scope *sc = b->scope;
    while (sc && !sc->cont) sc = sc->up;
    jump(b, s, sc ? sc->cont : NULL, st->loc);
    return;
  }
  case IR_S_RETURN: {
    bmc_frame *f = b->frame;
    if (st->e) {
      bmc_rv rv;
      if (ir_is_scalar(st->e->type)) rv = (bmc_rv){bmc_site_val(b, s, st->e), 0, NULL};
      else rv = bmc_eval_rv(b, s, st->e);
      if (f->retobj >= 0 && !s->dead) {
        bmc_lval lv = bmc_lval_of_obj(b, f->retobj, b->objs[f->retobj].type);
        bmc_store_rv(b, s, lv, rv, st->loc);
      }
    }
    jump(b, s, &f->returns, st->loc);
    return;
  }
  case IR_S_ASSERT: {
    Z3_ast fails = Z3_mk_true(b->z);
    if (st->e) fails = bmc_not(b, bmc_truth(b, bmc_eval(b, s, st->e), st->e->loc));
    bmc_add_prop(b, s, st->e ? BMC_PROP_ASSERT : BMC_PROP_REACH, st->loc, assert_text(b, st), fails);
    return;
  }
  case IR_S_ASSUME:
    bmc_add_assume(b, s, bmc_truth(b, bmc_eval(b, s, st->e), st->e->loc));
    return;
  case IR_S_ABORT:
    s->dead = 1;
    b->nlost++;
    return;
  case IR_S_OPAQUE: bmc_fail(b, st->loc, "unsupported: statement outside the subset (lenient IR)");
  }
}

static int same_type(const ir_type *x, const ir_type *y) {
  return x->kind == y->kind && x->bits == y->bits && x->is_signed == y->is_signed && x->is_bool == y->is_bool &&
         (x->kind == IR_TY_INT || x->kind == IR_TY_VOID);
}

/* The original run of bounded mode may run g for f: scalars alike. */
static int same_signature(const ir_func *f, const ir_func *g) {
  if (f->nparams != g->nparams || !same_type(f->ret, g->ret)) return 0;
  for (int i = 0; i < f->nparams; i++)
    if (!same_type(f->params[i]->type, g->params[i]->type)) return 0;
  return 1;
}

bmc_rv bmc_call(bmc *b, bmc_state *s, const ir_func *f, int nargs, bmc_rv *args, ir_loc loc) {
  bmc_rv r = {0};
  /* not a library model: the reference's copy of the stdio model keeps
   * its own state, which the harness sets from the program's (the
   * original run would read a stdin of its own) */
  int stands_in = b->frame && b->frame->stands_in;
  if (b->shadowing && b->o.shadow_call && f->body && !f->lib) {
    const ir_func *g = b->o.shadow_call(b->p, f);
    if (g && g->body && same_signature(f, g)) f = g, stands_in = 1;
  }
  if (!f->body) bmc_fail(b, loc, "unsupported: call to undefined function '%s'", f->name);
  int depth = 0;
  for (bmc_frame *fr = b->frame; fr; fr = fr->up) depth += fr->f == f;
  const ir_type *rt = f->ret;
  if (depth > b->o.unwind) {
    /* recursion deeper than the bound: cut this path */
    bmc_add_cut(b, s, Z3_mk_true(b->z), loc, BMC_CUT_RECURSION);
    s->dead = 1;
    if (rt->kind == IR_TY_VOID) return r;
    int obj = bmc_new_obj(b, s, "cut", rt);
    bmc_obj_nondet(b, s, obj);
    return bmc_load_rv(b, s, bmc_lval_of_obj(b, obj, rt), loc);
  }
  bmc_frame fr = {0};
  fr.f = f;
  fr.call = loc;
  fr.stands_in = stands_in;
  fr.varobj = arena_alloc(b->mem, sizeof *fr.varobj * (size_t)(b->p->nvars + 1));
  for (int i = 0; i < b->p->nvars; i++) fr.varobj[i] = -1;
  fr.retobj = rt->kind == IR_TY_VOID ? -1 : bmc_new_obj(b, s, f->name, rt);
  if (f->nlabels) fr.labels = arena_alloc(b->mem, sizeof *fr.labels * (size_t)f->nlabels);
  for (int i = 0; i < f->nparams && i < nargs; i++) {
    const ir_var *pv = f->params[i];
    int obj = fr.varobj[pv->id] = bmc_new_obj(b, s, pv->name, pv->type);
    bmc_store_rv(b, s, bmc_lval_of_obj(b, obj, pv->type), args[i], loc);
  }
  fr.up = b->frame;
  bmc_scope *saved = b->scope;
  b->frame = &fr;
  b->scope = NULL;
  /* a recursive call's reads have their own positions, like a loop's */
  bmc_inpos pos = {0};
  if (depth > 0) {
    pos = bmc_inpos_open(b);
    bmc_inpos_round(b, &pos, 'R', 0);
  }
  Z3_ast entry = s->guard;
  int lost = b->nlost;
  bmc_exec(b, s, f->body);
  if (depth > 0) bmc_inpos_close(b, &pos);
  bmc_join(b, s, &fr.returns);
  /* Every run that entered leaves by a return, unless it ended (lost) or
   * was cut, and a cut is assumed away (bmc_add_cut): the caller's guard
   * then still holds, and keeping it, not the disjunction of the return
   * paths, lets equal computations after the call be equal terms (the
   * --reference harness runs the reference after the program). */
  if (!s->dead && b->nlost == lost) s->guard = entry;
  b->frame = fr.up;
  b->scope = saved;
  if (fr.retobj >= 0) r = bmc_load_rv(b, s, bmc_lval_of_obj(b, fr.retobj, rt), loc);
  return r;
}
