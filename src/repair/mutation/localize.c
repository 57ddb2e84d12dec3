/* localize.c - slice the counterexample of `amend check` into slots. */
#include "repair/mutation/mutation.h"

#include <stdlib.h>
#include <string.h>

#include "repair/mutation/slice.h"
#include "load/harness.h"
#include "util/arena.h"

typedef struct slots {
  int *of;                 /* expression id -> slot index, or -1 */
  int n, cap;
  const ir_expr **root;
  int cur;
  int ref_file;            /* the reference's file: specification, not slots */
} slots;

static void mark(void *ctx, const ir_expr *e) {
  slots *s = ctx;
  s->of[e->id] = s->cur;
}

static void add_slot(void *ctx, const ir_expr *root, const ir_func *f) {
  slots *s = ctx;
  /* the equivalence harness and the reference are not the user's to change */
  if ((f && !strcmp(f->name, HARNESS_ENTRY)) || (s->ref_file >= 0 && root->loc.file == s->ref_file)) return;
  s->cur = s->n;
  VEC_PUSH(s->root, s->n, s->cap, root);
  ir_expr_walk(root, mark, s);
}

typedef struct job {
  const bmc *b;
  slots *sl;
  localize_result *r;
} job;

static int by_loc(const void *x, const void *y) {
  const ir_expr *a = *(const ir_expr *const *)x, *b = *(const ir_expr *const *)y;
  if (a->loc.file != b->loc.file) return a->loc.file < b->loc.file ? -1 : 1;
  return a->loc.off < b->loc.off ? -1 : a->loc.off > b->loc.off;
}

static void on_model(void *ctx, Z3_model m, const bmc_result *res) {
  job *j = ctx;
  slice *s = slice_new(j->b);
  slice_out out;
  slice_run(s, m, bmc_prop_index(j->b, res->prop), &out);
  char *taken = xcalloc((size_t)j->sl->n + 1, 1);
  j->r->must = xmalloc(sizeof *j->r->must * ((size_t)j->sl->n + 1));
  for (int i = 0; i < out.ndefs; i++) {
    int k = j->sl->of[bmc_site(j->b, out.defs[i])->site->id];
    if (k < 0 || taken[k]) continue;
    taken[k] = 1;
    j->r->must[j->r->nmust++] = j->sl->root[k];
  }
  qsort(j->r->must, (size_t)j->r->nmust, sizeof *j->r->must, by_loc);
  free(taken);
  slice_out_free(&out);
  slice_free(s);
}

int localize_run(const ir_prog *p, const bmc_opts *o, int ref_file, localize_result *r, FILE *diag) {
  memset(r, 0, sizeof *r);
  bmc *b = bmc_encode(p, o, diag);
  if (!b) return -1;
  slots sl = {.of = xmalloc(sizeof *sl.of * ((size_t)p->nexprs + 1)), .cur = -1, .ref_file = ref_file};
  for (int i = 0; i < p->nexprs; i++) sl.of[i] = -1;
  ir_each_slot(p, add_slot, &sl);
  job j = {b, &sl, r};
  bmc_check_model(b, &r->check, on_model, &j);
  free(sl.of);
  free(sl.root);
  r->enc = b;  /* the verdict points into it */
  return 0;
}

void localize_result_free(localize_result *r) {
  bmc_result_free(&r->check);
  free(r->must);
  r->must = NULL;
  bmc_free(r->enc);
  r->enc = NULL;
}
