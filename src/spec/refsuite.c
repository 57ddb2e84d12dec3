/* refsuite.c - tests whose expected output is the reference's own. */
#define _GNU_SOURCE
#include "spec/refsuite.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "native/run.h"
#include "spec/harness.h"
#include "spec/patch.h"
#include "util/arena.h"
#include "util/file.h"

/* a reference run longer than this gives no test */
#define RS_RUN_S 2.0

struct refsuite {
  const program_spec *spec;
  const char *dir;
  suite *s;
  char *zero, *pattern;        /* the reference, two ways */
  ir_prog *p;                  /* program and reference, as checked */
  const char *entry;
  int bound;                   /* the stdin bound */
  int n;                       /* tests added */
  unsigned char **in;          /* their stdins */
  int *len;
};

static char *path_in(const char *dir, const char *name) {
  char *p = NULL;
  if (asprintf(&p, "%s/%s", dir, name) < 0) return NULL;
  return p;
}

/* The reference compiled with its automatic variables set by init. */
static char *build(const refsuite *r, const char *init, const char *name) {
  const program_spec *sp = r->spec;
  const char **extra = xmalloc(sizeof *extra * (size_t)(sp->nclang + 2));
  int n = 0;
  for (int i = 0; i < sp->nclang; i++) extra[n++] = sp->clang[i];
  extra[n++] = init;
  char *out = path_in(r->dir, name);
  if (out && run_compile(&sp->reference, 1, extra, n, out, NULL) != 0) {
    free(out);
    out = NULL;
  }
  free(extra);
  return out;
}

/* Does main (the program's or the reference's) take argc/argv?  Tests
 * have no arguments, so such a program is not tested this way.  The
 * stdin bound comes from the same load. */
static int takes_args(refsuite *r) {
  r->p = program_load(r->spec, &r->entry, stderr);
  if (!r->p) return 1;
  int n = 0, len = 0;
  program_argv_bounds(r->p, r->entry, &r->spec->env, &n, &len);
  r->bound = program_stdin_bytes(r->p, r->spec);
  return n > 0;
}

refsuite *rs_new(const program_spec *spec, const char *dir, suite *s, FILE *diag) {
  if (!spec->reference || spec->entry) return NULL;
  refsuite *r = xcalloc(1, sizeof *r);
  r->spec = spec;
  r->dir = dir;
  r->s = s;
  if (takes_args(r)) {
    rs_free(r);
    return NULL;
  }
  r->zero = build(r, "-ftrivial-auto-var-init=zero", "reference-zero");
  r->pattern = r->zero ? build(r, "-ftrivial-auto-var-init=pattern", "reference-pattern") : NULL;
  if (!r->pattern) {
    if (diag) fprintf(diag, "amend: %s does not compile with gcc; its output gives no tests\n", spec->reference);
    rs_free(r);
    return NULL;
  }
  return r;
}

void rs_free(refsuite *r) {
  if (!r) return;
  if (r->p) ir_prog_free(r->p);
  free(r->zero);
  free(r->pattern);
  for (int i = 0; i < r->n; i++) free(r->in[i]);
  free(r->in);
  free(r->len);
  free(r);
}

int rs_count(const refsuite *r) { return r ? r->n : 0; }

int rs_add(refsuite *r, const unsigned char *in, int len) {
  if (!r || len < 0) return -1;
  for (int i = 0; i < r->n; i++)
    if (r->len[i] == len && !memcmp(r->in[i], in, (size_t)len)) return -1;
  char name[32], *ip = NULL, *op = NULL, *op2 = NULL, *a = NULL, *b = NULL;
  snprintf(name, sizeof name, "ref%d", r->n + 1);
  int idx = -1;
  size_t na = 0, nb = 0;
  if (asprintf(&ip, "%s/%s.in", r->dir, name) < 0) ip = NULL;
  if (asprintf(&op, "%s/%s.out", r->dir, name) < 0) op = NULL;
  if (asprintf(&op2, "%s/%s.out2", r->dir, name) < 0) op2 = NULL;
  if (!ip || !op || !op2 || file_write(ip, in, (size_t)len) < 0) goto out;
  run_result rr;
  if (run_capture(r->zero, ip, op, RS_RUN_S, NULL, 0, &rr) != RUN_PASS) goto out;
  const char *perturb[1] = {"MALLOC_PERTURB_=165"};
  if (run_capture(r->pattern, ip, op2, RS_RUN_S, perturb, 1, &rr) != RUN_PASS) goto out;
  a = file_read(op, &na);
  b = file_read(op2, &nb);
  if (!a || !b || na != nb || memcmp(a, b, na)) goto out;  /* it read memory nobody wrote */
  idx = suite_add(r->s, name, ip, op, a, na);
  r->in = xrealloc(r->in, sizeof *r->in * (size_t)(r->n + 1));
  r->len = xrealloc(r->len, sizeof *r->len * (size_t)(r->n + 1));
  r->in[r->n] = xmalloc((size_t)len + 1);
  memcpy(r->in[r->n], in, (size_t)len);
  r->len[r->n++] = len;
out:
  if (op2) remove(op2);
  if (idx < 0 && ip) remove(ip);
  if (idx < 0 && op) remove(op);
  free(ip);
  free(op);
  free(op2);
  free(a);
  free(b);
  return idx;
}

/* ---- variations ------------------------------------------------------------ */

static uint64_t next(uint64_t *st) {
  uint64_t x = *st;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return *st = x;
}

static int is_digit(int c) { return c >= '0' && c <= '9'; }
static int is_alpha(int c) { return (c | 32) >= 'a' && (c | 32) <= 'z'; }

/* One variation of in[0..len) into out (at most cap bytes): every number
 * gets other digits (one more or fewer at times, a sign at times), some
 * letters and other bytes become other printable characters, some blanks
 * become newlines and back.  Its length, or
 * -1 when it came out longer than cap. */
static int vary(const unsigned char *in, int len, uint64_t *st, unsigned char *out, int cap) {
  int n = 0;
  for (int i = 0; i < len;) {
    int c = in[i];
    int sign = c == '-' && i + 1 < len && is_digit(in[i + 1]);
    if (sign || is_digit(c)) {
      int j = i + sign;
      while (j < len && is_digit(in[j])) j++;
      int k = j - i - sign + (int)(next(st) % 3) - 1;
      if (k < 1) k = 1;
      /* a number's sign: kept, dropped or added, each as likely */
      int r = (int)(next(st) % 3);
      if ((r == 0 && sign) || (r == 1 && (n == 0 || !is_digit(out[n - 1])))) {
        if (n >= cap) return -1;
        out[n++] = '-';
      }
      for (int d = 0; d < k; d++) {
        if (n >= cap) return -1;
        int v = (int)(next(st) % 10);
        out[n++] = (unsigned char)('0' + (d == 0 && k > 1 && v == 0 ? 1 : v));
      }
      i = j;
      continue;
    }
    if (n >= cap) return -1;
    if (is_alpha(c) && next(st) % 2) c = (c & 32) + 'A' + (int)(next(st) % 26);
    else if ((c == ' ' || c == '\n') && next(st) % 6 == 0) c = c == ' ' ? '\n' : ' ';
    else if (c != ' ' && c != '\n' && !is_alpha(c) && next(st) % 2) c = '!' + (int)(next(st) % 94);  /* any printable */
    out[n++] = (unsigned char)c;
    i++;
  }
  return n;
}

int rs_seed(refsuite *r, int unwind, int nvariants) {
  ir_prog *p = r->p;
  bmc_opts o = {.entry = r->entry, .env = r->spec->env, .share_sites = 1};
  patch_bmc_mode(&o, PATCH_CUT_FREE, unwind);
  bmc *b = bmc_encode(p, &o, stderr);
  int added = -1;
  if (b) {
    bmc_result res;
    bmc_check(b, &res);
    unsigned char seed[PATCH_MAX_STDIN];
    int len = res.status == BMC_VIOLATED ? bmc_result_stdin(p, &res, seed, PATCH_MAX_STDIN) : -1;
    if (res.status != BMC_UNKNOWN) added = 0;
    if (len > PATCH_MAX_STDIN) len = -1;
    if (len >= 0 && rs_add(r, seed, len) >= 0) added++;
    uint64_t st = 0x9e3779b97f4a7c15ull;
    int cap = r->bound < PATCH_MAX_STDIN ? r->bound : PATCH_MAX_STDIN;
    unsigned char v[PATCH_MAX_STDIN];
    for (int tries = 0; len >= 0 && tries < 4 * nvariants && added <= nvariants; tries++) {
      int k = vary(seed, len, &st, v, cap);
      if (k >= 0 && rs_add(r, v, k) >= 0) added++;
    }
    bmc_result_free(&res);
    bmc_free(b);
  }
  return added;
}
