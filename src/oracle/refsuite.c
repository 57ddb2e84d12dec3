/* refsuite.c - tests whose expected output is the reference's own. */
#define _GNU_SOURCE
#include "oracle/refsuite.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "native/judge.h"
#include "native/run.h"
#include "native/sandbox.h"
#include "load/harness.h"
#include "oracle/patch.h"
#include "util/arena.h"
#include "util/deadline.h"
#include "util/file.h"
#include "util/forked.h"

/* a reference run longer than this gives no test */
#define RS_RUN_S 2.0
/* CPU seconds a run may take while the first tests are drawn: a stdin
 * whose numbers make a loop run billions of times (a count read as
 * 9999999999) is no test a course would write, and waiting for each
 * such run cost most of a minute (session 21) */
#define RS_SEED_CPU_S 0.25
/* the native probe: stdins tried at most, runs past their limit that end
 * it (a program that loops on some input; counted, not timed, so that a
 * busy machine draws the same tests; 12 of RS_SEED_CPU_S each cost 3 s of
 * CPU at most, and a program that searches until the input's condition
 * holds, `for (i = a + 1; ; i++) if (mask(i) == b) break;`, ends only on
 * one stdin in three), and how many differing ones end it */
#define RS_PROBES 240
#define RS_PROBE_SLOW 12
#define RS_PROBE_DIFFS 4
/* the first check's longest run: past it, what is left goes to the
 * engines (the reference's text needs no proof) and to the verifier */
#define RS_CHECK_MAX_S 20.0
/* the most numbers whose every order becomes a test (75 for four; 541
 * for five would cost more than the proofs they spare) */
#define RS_ORDER_MAX 4

struct refsuite {
  const program_spec *spec;
  const char *dir;
  suite *s;
  char *zero, *pattern;        /* the reference, two ways */
  char *prog;                  /* the program as it is (NULL: gcc refused it) */
  char *msan;                  /* the reference under clang's MemorySanitizer, or NULL */
  ir_prog *p;                  /* program and reference, as checked */
  const char *entry;
  int bound;                   /* the stdin bound */
  int probe_cap;               /* the probe's stdins: at most this long */
  int numbers;                 /* typed input: the programs read numbers
                                  only (1: integers, 2: doubles) */
  int tokens;                  /* ... exactly this many in every run, or 0 */
  int text;                    /* stdin is text in lines (load/iomodel.h,
                                  IOM_TEXT): no test holds other stdins */
  uint64_t fresh_st;           /* rs_fresh's generator */
  int n;                       /* tests added */
  unsigned char **in;          /* their stdins */
  int *len;
  int nhints;                  /* literals of both programs: numbers worth typing */
  int64_t hints[16];
  int caps;                    /* typed words: 0 in small letters, 1 in
                                  capitals, 2 either (the letters the
                                  programs' character literals hold) */
  int letters;                 /* some character literal is a letter */
  int64_t longs[2];            /* lengths of long lines (long_lengths) */
  int nlongs;
  double check_max_s;          /* seed_check's wall cap */
};

static char *path_in(const char *dir, const char *name) {
  char *p = NULL;
  if (asprintf(&p, "%s/%s", dir, name) < 0) return NULL;
  return p;
}

/* The reference compiled by cc with the user's flags and ours. */
static char *build(const refsuite *r, const char *cc, const char *const *ours, int nours, const char *name) {
  const program_spec *sp = r->spec;
  const char **extra = xmalloc(sizeof *extra * (size_t)(sp->nclang + nours + 1));
  int n = 0;
  for (int i = 0; i < sp->nclang; i++) extra[n++] = sp->clang[i];
  for (int i = 0; i < nours; i++) extra[n++] = ours[i];
  char *out = path_in(r->dir, name);
  if (out && run_compile_cc(cc, &sp->reference, 1, extra, n, out, NULL) != 0) {
    free(out);
    out = NULL;
  }
  free(extra);
  return out;
}

/* Is loc in one of the user's files, not a library model amend added? */
static int user_file(const ir_prog *p, ir_loc loc) {
  return loc.file >= 0 && loc.file < p->nfiles && !p->files[loc.file].lib;
}

typedef struct lits {
  const ir_prog *p;
  int file, n, max;
  int64_t *out;
  int users;   /* the user's files only, not the library models' */
} lits;

static void on_lit(void *ctx, const ir_expr *e) {
  lits *l = ctx;
  if (e->kind != IR_CONST || !e->type || e->type->kind != IR_TY_INT || e->type->is_bool)
    return;
  if (l->file >= 0 && e->loc.file != l->file) return;
  if (l->users && !user_file(l->p, e->loc)) return;
  if (e->ival >= -1 && e->ival <= 1) return;
  if (e->loc.end <= e->loc.off || ir_loc_text(l->p, e->loc)[0] == '\'') return;
  for (int i = 0; i < l->n; i++)
    if (l->out[i] == e->ival) return;
  if (l->n < l->max) l->out[l->n++] = e->ival;
}

static void on_lit_slot(void *ctx, const ir_expr *root, const ir_func *f) { ir_expr_walk(root, on_lit, ctx); }

/* Letters among the character literals of the user's files: bit 0 a
 * small one, bit 1 a capital. */
typedef struct cases {
  const ir_prog *p;
  int bits;
} cases;

static void on_char(void *ctx, const ir_expr *e) {
  cases *c = ctx;
  if (e->kind != IR_CONST || !user_file(c->p, e->loc)) return;
  if (e->loc.end <= e->loc.off || ir_loc_text(c->p, e->loc)[0] != '\'') return;
  if (e->ival >= 'a' && e->ival <= 'z') c->bits |= 1;
  if (e->ival >= 'A' && e->ival <= 'Z') c->bits |= 2;
}

static void on_char_slot(void *ctx, const ir_expr *root, const ir_func *f) {
  (void)f;
  ir_expr_walk(root, on_char, ctx);
}

/* The two smallest literals of the programs' own text (not the library
 * models') above the stdin bound that a line can reach -- a buffer's
 * size is one of them -- into at; how many. */
static int long_lengths(const refsuite *r, int64_t at[2]) {
  int64_t all[32];
  lits l = {r->p, -1, 0, 32, all, 1};
  ir_each_slot(r->p, on_lit_slot, &l);
  int nat = 0;
  for (int i = 0; i < l.n; i++) {
    int64_t h = all[i];
    if (h <= r->bound || h + 2 >= PATCH_MAX_STDIN) continue;
    if (nat < 2) at[nat++] = h;
    else if (h < at[0] || h < at[1]) at[at[0] > at[1] ? 0 : 1] = h;
  }
  if (nat == 0 && 4 * r->bound + 2 < PATCH_MAX_STDIN) at[nat++] = 4 * r->bound;
  return nat;
}

/* The reference under MemorySanitizer, which stops a run (exit status not
 * 0) where a value nobody wrote decides a branch, an address or a
 * library call's argument: where the two gcc builds print the same by
 * chance (an unset `b` in `a >= b` is 0 in one and very negative in the
 * other, and `5 >= b` holds in both), this one tells.  clang-19 comes
 * with the libclang amend is built on, but may be missing: NULL then,
 * as where a hard limit on the address space would stop it at its start
 * (the two gcc builds then decide alone). */
static char *build_msan(const refsuite *r) {
  static const char *const ours[] = {
      "-fsanitize=memory", "-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
      "-Wno-error=int-conversion", "-Wno-error=incompatible-pointer-types"};
  return build(r, "clang-19", ours, (int)(sizeof ours / sizeof *ours), "reference-msan");
}

/* Does main (the program's or the reference's) take argc/argv?  Tests
 * have no arguments, so such a program is not tested this way.  The
 * stdin bound comes from the same load. */
static int takes_args(refsuite *r) {
  r->p = program_load(r->spec, &r->entry, stderr);
  if (!r->p) return 1;
  int n = 0, len = 0;
  program_argv_bounds(r->p, r->entry, &r->spec->env, &n, &len);
  r->bound = r->probe_cap = program_stdin_bytes(r->p, r->spec);
  int exact, dbl, tokens = program_stdin_tokens(r->p, r->spec, &exact, &dbl);
  if (tokens > 0) {
    /* typed input: numbers over their whole range, so variations of the
     * verifier's stdin may be as long as it is; typed stdins hold about
     * as many numbers as a run reads */
    r->bound = PATCH_MAX_STDIN;
    r->probe_cap = 8 * tokens < PATCH_MAX_STDIN ? 8 * tokens : PATCH_MAX_STDIN;
    r->numbers = 1 + dbl;
    r->tokens = exact ? tokens : 0;
  }
  r->text = program_stdin_text(r->p, r->spec);
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
  static const char *const zero[] = {"-ftrivial-auto-var-init=zero"};
  /* the second build also stops at an index past its array (a trap, no
   * run-time library): a stdin on which the reference does that is no
   * more a test than the verifier's inputs are (bmc_add_prop) */
  static const char *const pattern[] = {"-ftrivial-auto-var-init=pattern", "-fsanitize=bounds",
                                        "-fsanitize-undefined-trap-on-error"};
  r->zero = build(r, "gcc", zero, 1, "reference-zero");
  r->pattern = r->zero ? build(r, "gcc", pattern, 3, "reference-pattern") : NULL;
  if (!r->pattern) {
    if (diag) fprintf(diag, "amend: %s does not compile with gcc; its output gives no tests\n", spec->reference);
    rs_free(r);
    return NULL;
  }
  r->msan = sandbox_as_unlimited() ? build_msan(r) : NULL;
  lits l = {r->p, -1, 0, 16, r->hints, 0};
  ir_each_slot(r->p, on_lit_slot, &l);
  r->nhints = l.n;
  /* `w[i] - 'A'` indexes an array of 26: words in capitals, or every
   * typed word is an index past it, which the reference leaves undefined */
  cases cs = {r->p, 0};
  ir_each_slot(r->p, on_char_slot, &cs);
  r->caps = cs.bits == 2 ? 1 : cs.bits == 3 ? 2 : 0;
  r->letters = cs.bits != 0;
  r->nlongs = long_lengths(r, r->longs);
  r->check_max_s = RS_CHECK_MAX_S;
  r->fresh_st = 0xbb67ae8584caa73bull;
  /* --input-range: its ends are values at which branches turn too */
  if (spec->range_set && r->nhints + 2 <= (int)(sizeof r->hints / sizeof *r->hints)) {
    r->hints[r->nhints++] = spec->range_lo;
    r->hints[r->nhints++] = spec->range_hi;
  }
  r->prog = path_in(dir, "program");
  if (r->prog && run_compile(spec->files, spec->nfiles, spec->clang, spec->nclang, r->prog, NULL) != 0) {
    free(r->prog);
    r->prog = NULL;
  }
  return r;
}

void rs_free(refsuite *r) {
  if (!r) return;
  if (r->p) ir_prog_free(r->p);
  free(r->zero);
  free(r->pattern);
  free(r->prog);
  free(r->msan);
  for (int i = 0; i < r->n; i++) free(r->in[i]);
  free(r->in);
  free(r->len);
  free(r);
}

int rs_count(const refsuite *r) { return r ? r->n : 0; }

int rs_constants(const refsuite *r, int64_t *out, int max) {
  if (!r || !r->p) return 0;
  lits l = {r->p, program_reference_file(r->p, r->spec), 0, max, out, 0};
  if (l.file < 0) return 0;
  ir_each_slot(r->p, on_lit_slot, &l);
  return l.n;
}

/* A byte text in lines may hold: a printable one, a blank, a tab or a
 * newline. */
static int text_byte(unsigned char b) { return (b >= ' ' && b <= '~') || b == '\t' || b == '\n'; }

/* Is in[0..len) text in lines, each ending with a newline?  (At least
 * one: the model's text is never empty.) */
static int is_text(const unsigned char *in, int len) {
  for (int i = 0; i < len; i++)
    if (!text_byte(in[i])) return 0;
  return len > 0 && in[len - 1] == '\n';
}

/* A stdin made text in lines, in place (at most cap bytes): other bytes
 * become blanks, and the last line gets its newline. */
static int fit_text(unsigned char *in, int len, int cap) {
  for (int i = 0; i < len; i++)
    if (!text_byte(in[i])) in[i] = ' ';
  if ((len > 0 && in[len - 1] != '\n') || (len == 0 && cap > 0)) {
    if (len < cap) len++;
    in[len - 1] = '\n';
  }
  return len;
}

/* Does every number of in[0..len) lie in --input-range's [lo, hi]? */
static int in_range(const program_spec *sp, const unsigned char *in, int len) {
  if (!sp->range_set) return 1;
  char *t = strndup((const char *)in, (size_t)len), *p = t;
  int ok = 1;
  while (ok && *p) {
    char *end;
    double v = strtod(p, &end);
    if (end == p) {
      p++;
      continue;
    }
    ok = v >= (double)sp->range_lo && v <= (double)sp->range_hi;
    p = end;
  }
  free(t);
  return ok;
}

int rs_add(refsuite *r, const unsigned char *in, int len) {
  if (!r || len < 0) return -1;
  /* outside the statement's bounds: no test of it */
  if (!in_range(r->spec, in, len)) return -1;
  /* a stdin the specification leaves out (a last line without its
   * newline, where a getchar loop that waits for it never ends) */
  if (r->text && !is_text(in, len)) return -1;
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
  if (r->msan && run_capture_sanitized(r->msan, ip, op2, RS_RUN_S, &rr) != RUN_PASS) goto out;  /* it used such memory */
  idx = suite_add(r->s, name, ip, op, a, na);
  if (getenv("AMEND_DEBUG_REFSUITE"))  /* which stdins became tests, and what the reference printed */
    fprintf(stderr, "refsuite: %s %.*s => %.*s\n", name, len, (const char *)in, (int)na, a);
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

/* ---- the native probe ------------------------------------------------------ */

/* Is the next typed letter a capital (refsuite.caps)? */
static int capital(const refsuite *r, uint64_t *st) { return r->caps == 1 || (r->caps == 2 && next(st) % 2); }

/* A stdin as people type them into such programs: small numbers (now and
 * then one with more digits, a sign, a decimal point, or a copy of an
 * earlier one, as equal values take their own branches), short words,
 * now and then any printable character; blanks and newlines between.
 * Three stdins in five hold numbers only, so that a program reading
 * several finds them all within the bound.  One number in four comes
 * from the programs' literals (400 -> 400, 399, 401, 800, 1200, -400):
 * the values at which their branches turn. */

static int typed(const refsuite *rf, uint64_t *st, unsigned char *out, int cap) {
  static const char letters[] = "aeiouybcdlnrstxz";
  int want = cap / 2 + (int)(next(st) % (uint64_t)(cap - cap / 2 + 1)), n = 0, nums = 0;
  /* programs that compare characters with letters: one stdin in two is
   * words alone (`scanf("%s%s", a, b)` then `a[i] - 'A'`: a digit or a
   * sign among the words is an input the reference leaves undefined) */
  int words_only = !rf->numbers && rf->letters && next(st) % 2;
  int numat[16], numlen[16], numbers_only = !words_only && (rf->numbers || next(st) % 5 < 3);
  while (n < want) {
    char tok[16];
    int k = 0, r = words_only ? 12 + (int)(next(st) % 3) : (int)(next(st) % (numbers_only ? 12 : 16));
    if (numbers_only && r >= 7 && r <= 9 && next(st) % 2) r = 0;  /* mostly one digit: more numbers fit */
    if (r == 11 && nums > 0) {
      int j = (int)(next(st) % (uint64_t)nums);
      memcpy(tok, out + numat[j], (size_t)numlen[j]);
      k = numlen[j];
    } else if (r <= 11 && rf->nhints > 0 && next(st) % 4 == 0) {
      static const int mul[6] = {1, 1, 1, 2, 3, -1}, add[6] = {0, -1, 1, 0, 0, 0};
      int m = (int)(next(st) % 6);
      long long v = (long long)rf->hints[next(st) % (uint64_t)rf->nhints] * mul[m] + add[m];
      k = snprintf(tok, sizeof tok, "%lld", v);
      if (k < 0 || k >= (int)sizeof tok) continue;
    } else if (r <= 11) {
      if (r == 10) tok[k++] = '-';
      int digits = r >= 7 && r <= 9 ? 2 + (int)(next(st) % 2) : 1;
      for (int d = 0; d < digits; d++) tok[k++] = (char)('0' + (d == 0 && digits > 1 ? 1 + next(st) % 9 : next(st) % 10));
      if (r == 9 && rf->numbers != 1) {
        tok[k++] = '.';
        tok[k++] = (char)('0' + next(st) % 10);
      }
    } else if (r <= 14) {
      int up = capital(rf, st);
      for (int m = 1 + (int)(next(st) % 4); m > 0; m--) tok[k++] = (char)(letters[next(st) % (sizeof letters - 1)] - (up ? 32 : 0));
    } else {
      tok[k++] = (char)('!' + next(st) % 94);
    }
    if (n + k > cap) break;
    if (r <= 11 && nums < 16) {
      numat[nums] = n;
      numlen[nums++] = k;
    }
    memcpy(out + n, tok, (size_t)k);
    n += k;
    if (n < cap) out[n++] = next(st) % 4 == 0 ? '\n' : ' ';
  }
  return n;
}

/* The output of bin on stdin in (exit 0 within the limit), as the suite
 * judges it, or NULL; a run past the limit counts in *slow. */
static char *output_of(const refsuite *r, const char *bin, const char *in_path, size_t *len, int *slow) {
  char *op = path_in(r->dir, "probe.out");
  run_result rr;
  char *out = NULL;
  run_status st = op ? run_capture(bin, in_path, op, 1.0, NULL, 0, &rr) : RUN_ERROR;
  *slow += st == RUN_TIMEOUT;
  if (st == RUN_PASS) out = file_read(op, len);
  if (op) remove(op);
  free(op);
  if (out && suite_judge_normalises(r->s->judge)) {
    char *norm = judge_norm_mode(suite_judge_mode(r->s->judge), out, *len, len);
    free(out);
    out = norm;
  }
  return out;
}

static uint64_t fnv(const char *s, size_t n) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 0x100000001b3ull;
  return h;
}

#define RS_PER_KIND 2   /* typed stdins alike (see probe) that become tests */

/* Has the kind h been seen RS_PER_KIND times in seen[0..*n)?  If not, it
 * is counted once more. */
static int seen_enough(uint64_t *seen, int *times, int *n, int max, uint64_t h) {
  for (int i = 0; i < *n; i++)
    if (seen[i] == h) return times[i]++ >= RS_PER_KIND;
  if (*n < max) {
    times[*n] = 1;
    seen[(*n)++] = h;
  }
  return 0;
}

/* A typed stdin's kind: its first word and what the two programs print
 * on it. */
static uint64_t kind_of(const unsigned char *in, int len, const char *ro, size_t nr, const char *po, size_t np) {
  int b = 0, e;
  while (b < len && (in[b] == ' ' || in[b] == '\n')) b++;
  for (e = b; e < len && in[e] != ' ' && in[e] != '\n';) e++;
  return fnv((const char *)in + b, (size_t)(e - b)) ^ 31 * fnv(ro, nr) ^ 7 * (po ? fnv(po, np) : 1);
}

/* Typed stdins run natively on the program and the reference: those on
 * which they differ become tests first (at most RS_PROBE_DIFFS), then
 * agreeing ones up to nvariants in all.  Of stdins alike -- the same
 * first word, the same outputs -- only RS_PER_KIND count (`0`, `0 5` and
 * `0 7 1` are one test thrice for a program reading one number).  The
 * stdin of the first that differs goes to *first.  Returns the tests
 * added. */
static int probe(refsuite *r, int nvariants, unsigned char *first, int *first_len) {
  *first_len = -1;
  if (!r->prog || r->probe_cap <= 0) return 0;
  int cap = r->probe_cap < PATCH_MAX_STDIN ? r->probe_cap : PATCH_MAX_STDIN, added = 0, diffs = 0, nagree = 0;
  unsigned char (*agree)[PATCH_MAX_STDIN] = xmalloc(sizeof *agree * (size_t)(nvariants + 1));
  int *agree_len = xmalloc(sizeof *agree_len * (size_t)(nvariants + 1));
  char *ip = path_in(r->dir, "probe.in");
  uint64_t st = 0x2545f4914f6cdd1dull, seen[RS_PROBES];
  int nseen = 0, times[RS_PROBES], slow = 0;
  for (int i = 0; ip && i < RS_PROBES && diffs < RS_PROBE_DIFFS && slow < RS_PROBE_SLOW && !deadline_passed(); i++) {
    unsigned char in[PATCH_MAX_STDIN];
    int len = typed(r, &st, in, cap);
    if (r->text) len = fit_text(in, len, cap);
    if (file_write(ip, in, (size_t)len) < 0) break;
    size_t nr = 0, np = 0;
    char *ro = output_of(r, r->zero, ip, &nr, &slow);
    if (!ro) continue;  /* the reference fails on it: no test */
    char *po = output_of(r, r->prog, ip, &np, &slow);
    int differs = !po || np != nr || memcmp(po, ro, nr);
    int again = seen_enough(seen, times, &nseen, RS_PROBES, kind_of(in, len, ro, nr, po, np));
    free(ro);
    free(po);
    if (again) continue;
    if (differs && rs_add(r, in, len) >= 0) {
      if (diffs++ == 0) {
        memcpy(first, in, (size_t)len);
        *first_len = len;
      }
      added++;
    } else if (!differs && nagree < nvariants) {
      memcpy(agree[nagree], in, (size_t)len);
      agree_len[nagree++] = len;
    }
  }
  /* agreeing runs keep the engines from breaking what works */
  for (int i = 0; i < nagree && added < nvariants; i++) added += rs_add(r, agree[i], agree_len[i]) >= 0;
  if (ip) remove(ip);
  free(ip);
  free(agree);
  free(agree_len);
  return added;
}

/* Up to nvariants variations of seed[0..len) as tests; the number added. */
static int add_variations(refsuite *r, const unsigned char *seed, int len, int nvariants) {
  uint64_t st = 0x9e3779b97f4a7c15ull;
  int cap = r->bound < PATCH_MAX_STDIN ? r->bound : PATCH_MAX_STDIN, added = 0;
  unsigned char v[PATCH_MAX_STDIN];
  for (int tries = 0; tries < 4 * nvariants && added < nvariants; tries++) {
    int k = vary(seed, len, &st, v, cap);
    if (k >= 0 && r->text) k = fit_text(v, k, cap);
    if (k >= 0 && rs_add(r, v, k) >= 0) added++;
  }
  return added;
}

/* A line of len letters (most of them vowels, which such programs
 * count; in capitals half the time where the programs' literals hold
 * capitals) and blanks, then its newline, into in; the bytes written. */
static int long_line(const refsuite *r, uint64_t *st, unsigned char *in, int len) {
  static const char letters[] = "aeiouyaeiouybcdlnrst";
  for (int i = 0; i < len; i++) {
    int up = capital(r, st);
    in[i] = i > 0 && in[i - 1] != ' ' && next(st) % 7 == 0
                ? ' '
                : (unsigned char)(letters[next(st) % (sizeof letters - 1)] - (up ? 32 : 0));
  }
  in[len] = '\n';
  return len + 1;
}

/* Lines longer than the proof's stdin bound, for programs that read text:
 * the bound is a few characters, but the slips students make with
 * buffers (fgets(s, 19, ...) for 20, a loop to len - 2) show only on a
 * line as long as the buffer: lines one shorter than, as long as and one
 * longer than each length of long_lengths.  The tests added. */
static int add_long_lines(refsuite *r) {
  if (!r->text || r->bound <= 0) return 0;
  int added = 0;
  uint64_t st = 0x6a09e667f3bcc909ull;
  for (int k = 0; k < r->nlongs; k++)
    for (int d = -1; d <= 1 && !deadline_passed(); d++) {
      unsigned char in[PATCH_MAX_STDIN];
      added += rs_add(r, in, long_line(r, &st, in, (int)r->longs[k] + d)) >= 0;
    }
  return added;
}

int rs_fresh(refsuite *r, int k) {
  if (!r || !r->text || r->bound <= 0) return 0;
  int hi = r->bound, added = 0;
  for (int i = 0; i < r->nlongs; i++)
    if (2 * r->longs[i] > hi) hi = (int)(2 * r->longs[i]);
  if (hi > PATCH_MAX_STDIN - 2) hi = PATCH_MAX_STDIN - 2;
  if (hi <= r->bound) return 0;
  /* the generator goes on from call to call: inputs no candidate was
   * fitted to */
  for (int i = 0; i < k && !deadline_passed(); i++) {
    unsigned char in[PATCH_MAX_STDIN];
    int len = r->bound + 1 + (int)(next(&r->fresh_st) % (uint64_t)(hi - r->bound));
    added += rs_add(r, in, long_line(r, &r->fresh_st, in, len)) >= 0;
  }
  return added;
}

/* Every order of r->tokens numbers, ties included (13 stdins for three
 * numbers, 75 for four), as tests.  A program that reads a few numbers
 * and compares them decides by their order alone, and the slips students
 * make are where two are equal (`<` for `<=`), which random numbers
 * rarely are: without these, each candidate that mishandles a tie the
 * suite lacks costs a proof against the reference.  The added count. */
static int add_orders(refsuite *r) {
  int k = r->tokens, added = 0;
  if (k < 2 || k > RS_ORDER_MAX) return 0;
  int rank[RS_ORDER_MAX] = {0}, total = 1;
  for (int i = 0; i < k; i++) total *= k;
  for (int code = 0; code < total && !deadline_passed(); code++) {
    /* code in base k gives each number a rank; only rank sets 0..m-1
     * with none missing are orders (the others repeat one of them) */
    int used = 0, c = code;
    for (int i = 0; i < k; i++, c /= k) {
      rank[i] = c % k;
      used |= 1 << rank[i];
    }
    if (used & (used + 1)) continue;
    char in[8 * RS_ORDER_MAX];
    int n = 0;
    for (int i = 0; i < k; i++) n += snprintf(in + n, sizeof in - (size_t)n, "%d%c", 2 + 3 * rank[i], i + 1 < k ? ' ' : '\n');
    added += rs_add(r, (const unsigned char *)in, n) >= 0;
  }
  return added;
}

/* The check of the program against the reference for a stdin on which
 * they differ, in a forked copy of amend (util/forked.h) for at most half
 * the time left and check_max_s: over tables of input-sized length it may need more
 * memory than --memory leaves, and then it ends alone, undecided, and
 * the run goes on.  Its verdict, with the stdin in seed (*len; -1: none). */
static int seed_check(refsuite *r, int unwind, unsigned char *seed, int *len) {
  *len = -1;
  int fd;
  double cap = deadline_left() > 0 ? deadline_left() / 2 : 0;
  if (cap <= 0 || cap > r->check_max_s) cap = r->check_max_s;
  pid_t pid = forked_start(cap, &fd);
  if (pid < 0) return BMC_UNKNOWN;
  if (pid == 0) {
    bmc_opts o = {.entry = r->entry, .env = r->spec->env, .share_sites = 1};
    patch_bmc_mode(&o, PATCH_CUT_FREE, unwind);
    bmc *b = bmc_encode(r->p, &o, stderr);
    int out[2] = {BMC_UNKNOWN, -1};
    if (b) {
      bmc_result res;
      bmc_check(b, &res);
      out[0] = res.status;
      /* equivalent on no run at all (every run cut, or left out where the
       * reference is undefined) is no verdict */
      if (res.status == BMC_VERIFIED && (!res.complete || bmc_nassumed_written(b) > 0) && bmc_some_run_ends(b) != 1)
        out[0] = BMC_UNKNOWN;
      if (res.status == BMC_VIOLATED) out[1] = bmc_result_stdin(r->p, &res, seed, PATCH_MAX_STDIN);
      if (out[1] > PATCH_MAX_STDIN) out[1] = -1;
      bmc_result_free(&res);
      bmc_free(b);
    }
    forked_exit(fd, forked_write(fd, out, sizeof out) || (out[1] > 0 && forked_write(fd, seed, (size_t)out[1])));
  }
  int out[2], bad = forked_read(fd, out, sizeof out) < 0 || out[1] > PATCH_MAX_STDIN;
  if (!bad && out[1] > 0) bad = forked_read(fd, seed, (size_t)out[1]) < 0;
  if (forked_wait(pid, fd) < 0 || bad) return BMC_UNKNOWN;
  *len = out[1];
  return out[0];
}

int rs_seed(refsuite *r, int unwind, int nvariants) {
  unsigned char first[PATCH_MAX_STDIN];
  sandbox_cpu_cap(RS_SEED_CPU_S);
  int first_len, probed = probe(r, nvariants, first, &first_len);
  probed += add_orders(r) + add_long_lines(r);
  if (first_len >= 0) {
    probed += add_variations(r, first, first_len, nvariants);
    sandbox_cpu_cap(0);
    return probed;
  }
  sandbox_cpu_cap(0);
  unsigned char seed[PATCH_MAX_STDIN];
  int len, st = seed_check(r, unwind, seed, &len);
  int added = st == BMC_UNKNOWN ? -1 : 0;
  if (len >= 0 && rs_add(r, seed, len) >= 0) added++;
  if (len >= 0) added += add_variations(r, seed, len, nvariants);
  return added > 0 ? added + probed : added;
}

void rs_set_check_max(refsuite *r, double seconds) {
  if (r && seconds > 0) r->check_max_s = seconds;
}
