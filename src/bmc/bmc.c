/* bmc.c - encoding driver: sets up the entry state, runs the symbolic
 * executor and records the formula's constraint sets. */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "bmc/bmc_internal.h"
#include "util/idmap.h"
#include "util/deadline.h"

const char *bmc_propkind_str(bmc_propkind k) {
  switch (k) {
  case BMC_PROP_ASSERT: return "assertion";
  case BMC_PROP_REACH: return "reach_error";
  case BMC_PROP_DIV: return "division by zero";
  case BMC_PROP_BOUNDS: return "array bounds";
  case BMC_PROP_UNWIND: return "unwinding assertion";
  case BMC_PROP_NULL: return "null dereference";
  case BMC_PROP_FREED: return "use after free";
  case BMC_PROP_DFREE: return "double free";
  case BMC_PROP_BADFREE: return "invalid free";
  case BMC_PROP_FPTR: return "invalid function pointer";
  case BMC_PROP_BADPTR: return "invalid pointer";
  }
  return "property";
}

_Noreturn void bmc_fail(bmc *b, ir_loc loc, const char *fmt, ...) {
  va_list ap;
  if (loc.file >= 0 && loc.file < b->p->nfiles)
    fprintf(b->diag, "%s:%u:%u: error: ", b->p->files[loc.file].path, loc.line, loc.col);
  else
    fputs("amend: error: ", b->diag);
  va_start(ap, fmt);
  vfprintf(b->diag, fmt, ap);
  va_end(ap);
  fputc('\n', b->diag);
  longjmp(b->fail, 1);
}

void bmc_tick(bmc *b) {
  if (deadline_passed()) longjmp(b->fail, 2);
}

static void z3_error(Z3_context z, Z3_error_code code) {
  /* past its memory_max_size a call returns nothing usable: stop here */
  if (code == Z3_MEMOUT_FAIL) deadline_out_of_memory();
  /* the watchdog's Z3_interrupt can cancel more than a check */
  if (deadline_passed()) deadline_bail();
  fprintf(stderr, "amend: internal error: Z3: %s\n", Z3_get_error_msg(z, code));
  exit(70);
}

static void interrupt(void *z) { Z3_interrupt(z); }

void bmc_memory_limit(int mb) {
  if (mb <= 0) return;
  /* a backstop past the watchdog's limit, never the limit itself: Z3
   * raises its own out-of-memory from places its C API does not catch
   * (a template process aborted in "terminate called after throwing an
   * instance of 'out_of_memory_error'"), so the watchdog, which interrupts
   * Z3 cleanly, must come first */
  char v[16];
  snprintf(v, sizeof v, "%d", 2 * mb + 512);
  Z3_global_param_set("memory_max_size", v);
}

int bmc_unknown_memory(Z3_context z, Z3_solver s) {
  const char *why = Z3_solver_get_reason_unknown(z, s);
  if (!why || (!strstr(why, "memory") && !strstr(why, "memout"))) return 0;
  deadline_memory_reached();
  return 1;
}

Z3_context bmc_new_context(void) {
  Z3_config cfg = Z3_mk_config();
  Z3_set_param_value(cfg, "model", "true");
  Z3_context z = Z3_mk_context(cfg);
  Z3_del_config(cfg);
  Z3_set_error_handler(z, z3_error);
  deadline_hook_add(interrupt, z);
  return z;
}

/* After the deadline the process is about to end: freeing a large
 * encoding (Z3's terms, the arena) can take longer than the grace the
 * backstop allows, so it is kept, reachable from here, and never freed. */
enum { NPARKED = 64 };
static void *parked[NPARKED];
static int nparked;

static int park(void *p) {
  if (!deadline_passed() || nparked == NPARKED) return 0;
  parked[nparked++] = p;
  return 1;
}

void bmc_del_context(Z3_context z) {
  deadline_hook_remove(interrupt, z);
  if (!park(z)) Z3_del_context(z);
}

static Z3_params limit_params(Z3_context z, double seconds, int with_rlimit, unsigned rlimit) {
  Z3_params ps = Z3_mk_params(z);
  Z3_params_inc_ref(z, ps);
  seconds = deadline_clip(seconds);
  unsigned ms = seconds > 0 ? (unsigned)(seconds * 1000) : UINT32_MAX;
  Z3_params_set_uint(z, ps, Z3_mk_string_symbol(z, "timeout"), ms ? ms : 1);
  if (with_rlimit) Z3_params_set_uint(z, ps, Z3_mk_string_symbol(z, "rlimit"), rlimit);
  return ps;
}

void bmc_solver_timeout(Z3_context z, Z3_solver s, double seconds) {
  Z3_params ps = limit_params(z, seconds, 0, 0);
  Z3_solver_set_params(z, s, ps);
  Z3_params_dec_ref(z, ps);
}

Z3_params bmc_limit_params(Z3_context z, double seconds, unsigned rlimit) {
  return limit_params(z, seconds, 1, rlimit);
}

void bmc_solver_limits(Z3_context z, Z3_solver s, double seconds, unsigned rlimit) {
  Z3_params ps = limit_params(z, seconds, 1, rlimit);
  Z3_solver_set_params(z, s, ps);
  Z3_params_dec_ref(z, ps);
}

double bmc_solver_work(Z3_context z, Z3_solver s) {
  Z3_stats st = Z3_solver_get_statistics(z, s);
  Z3_stats_inc_ref(z, st);
  double v = 0;
  for (unsigned i = 0; i < Z3_stats_size(z, st); i++)
    if (!strcmp(Z3_stats_get_key(z, st, i), "rlimit count"))
      v = Z3_stats_is_uint(z, st, i) ? (double)Z3_stats_get_uint_value(z, st, i) : Z3_stats_get_double_value(z, st, i);
  Z3_stats_dec_ref(z, st);
  return v;
}

Z3_solver bmc_bv_solver(Z3_context z, double timeout_s) {
  /* floats are bit-blasted too, but only the QF_FPBV tactic knows how */
  Z3_solver s = Z3_mk_solver_for_logic(z, Z3_mk_string_symbol(z, bmc_fp_used() ? "QF_FPBV" : "QF_BV"));
  Z3_solver_inc_ref(z, s);
  if (timeout_s > 0 || deadline_left() > 0) bmc_solver_timeout(z, s, timeout_s);
  return s;
}

void bmc_add_hard(bmc *b, Z3_ast c) {
  if (bmc_is_true(b, c)) return;
  VEC_PUSH(b->hard, b->nhard, b->caphard, c);
}

const char *bmc_loc_text(bmc *b, ir_loc loc) {
  size_t n = loc.end > loc.off ? loc.end - loc.off : 0;
  char *t = arena_alloc(b->mem, n + 1);
  memcpy(t, ir_loc_text(b->p, loc), n);
  return t;
}

/* When loc is inside a C library model, the user's call that led there
 * (into *call); else 0. */
static int user_call(const bmc *b, ir_loc loc, ir_loc *call) {
  int lib = loc.file >= 0 && loc.file < b->p->nfiles && b->p->files[loc.file].lib;
  for (const bmc_frame *fr = b->frame; lib && fr && fr->up; fr = fr->up)
    if (fr->f->lib && !fr->up->f->lib) {
      *call = fr->call;
      /* a call the front end made up (a step of a split printf) has the
       * user's line and column but no file: the caller's */
      if (call->file < 0) call->file = fr->up->f->file;
      return 1;
    }
  return 0;
}

/* Is the innermost activation the --reference program's own code (not a
 * library model it called: a model's checks also stand for conventions
 * of sloppy C, which say nothing of the inputs)? */
static int in_reference(const bmc *b) { return b->frame && b->frame->f->reference && !b->frame->f->lib; }

/* Does the innermost activation run for the reference: its own code, or a
 * library model it called (whose cuts its later checks stand on)? */
static int for_reference(const bmc *b) {
  for (const bmc_frame *fr = b->frame; fr; fr = fr->up) {
    if (fr->f->reference) return 1;
    if (!fr->f->lib) return 0;
  }
  return 0;
}

void bmc_add_prop(bmc *b, bmc_state *s, bmc_propkind k, ir_loc loc, const char *text, Z3_ast fails) {
  if (s->dead || b->shadowing) return;
  Z3_ast v = bmc_and(b, b->asmchain, bmc_and(b, s->guard, fails));
  if (bmc_is_false(b, v)) return;
  /* What the reference leaves undefined (an index past its array on a
   * letter it expects in capitals, a division by zero, a null pointer)
   * is outside the specification: such an input is dropped, for the
   * program's properties too, as a contest's statement promises the
   * inputs its accepted solution assumes.  Not its assertions, nor a
   * loop it needs unwound further: those are the bound's to say. */
  if ((k == BMC_PROP_BOUNDS || k == BMC_PROP_DIV || k == BMC_PROP_NULL) && in_reference(b)) {
    /* on the reference's own assumptions, not the program's: a run of
     * the program cut later (a loop past --unwind) still leaves the
     * reference's run, and what it leaves undefined, as they are */
    bmc_add_hard(b, bmc_not(b, bmc_and(b, b->refchain, bmc_and(b, s->guard, fails))));
    b->nrefundef++;
    return;
  }
  if (!text) text = bmc_loc_text(b, loc);
  bmc_prop p = {.kind = k, .loc = loc, .text = text, .viol = v, .seq = b->seq++};
  /* a property of a library model (sscanf reading a buffer fgets never
   * filled, strlen's loop over a long string) is the user's call's:
   * report it there, the model's place beside it */
  if (user_call(b, loc, &p.loc)) {
    p.in_model = 1;
    p.model_loc = loc;
  }
  VEC_PUSH(b->props, b->nprops, b->capprops, p);
}

void bmc_add_assume(bmc *b, bmc_state *s, Z3_ast c) {
  if (s->dead) return;
  Z3_ast holds = Z3_mk_implies(b->z, s->guard, c);
  /* name the growing conjunction so each property refers to it cheaply */
  Z3_ast a = bmc_fresh(b, "assumed", Z3_mk_bool_sort(b->z));
  bmc_add_hard(b, Z3_mk_eq(b->z, a, bmc_and(b, b->asmchain, holds)));
  b->asmchain = a;
  if (for_reference(b)) b->refchain = bmc_and(b, b->refchain, holds);
}

/* The model a --max-string cut is named by: the outermost one bounded so
 * on the way from the user's call (atoi, whose loop is strtol's). */
static const ir_func *string_model(const bmc *b) {
  const ir_func *f = NULL;
  for (const bmc_frame *fr = b->frame; fr && fr->f->lib; fr = fr->up)
    if (fr->f->string_bound > 0) f = fr->f;
  return f ? f : b->frame ? b->frame->f : NULL;
}

static int bounded(const bmc *b) { return b->o.shadow_unwind > 0 && !b->o.unwinding_assertions; }

void bmc_add_cut(bmc *b, bmc_state *s, Z3_ast more, ir_loc loc, bmc_cutkind kind) {
  if (s->dead) return;
  Z3_ast reach = bmc_and(b, b->asmchain, bmc_and(b, s->guard, more));
  if (b->shadowing) {
    b->orig_cut = bmc_or(b, b->orig_cut, reach);
  } else {
    b->cut = bmc_or(b, b->cut, reach);
    const ir_func *fn = kind == BMC_CUT_STRING ? string_model(b) : NULL;
    bmc_cutsite c = {kind, loc, reach, fn};
    /* a loop of a library model (strlen over a long string) is cut at
     * the user's call: that is the place a report can name */
    user_call(b, loc, &c.loc);
    VEC_PUSH(b->cuts, b->ncuts, b->capcuts, c);
    int heap = kind == BMC_CUT_HEAP, str = kind == BMC_CUT_STRING, np = b->nprops;
    if (b->o.unwinding_assertions)
      bmc_add_prop(b, s, BMC_PROP_UNWIND, loc,
                   heap ? "block larger than --max-heap-cells"
                   : str ? "string longer than --max-string"
                         : "unwinding bound reached",
                   more);
    else if (bounded(b))
      bmc_add_prop(b, s, BMC_PROP_UNWIND, loc,
                   heap ? "block larger than --max-heap-cells where the original program's fits"
                   : str ? "string longer than --max-string where the original program's fits"
                         : "unwinding bound reached where the original program finishes",
                   bmc_and(b, more, bmc_not(b, b->orig_cut)));
    if (b->nprops > np) {
      b->props[b->nprops - 1].cut = 1 + (int)kind;
      b->props[b->nprops - 1].cut_func = fn;
    }
  }
  bmc_add_assume(b, s, bmc_not(b, more));
}

/* ---- input positions (bounded mode) ------------------------------------ */

static void ipath_put(bmc *b, const char *t) {
  size_t n = strlen(t);
  if (b->ipath_len + n + 1 > b->ipath_cap) {
    b->ipath_cap = (b->ipath_len + n + 1) * 2;
    b->ipath = xrealloc(b->ipath, b->ipath_cap);
  }
  memcpy(b->ipath + b->ipath_len, t, n + 1);
  b->ipath_len += n;
}

bmc_inpos bmc_inpos_open(bmc *b) {
  bmc_inpos at = {b->ipath_len, b->ictr + 1, b->ictr};
  b->ictr++;
  return at;
}

void bmc_inpos_round(bmc *b, const bmc_inpos *at, char tag, int k) {
  char t[48];
  if (!bounded(b)) return;
  b->ipath_len = at->len;
  snprintf(t, sizeof t, "%c%d.%d/", tag, at->ord, k);
  ipath_put(b, t);
  b->ictr = 0;
}

void bmc_inpos_close(bmc *b, const bmc_inpos *at) {
  b->ipath_len = at->len;
  if (b->ipath) b->ipath[at->len] = 0;
  b->ictr = at->ctr;
}

Z3_ast bmc_add_input(bmc *b, bmc_state *s, const char *name, ir_loc loc, const ir_type *t, int is_arg) {
  Z3_ast c;
  if (bounded(b)) {
    /* the same name in both runs of bounded mode: one constant */
    char *nm = NULL;
    if (asprintf(&nm, "%s!in%u:%s%d", name, b->uid, b->ipath ? b->ipath : "", b->ictr++) < 0) abort();
    c = Z3_mk_const(b->z, Z3_mk_string_symbol(b->z, nm), bmc_sort(b, t));
    free(nm);
  } else {
    c = bmc_fresh(b, name, bmc_sort(b, t));
  }
  if (b->shadowing) return c;
  bmc_input in = {.name = name, .loc = loc, .is_arg = is_arg, .type = t, .term = c, .guard = s->guard,
                  .seq = b->seq++, .cell = BMC_CELL_NONE, .obj = -1};
  VEC_PUSH(b->inputs, b->ninputs, b->capinputs, in);
  return c;
}

int bmc_cell_kind_of(const bmc *b, Z3_ast v) {
  int i = b->cellmap ? idmap_get(b->cellmap, Z3_get_ast_id(b->z, v), -1) : -1;
  return i >= 0 ? b->cells[i].cell : BMC_CELL_NONE;
}

void bmc_add_cell_input(bmc *b, Z3_ast guard, int obj, Z3_ast index, const ir_type *t, Z3_ast v) {
  if (b->shadowing) return;  /* bounded mode's original run reports nothing */
  const bmc_obj *o = &b->objs[obj];
  bmc_input in = {.name = o->name, .loc = o->input_loc, .type = t, .term = v, .guard = guard, .seq = b->seq++,
                  .cell = o->input_kind, .obj = obj, .index = index};
  if (!b->cellmap) b->cellmap = idmap_new();
  idmap_put(b->cellmap, Z3_get_ast_id(b->z, v), b->ncells);
  VEC_PUSH(b->cells, b->ncells, b->capcells, in);
}

/* The ite conditions from a loaded value down to one of its leaves, with
 * the branch taken: a conjunction is built only for a leaf that is a cell
 * input, so a load of anything else creates no terms. */
typedef struct read_path {
  Z3_ast guard;
  int n;
  Z3_ast c[64];
  int neg[64];
} read_path;

/* Walk the if-then-else spine of a loaded value t: each cell input at a
 * leaf is read on the runs where the path to it holds. */
static void note_reads(bmc *b, Z3_ast t, read_path *rp, int *budget) {
  if (--*budget < 0 || rp->n >= 64 || Z3_get_ast_kind(b->z, t) != Z3_APP_AST) return;
  Z3_app a = Z3_to_app(b->z, t);
  if (Z3_get_decl_kind(b->z, Z3_get_app_decl(b->z, a)) == Z3_OP_ITE) {
    rp->c[rp->n] = Z3_get_app_arg(b->z, a, 0);
    for (int side = 0; side < 2; side++) {
      rp->neg[rp->n++] = side;
      note_reads(b, Z3_get_app_arg(b->z, a, 1 + side), rp, budget);
      rp->n--;
    }
    return;
  }
  if (Z3_get_app_num_args(b->z, a) != 0) return;
  int k = idmap_get(b->cellmap, Z3_get_ast_id(b->z, t), -1);
  if (k < 0) return;
  Z3_ast cond = rp->guard;
  for (int i = 0; i < rp->n; i++) cond = bmc_and(b, cond, rp->neg[i] ? bmc_not(b, rp->c[i]) : rp->c[i]);
  bmc_input *in = &b->cells[k];
  in->read = in->read ? bmc_or(b, in->read, cond) : cond;
}

void bmc_note_load(bmc *b, const bmc_state *s, bmc_val v) {
  if (!b->ncells || v.kind != VAL_BV || s->dead || b->copying) return;
  int budget = 64;  /* deeper merges are rare; a cell they hide goes unreported */
  read_path rp = {.guard = s->guard};
  note_reads(b, v.bv, &rp, &budget);
}

/* Is leaf t (not an if-then-else) a cell input? */
static Z3_ast leaf_reach(bmc *b, Z3_ast t) {
  int cell = Z3_get_ast_kind(b->z, t) == Z3_APP_AST && Z3_get_app_num_args(b->z, Z3_to_app(b->z, t)) == 0 &&
             idmap_get(b->cellmap, Z3_get_ast_id(b->z, t), -1) >= 0;
  return cell ? Z3_mk_true(b->z) : Z3_mk_false(b->z);
}

static int is_ite(bmc *b, Z3_ast t) {
  return Z3_get_ast_kind(b->z, t) == Z3_APP_AST &&
         Z3_get_decl_kind(b->z, Z3_get_app_decl(b->z, Z3_to_app(b->z, t))) == Z3_OP_ITE;
}

/* The runs on which value t is a cell input: t's if-then-else spine with
 * each leaf replaced by true (a cell input) or false.  Every spine node is
 * built once per encoding (reachmap), without recursion, so a long chain
 * (a read at a symbolic index, a sparse object's writes) costs its length
 * once. */
static Z3_ast cell_reach(bmc *b, Z3_ast t) {
  if (!is_ite(b, t)) return leaf_reach(b, t);
  if (!b->reachmap) b->reachmap = idmap_new();
  int cap = 64, n = 0;
  Z3_ast *stack = xmalloc(sizeof *stack * (size_t)cap);
  stack[n++] = t;
  while (n > 0) {
    Z3_ast top = stack[n - 1];
    unsigned id = Z3_get_ast_id(b->z, top);
    if (idmap_get(b->reachmap, id, -1) >= 0) {
      n--;
      continue;
    }
    Z3_app a = Z3_to_app(b->z, top);
    Z3_ast side[2], r[2];
    int pending = 0;
    for (int k = 0; k < 2; k++) {
      side[k] = Z3_get_app_arg(b->z, a, 1 + (unsigned)k);
      if (!is_ite(b, side[k])) {
        r[k] = leaf_reach(b, side[k]);
      } else {
        int at = idmap_get(b->reachmap, Z3_get_ast_id(b->z, side[k]), -1);
        if (at >= 0) {
          r[k] = b->reach[at];
          continue;
        }
        if (n == cap) stack = xrealloc(stack, sizeof *stack * (size_t)(cap *= 2));
        stack[n++] = side[k];
        pending = 1;
      }
    }
    if (pending) continue;
    Z3_ast c = Z3_get_app_arg(b->z, a, 0);
    Z3_ast v = bmc_is_false(b, r[0]) && bmc_is_false(b, r[1]) ? r[0] : bmc_ite(b, c, r[0], r[1]);
    idmap_put(b->reachmap, id, b->nreach);
    VEC_PUSH(b->reach, b->nreach, b->capreach, v);
    n--;
  }
  free(stack);
  return b->reach[idmap_get(b->reachmap, Z3_get_ast_id(b->z, t), -1)];
}

void bmc_assume_written(bmc *b, bmc_state *s, bmc_val v) {
  if (!b->ncells || v.kind != VAL_BV || s->dead || b->shadowing || b->copying) return;
  Z3_ast r = cell_reach(b, v.bv);
  if (bmc_is_false(b, r)) return;
  /* and no input at all: the program's own properties, met before the
   * reference runs, are not asked on it either */
  bmc_add_hard(b, bmc_not(b, bmc_and(b, b->refchain, bmc_and(b, s->guard, r))));
  bmc_add_assume(b, s, bmc_not(b, r));
  b->nwritten++;
}

/* The integer in v's object (cell 0) on state s, or NULL. */
static Z3_ast watched_value(bmc *b, const bmc_state *s, const ir_var *v) {
  int obj = -1;
  if (v->storage == IR_GLOBAL) obj = b->globobj[v->id];
  else if (b->frame && b->frame->f == v->func) obj = b->frame->varobj[v->id];
  if (obj < 0 || obj >= s->nobj || !s->obj[obj] || s->obj[obj]->n < 1) return NULL;
  const bmc_val *c = &s->obj[obj]->v[0];
  return c->kind == VAL_BV && !bmc_is_fp(b, c->bv) ? c->bv : NULL;  /* integers only */
}

/* A numeral, true or false, or a floating-point constant (a table of
 * doubles in a library model must stay constants, or every product with
 * one of them is a full multiplier). */
static int is_constant(bmc *b, Z3_ast v) {
  if (Z3_get_ast_kind(b->z, v) == Z3_NUMERAL_AST || Z3_get_bool_value(b->z, v) != Z3_L_UNDEF) return 1;
  if (Z3_get_ast_kind(b->z, v) != Z3_APP_AST) return 0;
  switch (Z3_get_decl_kind(b->z, Z3_get_app_decl(b->z, Z3_to_app(b->z, v)))) {
  case Z3_OP_FPA_NUM:
  case Z3_OP_FPA_PLUS_INF:
  case Z3_OP_FPA_MINUS_INF:
  case Z3_OP_FPA_NAN:
  case Z3_OP_FPA_PLUS_ZERO:
  case Z3_OP_FPA_MINUS_ZERO: return 1;
  case Z3_OP_FPA_FP: {
    Z3_app a = Z3_to_app(b->z, v);
    for (unsigned i = 0; i < Z3_get_app_num_args(b->z, a); i++)
      if (Z3_get_ast_kind(b->z, Z3_get_app_arg(b->z, a, i)) != Z3_NUMERAL_AST) return 0;
    return 1;
  }
  default: return 0;
  }
}

int bmc_is_name(Z3_context z, Z3_ast t) {
  if (Z3_get_ast_kind(z, t) != Z3_APP_AST) return 0;
  Z3_app a = Z3_to_app(z, t);
  return Z3_get_app_num_args(z, a) == 0 && Z3_get_decl_kind(z, Z3_get_app_decl(z, a)) == Z3_OP_UNINTERPRETED;
}

Z3_ast bmc_define_site(bmc *b, const bmc_state *s, const ir_expr *site, Z3_ast rhs) {
  if (b->shadowing) return rhs;  /* the original run has no sites */
  /* no repair changes a library model or a value the front end made up
   * (no source text): a constant stays a constant there.  Other
   * values keep their site: its name keeps the formula a DAG for Z3 (an
   * unnamed chain of loop guards made solving exponential in the loop). */
  int lib = site->loc.file < 0 || (site->loc.file < b->p->nfiles && b->p->files[site->loc.file].lib) ||
            (b->frame && (b->frame->f->unroll || b->frame->f->lib));
  if (lib) {
    Z3_ast v = bmc_fold(b, rhs);
    if (is_constant(b, v)) return v;
    rhs = v;
  }
  /* Where no repair changes a site (a library model, the --reference
   * program), one name per definition: the reference's copy of the stdio
   * model then reads the same stdin into the very terms the program's copy
   * built, and equal computations are one term to Z3, not two circuits
   * proven equal bit by bit.  Every site's equation is asserted whatever
   * its guard (bmc_assert_program), so a shared name is as exact as two. */
  int frozen = lib || b->o.share_sites || (b->frame && b->frame->f->reference);
  if (frozen && bmc_is_name(b->z, rhs)) return rhs;  /* a name already */
  unsigned id = Z3_get_ast_id(b->z, rhs);
  if (frozen && b->samesite) {
    int k = idmap_get(b->samesite, id, -1);
    if (k >= 0 && b->sites[k].rhs == rhs) return b->sites[k].lhs;
  }
  Z3_ast lhs = bmc_fresh(b, "site", Z3_get_sort(b->z, rhs));
  bmc_site_def d = {.site = site, .copy = b->copies[site->id]++, .lhs = lhs, .rhs = rhs,
                    .guard = bmc_and(b, b->asmchain, s->guard)};
  const bmc_watch *w = b->o.watch ? &b->o.watch[site->id] : NULL;
  if (w && w->n > 0) {
    d.nwatch = w->n;
    d.watch = arena_alloc(b->mem, sizeof *d.watch * (size_t)w->n);
    for (int i = 0; i < w->n; i++) d.watch[i] = watched_value(b, s, w->v[i]);
  }
  VEC_PUSH(b->sites, b->nsites, b->capsites, d);
  if (frozen) {
    if (!b->samesite) b->samesite = idmap_new();
    idmap_put(b->samesite, id, b->nsites - 1);
  }
  if (b->frame && b->frame->f->lib) bmc_range_note_site(b, lhs, b->nsites - 1);
  return lhs;
}

/* ---- entry ------------------------------------------------------------- */

static const ir_type *array_of(bmc *b, const ir_type *elem, uint64_t n) {
  ir_type *t = arena_alloc(b->mem, sizeof *t);
  memset(t, 0, sizeof *t);
  t->kind = IR_TY_ARRAY;
  t->elem = (ir_type *)elem;
  t->count = n;
  t->name = "array";
  return t;
}

/* main(argc, argv) as CBMC sees it: 1 <= argc <= max_argc (an assumption
 * the summary states), argv[0..argc) point to NUL-terminated strings of at
 * most max_arg_len characters whose characters are inputs, argv[argc] is
 * NULL.  A character is reported only when the run can read it: its string
 * exists and no NUL comes before it. */
static void main_args(bmc *b, bmc_state *s, const ir_func *f, bmc_rv *args) {
  const ir_var *pc = f->params[0], *pv = f->nparams > 1 ? f->params[1] : NULL;
  const ir_type *cp = pv && pv->type->kind == IR_TY_PTR ? pv->type->elem : NULL;
  if (pc->type->kind != IR_TY_INT ||
      (pv && (!cp || cp->kind != IR_TY_PTR || cp->elem->kind != IR_TY_INT || cp->elem->bits != 8)))
    bmc_fail(b, f->loc, "unsupported: main with parameters other than (int argc, char **argv)");
  if (f->nparams > 2) bmc_fail(b, f->params[2]->loc, "unsupported: a third parameter of main");
  int n = b->o.env.max_argc > 0 ? b->o.env.max_argc : BMC_DEFAULT_MAX_ARGC;
  int len = b->o.env.max_arg_len >= 0 && b->o.env.max_arg_len ? b->o.env.max_arg_len : BMC_DEFAULT_MAX_ARG_LEN;
  b->argv_used = 1;
  b->o.env.max_argc = n;
  b->o.env.max_arg_len = len;
  Z3_ast argc = bmc_add_input(b, s, pc->name, pc->loc, pc->type, 1);
  const ir_type *it = pc->type;
  bmc_add_assume(b, s, bmc_and(b, Z3_mk_bvsge(b->z, argc, bmc_num(b, it, 1)),
                               Z3_mk_bvsle(b->z, argc, bmc_num(b, it, n))));
  args[0].v = bmc_int(argc);
  if (!pv) return;
  int vec = bmc_new_obj(b, s, pv->name, array_of(b, cp, (uint64_t)n + 1));
  bmc_val null = bmc_ptr_to(b, Z3_mk_true(b->z), -1);
  for (int i = 0; i < n; i++) {
    char name[64];
    snprintf(name, sizeof name, "%s[%d]", pv->name, i);
    int str = bmc_new_obj(b, s, arena_strdup(b->mem, name), array_of(b, cp->elem, (uint64_t)len + 1));
    Z3_ast exists = Z3_mk_bvsgt(b->z, argc, bmc_num(b, it, i));
    Z3_ast reads = exists;
    for (int k = 0; k < len; k++) {
      char cn[80];
      snprintf(cn, sizeof cn, "%s[%d][%d]", pv->name, i, k);
      bmc_state at = *s;
      at.guard = bmc_and(b, s->guard, reads);
      Z3_ast ch = bmc_add_input(b, &at, arena_strdup(b->mem, cn), pv->loc, cp->elem, 1);
      bmc_cell_set(b, s, str, (uint64_t)k, bmc_int(ch));
      reads = bmc_and(b, reads, Z3_mk_not(b->z, Z3_mk_eq(b->z, ch, bmc_num(b, cp->elem, 0))));
    }
    bmc_cell_set(b, s, str, (uint64_t)len, bmc_int(bmc_num(b, cp->elem, 0)));
    bmc_cell_set(b, s, vec, (uint64_t)i, bmc_val_ite(b, exists, bmc_ptr_to(b, Z3_mk_true(b->z), str), null));
  }
  bmc_cell_set(b, s, vec, (uint64_t)n, null);
  args[1].v = bmc_ptr_to(b, Z3_mk_true(b->z), vec);
}

static void run(bmc *b) {
  const ir_prog *p = b->p;
  const char *entry = b->o.entry ? b->o.entry : "main";
  const ir_func *f = ir_find_func(p, entry);
  ir_loc none = {-1, 0, 0, 0, 0};
  if (!f || !f->body) bmc_fail(b, none, "entry function '%s' is not defined", entry);

  bmc_state s = {0};
  s.guard = Z3_mk_true(b->z);
  b->globobj = arena_alloc(b->mem, sizeof *b->globobj * (size_t)(p->nvars + 1));
  for (int i = 0; i < p->nvars; i++) b->globobj[i] = -1;
  for (int i = 0; i < p->nglobals; i++) {
    const ir_var *v = p->globals[i];
    int obj = b->globobj[v->id] = bmc_new_obj(b, &s, v->name, v->type);
    if (v->undefined) bmc_obj_input(b, &s, obj, BMC_CELL_INPUT, v->loc);
    else bmc_obj_zero(b, &s, obj);
  }
  for (int i = 0; i < p->nglobals; i++) {
    const ir_var *v = p->globals[i];
    if (v->init) bmc_init_object(b, &s, bmc_lval_of_obj(b, b->globobj[v->id], v->type), v->init);
  }

  bmc_rv *args = arena_alloc(b->mem, sizeof *args * (size_t)(f->nparams + 1));
  if ((!strcmp(entry, "main") || f->argv_entry) && f->nparams >= 1) {
    main_args(b, &s, f, args);
    bmc_call(b, &s, f, f->nparams, args, f->loc);
    return;
  }
  for (int i = 0; i < f->nparams; i++) {
    const ir_var *pv = f->params[i];
    if (!ir_is_arith(pv->type))
      bmc_fail(b, pv->loc, "unsupported: entry parameter '%s' of type %s (only integers and floats)", pv->name,
               pv->type->name);
    if (!strcmp(entry, "main") && !b->o.entry)
      bmc_fail(b, pv->loc, "unsupported: main with parameters");
    args[i].v = bmc_int(bmc_add_input(b, &s, pv->name, pv->loc, pv->type, 1));
  }
  bmc_call(b, &s, f, f->nparams, args, f->loc);
}

/* Bounded mode: the original run first, into the same formula, with
 * neither sites nor properties; only its cuts (orig_cut) and its hard
 * constraints stay.  Then the state is as before it. */
static void run_original(bmc *b) {
  const ir_prog *p = b->p;
  bmc_opts o = b->o;
  b->shadowing = 1;
  if (o.shadow) b->p = o.shadow;
  b->o.alts = NULL;
  b->o.skip = NULL;
  b->o.watch = NULL;
  b->o.unwind = o.shadow_unwind;
  run(b);
  b->p = p;
  b->o = o;
  b->shadowing = 0;
  b->asmchain = b->refchain = Z3_mk_true(b->z);
  b->ncodes = 0;  /* code objects live in the original run's state */
  b->argv_used = 0;
  b->ipath_len = 0;
  if (b->ipath) b->ipath[0] = 0;
  b->ictr = 0;
}

bmc *bmc_encode(const ir_prog *p, const bmc_opts *o, FILE *diag) {
  bmc *b = xmalloc(sizeof *b);
  memset(b, 0, sizeof *b);
  b->p = p;
  b->o = *o;
  if (b->o.unwind < 1) b->o.unwind = 1;
  b->diag = diag ? diag : stderr;
  b->mem = arena_new();
  b->z = o->ctx ? o->ctx : bmc_new_context();
  b->asmchain = b->refchain = Z3_mk_true(b->z);
  b->cut = Z3_mk_false(b->z);
  const char *dm = getenv("AMEND_DENSE_MAX");
  b->dense_max = dm && *dm ? strtoull(dm, NULL, 10) : BMC_DENSE_MAX;
  b->copies = arena_alloc(b->mem, sizeof *b->copies * (size_t)(p->nexprs + 1));
  b->orig_cut = Z3_mk_false(b->z);
  static unsigned uids;
  b->uid = ++uids;
  if (setjmp(b->fail)) {
    bmc_free(b);
    return NULL;
  }
  if (bounded(b)) run_original(b);
  run(b);
  return b;
}

void bmc_free(bmc *b) {
  if (!b) return;
  if (park(b)) {
    if (!b->o.ctx) deadline_hook_remove(interrupt, b->z);
    return;
  }
  free(b->objs);
  free(b->hard);
  free(b->sites);
  free(b->props);
  free(b->inputs);
  free(b->cells);
  free(b->uninit);
  free(b->shuninit);
  if (b->cellmap) idmap_free(b->cellmap);
  if (b->reachmap) idmap_free(b->reachmap);
  if (b->samesite) idmap_free(b->samesite);
  free(b->reach);
  bmc_range_free(b);
  free(b->codes);
  free(b->cuts);
  free(b->ipath);
  if (!b->o.ctx) bmc_del_context(b->z);
  arena_free(b->mem);
  free(b);
}

Z3_context bmc_ctx(const bmc *b) { return b->z; }
const ir_prog *bmc_prog(const bmc *b) { return b->p; }
int bmc_nhard(const bmc *b) { return b->nhard; }
Z3_ast bmc_hard(const bmc *b, int i) { return b->hard[i]; }
int bmc_nsites(const bmc *b) { return b->nsites; }
const bmc_site_def *bmc_site(const bmc *b, int i) { return &b->sites[i]; }
int bmc_nprops(const bmc *b) { return b->nprops; }
const bmc_prop *bmc_propat(const bmc *b, int i) { return &b->props[i]; }
int bmc_ninputs(const bmc *b) { return b->ninputs; }
const bmc_input *bmc_inputat(const bmc *b, int i) { return &b->inputs[i]; }
Z3_ast bmc_cut(const bmc *b) { return b->cut; }
int bmc_ncuts(const bmc *b) { return b->ncuts; }
int bmc_nassumed_written(const bmc *b) { return b->nwritten + b->nrefundef; }
int bmc_nref_undefined(const bmc *b) { return b->nrefundef; }
Z3_ast bmc_finished(const bmc *b) { return b->asmchain; }
const bmc_cutsite *bmc_cutat(const bmc *b, int i) { return &b->cuts[i]; }

void bmc_assert_program(const bmc *b, Z3_solver s) {
  for (int i = 0; i < b->nhard; i++) Z3_solver_assert(b->z, s, b->hard[i]);
  for (int i = 0; i < b->nsites; i++)
    Z3_solver_assert(b->z, s, Z3_mk_eq(b->z, b->sites[i].lhs, b->sites[i].rhs));
}

int bmc_prop_index(const bmc *b, const bmc_prop *p) {
  return p && p >= b->props && p < b->props + b->nprops ? (int)(p - b->props) : -1;
}

Z3_ast bmc_violation(const bmc *b) {
  if (!b->nprops) return Z3_mk_false(b->z);
  Z3_ast *v = xmalloc(sizeof *v * (size_t)b->nprops);
  for (int i = 0; i < b->nprops; i++) v[i] = b->props[i].viol;
  Z3_ast r = b->nprops == 1 ? v[0] : Z3_mk_or(b->z, (unsigned)b->nprops, v);
  free(v);
  return r;
}
