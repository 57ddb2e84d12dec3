/* test_synth.c - condition synthesis against an independent evaluator and
 * a brute-force enumerator.
 *
 * Every candidate's text is parsed and evaluated here, on every row, by a
 * small C-expression evaluator that knows nothing of the solver.  Random
 * tables come from a hidden condition of the grammar (or random truth
 * values); a brute-force enumeration of levels 1 and 2 says which level
 * the first candidate must have and, for level 1, exactly how many
 * candidates there are. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "repair/synthesis/synth.h"
#include "util/clock.h"

/* ---- a deterministic PRNG (xorshift64) ---- */

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static int below(int n) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (int)(rng % (uint64_t)n);
}

static int range(int lo, int hi) { return lo + below(hi - lo + 1); }

/* ---- an evaluator of C expression text ---- */

typedef struct px {
  const char *s;
  int nv;
  const char *const *names;
  const int64_t *vals;
  int err, nvarrefs, wraps;
} px;

static int in32(long long v) { return v >= INT32_MIN && v <= INT32_MAX; }

/* arithmetic the program's int would not hold */
static long long arith(px *x, char op, long long a, long long b) {
  if (op == '%' && (b == 0 || (a == INT64_MIN && b == -1))) {
    x->wraps = 1;  /* undefined in C */
    return 0;
  }
  long long r = op == '+' ? a + b : op == '-' ? a - b : op == '%' ? a % b : a * b;
  if (in32(a) && in32(b) && !in32(r)) x->wraps = 1;
  return r;
}

static void skip_ws(px *x) {
  while (*x->s == ' ') x->s++;
}

/* the operator at the cursor, longest match */
static int peek_op(px *x, char out[3]) {
  static const char *two[] = {"<=", ">=", "==", "!=", "&&", "||"};
  skip_ws(x);
  for (int i = 0; i < 6; i++)
    if (strncmp(x->s, two[i], 2) == 0) {
      memcpy(out, two[i], 3);
      return 2;
    }
  if (*x->s && strchr("<>+-*%!()", *x->s)) {
    out[0] = *x->s;
    out[1] = 0;
    return 1;
  }
  out[0] = 0;
  return 0;
}

static int accept(px *x, const char *op) {
  char t[3];
  int n = peek_op(x, t);
  if (n && strcmp(t, op) == 0) {
    x->s += n;
    return 1;
  }
  return 0;
}

static long long p_or(px *x);

static long long p_unary(px *x) {
  if (accept(x, "-")) return -p_unary(x);
  if (accept(x, "!")) return !p_unary(x);
  if (accept(x, "(")) {
    long long v = p_or(x);
    if (!accept(x, ")")) x->err = 1;
    return v;
  }
  skip_ws(x);
  if (*x->s >= '0' && *x->s <= '9') {
    long long v = 0;
    while (*x->s >= '0' && *x->s <= '9') v = 10 * v + (*x->s++ - '0');
    return v;
  }
  const char *b = x->s;
  while ((*x->s >= 'a' && *x->s <= 'z') || (*x->s >= 'A' && *x->s <= 'Z') || *x->s == '_' ||
         (x->s > b && *x->s >= '0' && *x->s <= '9'))
    x->s++;
  for (int i = 0; i < x->nv; i++)
    if (strlen(x->names[i]) == (size_t)(x->s - b) && strncmp(x->names[i], b, (size_t)(x->s - b)) == 0) {
      x->nvarrefs++;
      return x->vals[i];
    }
  x->err = 1;
  return 0;
}

static long long p_mul(px *x) {
  long long v = p_unary(x);
  for (;;) {
    if (accept(x, "*")) v = arith(x, '*', v, p_unary(x));
    else if (accept(x, "%")) v = arith(x, '%', v, p_unary(x));
    else return v;
  }
}

static long long p_add(px *x) {
  long long v = p_mul(x);
  for (;;) {
    if (accept(x, "+")) v = arith(x, '+', v, p_mul(x));
    else if (accept(x, "-")) v = arith(x, '-', v, p_mul(x));
    else return v;
  }
}

static long long p_rel(px *x) {
  long long v = p_add(x);
  for (;;) {
    if (accept(x, "<=")) v = v <= p_add(x);
    else if (accept(x, ">=")) v = v >= p_add(x);
    else if (accept(x, "<")) v = v < p_add(x);
    else if (accept(x, ">")) v = v > p_add(x);
    else return v;
  }
}

static long long p_eq(px *x) {
  long long v = p_rel(x);
  for (;;) {
    if (accept(x, "==")) v = v == p_rel(x);
    else if (accept(x, "!=")) v = v != p_rel(x);
    else return v;
  }
}

static long long p_and(px *x) {
  long long v = p_eq(x);
  while (accept(x, "&&")) {
    long long w = p_eq(x);  /* no short circuit: parse both sides */
    v = v && w;
  }
  return v;
}

static long long p_or(px *x) {
  long long v = p_and(x);
  while (accept(x, "||")) {
    long long w = p_and(x);
    v = v || w;
  }
  return v;
}

/* text on one row: 0/1, or -1 when it does not parse or its arithmetic
 * leaves the int range; *refs: variable uses */
static int eval_text(const char *text, int nv, const char *const *names, const int64_t *vals, int *refs) {
  px x = {.s = text, .nv = nv, .names = names, .vals = vals};
  long long v = p_or(&x);
  skip_ws(&x);
  if (x.err || x.wraps || *x.s) return -1;
  if (refs) *refs = x.nvarrefs;
  return v != 0;
}

/* ---- collecting candidates ---- */

typedef struct cands {
  int n;
  char *text[4096];
  int level[4096], foreign[4096], size[4096];
  int stop_after;  /* the callback asks to stop after this many (0: never) */
} cands;

static char *copy(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(malloc(n), s, n);
}

static int collect(void *ctx, const synth_cand *c) {
  cands *cs = ctx;
  if (cs->n < 4096) {
    cs->text[cs->n] = copy(c->text);
    cs->level[cs->n] = c->level;
    cs->foreign[cs->n] = c->uses_foreign;
    cs->size[cs->n] = c->size;
    cs->n++;
  }
  return cs->stop_after && cs->n >= cs->stop_after;
}

static void cands_free(cands *cs) {
  for (int i = 0; i < cs->n; i++) free(cs->text[i]);
  cs->n = 0;
}

/* ---- a table ---- */

#define MAXV 8
#define MAXC 12
#define MAXR 4096

typedef struct table {
  int nv, nc, nr;
  int hidden_level, hidden_foreign;  /* random tables: what made the wants (0: chance) */
  const char *names[MAXV];
  int64_t consts[MAXC];
  unsigned char foreign[MAXC];
  int64_t vals[MAXR * MAXV];   /* row-major, nv values a row */
  unsigned char want[MAXR];
} table;

static synth_spec spec_of(const table *t, int max_level, double timeout) {
  return (synth_spec){.nvars = t->nv, .vars = t->names, .nconsts = t->nc, .consts = t->consts,
                      .foreign = t->foreign, .nrows = t->nr, .vals = t->vals, .want = t->want,
                      .max_level = max_level, .timeout_s = timeout};
}

/* All candidates parse, mention a variable, agree with every row, are
 * distinct, and come in order (level, then foreign).  Returns 1 if so. */
static int check_cands(const table *t, const cands *cs, const char *what) {
  int ok = 1;
  for (int i = 0; i < cs->n; i++) {
    for (int r = 0; r < t->nr && ok; r++) {
      int refs = 0;
      int v = eval_text(cs->text[i], t->nv, t->names, t->vals + (size_t)r * (size_t)t->nv, &refs);
      if (v < 0 || v != t->want[r] || refs == 0) {
        fprintf(stderr, "%s: candidate `%s` fails row %d (got %d, want %d, refs %d)\n", what, cs->text[i], r, v,
                t->want[r], refs);
        ok = 0;
      }
    }
    for (int j = 0; j < i; j++)
      if (strcmp(cs->text[i], cs->text[j]) == 0) {
        fprintf(stderr, "%s: duplicate `%s`\n", what, cs->text[i]);
        ok = 0;
      }
    if (i > 0 && (cs->level[i] < cs->level[i - 1] ||
                  (cs->level[i] == cs->level[i - 1] && cs->foreign[i] < cs->foreign[i - 1]))) {
      fprintf(stderr, "%s: `%s` out of order\n", what, cs->text[i]);
      ok = 0;
    }
    if (cs->size[i] < 1 || cs->level[i] < 1 || cs->level[i] > SYNTH_LEVELS) ok = 0;
  }
  return ok;
}

/* ---- brute force over levels 1 and 2 ----
 *
 * The grammar as the header and synth.c define it: level 1 compares two
 * distinct inputs, not both constants; level 2 compares a sum or
 * difference with an input, where the arithmetic reads a variable, no
 * neutral 0 (x + 0, x - 0), and - two distinct inputs.  A partner that is
 * an operand (x + y > x, x - y > x; not x - y > y, which is x > 2y) is
 * left out when 0 is a constant: it is a level-1 comparison with 0 then,
 * or constant. */

enum { LT, LE, GT, GE, EQ, NE };

static int cmp(int op, long long a, long long b) {
  switch (op) {
  case LT: return a < b;
  case LE: return a <= b;
  case GT: return a > b;
  case GE: return a >= b;
  case EQ: return a == b;
  default: return a != b;
  }
}

/* input k (variables, then constants) on row r */
static long long in_at(const table *t, int k, int r) {
  return k < t->nv ? t->vals[(size_t)r * (size_t)t->nv + (size_t)k] : t->consts[k - t->nv];
}

static int is_foreign(const table *t, int k) { return k >= t->nv && t->foreign[k - t->nv]; }
static int is_zero(const table *t, int k) { return k >= t->nv && t->consts[k - t->nv] == 0; }

typedef struct brute {
  int n1_home, n1_all;   /* consistent level-1 comparisons, up to mirroring */
  int e2_home, e2_all;   /* some level-2 expression is consistent */
} brute;

static brute brute_force(const table *t) {
  brute b = {0, 0, 0, 0};
  int n = t->nv + t->nc;
  /* level 1: a OP b over distinct inputs, a variable among them */
  for (int a = 0; a < n; a++)
    for (int c = a + 1; c < n; c++) {
      if (a >= t->nv && c >= t->nv) continue;
      for (int op = 0; op < 6; op++) {
        int ok = 1;
        for (int r = 0; r < t->nr && ok; r++) ok = cmp(op, in_at(t, a, r), in_at(t, c, r)) == t->want[r];
        if (!ok) continue;
        b.n1_all++;
        if (!is_foreign(t, a) && !is_foreign(t, c)) b.n1_home++;
      }
    }
  /* level 2: (a + b) OP c and (a - b) OP c; the arithmetic reads a
   * variable and no neutral 0, and - two distinct inputs */
  int has_zero = 0;
  for (int k = 0; k < n; k++) has_zero |= is_zero(t, k);
  for (int sub = 0; sub < 2; sub++)
    for (int a = 0; a < n; a++)
      for (int c = 0; c < n; c++) {
        if (a >= t->nv && c >= t->nv) continue;
        if (sub ? a == c || is_zero(t, c) : a == c || is_zero(t, a) || is_zero(t, c)) continue;
        for (int d = 0; d < n; d++)
          for (int op = 0; op < 6; op++) {
            if (has_zero && (d == a || (!sub && d == c))) continue;
            int ok = 1;
            for (int r = 0; r < t->nr && ok; r++) {
              long long s = sub ? in_at(t, a, r) - in_at(t, c, r) : in_at(t, a, r) + in_at(t, c, r);
              ok = cmp(op, s, in_at(t, d, r)) == t->want[r];
            }
            if (!ok) continue;
            b.e2_all = 1;
            if (!is_foreign(t, a) && !is_foreign(t, c) && !is_foreign(t, d)) b.e2_home = 1;
          }
      }
  return b;
}

/* ---- random tables ---- */

static const char *const VARNAMES[MAXV] = {"x", "y", "n", "len", "i", "k", "lo", "hi"};

/* a random admissible comparison over inputs: a OP c, a variable among them */
static void random_cmp(const table *t, int *a, int *c, int *op) {
  int n = t->nv + t->nc;
  do {
    *a = below(n);
    *c = below(n);
  } while (*a == *c || (*a >= t->nv && *c >= t->nv));
  *op = below(6);
}

static void random_table(table *t, int kind) {
  memset(t, 0, sizeof *t);
  t->nv = range(1, 3);
  for (int i = 0; i < t->nv; i++) t->names[i] = VARNAMES[i];
  int64_t base[] = {0, 1, -1};
  for (int i = 0; i < 3; i++) t->consts[t->nc++] = base[i];
  for (int extra = below(3); extra > 0; extra--) {
    int64_t c = range(-5, 10), dup = 0;
    for (int i = 0; i < t->nc; i++) dup |= t->consts[i] == c;
    if (!dup) t->consts[t->nc++] = c;
  }
  for (int i = 0; i < t->nc; i++) t->foreign[i] = below(3) == 0;
  t->nr = range(3, 25);
  for (int r = 0; r < t->nr; r++)
    for (int i = 0; i < t->nv; i++) t->vals[(size_t)r * (size_t)t->nv + (size_t)i] = range(-6, 12);
  int a, c, op, a2, c2, op2;
  random_cmp(t, &a, &c, &op);
  do random_cmp(t, &a2, &c2, &op2);
  while ((a2 == a && c2 == c) || (a2 == c && c2 == a));
  int d = below(t->nv + t->nc), sub = below(2), conj = below(2);
  t->hidden_level = kind == 3 ? 0 : kind + 1;
  t->hidden_foreign = is_foreign(t, a) || is_foreign(t, c) || (kind == 1 && is_foreign(t, d)) ||
                      (kind == 2 && (is_foreign(t, a2) || is_foreign(t, c2)));
  for (int r = 0; r < t->nr; r++) {
    long long x = in_at(t, a, r), y = in_at(t, c, r);
    int w;
    switch (kind) {
    case 0: w = cmp(op, x, y); break;
    case 1: w = cmp(op, sub ? x - y : x + y, in_at(t, d, r)); break;
    case 2: {
      int w2 = cmp(op2, in_at(t, a2, r), in_at(t, c2, r));
      w = conj ? cmp(op, x, y) && w2 : cmp(op, x, y) || w2;
      break;
    }
    default: w = below(2);
    }
    t->want[r] = (unsigned char)w;
  }
}

/* One random table: first candidate as brute force predicts, level 1
 * enumerated exactly. */
static int random_round(int round, int kind) {
  static table t;
  random_table(&t, kind);
  brute b = brute_force(&t);
  char what[64];
  snprintf(what, sizeof what, "random %d", round);
  int ok = 1, to = 0;

  cands cs = {0};
  synth_spec s = spec_of(&t, 2, 30);
  cs.stop_after = 1;
  int n = synth_enumerate(&s, 5, collect, &cs, &to);
  ok &= to == 0 && n == cs.n && check_cands(&t, &cs, what);
  int want_level = b.n1_all ? 1 : b.e2_all ? 2 : 0;
  int want_foreign = b.n1_all ? b.n1_home == 0 : b.e2_all ? !b.e2_home : 0;
  if (want_level == 0) ok &= n == 0;
  else ok &= n == 1 && cs.level[0] == want_level && cs.foreign[0] == want_foreign;
  if (!ok)
    fprintf(stderr, "%s: got %d (%s, level %d, foreign %d); brute: %d %d %d %d\n", what, n, n ? cs.text[0] : "-",
            n ? cs.level[0] : 0, n ? cs.foreign[0] : 0, b.n1_home, b.n1_all, b.e2_home, b.e2_all);
  cands_free(&cs);

  /* every level-1 candidate, exactly */
  s.max_level = 1;
  cs.stop_after = 0;
  n = synth_enumerate(&s, 100000, collect, &cs, &to);
  int home = 0;
  while (home < cs.n && !cs.foreign[home]) home++;
  if (n != b.n1_all || home != b.n1_home || !check_cands(&t, &cs, what) || to) {
    fprintf(stderr, "%s: level 1 gave %d (%d home), brute %d (%d home)\n", what, n, home, b.n1_all, b.n1_home);
    ok = 0;
  }
  cands_free(&cs);

  /* a few at up to level 4: all must agree; a hidden conjunction or
   * disjunction is found at level 3 when nothing lower exists */
  s.max_level = 4;
  n = synth_enumerate(&s, 6, collect, &cs, &to);
  ok &= n == cs.n && n <= 6 && check_cands(&t, &cs, what) && !to;
  if (want_level) ok &= n >= 1;
  if (t.hidden_level == 3 && !want_level) {
    ok &= n >= 1 && cs.level[0] == 3 && (t.hidden_foreign || !cs.foreign[0]);
    if (n == 0 || cs.level[0] != 3) fprintf(stderr, "%s: hidden level 3, got %s\n", what, n ? cs.text[0] : "-");
  }
  cands_free(&cs);
  return ok;
}

/* ---- fixed examples ---- */

static void add_row(table *t, const int64_t *v, int want) {
  memcpy(t->vals + (size_t)t->nr * (size_t)t->nv, v, sizeof *v * (size_t)t->nv);
  t->want[t->nr++] = (unsigned char)want;
}

static void set_consts(table *t, int n, const int64_t *c, const unsigned char *foreign) {
  t->nc = n;
  for (int i = 0; i < n; i++) {
    t->consts[i] = c[i];
    t->foreign[i] = foreign ? foreign[i] : 0;
  }
}

/* seed 002's Figure 1: bias = inhibit ? down_sep : up_sep; `bias > down_sep`
 * on the passing tests, true on the failing ones (2 and 4) */
static void test_figure1(void) {
  static table t;
  memset(&t, 0, sizeof t);
  t.nv = 3;
  t.names[0] = "inhibit", t.names[1] = "up_sep", t.names[2] = "down_sep";
  set_consts(&t, 3, (int64_t[]){0, 1, -1}, NULL);
  int64_t rows[5][3] = {{1, 0, 100}, {1, 11, 110}, {0, 100, 50}, {1, -20, 60}, {0, 0, 10}};
  int failing[5] = {0, 1, 0, 1, 0};
  for (int i = 0; i < 5; i++) {
    int64_t bias = rows[i][0] ? rows[i][2] : rows[i][1];
    add_row(&t, rows[i], failing[i] ? 1 : bias > rows[i][2]);
  }
  CHECK_EQ_INT(t.want[0] + 2 * t.want[1] + 4 * t.want[2] + 8 * t.want[3] + 16 * t.want[4], 2 + 4 + 8);
  synth_spec s = spec_of(&t, 3, 30);
  cands cs = {0};
  int to = 1;
  int n = synth_enumerate(&s, 10, collect, &cs, &to);
  CHECK(n >= 1);
  CHECK_EQ_INT(n, cs.n);
  CHECK_EQ_INT(to, 0);
  CHECK(check_cands(&t, &cs, "figure 1"));
  CHECK_EQ_INT(cs.level[0], 1);
  printf("figure 1: %d candidates, first `%s`\n", n, n ? cs.text[0] : "-");
  cands_free(&cs);
}

/* a position against a length: `pos >= n` is the only comparison */
static void test_percentile(void) {
  static table t;
  memset(&t, 0, sizeof t);
  t.nv = 3;
  t.names[0] = "pos", t.names[1] = "n", t.names[2] = "k";
  set_consts(&t, 2, (int64_t[]){0, 1}, NULL);
  int64_t ns[] = {3, 5, 8};
  for (int j = 0; j < 3; j++)
    for (int64_t pos = 0; pos <= ns[j] + 2; pos++) add_row(&t, (int64_t[]){pos, ns[j], 2 * pos + 1}, pos >= ns[j]);
  synth_spec s = spec_of(&t, 2, 30);
  cands cs = {0};
  int n = synth_enumerate(&s, 20, collect, &cs, NULL);
  CHECK(n >= 1);
  CHECK(check_cands(&t, &cs, "percentile"));
  if (n >= 1) {
    CHECK_STR(cs.text[0], "pos >= n");
    CHECK_EQ_INT(cs.level[0], 1);
    CHECK_EQ_INT(cs.foreign[0], 0);
  }
  int level1 = 0;
  for (int i = 0; i < cs.n; i++) level1 += cs.level[i] == 1;
  CHECK_EQ_INT(level1, 1);
  cands_free(&cs);
}

/* equal rows that want different values: nothing, at once */
static void test_conflict(void) {
  static table t;
  memset(&t, 0, sizeof t);
  t.nv = 2;
  t.names[0] = "a", t.names[1] = "b";
  set_consts(&t, 2, (int64_t[]){0, 1}, NULL);
  add_row(&t, (int64_t[]){1, 2}, 1);
  add_row(&t, (int64_t[]){3, 2}, 0);
  add_row(&t, (int64_t[]){1, 2}, 0);
  synth_spec s = spec_of(&t, 5, 30);
  cands cs = {0};
  int to = 1;
  CHECK_EQ_INT(synth_enumerate(&s, 10, collect, &cs, &to), 0);
  CHECK_EQ_INT(to, 0);
  cands_free(&cs);

  /* always true: x + 1 > x and its like are no candidates (0 is a
   * constant, if a foreign one); only the parity fact 1 - x != x is */
  memset(&t, 0, sizeof t);
  t.nv = 1;
  t.names[0] = "x";
  set_consts(&t, 2, (int64_t[]){0, 1}, (unsigned char[]){1, 0});
  for (int64_t x = -5; x <= 5; x++) add_row(&t, (int64_t[]){x}, 1);
  s = spec_of(&t, 2, 30);
  CHECK_EQ_INT(synth_enumerate(&s, 10, collect, &cs, &to), 1);
  if (cs.n) CHECK_STR(cs.text[0], "1 - x != x");
  CHECK_EQ_INT(to, 0);
  cands_free(&cs);

  /* x = 0, 1, 2 wanting 1, 0, 1 with only the constant 0: no level has it */
  memset(&t, 0, sizeof t);
  t.nv = 1;
  t.names[0] = "x";
  set_consts(&t, 1, (int64_t[]){0}, NULL);
  for (int64_t x = 0; x < 3; x++) add_row(&t, (int64_t[]){x}, x != 1);
  s = spec_of(&t, 5, 30);
  CHECK_EQ_INT(synth_enumerate(&s, 10, collect, &cs, &to), 0);
  CHECK_EQ_INT(to, 0);
  cands_free(&cs);
}

/* foreign constants come after the program's own within a level */
static void test_foreign(void) {
  static table t;
  memset(&t, 0, sizeof t);
  t.nv = 1;
  t.names[0] = "x";
  set_consts(&t, 3, (int64_t[]){7, 0, 5}, (unsigned char[]){1, 0, 0});
  for (int64_t x = -3; x < 12; x++) add_row(&t, (int64_t[]){x}, x > 5);
  synth_spec s = spec_of(&t, 1, 30);
  cands cs = {0};
  int n = synth_enumerate(&s, 50, collect, &cs, NULL);
  CHECK(check_cands(&t, &cs, "foreign"));
  CHECK_EQ_INT(n, 1);  /* x > 5; x >= 6 needs a 6 */
  if (n) CHECK_STR(cs.text[0], "x > 5");
  cands_free(&cs);
  /* now only the foreign 7 works: x >= 7 */
  t.nr = 0;
  for (int64_t x = -3; x < 12; x++) add_row(&t, (int64_t[]){x}, x >= 7);
  n = synth_enumerate(&s, 50, collect, &cs, NULL);
  CHECK(check_cands(&t, &cs, "foreign 2"));
  CHECK_EQ_INT(n, 1);
  if (n) {
    CHECK_STR(cs.text[0], "x >= 7");
    CHECK_EQ_INT(cs.foreign[0], 1);
  }
  cands_free(&cs);
  /* cb stops the enumeration */
  cs.stop_after = 1;
  s.max_level = 4;
  CHECK_EQ_INT(synth_enumerate(&s, 50, collect, &cs, NULL), 1);
  cands_free(&cs);
}

/* a loop condition over thousands of rows: `i + 1 < n`, level 2 */
static void test_many_rows(void) {
  static table t;
  memset(&t, 0, sizeof t);
  t.nv = 3;
  t.names[0] = "i", t.names[1] = "n", t.names[2] = "sum";
  set_consts(&t, 3, (int64_t[]){0, 1, 2}, (unsigned char[]){0, 0, 1});
  int64_t ns[] = {500, 700, 800};
  for (int j = 0; j < 3; j++) {
    int64_t sum = 0;
    for (int64_t i = 0; i < ns[j]; i++) {
      add_row(&t, (int64_t[]){i, ns[j], sum}, i + 1 < ns[j]);
      sum += i * 3 % 7;
    }
  }
  CHECK_EQ_INT(t.nr, 2000);
  synth_spec s = spec_of(&t, 4, 60);
  cands cs = {0};
  double t0 = clock_now();
  int n = synth_enumerate(&s, 5, collect, &cs, NULL);
  double dt = clock_now() - t0;
  CHECK(n >= 1);
  CHECK(check_cands(&t, &cs, "many rows"));
  if (n) CHECK_EQ_INT(cs.level[0], 2);
  printf("2000 rows: %d candidates in %.2f s, first `%s`\n", n, dt, n ? cs.text[0] : "-");
  cands_free(&cs);
}

/* the higher levels: a conjunction, and a product */
static void test_high_levels(void) {
  static table t;
  memset(&t, 0, sizeof t);
  t.nv = 3;
  t.names[0] = "x", t.names[1] = "y", t.names[2] = "n";
  set_consts(&t, 3, (int64_t[]){0, 1, -1}, NULL);
  rng = 42;
  for (int r = 0; r < 40; r++) {
    int64_t x = range(-5, 5), y = range(-5, 10), n = range(0, 8);
    add_row(&t, (int64_t[]){x, y, n}, x > 0 && y < n);
  }
  synth_spec s = spec_of(&t, 5, 30);
  cands cs = {0};
  int n = synth_enumerate(&s, 5, collect, &cs, NULL);
  CHECK(n >= 1);
  CHECK(check_cands(&t, &cs, "conjunction"));
  if (n) CHECK_EQ_INT(cs.level[0], 3);
  printf("conjunction: first `%s`\n", n ? cs.text[0] : "-");
  cands_free(&cs);

  /* a disjunction with a sum in it: level 4 */
  t.nr = 0;
  for (int r = 0; r < 60; r++) {
    int64_t x = range(-5, 5), y = range(-5, 10), n = range(0, 8);
    add_row(&t, (int64_t[]){x, y, n}, x + y < n || x == -1);
  }
  n = synth_enumerate(&s, 5, collect, &cs, NULL);
  CHECK(n >= 1);
  CHECK(check_cands(&t, &cs, "level 4"));
  printf("level 4: first `%s` (level %d)\n", n ? cs.text[0] : "-", n ? cs.level[0] : 0);
  cands_free(&cs);

  /* an area against a bound */
  t.nr = 0;
  for (int r = 0; r < 60; r++) {
    int64_t x = range(-9, 9), y = range(-9, 9), n = range(-20, 40);
    add_row(&t, (int64_t[]){x, y, n}, x * y > n);
  }
  n = synth_enumerate(&s, 5, collect, &cs, NULL);
  CHECK(n >= 1);
  CHECK(check_cands(&t, &cs, "product"));
  printf("product: first `%s` (level %d)\n", n ? cs.text[0] : "-", n ? cs.level[0] : 0);
  cands_free(&cs);

  /* divisibility by a constant of the program: level 6, `y % 7 == 0`
   * (negative y too: C's remainder takes the dividend's sign) */
  set_consts(&t, 4, (int64_t[]){0, 1, -1, 7}, NULL);
  t.nr = 0;
  for (int r = 0; r < 60; r++) {
    int64_t x = range(-5, 5), y = range(-40, 40), n = range(0, 8);
    if (r % 5 == 0) y = 7 * range(-5, 5);
    add_row(&t, (int64_t[]){x, y, n}, y % 7 == 0);
  }
  s = spec_of(&t, SYNTH_LEVELS, 30);
  n = synth_enumerate(&s, 5, collect, &cs, NULL);
  CHECK(n >= 1);
  CHECK(check_cands(&t, &cs, "remainder"));
  if (n) {
    CHECK_EQ_INT(cs.level[0], 6);
    CHECK_STR(cs.text[0], "y % 7 == 0");
  }
  printf("remainder: first `%s` (level %d)\n", n ? cs.text[0] : "-", n ? cs.level[0] : 0);
  cands_free(&cs);
}

/* printing: parentheses, negative constants, variables on the left */
static void test_printing(void) {
  static table t;
  memset(&t, 0, sizeof t);
  t.nv = 2;
  t.names[0] = "a", t.names[1] = "b";
  set_consts(&t, 2, (int64_t[]){-3, 0}, NULL);
  for (int64_t a = -6; a <= 6; a += 2)
    for (int64_t b = -4; b <= 4; b += 3) add_row(&t, (int64_t[]){a, b}, a + -3 > b);
  synth_spec s = spec_of(&t, 2, 30);
  cands cs = {0};
  int n = synth_enumerate(&s, 50, collect, &cs, NULL);
  CHECK(check_cands(&t, &cs, "printing"));
  int found = 0;
  for (int i = 0; i < n; i++) {
    found |= strcmp(cs.text[i], "a - 3 > b") == 0;
    CHECK(strstr(cs.text[i], "+ -") == NULL && strstr(cs.text[i], "- -") == NULL);
    CHECK(cs.text[i][0] != '0' && cs.text[i][0] != '-');
  }
  CHECK(found);
  cands_free(&cs);

  /* a constant the program wrote as 'W' (87) or 0x10 is printed that way;
   * one written negated (x + -16 as x - 16) falls back to the number */
  static const char *const spelled[] = {"'W'", "0x10"};
  memset(&t, 0, sizeof t);
  t.nv = 1;
  t.names[0] = "op";
  set_consts(&t, 2, (int64_t[]){87, 16}, NULL);
  for (int64_t op = 60; op <= 100; op++) add_row(&t, (int64_t[]){op}, op != 87);
  s = spec_of(&t, 1, 30);
  s.spelling = spelled;
  n = synth_enumerate(&s, 10, collect, &cs, NULL);
  CHECK(n >= 1);
  if (n >= 1) CHECK_STR(cs.text[0], "op != 'W'");
  cands_free(&cs);
  memset(&t, 0, sizeof t);
  t.nv = 2;
  t.names[0] = "a", t.names[1] = "b";
  set_consts(&t, 2, (int64_t[]){87, 16}, NULL);
  for (int64_t a = 0; a <= 40; a += 5)
    for (int64_t b = 0; b <= 40; b += 7) add_row(&t, (int64_t[]){a, b}, a + 16 > b);
  s = spec_of(&t, 2, 30);
  s.spelling = spelled;
  n = synth_enumerate(&s, 50, collect, &cs, NULL);
  found = 0;
  for (int i = 0; i < n; i++) found |= strcmp(cs.text[i], "a + 0x10 > b") == 0;
  CHECK(found);
  cands_free(&cs);
}

/* a hopeless table with a short budget: the call keeps to it, and Z3 is
 * interrupted in the middle of a check (level 4 alone takes seconds of
 * CPU time; CPU time, so that a loaded machine does not fail the check) */
static void test_timeout(void) {
  static table t;
  memset(&t, 0, sizeof t);
  t.nv = 8;
  for (int i = 0; i < 8; i++) t.names[i] = VARNAMES[i];
  int64_t c[10] = {0, 1, -1, 2, 3, 4, 8, 10, 16, 100};
  set_consts(&t, 10, c, (unsigned char[]){0, 0, 0, 0, 0, 1, 1, 1, 1, 1});
  rng = 7;
  for (int r = 0; r < 800; r++) {
    int64_t v[8];
    for (int i = 0; i < 8; i++) v[i] = range(-1000, 1000);
    add_row(&t, v, below(2));
  }
  synth_spec s = spec_of(&t, 4, 0.3);
  cands cs = {0};
  int to = 0;
  double t0 = clock_now(), c0 = clock_cpu();
  int n = synth_enumerate(&s, 5, collect, &cs, &to);
  double dt = clock_now() - t0;
  CHECK(clock_cpu() - c0 < 0.3 + 1.0);
  CHECK_EQ_INT(to, 1);
  CHECK(check_cands(&t, &cs, "timeout"));
  printf("timeout: %d candidates, timed out %d, %.2f s\n", n, to, dt);
  cands_free(&cs);
}

/* values at the edge of int: no candidate's arithmetic wraps */
static void test_wide(void) {
  static table t;
  memset(&t, 0, sizeof t);
  t.nv = 2;
  t.names[0] = "a", t.names[1] = "b";
  set_consts(&t, 3, (int64_t[]){0, 1, 2147483647}, NULL);
  rng = 11;
  for (int r = 0; r < 30; r++) {
    int64_t a = r % 3 ? range(-100, 1) : 2147483647 - range(0, 5), b = range(-100, 100);
    add_row(&t, (int64_t[]){a, b}, a > 1);
  }
  synth_spec s = spec_of(&t, 5, 30);
  cands cs = {0};
  int n = synth_enumerate(&s, 30, collect, &cs, NULL);
  CHECK(n >= 10);
  CHECK(check_cands(&t, &cs, "wide"));  /* (the evaluator rejects wrapping text) */
  printf("wide: %d candidates, first `%s`\n", n, n ? cs.text[0] : "-");
  cands_free(&cs);
}

/* degenerate calls */
static void test_edges(void) {
  static table t;
  memset(&t, 0, sizeof t);
  t.nv = 1;
  t.names[0] = "x";
  cands cs = {0};
  int to = 1;
  /* no rows: any comparison will do, and none is constant */
  set_consts(&t, 1, (int64_t[]){0}, NULL);
  synth_spec s = spec_of(&t, 1, 30);
  CHECK_EQ_INT(synth_enumerate(&s, 100, collect, &cs, &to), 6);
  CHECK_EQ_INT(to, 0);
  CHECK(check_cands(&t, &cs, "no rows"));
  cands_free(&cs);
  /* no constants, a single variable: nothing to compare it with */
  add_row(&t, (int64_t[]){3}, 1);
  add_row(&t, (int64_t[]){4}, 0);
  s = spec_of(&t, 5, 30);
  s.nconsts = 0;
  s.consts = NULL;
  s.foreign = NULL;
  CHECK_EQ_INT(synth_enumerate(&s, 10, collect, &cs, &to), 0);
  cands_free(&cs);
  /* no variables, no candidates wanted */
  s = spec_of(&t, 5, 30);
  s.nvars = 0;
  CHECK_EQ_INT(synth_enumerate(&s, 10, collect, &cs, &to), 0);
  s = spec_of(&t, 5, 30);
  CHECK_EQ_INT(synth_enumerate(&s, 0, collect, &cs, &to), 0);
  CHECK_EQ_INT(cs.n, 0);
}

int main(void) {
  double t0 = clock_now();
  test_figure1();
  test_percentile();
  test_conflict();
  test_foreign();
  test_printing();
  test_many_rows();
  test_high_levels();
  test_timeout();
  test_wide();
  test_edges();
  rng = 0x9e3779b97f4a7c15ull;
  int bad = 0, rounds = 100, more = 40;
  for (int i = 0; i < rounds; i++) bad += !random_round(i, below(4));
  /* and more made from a conjunction or disjunction */
  for (int i = 0; i < more; i++) bad += !random_round(rounds + i, 2);
  CHECK_EQ_INT(bad, 0);
  printf("random: %d rounds, %d bad; total %.2f s\n", rounds + more, bad, clock_now() - t0);
  return check_summary();
}
