/* test_brute.c - completeness of the repair search against brute force.
 *
 * For each program under tests/repair/ (plus level 2 for each; cases with
 * a no_brute file are left out), every
 * mutant with at most two mutations is built as patched source and
 * verified from scratch through the re-check path.  The minimal repaired
 * sets (no repaired proper subset) must be exactly the repairs the search
 * reports with --max-size 2, under every pruning mode; with --per-site 2
 * the pairs inside one site (on different nodes) count too.
 *
 * Bounded mode (PATCH_CUT_BOUNDED, the second phase of `amend repair`'s
 * default) is checked the same way at level 1: brute force re-checks each
 * mutant with the original loaded afresh beside it, the search works on
 * one formula with the original's run inside; the two must agree.
 *
 * In complete mode most mutants are refuted by a counterexample of an
 * earlier one: each mutant is loaded afresh (patch_load) and encoded as
 * the re-check does, then first tried with the inputs of the stored
 * counterexamples pinned; only when none of them fails is it solved in
 * full (see "the counterexample cache" below for why the verdict stays
 * patch_recheck's; a sample of the cache's refutations is re-checked the
 * old way).  AMEND_BRUTE_NO_CACHE=1 in the environment turns the cache off.
 * (Level 2 leaves out the unpruned one-per-site mode; see the loop.)
 * Each case prints the time of its brute force and of its searches
 * (AMEND_BRUTE_MODE_TIMES=1: of each pruning mode's search too), and
 * AMEND_BRUTE_ONLY=NAME runs the case tests/repair/NAME alone.
 *
 * A case's `--no-mutate F` (its test.desc) holds here too, and so does
 * the scope of oracle/sites.h (a harness that calls the program and its
 * AllRepair_correct_ copy is specification): the space is the one amend
 * repair searches on that case.  float_grade freezes its
 * main, the specification; brute-forcing its level-2 space with main's
 * assertions mutable as well took 270 s of the test's 470 s (the unpruned
 * modes 150 s of it) for mutants that only weaken the specification.
 *
 * `test_brute K N` runs the K-th of N shares of the (program, level) cases
 * (in name order), so that ctest can run the shares side by side;
 * `test_brute K N LEVEL` only the share's cases at that level (the small
 * share the sanitizer build runs), `test_brute K N b` only its bounded-mode
 * cases. */
#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "bmc/bmc.h"
#include "check.h"
#include "repair/mutation/mutation.h"
#include "oracle/patch.h"
#include "load/program.h"
#include "oracle/sites.h"
#include "util/clock.h"

#define MAXSETS 4096
#define UNWIND 6

typedef struct set {
  int n, m[2];
} set;

typedef struct sets {
  int n;
  set s[MAXSETS];
} sets;

static void add(sets *ss, int n, const int *m) {
  if (ss->n == MAXSETS) return;
  set s = {n, {m[0], n > 1 ? m[1] : -1}};
  if (n == 2 && s.m[0] > s.m[1]) {
    int t = s.m[0];
    s.m[0] = s.m[1];
    s.m[1] = t;
  }
  ss->s[ss->n++] = s;
}

static int cmp(const void *x, const void *y) {
  const set *a = x, *b = y;
  if (a->n != b->n) return a->n - b->n;
  if (a->m[0] != b->m[0]) return a->m[0] - b->m[0];
  return a->m[1] - b->m[1];
}

static int collect(void *ctx, const search_repair *r) {
  add(ctx, r->size, r->muts);
  return 0;
}

/* ---- the counterexample cache (complete mode) ------------------------
 *
 * Almost every mutant is refuted, each by a full solve.  Refuting inputs
 * carry over between mutants of one program: a counterexample's input
 * values, pinned in another mutant's encoding, often still make it fail,
 * and that query is cheaper than a full solve (measured: the brute force
 * of share 1 of 2 from 129 s to 72 s; loading each mutant is most of what
 * is left, and the searches take three times as long).  Why the verdict is the one patch_recheck gives:
 *   - the mutant is loaded and encoded exactly as patch_recheck does
 *     (patch_load, bmc_encode with patch_bmc_mode's options, no timeout);
 *   - the cheap query is that encoding's program formula and its
 *     violation, with more conjuncts (the pins).  SAT means the formula
 *     patch_recheck decides, program and violation, is satisfiable too,
 *     so its verdict is VIOLATED: not a repair, as it would say.  How well
 *     the pins match (by location, possibly shifted by the mutation) only
 *     decides how often the query is SAT, never what SAT means;
 *   - otherwise (UNSAT or UNKNOWN) the mutant gets the full check on the
 *     same formula that patch_recheck's verify() checks.
 * Every CEX_SAMPLE-th refutation by the cache is also re-checked the old
 * way, from scratch, and must be VIOLATED there. */
#define NCEX 32
#define MAXPINS 64
#define CEX_SAMPLE 25

typedef struct pin {
  int file;
  unsigned line, col;
  int occ;            /* among the encoding's inputs at this location */
  uint64_t value;     /* the model's bits, zero-extended */
} pin;

typedef struct cex {
  int n;
  pin p[MAXPINS];
} cex;

typedef struct cexcache {
  int n, next;        /* stored, and the ring's next slot */
  cex c[NCEX];
  int off;            /* AMEND_BRUTE_NO_CACHE set: every mutant the old way */
  long refuted, full, sampled;
  double brute_s, search_s;
} cexcache;

/* A value the cache may pin: an integer or floating-point input (no
 * pointer, no cell). */
static int pinnable(Z3_context z, const bmc_input *in) {
  if (in->cell != BMC_CELL_NONE || !in->type) return 0;
  Z3_sort_kind k = Z3_get_sort_kind(z, Z3_get_sort(z, in->term));
  return (in->type->kind == IR_TY_INT && k == Z3_BV_SORT) ||
         (in->type->kind == IR_TY_FLOAT && k == Z3_FLOATING_POINT_SORT);
}

/* Width of an input's bits (a float's IEEE-754 encoding). */
static unsigned pin_bits(Z3_context z, const bmc_input *in) {
  Z3_sort s = Z3_get_sort(z, in->term);
  if (Z3_get_sort_kind(z, s) == Z3_BV_SORT) return Z3_get_bv_sort_size(z, s);
  return Z3_fpa_get_ebits(z, s) + Z3_fpa_get_sbits(z, s);
}

/* in equals the value whose bits are v (a float: the IEEE-754 bits). */
static Z3_ast pin_eq(Z3_context z, const bmc_input *in, uint64_t v) {
  Z3_sort s = Z3_get_sort(z, in->term);
  unsigned bits = pin_bits(z, in);
  if (bits < 64) v &= (UINT64_C(1) << bits) - 1;
  if (Z3_get_sort_kind(z, s) == Z3_BV_SORT) return Z3_mk_eq(z, in->term, Z3_mk_unsigned_int64(z, v, s));
  Z3_ast bv = Z3_mk_unsigned_int64(z, v, Z3_mk_bv_sort(z, bits));
  return Z3_mk_eq(z, in->term, Z3_mk_fpa_to_fp_bv(z, bv, s));
}

static int same_loc(const bmc_input *a, const bmc_input *b) {
  return a->loc.file == b->loc.file && a->loc.line == b->loc.line && a->loc.col == b->loc.col;
}

/* Index of in among b's inputs and its occurrence number at its location. */
static int occurrence(const bmc *b, const bmc_input *in) {
  int k = 0;
  for (int i = 0; i < bmc_ninputs(b); i++) {
    const bmc_input *o = bmc_inputat(b, i);
    if (o == in) return k;
    if (same_loc(o, in)) k++;
  }
  return -1;
}

static void cache_store(cexcache *cc, const bmc *b, const bmc_result *r) {
  Z3_context z = bmc_ctx(b);
  cex c = {0};
  for (int i = 0; i < r->nvalues && c.n < MAXPINS; i++) {
    const bmc_input *in = r->values[i].input;
    int occ;
    if (!in || !pinnable(z, in) || (occ = occurrence(b, in)) < 0) continue;
    unsigned bits = pin_bits(z, in);
    uint64_t v = (uint64_t)r->values[i].value;
    if (bits < 64) v &= (UINT64_C(1) << bits) - 1;
    c.p[c.n++] = (pin){in->loc.file, in->loc.line, in->loc.col, occ, v};
  }
  if (c.n == 0) return;  /* nothing to pin: the cheap query would be the full one */
  for (int i = 0; i < cc->n; i++)
    if (cc->c[i].n == c.n && !memcmp(cc->c[i].p, c.p, sizeof(pin) * (size_t)c.n)) return;
  cc->c[cc->next] = c;
  cc->next = (cc->next + 1) % NCEX;
  if (cc->n < NCEX) cc->n++;
}

/* Does some stored counterexample's inputs make b's program fail? */
static int cache_refutes(const cexcache *cc, const bmc *b) {
  if (cc->n == 0) return 0;
  Z3_context z = bmc_ctx(b);
  int ni = bmc_ninputs(b);
  int *occ = calloc((size_t)ni + 1, sizeof *occ);
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < i; j++)
      if (same_loc(bmc_inputat(b, j), bmc_inputat(b, i))) occ[i]++;
  Z3_ast *any = calloc(NCEX, sizeof *any), *all = calloc(MAXPINS, sizeof *all);
  int nany = 0;
  for (int c = 0; c < cc->n; c++) {
    int nall = 0;
    for (int k = 0; k < cc->c[c].n; k++) {
      const pin *pn = &cc->c[c].p[k];
      for (int i = 0; i < ni; i++) {
        const bmc_input *in = bmc_inputat(b, i);
        if (in->loc.file != pn->file || in->loc.line != pn->line || in->loc.col != pn->col || occ[i] != pn->occ ||
            !pinnable(z, in))
          continue;
        all[nall++] = pin_eq(z, in, pn->value);
        break;
      }
    }
    /* a counterexample none of whose inputs this mutant has pins nothing:
     * the query would be the full solve, so it is left out */
    if (nall) any[nany++] = nall == 1 ? all[0] : Z3_mk_and(z, (unsigned)nall, all);
  }
  int sat = 0;
  if (nany) {
    Z3_solver s = bmc_bv_solver(z, 0);
    bmc_assert_program(b, s);
    Z3_solver_assert(z, s, bmc_violation(b));
    Z3_solver_assert(z, s, nany == 1 ? any[0] : Z3_mk_or(z, (unsigned)nany, any));
    sat = Z3_solver_check(z, s) == Z3_L_TRUE;
    Z3_solver_dec_ref(z, s);
  }
  free(occ);
  free(any);
  free(all);
  return sat;
}

/* patch_recheck's verdict on the mutant m: 1 when it verifies. */
static int repaired(const ir_prog *p, const mut_space *ms, const program_spec *spec, int mode, int n,
                    const int *m, cexcache *cc) {
  patch pt = mut_patch(p, ms, m, n);
  FILE *devnull = fopen("/dev/null", "w");
  double t0 = clock_now();
  int v = -1;
  if (mode != PATCH_CUT_FULL || cc->off) {
    v = patch_recheck(p, &pt, spec, UNWIND, mode, devnull, NULL);
  } else {
    const char *entry = NULL;
    ir_prog *q = patch_load(p, &pt, spec, &entry, devnull);
    bmc_opts o = {.entry = entry, .env = spec->env};
    patch_bmc_mode(&o, mode, UNWIND);
    bmc *b = q ? bmc_encode(q, &o, devnull) : NULL;
    if (b && cache_refutes(cc, b)) {
      v = BMC_VIOLATED;
      if (++cc->refuted % CEX_SAMPLE == 0) {
        cc->sampled++;
        CHECK(patch_recheck(p, &pt, spec, UNWIND, mode, devnull, NULL) == BMC_VIOLATED);
      }
    } else if (b) {
      bmc_result r;
      bmc_check(b, &r);
      cc->full++;
      v = (int)r.status;
      if (r.status == BMC_VIOLATED) cache_store(cc, b, &r);
      bmc_result_free(&r);
    }
    if (b) bmc_free(b);
    if (q) ir_prog_free(q);
  }
  cc->brute_s += clock_now() - t0;
  fclose(devnull);
  patch_free(&pt);
  return v == BMC_VERIFIED;
}

/* The functions the case's test.desc freezes (`--no-mutate F,G` on its
 * options line): amend repair leaves them alone, so the brute force does
 * too.  Strings malloc'd into names[]; returns how many. */
static int frozen_of(const char *main_c, char **names, int max) {
  char p[2100], line[1024];
  snprintf(p, sizeof p, "%.*s/test.desc", (int)(strrchr(main_c, '/') - main_c), main_c);
  FILE *f = fopen(p, "r");
  int n = 0;
  for (int i = 0; f && i < 3 && fgets(line, sizeof line, f); i++) {
    char *at = i == 2 ? strstr(line, "--no-mutate ") : NULL;
    if (!at) continue;
    char *list = strtok(at + strlen("--no-mutate "), " \t\r\n");
    for (char *fn = list ? strtok(list, ",") : NULL; fn && n < max; fn = strtok(NULL, ","))
      names[n++] = strdup(fn);
  }
  if (f) fclose(f);
  return n;
}

static void one_case(const char *path, int level, int mode, int *mutants, long *none_cands, long *all_cands,
                     cexcache *tot) {
  cexcache *cc = calloc(1, sizeof *cc);
  cc->off = getenv("AMEND_BRUTE_NO_CACHE") != NULL;
  const char *files[] = {path};
  program_spec spec = {.nfiles = 1, .files = files};
  const char *entry = NULL;
  ir_prog *p = program_load(&spec, &entry, stderr);
  CHECK(p != NULL);
  if (!p) return;
  char *frozen[8];
  int nfrozen = frozen_of(path, frozen, 8);
  mut_opts mo = {.level = level, .spec = {.nfrozen = nfrozen, .frozen = (const char *const *)frozen}};
  CHECK(site_scope(p, &mo.spec, 0, NULL, stderr) == 0);  /* the harness is specification, as in amend repair */
  mut_space ms;
  mut_enumerate(p, &mo, &ms);

  static sets brute, brute2, found;
  brute.n = brute2.n = found.n = 0;
  int none[1] = {0};
  if (!repaired(p, &ms, &spec, mode, 0, none, cc)) {
    /* minimal repaired sets of size 1, then 2 (no repaired single inside) */
    char *single = calloc((size_t)ms.nmuts + 1, 1);
    for (int j = 0; j < ms.nmuts; j++) {
      (*mutants)++;
      if (repaired(p, &ms, &spec, mode, 1, &j, cc)) {
        single[j] = 1;
        add(&brute, 1, &j);
        add(&brute2, 1, &j);
      }
    }
    for (int i = 0; i < ms.nmuts; i++)
      for (int j = i + 1; j < ms.nmuts; j++) {
        if (ms.muts[i].node == ms.muts[j].node || single[i] || single[j]) continue;
        int m[2] = {i, j};
        (*mutants)++;
        if (!repaired(p, &ms, &spec, mode, 2, m, cc)) continue;
        if (ms.muts[i].site != ms.muts[j].site) add(&brute, 2, m);
        add(&brute2, 2, m);
      }
    free(single);
  }

  qsort(brute.s, (size_t)brute.n, sizeof(set), cmp);
  qsort(brute2.s, (size_t)brute2.n, sizeof(set), cmp);
  /* every pruning mode must find exactly the brute-force minimal sets */
  static const struct {
    const char *name;
    int prune, per_site;
  } modes[] = {{"none", 0, 1},        {"fl", PRUNE_FL, 1},  {"vars", PRUNE_VARS, 1}, {"cex", PRUNE_CEX, 1},
               {"all", PRUNE_ALL, 1}, {"none/2", 0, 2}, {"all/2", PRUNE_ALL, 2}};
  const char *slowest = "";
  double slowest_s = -1;
  for (size_t k = 0; k < sizeof modes / sizeof *modes; k++) {
    /* At level 2 the unpruned search runs once, over the wider space
     * (none/2): the pruned modes already search the one-per-site space
     * and pruning only removes candidates, so a candidate that space
     * lacks or has too many shows there as well; the second unpruned pass
     * cost 18 s of factorial's 75 s. */
    if (level == 2 && !strcmp(modes[k].name, "none")) continue;
    search_opts so = {.unwind = UNWIND, .entry = entry, .unwinding_assertions = mode, .max_size = 2,
                      .prune = modes[k].prune, .per_site = modes[k].per_site};
    search_stats st;
    found.n = 0;
    double t0 = clock_now();
    search_run(p, &ms, &so, collect, &found, &st, stderr);
    double dt = clock_now() - t0;
    cc->search_s += dt;
    if (getenv("AMEND_BRUTE_MODE_TIMES"))
      fprintf(stderr, "  mode %s: %.1f s, %ld candidates\n", modes[k].name, dt, (long)st.candidates);
    if (dt > slowest_s) {
      slowest_s = dt;
      slowest = modes[k].name;
    }
    CHECK(st.status != SEARCH_ERROR && st.status != SEARCH_TIMEOUT);
    qsort(found.s, (size_t)found.n, sizeof(set), cmp);
    const sets *want = modes[k].per_site > 1 ? &brute2 : &brute;
    int same = want->n == found.n;
    for (int i = 0; same && i < want->n; i++) same = !cmp(&want->s[i], &found.s[i]);
    if (!same)
      fprintf(stderr, "%s (level %d%s, prune %s): brute force %d minimal repairs, search %d\n", path, level,
              mode == PATCH_CUT_BOUNDED ? ", bounded" : "", modes[k].name, want->n, found.n);
    CHECK(same);
    /* the statistics compare like with like: none with all, and at level
     * 2 (no "none" there) none/2 with all/2 */
    const char *un = level == 2 ? "none/2" : "none", *pr = level == 2 ? "all/2" : "all";
    if (!strcmp(modes[k].name, un)) *none_cands += st.candidates;
    if (!strcmp(modes[k].name, pr)) *all_cands += st.candidates;
  }
  printf("%-40s level %d%s: %3d mutations, %d minimal repairs (%d with two in a site)\n", path, level,
         mode == PATCH_CUT_BOUNDED ? " bounded" : "", ms.nmuts, brute.n, brute2.n);
  printf("    brute force %.1f s (%ld refuted by the cache, %ld solved in full), search %.1f s (slowest mode %s: "
         "%.1f s)\n",
         cc->brute_s, cc->refuted, cc->full, cc->search_s, slowest, slowest_s);
  tot->refuted += cc->refuted;
  tot->full += cc->full;
  tot->sampled += cc->sampled;
  tot->brute_s += cc->brute_s;
  tot->search_s += cc->search_s;
  free(cc);
  for (int i = 0; i < nfrozen; i++) free(frozen[i]);
  mut_space_free(&ms);
  ir_prog_free(p);
}

/* A `brute_level1` file next to main.c: the level-2 space of the case is
 * left out (its loops make each of its thousands of mutants minutes of
 * work); level 1, complete and bounded, still runs. */
static int level1_only(const char *main_c) {
  char p[2100];
  struct stat sb;
  snprintf(p, sizeof p, "%.*s/brute_level1", (int)(strrchr(main_c, '/') - main_c), main_c);
  return stat(p, &sb) == 0;
}

static int by_name(const void *x, const void *y) { return strcmp(*(char *const *)x, *(char *const *)y); }

int main(int argc, char **argv) {
  int shard = 0, nshards = 1, only_level = 0;
  if (argc >= 3) {
    shard = atoi(argv[1]);
    nshards = atoi(argv[2]);
  }
  int only_bounded = 0;  /* LEVEL "b": the bounded-mode cases only */
  if (argc == 4) {
    only_bounded = !strcmp(argv[3], "b");
    only_level = only_bounded ? 1 : atoi(argv[3]);
  }
  if (argc != 1 && argc != 3 && argc != 4) {
    fprintf(stderr, "usage: test_brute [K N [LEVEL|b]]   (the K-th of N shares, K from 0; one level, or b: "
                    "the bounded-mode cases)\n");
    return 2;
  }
  CHECK(nshards >= 1 && shard >= 0 && shard < nshards);
  if (nshards < 1 || shard < 0 || shard >= nshards) return check_summary();
  char root[1024];
  snprintf(root, sizeof root, "%s/tests/repair", AMEND_SOURCE_DIR);
  DIR *d = opendir(root);
  CHECK(d != NULL);
  if (!d) return check_summary();
  int cases = 0, mutants = 0;
  long none_cands = 0, all_cands = 0;
  static cexcache tot;
  struct dirent *de;
  char *names[256];
  int nn = 0;
  while ((de = readdir(d)) && nn < 256) {
    char path[2048];
    struct stat sb;
    snprintf(path, sizeof path, "%s/%s/main.c", root, de->d_name);
    char ref[2048], skip[2048];
    snprintf(ref, sizeof ref, "%s/%s/ref.c", root, de->d_name);
    snprintf(skip, sizeof skip, "%s/%s/no_brute", root, de->d_name);
    /* equivalence cases need their reference: the repair corpus covers them;
     * a no_brute file says why a case is left out (its cost, mostly) */
    const char *only = getenv("AMEND_BRUTE_ONLY");
    if (only && strcmp(only, de->d_name)) continue;
    if (de->d_name[0] != '.' && stat(path, &sb) == 0 && stat(ref, &sb) != 0 && stat(skip, &sb) != 0)
      names[nn++] = strdup(path);
  }
  closedir(d);
  qsort(names, (size_t)nn, sizeof *names, by_name);
  /* per program: level 1, level 2, level 1 bounded; the three go apart */
  for (int i = 0; i < nn; i++) {
    for (int k = 0; k < 3; k++) {
      int level = k == 1 ? 2 : 1, mode = k == 2 ? PATCH_CUT_BOUNDED : PATCH_CUT_FULL;
      if (level == 2 && level1_only(names[i])) continue;
      if ((i + k) % nshards == shard && (!only_level || level == only_level) && (!only_bounded || k == 2)) {
        one_case(names[i], level, mode, &mutants, &none_cands, &all_cands, &tot);
        cases++;
      }
    }
    free(names[i]);
  }
  printf("%d of %d cases (share %d of %d), %d mutants verified from scratch; candidates validated: %ld "
         "unpruned, %ld with --prune all\n",
         cases, 3 * nn, shard + 1, nshards, mutants, none_cands, all_cands);
  printf("complete mode: %ld mutants refuted by stored counterexamples (%ld of them re-checked from scratch), "
         "%ld solved in full; brute force %.1f s, search %.1f s\n",
         tot.refuted, tot.sampled, tot.full, tot.brute_s, tot.search_s);
  CHECK(nn >= (getenv("AMEND_BRUTE_ONLY") ? 1 : 10));
  CHECK(cases >= 1);
  return check_summary();
}
