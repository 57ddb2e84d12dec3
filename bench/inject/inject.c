/* inject.c - amend-inject: seed K faults into a correct program to make
 * repair benchmarks with a known answer.
 *
 *   amend-inject PROG.c --faults K --count N [--seed S] [--level 1|2]
 *                [--unwind U] [--entry F] [--reference REF.c]
 *                [-I DIR] [-D M[=V]] [-U M] --out DIR
 *
 * The faults are the repair tool's own mutations (mut_enumerate), so every
 * injected fault can be undone by a repair of the same level: K distinct
 * sites are drawn at random and one mutation is drawn in each.  A draw is
 * kept only when the patched program is buggy (patch_recheck, i.e. the text
 * is written out, parsed again and checked with unwinding assertions, with
 * the equivalence harness when --reference is given) and each of its faults
 * alone is buggy too, so no fault is dead weight.  Each kept variant is
 * written as DIR/<base>_k<K>_<i>.c with its ground truth in
 * DIR/<base>_k<K>_<i>.json.
 *
 * Exit 0 when N variants were written, 5 when the 200*N attempts ran out
 * first (the ones found are still written), 6 on bad input (including an
 * original program that does not verify), 70 on an internal error.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "bmc/bmc.h"
#include "repair/mutation/mutation.h"
#include "report/json.h"
#include "load/harness.h"
#include "oracle/patch.h"
#include "load/program.h"
#include "util/arena.h"

enum { INJ_OK = 0, INJ_SHORT = 5, INJ_INPUT = 6, INJ_INTERNAL = 70 };
enum { INJ_ATTEMPTS_PER_VARIANT = 200 };

/* ---- command line ------------------------------------------------------ */

typedef struct inj_cli {
  const char *prog;
  int faults, count, level, unwind;
  uint64_t seed;
  const char *entry, *reference, *out;
  int nclang;
  const char **clang;        /* -I/-D/-U, passed to the front end */
} inj_cli;

static void inj_usage(FILE *o) {
  fputs("usage: amend-inject PROG.c --faults K --count N [--seed S] [--level 1|2] [--unwind U]\n"
        "                    [--entry F] [--reference REF.c] [-I DIR] [-D M[=V]] [-U M] --out DIR\n",
        o);
}

static int inj_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  return INJ_INPUT;
}

static int inj_parse_num(const char *s, long lo, long hi, long *out) {
  char *end;
  errno = 0;
  long v = strtol(s, &end, 10);
  if (!*s || *end || errno || v < lo || v > hi) return 0;
  *out = v;
  return 1;
}

/* One numeric flag: returns 1 and advances *i when it is valid. */
static int inj_num_flag(int argc, char **argv, int *i, long lo, long hi, long *out) {
  if (*i + 1 >= argc || !inj_parse_num(argv[*i + 1], lo, hi, out)) return 0;
  (*i)++;
  return 1;
}

static int inj_parse_args(int argc, char **argv, inj_cli *c) {
  memset(c, 0, sizeof *c);
  c->level = 1;
  c->unwind = 10;
  c->seed = 1;
  c->clang = xmalloc(sizeof *c->clang * (size_t)(2 * argc + 1));
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    int has_next = i + 1 < argc;
    long v = 0;
    if (!strcmp(a, "--faults")) {
      if (!inj_num_flag(argc, argv, &i, 1, 64, &v)) return inj_error("--faults needs a number from 1 to 64");
      c->faults = (int)v;
    } else if (!strcmp(a, "--count")) {
      if (!inj_num_flag(argc, argv, &i, 1, 100000, &v)) return inj_error("--count needs a number >= 1");
      c->count = (int)v;
    } else if (!strcmp(a, "--seed")) {
      if (!inj_num_flag(argc, argv, &i, 0, 2147483647L, &v)) return inj_error("--seed needs a number >= 0");
      c->seed = (uint64_t)v;
    } else if (!strcmp(a, "--level")) {
      if (!inj_num_flag(argc, argv, &i, 1, 2, &v)) return inj_error("--level must be 1 or 2");
      c->level = (int)v;
    } else if (!strcmp(a, "--unwind")) {
      if (!inj_num_flag(argc, argv, &i, 1, 1000000, &v)) return inj_error("--unwind needs a number >= 1");
      c->unwind = (int)v;
    } else if (!strcmp(a, "--entry") || !strcmp(a, "--reference") || !strcmp(a, "--out")) {
      if (!has_next) return inj_error("%s needs an argument", a);
      const char **slot = a[2] == 'e' ? &c->entry : a[2] == 'r' ? &c->reference : &c->out;
      *slot = argv[++i];
    } else if (!strcmp(a, "-I") || !strcmp(a, "-D") || !strcmp(a, "-U")) {
      if (!has_next) return inj_error("%s needs an argument", a);
      c->clang[c->nclang++] = a;
      c->clang[c->nclang++] = argv[++i];
    } else if (!strncmp(a, "-I", 2) || !strncmp(a, "-D", 2) || !strncmp(a, "-U", 2)) {
      c->clang[c->nclang++] = a;
    } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      inj_usage(stdout);
      return INJ_OK;
    } else if (a[0] == '-' && a[1]) {
      return inj_error("unknown option '%s'", a);
    } else if (c->prog) {
      return inj_error("only one program file is accepted ('%s' and '%s')", c->prog, a);
    } else {
      c->prog = a;
    }
  }
  if (!c->prog) return inj_error("no input file");
  if (!c->faults) return inj_error("--faults K is required");
  if (!c->count) return inj_error("--count N is required");
  if (!c->out) return inj_error("--out DIR is required");
  if (c->reference && !c->entry) return inj_error("--reference needs --entry F");
  return -1;
}

/* ---- a tiny deterministic PRNG (xorshift64*) ---------------------------- */

typedef struct inj_rng {
  uint64_t s;
} inj_rng;

/* splitmix64 spreads small seeds over the state and never yields 0 for
 * the seeds we accept, which xorshift needs. */
static inj_rng inj_rng_new(uint64_t seed) {
  uint64_t z = seed + 0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  z ^= z >> 31;
  inj_rng r = {z ? z : 0x2545F4914F6CDD1DULL};
  return r;
}

static uint64_t inj_rng_next(inj_rng *r) {
  r->s ^= r->s >> 12;
  r->s ^= r->s << 25;
  r->s ^= r->s >> 27;
  return r->s * 0x2545F4914F6CDD1DULL;
}

/* Uniform enough in [0, n) for n far below 2^32. */
static int inj_rng_below(inj_rng *r, int n) { return (int)((inj_rng_next(r) >> 32) % (uint64_t)n); }

/* ---- the injector's state ---------------------------------------------- */

typedef struct inj {
  const inj_cli *c;
  program_spec spec;
  ir_prog *p;
  mut_space ms;
  int prog_file;             /* index in p->files of PROG.c */
  signed char *single;       /* per mutation: 0 unknown, 1 buggy, -1 not */
  int ntried, cap_tried;
  int *tried;                /* every drawn fault set, K sorted indices each */
  FILE *quiet;               /* diagnostics of mutants that fail to load */
  int load_failures;
} inj;

static int inj_cmp_int(const void *x, const void *y) {
  int a = *(const int *)x, b = *(const int *)y;
  return (a > b) - (a < b);
}

/* BMC_VIOLATED under the command's options: the mutants differ from the
 * original only in text, so patch_recheck is exactly "write, reload with
 * program_load (and the harness), check with unwinding assertions". */
static int inj_verdict(inj *in, const int *muts, int n, FILE *diag) {
  patch pt = mut_patch(in->p, &in->ms, muts, n);
  int v = patch_recheck(in->p, &pt, &in->spec, in->c->unwind, PATCH_CUT_FULL, diag, NULL);
  patch_free(&pt);
  return v;
}

static int inj_buggy(inj *in, const int *muts, int n) {
  int v = inj_verdict(in, muts, n, in->quiet);
  if (v < 0) in->load_failures++;
  return v == BMC_VIOLATED;
}

static int inj_single_buggy(inj *in, int m) {
  if (!in->single[m]) in->single[m] = inj_buggy(in, &m, 1) ? 1 : -1;
  return in->single[m] > 0;
}

/* K distinct sites by a partial Fisher-Yates shuffle, then one mutation
 * in each; the set comes back sorted so equal sets compare equal. */
static void inj_draw(inj *in, inj_rng *r, int *sites, int *set) {
  int k = in->c->faults, n = in->ms.nsites;
  for (int i = 0; i < n; i++) sites[i] = i;
  for (int i = 0; i < k; i++) {
    int j = i + inj_rng_below(r, n - i);
    int t = sites[i];
    sites[i] = sites[j];
    sites[j] = t;
    const mut_site *s = &in->ms.sites[sites[i]];
    set[i] = s->first + inj_rng_below(r, s->n);
  }
  qsort(set, (size_t)k, sizeof *set, inj_cmp_int);
}

/* Every draw is remembered, kept or not, so no set is checked twice and
 * no variant is written twice. */
static int inj_seen_or_remember(inj *in, const int *set) {
  int k = in->c->faults;
  for (int i = 0; i < in->ntried; i++)
    if (!memcmp(&in->tried[(size_t)i * k], set, sizeof *set * (size_t)k)) return 1;
  if (in->ntried == in->cap_tried) {
    in->cap_tried = in->cap_tried ? 2 * in->cap_tried : 64;
    in->tried = xrealloc(in->tried, sizeof *in->tried * (size_t)in->cap_tried * (size_t)k);
  }
  memcpy(&in->tried[(size_t)in->ntried++ * k], set, sizeof *set * (size_t)k);
  return 0;
}

/* Cheap single-fault checks (cached) first, the combination last. */
static int inj_acceptable(inj *in, const int *set) {
  int k = in->c->faults;
  for (int i = 0; i < k; i++)
    if (!inj_single_buggy(in, set[i])) return 0;
  return k == 1 || inj_buggy(in, set, k);
}

/* ---- output -------------------------------------------------------------- */

static char *inj_base(const char *path) {
  const char *slash = strrchr(path, '/');
  const char *b = slash ? slash + 1 : path;
  size_t n = strlen(b);
  if (n > 2 && !strcmp(b + n - 2, ".c")) n -= 2;
  return strndup(b, n);
}

static int inj_by_offset(const void *x, const void *y, void *ctx) {
  const mut_space *ms = ctx;
  unsigned a = ms->muts[*(const int *)x].at.off, b = ms->muts[*(const int *)y].at.off;
  return (a > b) - (a < b);
}

static void inj_json(inj *in, FILE *o, const char *base, const int *set) {
  int k = in->c->faults;
  int *order = xmalloc(sizeof *order * (size_t)k);
  memcpy(order, set, sizeof *order * (size_t)k);
  qsort_r(order, (size_t)k, sizeof *order, inj_by_offset, &in->ms);
  fputs("{\"program\":", o);
  char *prog = NULL;
  if (asprintf(&prog, "%s.c", base) < 0) prog = NULL;
  json_str(o, prog);
  free(prog);
  fputs(",\"faults\":[", o);
  for (int i = 0; i < k; i++) {
    const mut *m = &in->ms.muts[order[i]];
    char *before = mut_expr_before(in->p, m), *after = mut_expr_after(in->p, m);
    /* the node's position, as `amend repair` reports its changes */
    fprintf(o, "%s{\"line\":%u,\"column\":%u,\"original\":", i ? "," : "", m->node->loc.line, m->node->loc.col);
    json_str(o, before);
    fputs(",\"replacement\":", o);
    json_str(o, after);
    fputc('}', o);
    free(before);
    free(after);
  }
  fputs("]}\n", o);
  free(order);
}

static int inj_write_text(const char *path, const char *text) {
  FILE *f = fopen(path, "w");
  if (!f) return 0;
  fputs(text, f);
  return !ferror(f) & (fclose(f) == 0);
}

static int inj_write_json(inj *in, const char *path, const char *base, const int *set) {
  FILE *f = fopen(path, "w");
  if (!f) return 0;
  inj_json(in, f, base, set);
  return !ferror(f) & (fclose(f) == 0);
}

/* DIR/<base>_k<K>_<i>.c and .json */
static int inj_write_variant(inj *in, const int *set, int index) {
  int k = in->c->faults, ok = 0;
  char *base = inj_base(in->c->prog), *stem = NULL, *cpath = NULL, *jpath = NULL;
  patch pt = mut_patch(in->p, &in->ms, set, k);
  if (asprintf(&stem, "%s/%s_k%d_%d", in->c->out, base, k, index) >= 0 &&
      asprintf(&cpath, "%s.c", stem) >= 0 && asprintf(&jpath, "%s.json", stem) >= 0) {
    const char *text = pt.text[in->prog_file];
    ok = text && inj_write_text(cpath, text) && inj_write_json(in, jpath, base, set);
    if (ok) printf("wrote %s\n", cpath);
    else fprintf(stderr, "error: cannot write %s\n", text ? cpath : "a variant (no change in the program file)");
  }
  patch_free(&pt);
  free(base);
  free(stem);
  free(cpath);
  free(jpath);
  return ok;
}

/* ---- setup ----------------------------------------------------------------- */

static int inj_make_dir(const char *dir) {
  struct stat st;
  if (mkdir(dir, 0777) == 0) return 1;
  return errno == EEXIST && stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
}

static int inj_find_prog_file(const ir_prog *p, const char *path) {
  for (int i = 0; i < p->nfiles; i++)
    if (!strcmp(p->files[i].path, path)) return i;
  return -1;
}

/* Load, enumerate and make sure the original verifies; -1 on success,
 * else the exit code. */
static int inj_setup(inj *in) {
  const inj_cli *c = in->c;
  const char *entry = NULL;
  in->p = program_load(&in->spec, &entry, stderr);
  if (!in->p) return inj_error("cannot load %s", c->prog);
  in->prog_file = inj_find_prog_file(in->p, c->prog);
  if (in->prog_file < 0) {
    fprintf(stderr, "error: internal: %s is not among the loaded files\n", c->prog);
    return INJ_INTERNAL;
  }
  /* like repair.c: the reference and the generated harness are specification */
  const char *frozen[] = {HARNESS_ENTRY};
  int ref = program_reference_file(in->p, &in->spec);
  mut_opts mo = {.level = c->level, .spec = {1, frozen, ref >= 0 ? 1 : 0, &ref}};
  mut_enumerate(in->p, &mo, &in->ms);
  in->single = calloc((size_t)in->ms.nmuts + 1, 1);
  printf("%s: %d sites, %d mutations (level %d)\n", c->prog, in->ms.nsites, in->ms.nmuts, c->level);
  if (in->ms.nsites < c->faults)
    return inj_error("%s has %d mutation sites at level %d, fewer than --faults %d", c->prog, in->ms.nsites, c->level,
                     c->faults);
  if (inj_verdict(in, NULL, 0, stderr) != BMC_VERIFIED)
    return inj_error("%s does not verify with --unwind %d and unwinding assertions; inject into a correct program",
                     c->prog, c->unwind);
  if (!inj_make_dir(c->out)) return inj_error("cannot create the output directory %s", c->out);
  return -1;
}

static void inj_free(inj *in) {
  mut_space_free(&in->ms);
  if (in->p) ir_prog_free(in->p);
  free(in->single);
  free(in->tried);
  if (in->quiet) fclose(in->quiet);
}

/* Draw until N variants are kept or the attempts run out; returns the
 * number written, or -1 when writing failed. */
static int inj_run(inj *in) {
  const inj_cli *c = in->c;
  inj_rng r = inj_rng_new(c->seed);
  int *sites = xmalloc(sizeof *sites * (size_t)in->ms.nsites);
  int *set = xmalloc(sizeof *set * (size_t)c->faults);
  long attempts = 0, limit = (long)INJ_ATTEMPTS_PER_VARIANT * c->count;
  int made = 0;
  while (made < c->count && attempts < limit) {
    attempts++;
    inj_draw(in, &r, sites, set);
    if (inj_seen_or_remember(in, set) || !inj_acceptable(in, set)) continue;
    if (!inj_write_variant(in, set, made + 1)) {
      made = -1;
      break;
    }
    made++;
  }
  free(sites);
  free(set);
  if (made >= 0)
    printf("produced %d of %d variants with %d fault%s in %ld attempts (%d distinct fault sets checked)\n", made,
           c->count, c->faults, c->faults == 1 ? "" : "s", attempts, in->ntried);
  if (in->load_failures) fprintf(stderr, "note: %d mutants failed to load and were skipped\n", in->load_failures);
  return made;
}

int main(int argc, char **argv) {
  inj_cli c;
  int code = inj_parse_args(argc, argv, &c);
  if (code < 0) {
    const char *files[] = {c.prog};
    inj in = {0};
    in.c = &c;
    in.spec = (program_spec){.nfiles = 1, .files = files, .nclang = c.nclang, .clang = c.clang,
                             .reference = c.reference, .entry = c.entry};
    in.quiet = fopen("/dev/null", "w");
    code = in.quiet ? inj_setup(&in) : INJ_INTERNAL;
    if (code < 0) {
      int made = inj_run(&in);
      code = made < 0 ? INJ_INPUT : made < c.count ? INJ_SHORT : INJ_OK;
    }
    inj_free(&in);
  } else if (argc < 2) {
    inj_usage(stderr);
  }
  free(c.clang);
  return code;
}
