/* harness.c - build the equivalence harness in IR.
 *
 *   void __amend_equivalence(params of F) {
 *     T r1 = F(params);  T r2 = __amend_ref_F(params);
 *     assert(r1 == r2);                  one per scalar leaf of T
 *     assert(g == __amend_ref_g);        for each global both define
 *   }
 */
#include "load/harness.h"

#include <string.h>

#include "load/iomodel.h"
#include "util/arena.h"

typedef struct hb {
  ir_prog *p;
  ir_loc loc;         /* where violations are reported: F's definition */
  int n, cap;
  ir_stmt **body;
} hb;

static void emit(hb *h, ir_stmt *s) {
  if (h->n == h->cap) {
    h->cap = h->cap ? 2 * h->cap : 16;
    ir_stmt **nb = ir_alloc(h->p, sizeof *nb * (size_t)h->cap);
    if (h->n) memcpy(nb, h->body, sizeof *nb * (size_t)h->n);
    h->body = nb;
  }
  h->body[h->n++] = s;
}

static ir_expr *var_ref(hb *h, ir_var *v) {
  ir_expr *e = ir_expr_new(h->p, IR_VAR, v->type, h->loc);
  e->var = v;
  return e;
}

static ir_expr *cast_to(hb *h, ir_expr *e, ir_type *t) {
  if (e->type->kind == t->kind && e->type->bits == t->bits && e->type->is_signed == t->is_signed) return e;
  ir_expr *c = ir_expr_new(h->p, IR_CAST, t, h->loc);
  c->a = e;
  c->implicit = 1;
  return c;
}

static ir_expr *node2(hb *h, ir_exkind k, ir_op op, ir_expr *a, ir_expr *b) {
  ir_expr *e = ir_expr_new(h->p, k, ir_ty_int(h->p, 32, 1), h->loc);
  e->op = op;
  e->a = a;
  e->b = b;
  return e;
}

/* assert(a == b) for every scalar leaf of type t; floating-point leaves
 * are also equal when both are NaN (C's == never holds for a NaN). */
static void eq_leaves(hb *h, ir_expr *a, ir_expr *b, const char *what) {
  ir_type *t = a->type;
  if (t->kind == IR_TY_FLOAT) {
    ir_expr *y = cast_to(h, b, t);
    ir_expr *both_nan = node2(h, IR_LAND, IR_NOP, node2(h, IR_BINOP, IR_NE, a, a), node2(h, IR_BINOP, IR_NE, y, y));
    ir_stmt *s = ir_stmt_new(h->p, IR_S_ASSERT, h->loc);
    s->e = node2(h, IR_LOR, IR_NOP, node2(h, IR_BINOP, IR_EQ, a, y), both_nan);
    s->msg = what;
    emit(h, s);
  } else if (t->kind == IR_TY_INT) {
    ir_expr *eq = ir_expr_new(h->p, IR_BINOP, ir_ty_int(h->p, 32, 1), h->loc);
    eq->op = IR_EQ;
    eq->a = a;
    eq->b = cast_to(h, b, t);
    ir_stmt *s = ir_stmt_new(h->p, IR_S_ASSERT, h->loc);
    s->e = eq;
    s->msg = what;
    emit(h, s);
  } else if (t->kind == IR_TY_ARRAY && b->type->kind == IR_TY_ARRAY) {
    uint64_t n = t->count < b->type->count ? t->count : b->type->count;
    for (uint64_t i = 0; i < n; i++) {
      ir_expr *x[2];
      ir_expr *base[2] = {a, b};
      for (int k = 0; k < 2; k++) {
        ir_expr *d = ir_expr_new(h->p, IR_DECAY, ir_ty_ptr(h->p, base[k]->type->elem), h->loc);
        d->a = base[k];
        ir_expr *ix = ir_expr_new(h->p, IR_CONST, ir_ty_int(h->p, 64, 1), h->loc);
        ix->ival = (int64_t)i;
        x[k] = ir_expr_new(h->p, IR_INDEX, base[k]->type->elem, h->loc);
        x[k]->a = d;
        x[k]->b = ix;
      }
      eq_leaves(h, x[0], x[1], what);
    }
  } else if (t->kind == IR_TY_STRUCT && b->type->kind == IR_TY_STRUCT && t->nfields == b->type->nfields) {
    for (int i = 0; i < t->nfields; i++) {
      ir_expr *x = ir_expr_new(h->p, IR_MEMBER, t->fields[i].type, h->loc);
      x->a = a;
      x->field = i;
      ir_expr *y = ir_expr_new(h->p, IR_MEMBER, b->type->fields[i].type, h->loc);
      y->a = b;
      y->field = i;
      eq_leaves(h, x, y, what);
    }
  }
  /* pointers are not values to compare: their targets are globals, compared above */
}

static ir_expr *call(hb *h, ir_func *f, ir_var **params, int n) {
  ir_expr *c = ir_expr_new(h->p, IR_CALL, f->ret, h->loc);
  c->callee = f;
  c->nargs = n;
  c->args = ir_alloc(h->p, sizeof *c->args * (size_t)(n + 1));
  for (int i = 0; i < n; i++) c->args[i] = cast_to(h, var_ref(h, params[i]), f->params[i]->type);
  return c;
}

/* ---- whole programs -------------------------------------------------- */

static ir_var *global_named(ir_prog *p, const char *prefix, const char *name) {
  char full[256];
  snprintf(full, sizeof full, "%s%s", prefix, name);
  for (int i = 0; i < p->nglobals; i++)
    if (!strcmp(p->globals[i]->name, full)) return p->globals[i];
  return NULL;
}

static ir_func *func_named(ir_prog *p, const char *prefix, const char *name) {
  char full[256];
  snprintf(full, sizeof full, "%s%s", prefix, name);
  return ir_find_func(p, full);
}

/* Does statement st (or one inside it) end the run: exit() or abort()? */
static const ir_stmt *ends_run(const ir_stmt *st) {
  if (!st) return NULL;
  if (st->kind == IR_S_ABORT) return st;
  const ir_stmt *k[] = {st->init, st->then, st->els};
  for (int i = 0; i < 3; i++) {
    const ir_stmt *r = ends_run(k[i]);
    if (r) return r;
  }
  for (int i = 0; i < st->n; i++) {
    const ir_stmt *r = ends_run(st->body[i]);
    if (r) return r;
  }
  return NULL;
}

static ir_stmt *assign_stmt(hb *h, ir_expr *lhs, ir_expr *rhs) {
  ir_expr *a = ir_expr_new(h->p, IR_ASSIGN, lhs->type, h->loc);
  a->op = IR_NOP;
  a->a = lhs;
  a->b = cast_to(h, rhs, lhs->type);
  ir_stmt *s = ir_stmt_new(h->p, IR_S_EXPR, h->loc);
  s->e = a;
  return s;
}

static void emit_assign(hb *h, ir_expr *lhs, ir_expr *rhs) { emit(h, assign_stmt(h, lhs, rhs)); }

/* ---- main(argc, argv) -------------------------------------------------- */

/* Does main take (), (int argc) or (int argc, char **argv)? */
static int main_params_ok(const ir_func *f) {
  if (f->nparams > 2) return 0;
  if (f->nparams >= 1) {
    const ir_type *t = f->params[0]->type;
    if (t->kind != IR_TY_INT || t->bits != 32) return 0;
  }
  if (f->nparams == 2) {
    const ir_type *t = f->params[1]->type;
    if (t->kind != IR_TY_PTR || t->elem->kind != IR_TY_PTR || t->elem->elem->kind != IR_TY_INT ||
        t->elem->elem->bits != 8)
      return 0;
  }
  return 1;
}

static ir_expr *num(hb *h, ir_type *t, int64_t v) {
  ir_expr *e = ir_expr_new(h->p, IR_CONST, t, h->loc);
  e->ival = v;
  return e;
}

/* ptr[i] (ptr a pointer rvalue); arr[i] for an array: its decay first */
static ir_expr *at(hb *h, ir_expr *base, int64_t i) {
  if (base->type->kind == IR_TY_ARRAY) {
    ir_expr *d = ir_expr_new(h->p, IR_DECAY, ir_ty_ptr(h->p, base->type->elem), h->loc);
    d->a = base;
    base = d;
  }
  ir_expr *x = ir_expr_new(h->p, IR_INDEX, base->type->elem, h->loc);
  x->a = base;
  x->b = num(h, ir_ty_int(h->p, 64, 1), i);
  return x;
}

static void declare(hb *h, ir_var *v) {
  ir_stmt *d = ir_stmt_new(h->p, IR_S_DECL, h->loc);
  d->var = v;
  emit(h, d);
}

/* The reference's own copy of the argument strings, made before either
 * main runs: what the program writes into its argv the reference never
 * sees.  Each of the n possible strings (argc <= n) has len + 1 cells, as
 * the encoder models argv (bmc.c, main_args).  Returns the copy's vector. */
static ir_var *copy_argv(hb *h, ir_func *hf, ir_var *argc, ir_var *argv, int n, int len) {
  ir_prog *p = h->p;
  ir_type *cp = argv->type->elem, *ch = cp->elem;
  ir_var *text = ir_add_var(p, "reference_argv_text", ir_ty_array(p, ir_ty_array(p, ch, (uint64_t)len + 1), (uint64_t)n),
                            IR_LOCAL, hf);
  ir_var *vec = ir_add_var(p, "reference_argv", ir_ty_array(p, cp, (uint64_t)n + 1), IR_LOCAL, hf);
  declare(h, text);
  declare(h, vec);
  ir_expr *null = ir_expr_new(p, IR_CONST, cp, h->loc);
  for (int i = 0; i < n; i++) {
    ir_stmt *blk = ir_stmt_new(p, IR_S_BLOCK, h->loc);
    blk->n = len + 2;
    blk->body = ir_alloc(p, sizeof *blk->body * (size_t)(len + 2));
    for (int k = 0; k <= len; k++)
      blk->body[k] = assign_stmt(h, at(h, at(h, var_ref(h, text), i), k), at(h, at(h, var_ref(h, argv), i), k));
    ir_expr *str = ir_expr_new(p, IR_DECAY, cp, h->loc);
    str->a = at(h, var_ref(h, text), i);
    blk->body[len + 1] = assign_stmt(h, at(h, var_ref(h, vec), i), str);
    ir_stmt *st = ir_stmt_new(p, IR_S_IF, h->loc);
    st->e = node2(h, IR_BINOP, IR_LT, num(h, argc->type, i), var_ref(h, argc));
    st->then = blk;
    st->els = assign_stmt(h, at(h, var_ref(h, vec), i), null);
    emit(h, st);
  }
  emit_assign(h, at(h, var_ref(h, vec), n), null);
  return vec;
}

/* main(args) with as many of (argc, argv) as it takes. */
static ir_expr *call_main(hb *h, ir_func *f, ir_expr *argc, ir_expr *argv) {
  ir_expr *c = ir_expr_new(h->p, IR_CALL, f->ret, h->loc);
  c->callee = f;
  c->nargs = f->nparams;
  c->args = ir_alloc(h->p, sizeof *c->args * 3);
  ir_expr *a[2] = {argc, argv};
  for (int i = 0; i < f->nparams; i++) c->args[i] = cast_to(h, a[i], f->params[i]->type);
  return c;
}

static ir_expr *decay_of(hb *h, ir_var *arr) {
  ir_expr *d = ir_expr_new(h->p, IR_DECAY, ir_ty_ptr(h->p, arr->type->elem), h->loc);
  d->a = var_ref(h, arr);
  return d;
}

static void emit_check(hb *h, ir_expr *cond, const char *what) {
  ir_stmt *s = ir_stmt_new(h->p, IR_S_ASSERT, h->loc);
  s->e = cond;
  s->msg = what;
  emit(h, s);
}

typedef struct param_use {
  const ir_func *f;
  int read;
} param_use;

static void on_param_expr(void *ctx, const ir_expr *e) {
  param_use *u = ctx;
  if (e->kind == IR_VAR && e->var && e->var->storage == IR_PARAM && e->var->func == u->f) u->read = 1;
}

static void on_param_slot(void *ctx, const ir_expr *root, const ir_func *f) {
  param_use *u = ctx;
  if (f == u->f && !u->read) ir_expr_walk(root, on_param_expr, u);
}

/* Does f (a main) look at its argc or argv anywhere?  Most course and
 * contest programs declare main(int argc, char *argv[]) and read stdin. */
static int params_read(const ir_prog *p, const ir_func *f) {
  param_use u = {f, 0};
  if (f->nparams > 0) ir_each_slot(p, on_param_slot, &u);
  return u.read;
}

/*   void __amend_equivalence(void) {
 *     __amend_stdin_start();  the reference's stdin := the program's
 *     int result = main();  int reference_result = __amend_ref_main();
 *     assert(result == reference_result);
 *     assert(__amend_stdout_same(reference's output));
 *   }
 * Each program has its own copy of the stdio model (the reference's is
 * renamed), so the input is copied and the outputs compared. */
static int whole_program(ir_prog *p, const program_spec *s, FILE *diag) {
  ir_func *f = ir_find_func(p, "main"), *g = func_named(p, HARNESS_REF_PREFIX, "main");
  const char *bad = !f || !f->body ? "the program" : !g || !g->body ? "the reference" : NULL;
  if (bad) {
    fprintf(diag, "%s: error: 'main' is not defined in %s\n", s->reference, bad);
    return 0;
  }
  ir_func *which[2] = {f, g};
  for (int k = 0; k < 2; k++) {
    const char *file = p->files[which[k]->file].path;
    if (!main_params_ok(which[k]) || which[k]->ret->kind != IR_TY_INT) {
      fprintf(diag, "%s:%u:%u: error: unsupported: comparing with --reference a 'main' that takes other than"
              " (int argc, char **argv) or does not return int (give --entry F)\n", file, which[k]->loc.line,
              which[k]->loc.col);
      return 0;
    }
  }
  for (int i = 0; i < p->nfuncs; i++) {
    const ir_stmt *e = p->funcs[i]->lib ? NULL : ends_run(p->funcs[i]->body);
    if (e) {
      fprintf(diag, "%s:%u:%u: error: unsupported: exit() or abort() in a program compared with --reference\n",
              e->loc.file >= 0 ? p->files[e->loc.file].path : "?", e->loc.line, e->loc.col);
      return 0;
    }
  }
  hb h = {p, f->loc, 0, 0, NULL};
  ir_func *hf = ir_add_func(p, HARNESS_ENTRY);
  hf->ret = ir_ty_void(p);
  hf->loc = f->loc;
  hf->file = f->file;
  /* argc and argv, when either main takes them and reads them: the encoder
   * models them as main's, and both programs get the same; a main that
   * never reads them runs as from a shell, with no arguments (argc 1) */
  int nargs = f->nparams > g->nparams ? f->nparams : g->nparams;
  if (!params_read(p, f) && !params_read(p, g)) nargs = 0;
  hf->params = ir_alloc(p, sizeof *hf->params * 3);
  hf->nparams = nargs;
  hf->argv_entry = nargs > 0;
  ir_type *chp = ir_ty_ptr(p, ir_ty_int(p, 8, 1));
  if (nargs > 0) hf->params[0] = ir_add_var(p, "argc", ir_ty_int(p, 32, 1), IR_PARAM, hf);
  if (nargs > 1) hf->params[1] = ir_add_var(p, "argv", ir_ty_ptr(p, chp), IR_PARAM, hf);
  /* like a library model (no loops, no repair sites): what it copies
   * stays a constant where it is one and keeps its bounds otherwise, so
   * the reference's copy of the stdio model folds as the program's does
   * (a name for the copied stdin_open = 1 made it build a second stdin,
   * and a stdin length without its bounds kept comparisons the program's
   * copy folded: the two outputs then differed in form and had to be
   * proven equal through the floating-point circuits) */
  hf->unroll = 1;
  hf->lib = 1;
  iomodel m;
  iomodel_decide(p, s->io, s->stdin_tokens, &m);
  if (s->io == IO_TYPED && m.reads && !m.in) {
    fprintf(diag, "%s: error: --io typed: %s, so stdin can only be read as bytes\n", m.where, m.why);
    return 0;
  }
  /* the model of each program: typed tokens or bytes, values or bytes out */
  if (s->range_set && (!m.in || m.in == IOM_TEXT)) {
    if (m.where[0])
      fprintf(diag, "%s: error: --input-range bounds numbers read with scanf's number conversions: %s\n", m.where,
              m.why);
    else
      fprintf(diag, "%s: error: --input-range bounds numbers read with scanf's number conversions, and %s\n",
              s->reference, m.reads ? "these programs read stdin as characters" : "neither program reads stdin");
    return 0;
  }
  static const char *const mode[] = {"__amend_io_in", "__amend_io_out", "__amend_tok_max", "__amend_tok_ranged",
                                     "__amend_tok_lo", "__amend_tok_hi"};
  long mode_val[] = {m.in, m.out && !s->out_bytes, m.tokens, s->range_set, s->range_lo, s->range_hi};
  for (int k = 0; k < 6; k++)
    for (int side = 0; side < 2; side++) {
      ir_var *v = global_named(p, side ? HARNESS_REF_PREFIX : "", mode[k]);
      if (v) emit_assign(&h, var_ref(&h, v), num(&h, v->type, mode_val[k]));
    }
  ir_func *start = func_named(p, "", "__amend_stdin_start");
  if (start && start->body) {
    ir_stmt *c = ir_stmt_new(p, IR_S_EXPR, h.loc);
    c->e = call(&h, start, NULL, 0);
    emit(&h, c);
    /* the reference reads what the program read: the same bytes, or the
     * same tokens (only those that can be present) */
    static const char *const state[] = {"__amend_stdin_buf", "__amend_stdin_len", "__amend_stdin_open",
                                        "__amend_tok_len", "__amend_tok_int", "__amend_tok_dbl"};
    int numbers = m.in && m.in != IOM_TEXT;
    for (int k = 0; k < 6; k++) {
      if ((k == 0 || k == 1) && numbers) continue;
      if (k >= 3 && (!numbers || (k == 4 && m.in == IOM_DOUBLE) || (k == 5 && m.in != IOM_DOUBLE))) continue;
      ir_var *mine = global_named(p, "", state[k]), *theirs = global_named(p, HARNESS_REF_PREFIX, state[k]);
      if (!mine || !theirs) continue;  /* the reference never reads stdin */
      if (mine->type->kind != IR_TY_ARRAY) {
        emit_assign(&h, var_ref(&h, theirs), var_ref(&h, mine));
        continue;
      }
      uint64_t cells = k >= 4 ? (uint64_t)m.tokens : mine->type->count;
      for (uint64_t i = 0; i < cells && i < mine->type->count && i < theirs->type->count; i++) {
        ir_expr *x[2];
        ir_var *v[2] = {theirs, mine};
        for (int j = 0; j < 2; j++) {
          ir_expr *ix = ir_expr_new(p, IR_CONST, ir_ty_int(p, 64, 1), h.loc);
          ix->ival = (int64_t)i;
          x[j] = ir_expr_new(p, IR_INDEX, v[j]->type->elem, h.loc);
          x[j]->a = decay_of(&h, v[j]);
          x[j]->b = ix;
        }
        emit_assign(&h, x[0], x[1]);
      }
    }
  }
  ir_expr *argc = nargs > 0 ? var_ref(&h, hf->params[0]) : num(&h, ir_ty_int(p, 32, 1), 1);
  ir_expr *argv[2] = {num(&h, ir_ty_ptr(p, ir_ty_ptr(p, ir_ty_int(p, 8, 1))), 0), NULL};
  argv[1] = argv[0];
  if (nargs > 1) {
    argv[0] = argv[1] = var_ref(&h, hf->params[1]);
    if (f->nparams > 1 && g->nparams > 1) {
      int n, len;
      program_argv_bounds(p, HARNESS_ENTRY, &s->env, &n, &len);
      ir_var *copy = copy_argv(&h, hf, hf->params[0], hf->params[1], n, len);
      argv[1] = ir_expr_new(p, IR_DECAY, hf->params[1]->type, h.loc);
      argv[1]->a = var_ref(&h, copy);
    }
  }
  ir_var *r[2];
  for (int k = 0; k < 2; k++) {
    r[k] = ir_add_var(p, k ? "reference_result" : "result", which[k]->ret, IR_LOCAL, hf);
    ir_stmt *d = ir_stmt_new(p, IR_S_DECL, h.loc);
    d->var = r[k];
    d->vinit = call_main(&h, which[k], argc, argv[k]);
    emit(&h, d);
  }
  eq_leaves(&h, var_ref(&h, r[0]), var_ref(&h, r[1]), "equivalence with the reference: exit code");
  /* --compare numbers: a number at the very end of an output ends there */
  for (int side = 0; side < 2; side++) {
    ir_func *fin = func_named(p, side ? HARNESS_REF_PREFIX : "", "__amend_stdout_finish");
    if (!fin || !fin->body) continue;
    ir_stmt *c = ir_stmt_new(p, IR_S_EXPR, h.loc);
    c->e = call(&h, fin, NULL, 0);
    emit(&h, c);
  }
  ir_func *same = func_named(p, "", "__amend_stdout_same");
  ir_var *obuf = global_named(p, HARNESS_REF_PREFIX, "__amend_stdout_buf");
  ir_var *olen = global_named(p, HARNESS_REF_PREFIX, "__amend_stdout_len");
  ir_var *otag = global_named(p, HARNESS_REF_PREFIX, "__amend_stdout_tag");
  ir_var *oval = global_named(p, HARNESS_REF_PREFIX, "__amend_stdout_val");
  if (same && same->body && obuf && olen && otag && oval) {
    ir_expr *c = ir_expr_new(p, IR_CALL, same->ret, h.loc);
    c->callee = same;
    c->nargs = 4;
    c->args = ir_alloc(p, sizeof *c->args * 4);
    c->args[0] = decay_of(&h, obuf);
    c->args[1] = var_ref(&h, olen);
    c->args[2] = decay_of(&h, otag);
    c->args[3] = decay_of(&h, oval);
    emit_check(&h, c, "equivalence with the reference: output");
  } else if ((same && same->body) != (obuf != NULL)) {
    /* one program prints through the model and the other never prints */
    fprintf(diag, "%s: error: unsupported: only one of the two programs writes to stdout\n", s->reference);
    return 0;
  }
  ir_stmt *body = ir_stmt_new(p, IR_S_BLOCK, h.loc);
  body->n = h.n;
  body->body = h.body;
  hf->body = body;
  return 1;
}

static void alloc_seen(void *ctx, const ir_expr *e) {
  if (e->kind == IR_ALLOC && e->heap != IR_HEAP_CALLOC) *(int *)ctx = 1;
}

static int leaves_unwritten(const ir_stmt *st) {
  if (!st) return 0;
  if (st->kind == IR_S_DECL && st->var->storage != IR_GLOBAL && (!st->vinit || st->vlen)) return 1;
  int any = 0;
  const ir_expr *ex[] = {st->e, st->step, st->vinit, st->vlen};
  for (int k = 0; k < 4 && !any; k++)
    if (ex[k]) ir_expr_walk(ex[k], alloc_seen, &any);
  if (any || leaves_unwritten(st->init) || leaves_unwritten(st->then) || leaves_unwritten(st->els)) return 1;
  for (int i = 0; i < st->n; i++)
    if (leaves_unwritten(st->body[i])) return 1;
  return 0;
}

int harness_ref_uninit(const ir_prog *p) {
  for (int i = 0; i < p->nfuncs; i++) {
    const ir_func *f = p->funcs[i];
    if (f->reference && !f->lib && leaves_unwritten(f->body)) return 1;
  }
  return 0;
}

ir_prog *harness_load(const program_spec *s, const front_opts *fo, const char **entry_out, FILE *diag) {
  ir_prog *p = front_parse(s->nfiles, s->files, fo, diag);
  if (!p) return NULL;
  const char *ref_files[] = {s->reference};
  ir_prog *ref = front_parse(1, ref_files, fo, diag);
  if (!ref) {
    ir_prog_free(p);
    return NULL;
  }
  int nglob_user = p->nglobals, nfunc_user = p->nfuncs;
  ir_merge(p, ref, HARNESS_REF_PREFIX);
  /* the reference says nothing about a run on which it reads garbage */
  for (int i = nfunc_user; i < p->nfuncs; i++) p->funcs[i]->reference = 1;
  if (!s->entry) {
    if (!whole_program(p, s, diag)) {
      ir_prog_free(p);
      return NULL;
    }
    *entry_out = HARNESS_ENTRY;
    return p;
  }

  ir_func *f = ir_find_func(p, s->entry);
  char refname[512];
  snprintf(refname, sizeof refname, "%s%s", HARNESS_REF_PREFIX, s->entry);
  ir_func *g = ir_find_func(p, refname);
  const char *bad = !f || !f->body ? "the program" : !g || !g->body ? "the reference" : NULL;
  if (!bad && f->nparams != g->nparams) bad = "the reference (with the same parameters)";
  if (bad) {
    fprintf(diag, "%s: error: entry function '%s' is not defined in %s\n", s->reference, s->entry, bad);
    ir_prog_free(p);
    return NULL;
  }

  hb h = {p, f->loc, 0, 0, NULL};
  ir_func *hf = ir_add_func(p, HARNESS_ENTRY);
  hf->ret = ir_ty_void(p);
  hf->loc = f->loc;
  hf->file = f->file;
  hf->nparams = f->nparams;
  hf->params = ir_alloc(p, sizeof *hf->params * (size_t)(f->nparams + 1));
  for (int i = 0; i < f->nparams; i++)
    hf->params[i] = ir_add_var(p, f->params[i]->name, f->params[i]->type, IR_PARAM, hf);

  if (f->ret->kind == IR_TY_VOID) {
    ir_stmt *a = ir_stmt_new(p, IR_S_EXPR, h.loc), *b = ir_stmt_new(p, IR_S_EXPR, h.loc);
    a->e = call(&h, f, hf->params, f->nparams);
    b->e = call(&h, g, hf->params, f->nparams);
    emit(&h, a);
    emit(&h, b);
  } else {
    ir_var *r[2];
    ir_func *which[2] = {f, g};
    for (int k = 0; k < 2; k++) {
      r[k] = ir_add_var(p, k ? "reference_result" : "result", which[k]->ret, IR_LOCAL, hf);
      ir_stmt *d = ir_stmt_new(p, IR_S_DECL, h.loc);
      d->var = r[k];
      d->vinit = call(&h, which[k], hf->params, f->nparams);
      emit(&h, d);
    }
    eq_leaves(&h, var_ref(&h, r[0]), var_ref(&h, r[1]), "equivalence with the reference: return value");
  }
  /* globals both versions define must end equal */
  for (int i = 0; i < nglob_user; i++) {
    ir_var *u = p->globals[i];
    if (u->literal || (u->loc.file >= 0 && p->files[u->loc.file].lib)) continue;  /* not the user's state */
    for (int j = nglob_user; j < p->nglobals; j++) {
      ir_var *v = p->globals[j];
      if (strcmp(v->name + strlen(HARNESS_REF_PREFIX), u->name)) continue;
      char *what = ir_alloc(p, strlen(u->name) + 48);
      sprintf(what, "equivalence with the reference: global %s", u->name);
      eq_leaves(&h, var_ref(&h, u), var_ref(&h, v), what);
    }
  }
  ir_stmt *body = ir_stmt_new(p, IR_S_BLOCK, h.loc);
  body->n = h.n;
  body->body = h.body;
  hf->body = body;
  *entry_out = HARNESS_ENTRY;
  return p;
}
