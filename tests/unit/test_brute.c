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
 * `test_brute K N` runs the K-th of N shares of the (program, level) cases
 * (in name order), so that ctest can run the shares side by side;
 * `test_brute K N LEVEL` only the share's cases at that level (the small
 * share the sanitizer build runs), `test_brute K N b` only its bounded-mode
 * cases. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "bmc/bmc.h"
#include "check.h"
#include "repair/mutation/mutation.h"
#include "spec/patch.h"
#include "spec/program.h"

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

static int repaired(const ir_prog *p, const mut_space *ms, const program_spec *spec, int mode, int n,
                    const int *m) {
  patch pt = mut_patch(p, ms, m, n);
  FILE *devnull = fopen("/dev/null", "w");
  int v = patch_recheck(p, &pt, spec, UNWIND, mode, devnull, NULL);
  fclose(devnull);
  patch_free(&pt);
  return v == BMC_VERIFIED;
}

static void one_case(const char *path, int level, int mode, int *mutants, long *none_cands, long *all_cands) {
  const char *files[] = {path};
  program_spec spec = {.nfiles = 1, .files = files};
  const char *entry = NULL;
  ir_prog *p = program_load(&spec, &entry, stderr);
  CHECK(p != NULL);
  if (!p) return;
  mut_opts mo = {level, {0, NULL, 0, NULL}};
  mut_space ms;
  mut_enumerate(p, &mo, &ms);

  static sets brute, brute2, found;
  brute.n = brute2.n = found.n = 0;
  int none[1] = {0};
  if (!repaired(p, &ms, &spec, mode, 0, none)) {
    /* minimal repaired sets of size 1, then 2 (no repaired single inside) */
    char *single = calloc((size_t)ms.nmuts + 1, 1);
    for (int j = 0; j < ms.nmuts; j++) {
      (*mutants)++;
      if (repaired(p, &ms, &spec, mode, 1, &j)) {
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
        if (!repaired(p, &ms, &spec, mode, 2, m)) continue;
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
  for (size_t k = 0; k < sizeof modes / sizeof *modes; k++) {
    search_opts so = {.unwind = UNWIND, .entry = entry, .unwinding_assertions = mode, .max_size = 2,
                      .prune = modes[k].prune, .per_site = modes[k].per_site};
    search_stats st;
    found.n = 0;
    search_run(p, &ms, &so, collect, &found, &st, stderr);
    CHECK(st.status != SEARCH_ERROR && st.status != SEARCH_TIMEOUT);
    qsort(found.s, (size_t)found.n, sizeof(set), cmp);
    const sets *want = modes[k].per_site > 1 ? &brute2 : &brute;
    int same = want->n == found.n;
    for (int i = 0; same && i < want->n; i++) same = !cmp(&want->s[i], &found.s[i]);
    if (!same)
      fprintf(stderr, "%s (level %d%s, prune %s): brute force %d minimal repairs, search %d\n", path, level,
              mode == PATCH_CUT_BOUNDED ? ", bounded" : "", modes[k].name, want->n, found.n);
    CHECK(same);
    if (!strcmp(modes[k].name, "none")) *none_cands += st.candidates;
    if (!strcmp(modes[k].name, "all")) *all_cands += st.candidates;
  }
  printf("%-40s level %d%s: %3d mutations, %d minimal repairs (%d with two in a site)\n", path, level,
         mode == PATCH_CUT_BOUNDED ? " bounded" : "", ms.nmuts, brute.n, brute2.n);
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
        one_case(names[i], level, mode, &mutants, &none_cands, &all_cands);
        cases++;
      }
    }
    free(names[i]);
  }
  printf("%d of %d cases (share %d of %d), %d mutants verified from scratch; candidates validated: %ld "
         "unpruned, %ld with --prune all\n",
         cases, 3 * nn, shard + 1, nshards, mutants, none_cands, all_cands);
  CHECK(nn >= 10);
  CHECK(cases >= 1);
  return check_summary();
}
