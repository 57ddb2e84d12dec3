/* tmplrepair.c - diagnoses feed the refinement loop. */
#include "repair/templates/templates.h"

#include <stdlib.h>
#include <string.h>

#include "repair/templates/cegis.h"
#include "oracle/scope.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/deadline.h"

#define DEFAULT_ITER 64
/* refinements of a cheap shape (template.h) per diagnosis: a bound in
 * work, so that the same repairs come out on any machine */
#define CHEAP_ITER 16
/* the latest counterexamples of other loops that start a loop's store */
#define POOL 6
/* one diagnosis may not starve the others: each gets at most this many
 * CPU seconds (CPU time, so that a loaded machine gives the same answer) */
#define DIAG_S 30.0

const char *tr_status_str(tr_status s) {
  static const char *names[] = {"exhausted", "limit", "timeout", "correct", "error"};
  return names[s];
}

/* The distinct integer literals of the program and its specification,
 * not the library models' (at most MAX_LITS, 0 and 1 left out: the
 * preferences have them already). */
#define MAX_LITS 32
typedef struct lits {
  const site_opts *spec;
  int n;
  int64_t v[MAX_LITS];
} lits;

static void lit_expr(void *ctx, const ir_expr *e) {
  lits *l = ctx;
  if (e->kind != IR_CONST || e->type->kind != IR_TY_INT || e->type->is_bool || e->ival == 0 || e->ival == 1) return;
  int64_t v = e->ival < 0 ? -e->ival : e->ival;
  for (int i = 0; i < l->n; i++)
    if (l->v[i] == v) return;
  if (l->n < MAX_LITS) l->v[l->n++] = v;
}

static void lit_slot(void *ctx, const ir_expr *root, const ir_func *f) {
  (void)root;
  if (!f || !f->lib) ir_expr_walk(root, lit_expr, ctx);  /* the specification's too: `100` of a correct twin */
}

/* How far a template is from the site's own text: the values it reads
 * that no template can (array elements, pointers, fields, calls).  A
 * fault is a small change, so a site whose value is a sum of scalars is
 * the likelier one; the dearer shapes try those first. */
static void foreign(void *ctx, const ir_expr *e) {
  if (e->kind == IR_INDEX || e->kind == IR_DEREF || e->kind == IR_MEMBER || e->kind == IR_CALL ||
      e->kind == IR_CALLPTR || e->kind == IR_NONDET)
    ++*(int *)ctx;
}

static int distance(const diag_result *dr, int i) {
  int n = 0;
  for (int j = 0; j < dr->dsize[i]; j++) ir_expr_walk(dr->comps[dr->diags[i][j]], foreign, &n);
  return n;
}

void tr_run(const ir_prog *p, const tr_opts *o, tr_found_fn found, void *ctx, tr_stats *st, FILE *diag) {
  memset(st, 0, sizeof *st);
  double t0 = clock_now();
  double deadline = o->timeout_s > 0 ? t0 + o->timeout_s : 0;
  diag_opts dop = {.bo = o->bo, .ninputs = o->ninputs, .max_size = o->max_size, .timeout_s = o->timeout_s,
                   .spec = o->spec};
  diag_result dr;
  if (diagnose_run(p, &dop, &dr, diag) < 0) {
    st->status = deadline_passed() ? TR_TIMEOUT : TR_ERROR;
    return;
  }
  st->diagnose_s = clock_now() - t0;
  st->diagnoses = dr.ndiags;
  st->elapsed_s = clock_now() - t0;
  if (o->progress) o->progress(o->progress_ctx, st);
  if (dr.check.status == BMC_VERIFIED) {
    st->status = TR_CORRECT;
  } else if (dr.check.status != BMC_VIOLATED) {
    st->status = TR_TIMEOUT;
  } else {
    st->status = dr.timed_out ? TR_TIMEOUT : dr.hs.complete ? TR_EXHAUSTED : TR_LIMIT;
    scope_table sc;
    scope_build(p, &sc);
    lits lit = {.spec = o->spec};
    ir_each_slot(p, lit_slot, &lit);
    const ir_expr **sites = xmalloc(sizeof *sites * ((size_t)dr.ncomps + 1));
    char *done = xcalloc((size_t)dr.ndiags + 1, 1);   /* repaired, or tried in full */
    int maxk = 0;
    for (int i = 0; i < dr.ndiags; i++) maxk = dr.dsize[i] > maxk ? dr.dsize[i] : maxk;
    /* the order of the diagnoses within a size: nearest first (stable) */
    int *order = xmalloc(sizeof *order * ((size_t)dr.ndiags + 1)), *dist = xmalloc(sizeof *dist * ((size_t)dr.ndiags + 1));
    for (int i = 0; i < dr.ndiags; i++) {
      dist[i] = distance(&dr, i);
      int at = i;
      while (at > 0 && dist[order[at - 1]] > dist[i]) order[at] = order[at - 1], at--;
      order[at] = i;
    }
    int stop = 0, left_out = 0;
    failing_input *pool = NULL;  /* counterexamples of every loop so far */
    int npool = 0;
    /* smallest diagnoses first; within a size, the cheap shapes on every
     * diagnosis (the nearest first) before the whole template on any:
     * the simplest repairs come first, and quickly.  The first repair
     * ends the engine unless --max-repairs asks for more: finishing its
     * shape on the size took as long again on TCAS.  With more asked for,
     * that shape is finished on that size (within the pass) and the
     * search ends there (status limit when more was left). */
    for (int k = 1; k <= maxk && !stop; k++) {
      /* TMPL_CONST is not a stage of its own: with the constant alone the
       * proposals cannot weigh `y` against 2147483647 */
      /* three passes: the cheap shapes on the diagnoses whose sites read
       * only scalars, then on the others, then the whole template on all
       * (on TCAS the first pass alone found every template repair, and
       * the others' cheap shapes had cost 3-6 s before it got there) */
      for (int pass = 0; pass < 3 && !stop; pass++)
      for (int shape = pass < 2 ? TMPL_ONEVAR : TMPL_ANY; shape <= (pass < 2 ? TMPL_FEW : TMPL_ANY) && !stop; shape++) {
        int found_here = 0;
        for (int oi = 0; oi < dr.ndiags && !stop; oi++) {
          int i = order[oi];
          if (dr.dsize[i] != k || done[i]) continue;
          if (pass < 2 && (dist[i] > 0) != pass) continue;
          if ((shape == TMPL_AND || shape == TMPL_OR) && k > 1) continue;  /* a clause at one site only */
          if (deadline_passed() || (deadline > 0 && clock_now() >= deadline)) {
            st->status = TR_TIMEOUT;
            stop = 1;
            break;
          }
          for (int j = 0; j < k; j++) sites[j] = dr.comps[dr.diags[i][j]];
          cegis_opts co = {.bo = o->bo, .scope = &sc, .shape = (tmpl_shape)shape, .nlits = lit.n, .lits = lit.v,
                           .max_iter = shape != TMPL_ANY ? CHEAP_ITER : o->max_iter > 0 ? o->max_iter : DEFAULT_ITER,
                           .deadline = deadline, .cpu_deadline = clock_cpu() + DIAG_S, .nseed = dr.njs, .seed = dr.js,
                           .seed_ctx = bmc_ctx(dr.enc), .npool = npool < POOL ? npool : POOL,
                           .pool = pool + (npool < POOL ? 0 : npool - POOL)};
          cegis_result cr;
          double c0 = clock_now();
          cegis_run(p, sites, k, &co, &cr, diag);
          st->cegis_s += clock_now() - c0;
          st->propose_s += cr.propose_s;
          st->refute_s += cr.refute_s;
          if (getenv("AMEND_DEBUG_TMPL"))
            fprintf(stderr, "[templates] diagnosis %d (size %d, shape %d, first %u:%u): %s after %d rounds, %.2fs "
                    "(propose %.2fs, refute %.2fs)\n", i + 1, k, shape, sites[0]->loc.line, sites[0]->loc.col,
                    cegis_status_str(cr.status), cr.iterations, clock_now() - c0, cr.propose_s, cr.refute_s);
          if (shape == TMPL_ONEVAR) st->tried++;
          st->iterations += cr.iterations;
          /* a shape a site cannot take says nothing of the others */
          if (shape == TMPL_ANY || cr.status == CEGIS_FOUND || cr.status == CEGIS_ERROR) done[i] = 1;
          if (shape == TMPL_ANY && cr.status == CEGIS_LIMIT && st->status == TR_EXHAUSTED)
            st->status = deadline_passed() || (deadline > 0 && clock_now() >= deadline) ? TR_TIMEOUT : TR_LIMIT;
          if (cr.status == CEGIS_FOUND) {
            tr_repair rep = {.n = k, .sites = sites, .text = cr.text, .elapsed_s = clock_now() - t0,
                             .diagnoses = st->diagnoses, .tried = st->tried, .iterations = st->iterations};
            st->repairs++;
            found_here = 1;
            int max = o->max_repairs > 0 && st->repairs >= o->max_repairs;
            stop = found(ctx, &rep) || o->max_repairs <= 1 || max;
            if (max) st->status = TR_LIMIT;
          }
          /* keep what it learnt for the next loops, the latest last */
          pool = xrealloc(pool, sizeof *pool * ((size_t)(npool + cr.nlearned) + 1));
          for (int q = 0; q < cr.nlearned; q++) pool[npool++] = cr.learned[q];
          free(cr.learned);
          cr.learned = NULL;
          cr.nlearned = 0;
          cegis_result_free(&cr, k);
          st->elapsed_s = clock_now() - t0;
          if (o->progress) o->progress(o->progress_ctx, st);
        }
        if (found_here) {
          stop = 1;
          for (int i = 0; i < dr.ndiags; i++) left_out |= !done[i] && dr.dsize[i] > 0;
          if (left_out && st->status == TR_EXHAUSTED) st->status = TR_LIMIT;
        }
      }
    }
    free(done);
    free(order);
    free(dist);
    failing_free(pool, npool);
    free(sites);
    scope_free(&sc);
  }
  diag_result_free(&dr);
  st->elapsed_s = clock_now() - t0;
}
