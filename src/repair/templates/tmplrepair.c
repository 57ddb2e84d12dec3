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
/* one diagnosis may not starve the others: each gets at most this many
 * CPU seconds (CPU time, so that a loaded machine gives the same answer) */
#define DIAG_S 30.0

const char *tr_status_str(tr_status s) {
  static const char *names[] = {"exhausted", "limit", "timeout", "correct", "error"};
  return names[s];
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
  if (dr.check.status == BMC_VERIFIED) {
    st->status = TR_CORRECT;
  } else if (dr.check.status != BMC_VIOLATED) {
    st->status = TR_TIMEOUT;
  } else {
    st->status = dr.timed_out ? TR_TIMEOUT : dr.hs.complete ? TR_EXHAUSTED : TR_LIMIT;
    scope_table sc;
    scope_build(p, &sc);
    const ir_expr **sites = xmalloc(sizeof *sites * ((size_t)dr.ncomps + 1));
    for (int i = 0; i < dr.ndiags; i++) {
      if (deadline_passed() || (deadline > 0 && clock_now() >= deadline)) {
        st->status = TR_TIMEOUT;
        break;
      }
      if (dr.dsize[i] == 0) continue;  /* nothing to change: undefined values decide */
      for (int k = 0; k < dr.dsize[i]; k++) sites[k] = dr.comps[dr.diags[i][k]];
      cegis_opts co = {.bo = o->bo, .scope = &sc, .max_iter = o->max_iter > 0 ? o->max_iter : DEFAULT_ITER,
                       .deadline = deadline, .cpu_deadline = clock_cpu() + DIAG_S, .nseed = dr.njs, .seed = dr.js,
                       .seed_ctx = bmc_ctx(dr.enc)};
      cegis_result cr;
      double c0 = clock_now();
      cegis_run(p, sites, dr.dsize[i], &co, &cr, diag);
      st->cegis_s += clock_now() - c0;
      if (getenv("AMEND_DEBUG_TMPL"))
        fprintf(stderr, "[templates] diagnosis %d (size %d, first %u:%u): %s after %d rounds, %.2fs\n", i + 1,
                dr.dsize[i], sites[0]->loc.line, sites[0]->loc.col, cegis_status_str(cr.status), cr.iterations,
                clock_now() - c0);
      st->tried++;
      st->iterations += cr.iterations;
      if (cr.status == CEGIS_LIMIT && st->status == TR_EXHAUSTED)
        st->status = deadline_passed() || (deadline > 0 && clock_now() >= deadline) ? TR_TIMEOUT : TR_LIMIT;
      int stop = 0;
      if (cr.status == CEGIS_FOUND) {
        tr_repair rep = {.n = dr.dsize[i], .sites = sites, .text = cr.text, .elapsed_s = clock_now() - t0,
                         .diagnoses = st->diagnoses, .tried = st->tried, .iterations = st->iterations};
        st->repairs++;
        stop = found(ctx, &rep) || (o->max_repairs > 0 && st->repairs >= o->max_repairs);
        if (stop && o->max_repairs > 0 && st->repairs >= o->max_repairs) st->status = TR_LIMIT;
      }
      cegis_result_free(&cr, dr.dsize[i]);
      if (stop) break;
    }
    free(sites);
    scope_free(&sc);
  }
  diag_result_free(&dr);
  st->elapsed_s = clock_now() - t0;
}
