/* testmut.c - mutant schema, sieve and minimal-repair enumeration. */
#include "repair/mutation/mutation.h"

#include <stdlib.h>
#include <string.h>

#include "native/schema.h"
#include "util/arena.h"
#include "util/clock.h"

typedef struct tm {
  ts_ctx *c;
  const mut_space *ms;
  int *site_of;                /* mutation -> schema site, -1 when left out */
  int *alt_of;                 /* mutation -> alternative (1-based) */
  char *bin;
  int *order;                  /* tests, most recent refuter first */
  int norder;                  /* = the suite's size when last looked */
  int nfound, capfound;
  int **found;                 /* repairs so far, as sorted mutation lists */
  int *foundn;
  search_found_fn fn;
  void *ctx;
  tm_stats *st;
  int max_repairs, stop;
  unsigned char *cap_decides;  /* per test: a schema run at its CPU-time cap fails
                                  (cap_refutes): 0 not asked yet, 1 yes, 2 no */
  int ndecides;
  double t0;
} tm;

/* ---- the schema ------------------------------------------------------------ */

static int is_const_init(const ir_prog *p, const ir_expr *root) {
  for (int i = 0; i < p->nvars; i++)
    if (p->vars[i]->storage == IR_GLOBAL && p->vars[i]->init == root) return 1;
  return 0;
}

static char *alt_text(const ir_prog *p, const ir_expr *root, const mut *m) {
  const char *t = p->files[root->loc.file].text;
  size_t a = m->at.off - root->loc.off, b = root->loc.end - m->at.end, k = strlen(m->text);
  char *s = xmalloc(a + k + b + 1);
  memcpy(s, t + root->loc.off, a);
  memcpy(s + a, m->text, k);
  memcpy(s + a + k, t + m->at.end, b);
  s[a + k + b] = 0;
  return s;
}

static int expressible(const ir_prog *p, const mut_site *ms, const ir_loc *prev) {
  const ir_expr *r = ms->root;
  if (r->kind == IR_INITLIST || is_const_init(p, r)) return 0;
  if (r->loc.line == 0 || r->loc.end <= r->loc.off || r->loc.end > p->files[r->loc.file].len) return 0;
  /* sites never nest in C source, but macro expansions can make ranges odd */
  return !(prev && prev->file == r->loc.file && prev->end > r->loc.off);
}

/* Schema sites for the expressible sites in keep[]. */
static int make_sites(tm *t, const unsigned char *keep, schema_site *out) {
  const ir_prog *p = t->c->p;
  int n = 0;
  const ir_loc *prev = NULL;
  for (int i = 0; i < t->ms->nsites; i++) {
    const mut_site *s = &t->ms->sites[i];
    for (int k = 0; k < s->n; k++) t->site_of[s->first + k] = -1;
    if (!keep[i] || !expressible(p, s, prev)) continue;
    prev = &s->root->loc;
    schema_site *ss = &out[n];
    ss->at = s->root->loc;
    ss->nalts = 0;
    ss->alts = xmalloc(sizeof *ss->alts * (size_t)(s->n + 1));
    for (int k = 0; k < s->n; k++) {
      const mut *m = &t->ms->muts[s->first + k];
      if (m->kind == MUT_DELETE) {
        /* the statement's expression not evaluated: a value of its type */
        const ir_type *ty = s->root->type;
        if (!ty || (ty->kind != IR_TY_VOID && !ir_is_scalar(ty)) || ty->opaque) continue;
        const char *zero = ty->kind == IR_TY_VOID ? "(void)0" : "0";
        ss->alts[ss->nalts] = memcpy(xmalloc(strlen(zero) + 1), zero, strlen(zero) + 1);
        t->site_of[s->first + k] = n;
        t->alt_of[s->first + k] = ++ss->nalts;
        continue;
      }
      if (m->at.file != ss->at.file || m->at.off < ss->at.off || m->at.end > ss->at.end) continue;
      ss->alts[ss->nalts] = alt_text(p, s->root, m);
      t->site_of[s->first + k] = n;
      t->alt_of[s->first + k] = ++ss->nalts;
    }
    n++;
  }
  return n;
}

static void free_sites(schema_site *s, int n) {
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < s[i].nalts; k++) free(s[i].alts[k]);
    free(s[i].alts);
  }
}

static char *compile(tm *t, const unsigned char *keep, const char *dir, int *nsites) {
  schema_site *ss = xcalloc((size_t)t->ms->nsites + 1, sizeof *ss);
  int n = make_sites(t, keep, ss);
  char *bin = schema_build(t->c->p, ss, n, dir, t->c->cflags, t->c->ncflags, NULL);
  free_sites(ss, n);
  free(ss);
  if (nsites) *nsites = n;
  return bin;
}

/* Build the schema; when gcc rejects it, find the sites it rejects one by
 * one and leave them out. */
static int build(tm *t, const char *dir, FILE *diag) {
  int ns = t->ms->nsites;
  unsigned char *keep = xmalloc((size_t)ns + 1);
  memset(keep, 1, (size_t)ns + 1);
  int n = 0;
  t->bin = compile(t, keep, dir, &n);
  if (!t->bin && !ts_out_of_time(t->c)) {
    unsigned char *one = xcalloc((size_t)ns + 1, 1);
    for (int i = 0; i < ns; i++) {
      one[i] = 1;
      char *b = compile(t, one, dir, NULL);
      one[i] = 0;
      if (!b) keep[i] = 0;
      free(b);
    }
    free(one);
    t->bin = compile(t, keep, dir, &n);
  }
  int left = 0;
  for (int i = 0; i < t->ms->nmuts; i++) left += t->site_of[i] < 0;
  t->st->sites = t->bin ? n : 0;
  t->st->muts = t->ms->nmuts - left;
  for (int i = 0; i < ns; i++) t->st->sites_left_out += !keep[i] || (t->ms->sites[i].n > 0 && t->site_of[t->ms->sites[i].first] < 0);
  free(keep);
  /* past the deadline gcc was stopped: the search ends as out of time */
  if (!t->bin && !ts_out_of_time(t->c)) fputs("amend: the mutant schema does not compile; the mutation engine is off\n", diag);
  return t->bin ? 0 : -1;
}

/* Does a schema run on test i that ends at the test's CPU-time cap fail
 * by itself?  It does when the cap is ten times what the schema, no
 * mutant selected, takes on the test, or the schema takes no more than
 * twice the plain program's time (and a millisecond), the two timed one
 * after the other (a busy machine slows both): the original's own time
 * through the same build (up to its first wrong byte where the original
 * printed until the output limit), so a mutant that needs that
 * much more loops (Codeflaws 171-A: 138 plain compiles and 278 runs at the
 * cap, half of its 60 s, each compile only to find the loop again).  Else
 * (a schema much slower than the program, on a tight loop) the plain run
 * decides.  Asked when a mutant first reaches the cap on test i, and kept:
 * a search whose mutants never loop times nothing (a test judged by a
 * checker can take a tenth of a second). */
static int cap_refutes(tm *t, int i) {
  ts_ctx *c = t->c;
  if (c->cap_s <= 0 || i < 0 || i >= c->nfail + c->npass) return 0;
  if (i >= t->ndecides) {
    t->cap_decides = xrealloc(t->cap_decides, (size_t)c->s->n + 1);
    memset(t->cap_decides + t->ndecides, 0, (size_t)(c->s->n - t->ndecides));
    t->ndecides = c->s->n;
  }
  if (t->cap_decides[i]) return t->cap_decides[i] == 1;
  int yes = 0;
  double cap = ts_cap_of(c, i), secs = 0, plain = 0;
  suite_run_fn run = c->base_s[i] >= 0 ? run_suite_test : run_suite_verdict;
  /* a second timing only to undo a no that a busy moment gave; these are
   * measurements, not counted among the suite's runs (c->runs), whose
   * figure would then hang on the timing */
  for (int again = 0; again < 2 && !yes; again++) {
    run_result r, o;
    if (run(t->bin, c->s, i, c->short_s, NULL, 0, &r) == RUN_TIMEOUT ||
        run(c->orig_bin, c->s, i, c->short_s, NULL, 0, &o) == RUN_TIMEOUT)
      break;
    secs = r.secs;
    plain = o.secs;
    yes = cap >= 10 * secs || secs <= 2 * plain + 0.001;
  }
  t->cap_decides[i] = yes ? 1 : 2;
  t->st->cap_decides += yes;
  if (getenv("AMEND_DEBUG_MUTS"))
    fprintf(stderr, "schema on test %d: %.4f s (plain %.4f s), CPU cap %.3f s: %s\n", i, secs, plain, cap,
            yes ? "the cap decides" : "a plain run decides");
  return yes;
}

/* ---- candidates -------------------------------------------------------------- */

static void to_front(tm *t, int k) {
  int test = t->order[k];
  memmove(t->order + 1, t->order, sizeof *t->order * (size_t)k);
  t->order[0] = test;
}

/* The candidate compiled on its own, without the schema, on tests[0..ntests)
 * with the full limit.  Selecting alternatives costs the schema time at
 * every evaluation of a site (many times the plain program's on a tight
 * loop), so a schema run that times out proves nothing. */
static int passes_plain(tm *t, const int *muts, int n, const int *tests, int ntests) {
  patch pt = mut_patch(t->c->p, t->ms, muts, n);
  int ok = ts_passes(t->c, &pt, tests, ntests);
  patch_free(&pt);
  return ok;
}

/* Tests appended to the suite since (a judge's counterexamples, ts_added)
 * go first: each refuted a candidate that passed every other test. */
static void take_new_tests(tm *t) {
  int n = t->c->s->n, k = n - t->norder;
  if (k <= 0) return;
  t->order = xrealloc(t->order, sizeof *t->order * (size_t)(n + 1));
  memmove(t->order + k, t->order, sizeof *t->order * (size_t)t->norder);
  for (int i = 0; i < k; i++) t->order[i] = n - 1 - i;
  t->norder = n;
}

/* 1 when the mutant passes every test. */
static int passes(tm *t, const int *muts, int n) {
  take_new_tests(t);
  int site[64], alt[64];
  for (int i = 0; i < n; i++) {
    site[i] = t->site_of[muts[i]];
    alt[i] = t->alt_of[muts[i]];
  }
  char *env = schema_env(site, alt, n);
  const char *envv[1] = {env};
  int *deferred = xmalloc(sizeof *deferred * (size_t)(t->norder + 1)), nd = 0, ok = 1, loops = 0, plain = 0;
  for (int k = 0; k < t->norder && ok; k++) {
    /* once the mutant loops where the original did, the other such tests
     * wait for the plain runs below unrun (each would wait the limit) */
    int looped_before = t->c->base[t->order[k]] == RUN_TIMEOUT;
    if (loops && looped_before) {
      deferred[nd++] = t->order[k];
      continue;
    }
    run_result r;
    run_status s = ts_check_r(t->c, t->bin, t->order[k], envv, 1, t->c->short_s, &r);
    if (s == RUN_PASS) continue;
    if (s == RUN_TIMEOUT && r.at_cap && !looped_before && cap_refutes(t, t->order[k])) {
      t->st->at_cap++;
      to_front(t, k);
      ok = 0;
      continue;
    }
    if (s == RUN_TIMEOUT && !looped_before && !plain) {
      /* the original ends on this test: the candidate alone decides it
       * now, under the full limit, for a mutant that loops here most
       * often loops on every test, and each would wait the short limit
       * (once: one that passes is slow on the schema, and the rest of
       * its slow tests wait for the plain runs below) */
      plain = 1;
      if (passes_plain(t, muts, n, &t->order[k], 1)) continue;
      to_front(t, k);
      ok = 0;
      continue;
    }
    if (s == RUN_TIMEOUT) {
      deferred[nd++] = t->order[k];
      loops |= looped_before;
      continue;
    }
    to_front(t, k);
    ok = 0;
  }
  /* the runs the schema was too slow for: on the candidate alone */
  if (ok && nd > 0) ok = passes_plain(t, muts, n, deferred, nd);
  free(deferred);
  free(env);
  return ok;
}

static int contains_found(const tm *t, const int *muts, int n) {
  for (int f = 0; f < t->nfound; f++) {
    int i = 0, j = 0;
    while (i < t->foundn[f] && j < n) {
      if (t->found[f][i] == muts[j]) i++, j++;
      else if (t->found[f][i] > muts[j]) j++;
      else break;
    }
    if (i == t->foundn[f]) return 1;
  }
  return 0;
}

static void record(tm *t, const int *muts, int n) {
  if (t->nfound == t->capfound) {
    t->capfound = t->capfound ? 2 * t->capfound : 16;
    t->found = xrealloc(t->found, sizeof *t->found * (size_t)t->capfound);
    t->foundn = xrealloc(t->foundn, sizeof *t->foundn * (size_t)t->capfound);
  }
  t->found[t->nfound] = xmalloc(sizeof(int) * (size_t)n);
  memcpy(t->found[t->nfound], muts, sizeof(int) * (size_t)n);
  t->foundn[t->nfound++] = n;
  t->st->repairs++;
  search_repair r = {n, muts, clock_now() - t->t0};
  int v = t->fn(t->ctx, &r);
  if (v < 0) {
    /* refused by the judge: no repair, so its supersets stay candidates */
    free(t->found[--t->nfound]);
    t->st->repairs--;
  } else if (v) {
    t->stop = 1;
  }
  if (t->max_repairs > 0 && t->st->repairs >= t->max_repairs) t->stop = 1;
}

/* Every set of k mutations at distinct sites, sites in increasing order,
 * extending muts[0..n). */
static void enumerate(tm *t, int *muts, int n, int k, int from_site) {
  if (t->stop) return;
  if (n == k) {
    if (contains_found(t, muts, n)) return;
    if (ts_out_of_time(t->c)) {
      t->stop = 2;
      return;
    }
    t->st->candidates++;
    if (passes(t, muts, n)) record(t, muts, n);
    return;
  }
  for (int s = from_site; s < t->ms->nsites && !t->stop; s++) {
    const mut_site *ms = &t->ms->sites[s];
    for (int j = 0; j < ms->n && !t->stop; j++) {
      if (t->site_of[ms->first + j] < 0) continue;
      muts[n] = ms->first + j;
      if (n + 1 < k && contains_found(t, muts, n + 1)) continue;
      enumerate(t, muts, n + 1, k, s + 1);
    }
  }
}

/* The mutation of site s that makes its comparisons go dir (a sweep, or
 * the swap of its one comparison), or -1. */
static int sweep_at(const tm *t, int s, int dir) {
  const mut_site *site = &t->ms->sites[s];
  int swap = -1;
  for (int j = site->first; j < site->first + site->n; j++) {
    const mut *m = &t->ms->muts[j];
    if (t->site_of[j] < 0) continue;
    if (m->kind == MUT_SWEEP && m->value == dir) return j;
    if (m->kind != MUT_SWAP || m->node->kind != IR_BINOP) continue;
    ir_op a = m->node->op, b = m->op;
    int to_non = (a == IR_LT && b == IR_LE) || (a == IR_GT && b == IR_GE);
    int to_strict = (a == IR_LE && b == IR_LT) || (a == IR_GE && b == IR_GT);
    if ((dir == SWEEP_TO_NONSTRICT && to_non) || (dir == SWEEP_TO_STRICT && to_strict)) swap = j;
  }
  return swap;
}

/* The string mutations of every site whose literal is written as site
 * s's and which take the text mutation j gives it: the same wrong
 * message printed in several places, fixed in all of them at once. */
static int string_sweep(const tm *t, int j, int *muts) {
  const mut_space *ms = t->ms;
  const mut *m = &ms->muts[j];
  const ir_prog *p = t->c->p;
  size_t len = m->at.end - m->at.off;
  const char *orig = ir_loc_text(p, m->at);
  int n = 0;
  for (int k = 0; k < ms->nmuts && n < 64; k++) {
    const mut *o = &ms->muts[k];
    if (o->kind != MUT_STRING || t->site_of[k] < 0 || strcmp(o->text, m->text)) continue;
    if (o->at.file != m->at.file || o->at.end - o->at.off != len || memcmp(ir_loc_text(p, o->at), orig, len)) continue;
    if (n > 0 && ms->muts[muts[n - 1]].site == o->site) continue;
    if (k < j && n == 0) return 0;  /* found from its first member already */
    muts[n++] = k;
  }
  return n;
}

enum { MAX_SWEEPS = 32 };

typedef struct sweepset {
  int muts[64], n;
  int strings;            /* a string sweep (else comparisons) */
} sweepset;

static int sites_meet(const tm *t, const int *a, int na, const int *b, int nb) {
  for (int i = 0; i < na; i++)
    for (int k = 0; k < nb; k++)
      if (t->ms->muts[a[i]].site == t->ms->muts[b[k]].site) return 1;
  return 0;
}

/* 1 to go on, 0 once the search must stop. */
static int try_muts(tm *t, int *muts, int n) {
  /* in increasing order, as the sets enumerate builds (by site, too) */
  for (int i = 1; i < n; i++)
    for (int k = i; k > 0 && muts[k - 1] > muts[k]; k--) {
      int x = muts[k];
      muts[k] = muts[k - 1];
      muts[k - 1] = x;
    }
  if (n < 2 || contains_found(t, muts, n)) return 1;
  if (ts_out_of_time(t->c)) {
    t->stop = 2;
    return 0;
  }
  t->st->candidates++;
  if (passes(t, muts, n)) record(t, muts, n);
  return !t->stop;
}

/* After the sets up to --max-size, sweeps: each function's comparisons
 * all made non-strict (or all strict) at once (at most 64 sites, each one
 * mutation of sweep_at), and one literal written alike in several places
 * replaced in all of them; each alone, then a comparison sweep with a
 * string sweep or with one string mutation (ties handled wrong and a
 * message misspelt: the two slips of one student). */
static void sweeps(tm *t) {
  const mut_space *ms = t->ms;
  sweepset *sw = xcalloc(MAX_SWEEPS, sizeof *sw);
  int nsw = 0;
  for (int s0 = 0; s0 < ms->nsites && nsw < MAX_SWEEPS; s0++) {
    const ir_func *f = ms->sites[s0].func;
    int first_of_f = 1;
    for (int s = 0; s < s0; s++) first_of_f &= ms->sites[s].func != f;
    if (!first_of_f || !f) continue;
    for (int dir = SWEEP_TO_NONSTRICT; dir <= SWEEP_TO_STRICT && nsw < MAX_SWEEPS; dir++) {
      sweepset *x = &sw[nsw];
      x->n = 0;
      for (int s = s0; s < ms->nsites && x->n < 64; s++) {
        if (ms->sites[s].func != f) continue;
        int j = sweep_at(t, s, dir);
        if (j >= 0) x->muts[x->n++] = j;
      }
      if (getenv("AMEND_DEBUG_MUTS")) fprintf(stderr, "sweep of %s, direction %d: %d sites\n", f->name, dir, x->n);
      if (x->n >= 2) nsw++;
    }
  }
  for (int j = 0; j < ms->nmuts && nsw < MAX_SWEEPS; j++) {
    if (ms->muts[j].kind != MUT_STRING || t->site_of[j] < 0) continue;
    sweepset *x = &sw[nsw];
    x->n = string_sweep(t, j, x->muts);
    x->strings = 1;
    if (x->n >= 2) nsw++;
  }
  int muts[64];
  for (int i = 0; i < nsw && !t->stop; i++) {
    memcpy(muts, sw[i].muts, sizeof(int) * (size_t)sw[i].n);
    if (!try_muts(t, muts, sw[i].n)) goto out;
  }
  /* a comparison sweep with a string sweep, or with one string mutation */
  for (int i = 0; i < nsw && !t->stop && t->nfound == 0; i++) {
    if (sw[i].strings) continue;
    for (int k = 0; k < nsw && !t->stop; k++) {
      if (!sw[k].strings || sw[i].n + sw[k].n > 64 || sites_meet(t, sw[i].muts, sw[i].n, sw[k].muts, sw[k].n)) continue;
      memcpy(muts, sw[i].muts, sizeof(int) * (size_t)sw[i].n);
      memcpy(muts + sw[i].n, sw[k].muts, sizeof(int) * (size_t)sw[k].n);
      if (!try_muts(t, muts, sw[i].n + sw[k].n)) goto out;
    }
    for (int j = 0; j < ms->nmuts && !t->stop && sw[i].n < 64; j++) {
      if (ms->muts[j].kind != MUT_STRING || t->site_of[j] < 0 || sites_meet(t, sw[i].muts, sw[i].n, &j, 1)) continue;
      memcpy(muts, sw[i].muts, sizeof(int) * (size_t)sw[i].n);
      muts[sw[i].n] = j;
      if (!try_muts(t, muts, sw[i].n + 1)) goto out;
    }
  }
out:
  free(sw);
}

/* How many sets of k mutations at distinct sites the schema holds. */
static double sets_of(const tm *t, int k) {
  double e[65] = {1};
  for (int s = 0; s < t->ms->nsites; s++) {
    int n = 0;
    for (int j = 0; j < t->ms->sites[s].n; j++) n += t->site_of[t->ms->sites[s].first + j] >= 0;
    for (int i = k; i >= 1; i--) e[i] += e[i - 1] * n;
  }
  return e[k];
}

void tm_run(ts_ctx *c, const mut_space *ms, int max_size, int max_repairs, search_found_fn fn,
            tm_between_fn between, void *ctx, tm_stats *st, FILE *diag) {
  memset(st, 0, sizeof *st);
  tm t = {.c = c, .ms = ms, .site_of = xcalloc((size_t)ms->nmuts + 1, sizeof(int)),
          .alt_of = xcalloc((size_t)ms->nmuts + 1, sizeof(int)),
          .order = xmalloc(sizeof(int) * (size_t)(c->s->n + 1)), .fn = fn, .ctx = ctx, .st = st,
          .max_repairs = max_repairs, .t0 = clock_now()};
  /* the failing tests first, but those the original ran into the limit
   * on last: a mutant that loops there too waits the short limit each
   * time, and another test refutes most mutants sooner */
  for (int k = 0; k < c->nfail; k++)
    if (c->base[c->fail[k]] != RUN_TIMEOUT) t.order[t.norder++] = c->fail[k];
  for (int k = 0; k < c->npass; k++) t.order[t.norder++] = c->pass[k];
  for (int k = 0; k < c->nfail; k++)
    if (c->base[c->fail[k]] == RUN_TIMEOUT) t.order[t.norder++] = c->fail[k];
  char *dir = ts_subdir(c, "schema");
  if (build(&t, dir, diag) < 0) {
    st->status = ts_out_of_time(t.c) ? SEARCH_TIMEOUT : SEARCH_ERROR;
  } else {
    st->build_s = clock_now() - t.t0;
    int muts[64];
    if (max_size <= 0 || max_size > 64) max_size = 64;
    int k = 1;
    for (; k <= max_size && k <= ms->nsites && !t.stop; k++) {
      long c0 = st->candidates;
      double s0 = clock_now();
      enumerate(&t, muts, 0, k, 0);
      if (!t.stop) st->max_size_done = k;
      long ck = st->candidates - c0;
      if (between && !t.stop && t.nfound == 0 && k < max_size && k < ms->nsites && ck > 0 &&
          between(ctx, k, (clock_now() - s0) / (double)ck * sets_of(&t, k + 1))) {
        t.stop = 1;
        k++;
        break;
      }
    }
    /* larger than --max-size, so only when nothing smaller repairs */
    if (!t.stop && t.nfound == 0) sweeps(&t);
    st->status = t.stop == 2 ? SEARCH_TIMEOUT
                 : t.stop || (k <= max_size ? 0 : k <= ms->nsites) ? SEARCH_LIMIT
                 : SEARCH_EXHAUSTED;
  }
  for (int f = 0; f < t.nfound; f++) free(t.found[f]);
  free(t.found);
  free(t.foundn);
  free(t.bin);
  free(t.order);
  free(t.site_of);
  free(t.alt_of);
  free(t.cap_decides);
  run_rmtree(dir);
  free(dir);
  st->elapsed_s = clock_now() - t.t0;
}
