/* repair.c - the repair command's pipeline. */
#include "repair/repair.h"

#include <stdlib.h>
#include <string.h>

#include "report/diff.h"
#include "report/repairs.h"
#include "repair/harness.h"
#include "repair/patch.h"
#include "repair/search.h"
#include "util/arena.h"
#include "util/clock.h"

typedef struct driver {
  const repair_cli *c;
  ir_prog *p;
  const mut_space *ms;
  int n;
  rep_repair *found;           /* kept for SARIF */
  int internal_error;
  double recheck_s;
} driver;

static rep_repair describe(driver *d, const search_repair *r, const patch *pt) {
  const ir_prog *p = d->p;
  rep_repair rr = {0};
  rr.index = d->n + 1;
  rr.size = r->size;
  rr.elapsed_s = r->elapsed_s;
  rr.engine = "mutation";
  rr.n = r->size;
  rr.c = calloc((size_t)r->size + 1, sizeof *rr.c);
  for (int i = 0; i < r->size; i++) {
    const mut *m = &d->ms->muts[r->muts[i]];
    rep_change *c = &rr.c[i];
    c->file = p->files[m->node->loc.file].path;
    c->line = m->node->loc.line;
    c->col = m->node->loc.col;
    c->original = patch_expr_before(p, m);
    c->replacement = patch_expr_after(p, m);
    rep_linecol(p, m->at.file, m->at.off, &c->at_line, &c->at_col);
    rep_linecol(p, m->at.file, m->at.end, &c->at_end_line, &c->at_end_col);
    c->new_text = m->text;
  }
  /* one diff per changed file, concatenated */
  char *all = NULL;
  size_t len = 0;
  for (int f = 0; f < pt->nfiles; f++) {
    if (!pt->text[f]) continue;
    char *dd = diff_unified_str(p->files[f].path, p->files[f].text, pt->text[f]);
    if (!dd) continue;
    size_t k = strlen(dd);
    all = xrealloc(all, len + k + 1);
    memcpy(all + len, dd, k + 1);
    len += k;
    free(dd);
  }
  rr.diff = all ? all : calloc(1, 1);
  return rr;
}

static int on_repair(void *ctx, const search_repair *r) {
  driver *d = ctx;
  patch pt = patch_make(d->p, d->ms, r->muts, r->size);
  double t0 = clock_now();
  int v = patch_recheck(d->p, &pt, &d->c->spec, d->c->unwind, d->c->unwinding_assertions, stderr);
  d->recheck_s += clock_now() - t0;
  if (v != BMC_VERIFIED) {
    fprintf(stderr,
            "amend: internal error: the search proved a repair that the independent re-check %s; "
            "nothing is printed for it\n",
            v == BMC_VIOLATED ? "refutes" : v == BMC_UNKNOWN ? "could not decide" : "could not load");
    d->internal_error = 1;
    patch_free(&pt);
    return 1;
  }
  rep_repair rr = describe(d, r, &pt);
  patch_free(&pt);
  if (d->c->json) rep_json(stdout, &rr);
  else rep_text(stdout, &rr);
  d->found = xrealloc(d->found, sizeof *d->found * (size_t)(d->n + 1));
  d->found[d->n++] = rr;
  return 0;
}

int repair_main(const repair_cli *c) {
  const char *entry = NULL;
  ir_prog *p = program_load(&c->spec, &entry, stderr);
  if (!p) return 6;

  /* never mutate the reference or the harness */
  const char **frozen = xmalloc(sizeof *frozen * (size_t)(c->nfrozen + 2));
  int nfrozen = 0;
  for (int i = 0; i < c->nfrozen; i++) frozen[nfrozen++] = c->frozen[i];
  frozen[nfrozen++] = HARNESS_ENTRY;
  int ref = program_reference_file(p, &c->spec);
  mut_opts mo = {c->level, nfrozen, frozen, ref >= 0 ? 1 : 0, &ref};
  mut_space ms;
  mut_enumerate(p, &mo, &ms);

  search_opts so = {c->unwind, entry, c->unwinding_assertions, c->max_size, c->max_repairs, c->timeout_s, 1,
                    c->prune, c->per_site};
  driver d = {c, p, &ms, 0, NULL, 0, 0};
  search_stats st;
  search_run(p, &ms, &so, on_repair, &d, &st, stderr);

  int code;
  if (st.status == SEARCH_ERROR) {
    code = 6;
  } else if (d.internal_error) {
    code = 70;
  } else {
    const prune_stats *ps = &st.prune;
    rep_summary sum = {search_status_str(st.status), st.repairs, st.candidates, st.elapsed_s, st.max_size_done,
                       prune_name(c->prune), ps->fl_clauses, ps->vars_clauses, ps->inputs_learned,
                       ps->fl_s, ps->vars_s, ps->cex_s, st.encode_s, st.generate_s, st.validate_s, d.recheck_s};
    if (c->json) rep_summary_json(stdout, &sum);
    else rep_summary_text(stdout, &sum);
    if (st.status == SEARCH_CORRECT || st.repairs > 0) code = 0;
    else if (st.status == SEARCH_EXHAUSTED) code = 10;
    else code = 5;
    if (c->sarif) {
      FILE *o = fopen(c->sarif, "w");
      if (!o) {
        fprintf(stderr, "amend: error: cannot write %s\n", c->sarif);
        code = 6;
      } else {
        rep_sarif(o, d.found, d.n);
        fclose(o);
      }
    }
  }
  for (int i = 0; i < d.n; i++) rep_repair_free(&d.found[i]);
  free(d.found);
  free(frozen);
  mut_space_free(&ms);
  ir_prog_free(p);
  return code;
}
