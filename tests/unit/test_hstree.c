/* test_hstree.c - the HS-DAG against brute-force minimal hitting sets.
 *
 * The oracles here hold a collection of "true" conflicts and answer with
 * one that avoids the path, often padded into a non-minimal superset (still
 * avoiding the path) so that Greiner's pruning has work to do.  Whatever
 * the answers, the reports must be exactly the minimal hitting sets of the
 * collection. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "repair/templates/hstree.h"

/* ---- a deterministic PRNG (xorshift64) ---- */

static uint64_t next_rand(uint64_t *s) {
  uint64_t x = *s;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return *s = x;
}

static int below(uint64_t *s, int n) { return (int)(next_rand(s) % (uint64_t)n); }

static int popcount(unsigned m) {
  int n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

/* ---- oracle over a collection of small conflicts (bitmasks) ---- */

typedef struct coll {
  int ncomp, nconf;
  unsigned conf[8];
  int pad_pct;           /* chance of a padded (non-minimal) answer */
  int first_pad;         /* pad the very first answer to all but the path */
  uint64_t rng;          /* the oracle's own stream: answers vary call to call */
  int fail_at;           /* answer -1 on this call (1-based); 0: never */
  int calls, bad_path;
} coll;

static int coll_conflict(void *ctx, const int *path, int npath, int *out) {
  coll *c = ctx;
  c->calls++;
  if (c->fail_at && c->calls == c->fail_at) return -1;
  unsigned p = 0;
  for (int i = 0; i < npath; i++) {
    if (path[i] < 0 || path[i] >= c->ncomp || (i > 0 && path[i - 1] >= path[i])) c->bad_path = 1;
    p |= 1u << path[i];
  }
  int idx[8], n = 0;
  for (int k = 0; k < c->nconf; k++)
    if (!(c->conf[k] & p)) idx[n++] = k;
  if (n == 0) return 0;
  unsigned all = (1u << c->ncomp) - 1;
  unsigned s = c->conf[idx[below(&c->rng, n)]];
  if (c->first_pad && c->calls == 1)
    s = all & ~p;
  else if (below(&c->rng, 100) < c->pad_pct)
    s |= (unsigned)next_rand(&c->rng) & all & ~p;
  /* members in a scrambled order, sometimes one twice: both are allowed */
  int m = 0;
  for (int i = 0; i < c->ncomp; i++)
    if (s >> i & 1) out[m++] = i;
  for (int i = m - 1; i > 0; i--) {
    int j = below(&c->rng, i + 1), t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  if (m < c->ncomp && below(&c->rng, 4) == 0) out[m] = out[0], m++;
  return m;
}

/* ---- what the callback saw ---- */

typedef struct seen {
  int n;
  unsigned sets[512];
  int last_size, bad_order, bad_sorted;
  int stop_after;        /* stop after this many reports; 0: never */
} seen;

static int collect(void *ctx, const int *comps, int n) {
  seen *g = ctx;
  unsigned m = 0;
  for (int i = 0; i < n; i++) {
    if (i > 0 && comps[i - 1] >= comps[i]) g->bad_sorted = 1;
    m |= 1u << comps[i];
  }
  if (n < g->last_size) g->bad_order = 1;
  g->last_size = n;
  if (g->n < 512) g->sets[g->n] = m;
  g->n++;
  return g->stop_after && g->n >= g->stop_after;
}

static int cmp_unsigned(const void *a, const void *b) {
  unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
  return (x > y) - (x < y);
}

/* Minimal hitting sets of the collection with at most max_size members
 * (0: any), sorted; *larger tells whether bigger minimal ones exist. */
static int brute(const coll *c, int max_size, unsigned *out, int *larger) {
  int n = 0;
  *larger = 0;
  for (unsigned m = 0; m < 1u << c->ncomp; m++) {
    int hits = 1;
    for (int k = 0; k < c->nconf && hits; k++) hits = (c->conf[k] & m) != 0;
    if (!hits) continue;
    int minimal = 1;
    for (int b = 0; b < c->ncomp && minimal; b++) {
      if (!(m >> b & 1)) continue;
      unsigned r = m & ~(1u << b);
      int rh = 1;
      for (int k = 0; k < c->nconf && rh; k++) rh = (c->conf[k] & r) != 0;
      minimal = !rh;   /* monotone: dropping one member is enough to test */
    }
    if (!minimal) continue;
    if (max_size && popcount(m) > max_size)
      *larger = 1;
    else
      out[n++] = m;
  }
  qsort(out, (size_t)n, sizeof *out, cmp_unsigned);
  return n;
}

static int antichain(const coll *c) {
  for (int i = 0; i < c->nconf; i++)
    for (int j = 0; j < c->nconf; j++)
      if (i != j && (c->conf[i] & c->conf[j]) == c->conf[i]) return 0;
  return 1;
}

static void print_case(const coll *c, int max_size, int seed) {
  fprintf(stderr, "  case %d: ncomp %d max_size %d pad %d%%, conflicts", seed, c->ncomp, max_size,
          c->pad_pct);
  for (int k = 0; k < c->nconf; k++) fprintf(stderr, " %#x", c->conf[k]);
  fputc('\n', stderr);
}

static hs_stats total;

/* One run of case c; returns 1 if everything matched (failures print). */
static int check_case(coll c, int max_size, int id, seen *g, hs_stats *st) {
  hs_oracle o = {coll_conflict, &c};
  memset(g, 0, sizeof *g);
  int rc = hs_run(c.ncomp, max_size, &o, collect, g, st);
  unsigned want[512], got[512];
  int larger, nwant = brute(&c, max_size, want, &larger);
  int ngot = g->n < 512 ? g->n : 512;
  memcpy(got, g->sets, sizeof *got * (size_t)ngot);
  qsort(got, (size_t)ngot, sizeof *got, cmp_unsigned);
  int ok = rc == 0 && !c.bad_path && !g->bad_order && !g->bad_sorted && g->n == nwant &&
           memcmp(got, want, sizeof *got * (size_t)nwant) == 0 && st->diagnoses == g->n &&
           st->oracle_calls == c.calls && !(larger && st->complete) &&
           (max_size > 0 || st->complete);
  /* with minimal, pairwise incomparable answers there is nothing to prune */
  if (c.pad_pct == 0 && !c.first_pad && antichain(&c)) ok = ok && st->pruned == 0;
  if (!ok) {
    print_case(&c, max_size, id);
    fprintf(stderr, "  rc %d, %d reported, %d expected, complete %d, larger %d\n", rc, g->n, nwant,
            st->complete, larger);
  }
  total.oracle_calls += st->oracle_calls;
  total.reused += st->reused;
  total.closed += st->closed;
  total.pruned += st->pruned;
  total.merged += st->merged;
  return ok;
}

static void random_cases(void) {
  uint64_t rng = 0x2545f4914f6cdd1du;
  int bad = 0, cut = 0, ncases = 3000;
  for (int i = 0; i < ncases; i++) {
    coll c = {0};
    c.ncomp = 3 + below(&rng, 7);
    c.nconf = 1 + below(&rng, 6);
    for (int k = 0; k < c.nconf; k++) {
      /* sparse or dense, never empty */
      int dens = 2 + below(&rng, 3);
      do {
        c.conf[k] = 0;
        for (int b = 0; b < c.ncomp; b++)
          if (below(&rng, dens) == 0) c.conf[k] |= 1u << b;
      } while (!c.conf[k]);
    }
    static const int pads[] = {0, 30, 70, 100};
    c.pad_pct = pads[i % 4];
    c.first_pad = i % 5 == 0;
    c.rng = next_rand(&rng) | 1;
    seen g, g2;
    hs_stats st, st2;
    bad += !check_case(c, 0, i, &g, &st);
    int lim = 1 + below(&rng, c.ncomp);
    bad += !check_case(c, lim, i, &g, &st);
    cut += !st.complete;
    if (i % 10 == 0) {
      /* same answers, same run: calls, stats and report order */
      check_case(c, 0, i, &g, &st);
      check_case(c, 0, i, &g2, &st2);
      bad += g.n != g2.n || memcmp(g.sets, g2.sets, sizeof *g.sets * (size_t)g.n) != 0 ||
             memcmp(&st, &st2, sizeof st) != 0;
    }
  }
  CHECK_EQ_INT(bad, 0);
  /* every rule of the DAG did fire somewhere, and some limits did cut */
  CHECK(total.pruned > 0);
  CHECK(total.reused > 0);
  CHECK(total.closed > 0);
  CHECK(total.merged > 0);
  CHECK(cut > 0);
  printf("random: %d cases, %d oracle calls, %d reused, %d closed, %d pruned, %d merged\n",
         ncases, total.oracle_calls, total.reused, total.closed, total.pruned, total.merged);
}

/* ---- scripted cases ---- */

/* Conflicts {1,2}, {0,2}, {0,1} over 4 components; the first answer is
 * the padded {0,1,2,3}.  The answer {1,2} for node {0} shrinks the root's
 * label, which drops the branches {0} and {3}: component 3 is in no
 * conflict and is never asked about. */
static int tri_calls;
static int tri_conflict(void *ctx, const int *path, int npath, int *out) {
  static const unsigned conf[] = {6, 5, 3};
  unsigned p = 0;
  for (int i = 0; i < npath; i++) p |= 1u << path[i];
  if (tri_calls++ == 0) {
    for (int i = 0; i < 4; i++) out[i] = i;
    return 4;
  }
  if (p & 8) *(int *)ctx = 1;   /* asked about a dropped branch */
  for (int k = 0; k < 3; k++)
    if (!(conf[k] & p)) {
      int n = 0;
      for (int i = 0; i < 4; i++)
        if (conf[k] >> i & 1) out[n++] = i;
      return n;
    }
  return 0;
}

static void triangle(void) {
  int asked_dropped = 0;
  tri_calls = 0;
  hs_oracle o = {tri_conflict, &asked_dropped};
  seen g = {0};
  hs_stats st;
  CHECK_EQ_INT(hs_run(4, 0, &o, collect, &g, &st), 0);
  CHECK_EQ_INT(g.n, 3);
  qsort(g.sets, 3, sizeof *g.sets, cmp_unsigned);
  CHECK_EQ_INT(g.sets[0], 3);
  CHECK_EQ_INT(g.sets[1], 5);
  CHECK_EQ_INT(g.sets[2], 6);
  CHECK(st.pruned > 0);
  CHECK(!asked_dropped);
  CHECK_EQ_INT(st.oracle_calls, 7);   /* root, {0}, {1}, {2}, three diagnoses */
  /* dropped nodes are not expanded: root, four at depth 1, three at depth
   * 2 ({1,2} reached twice) */
  CHECK_EQ_INT(st.nodes, 8);
  CHECK_EQ_INT(st.merged, 1);
  CHECK_EQ_INT(st.complete, 1);
}

/* Seed 004's Example 5: two components, the only minimal conflict is
 * {c2}.  pad: the root is answered with {c1, c2}. */
static int ex5_conflict(void *ctx, const int *path, int npath, int *out) {
  int pad = *(int *)ctx, on0 = 0, on1 = 0;
  for (int i = 0; i < npath; i++) on0 |= path[i] == 0, on1 |= path[i] == 1;
  if (on1) return 0;
  if (pad && !on0) {
    out[0] = 1, out[1] = 0;
    return 2;
  }
  out[0] = 1;
  return 1;
}

static void example5(void) {
  for (int pad = 0; pad < 2; pad++) {
    hs_oracle o = {ex5_conflict, &pad};
    seen g = {0};
    hs_stats st;
    CHECK_EQ_INT(hs_run(2, 0, &o, collect, &g, &st), 0);
    CHECK_EQ_INT(g.n, 1);
    CHECK_EQ_INT(g.sets[0], 2);   /* {c2}: index 1 */
    CHECK_EQ_INT(st.pruned, pad);
    CHECK_EQ_INT(st.complete, 1);
  }
}

static int none_conflict(void *ctx, const int *path, int npath, int *out) { return 0; }

/* A broken oracle: an answer meeting the path, or out of range. */
static int bad_conflict(void *ctx, const int *path, int npath, int *out) {
  int kind = *(int *)ctx;
  if (npath == 0) {
    out[0] = 0, out[1] = 1;
    return 2;
  }
  out[0] = kind ? 7 : path[0];
  return 1;
}

/* Components 0, 1, 64, 100 and 129 across three words; answers padded. */
static int wide_calls;
static int wide_conflict(void *ctx, const int *path, int npath, int *out) {
  static const int conf[3][3] = {{5, 70, 129}, {70, 100, -1}, {0, 129, -1}};
  char on[130] = {0};
  for (int i = 0; i < npath; i++) on[path[i]] = 1;
  wide_calls++;
  for (int k = 0; k < 3; k++) {
    int hit = 0, n = 0;
    for (int j = 0; j < 3 && conf[k][j] >= 0; j++) hit |= on[conf[k][j]];
    if (hit) continue;
    for (int j = 0; j < 3 && conf[k][j] >= 0; j++) out[n++] = conf[k][j];
    for (int x = 1; x < 130 && wide_calls % 2; x += 1 + wide_calls % 7)
      if (!on[x] && x != conf[k][0] && x != conf[k][1] && x != conf[k][2]) out[n++] = x;
    return n;
  }
  return 0;
}

static int wide_collect(void *ctx, const int *comps, int n) {
  char *buf = ctx;
  size_t len = strlen(buf);
  for (int i = 0; i < n; i++) len += (size_t)sprintf(buf + len, i ? ",%d" : "{%d", comps[i]);
  strcpy(buf + len, "} ");
  return 0;
}

static void edges(void) {
  /* no conflict at all: the empty set is the one diagnosis */
  hs_oracle none = {none_conflict, NULL};
  seen g = {0};
  hs_stats st;
  CHECK_EQ_INT(hs_run(3, 0, &none, collect, &g, &st), 0);
  CHECK_EQ_INT(g.n, 1);
  CHECK_EQ_INT(g.sets[0], 0);
  CHECK_EQ_INT(st.oracle_calls, 1);

  /* abort on the first and on a later call */
  coll c = {.ncomp = 4, .nconf = 2, .conf = {3, 12}, .pad_pct = 50, .rng = 99};
  for (int at = 1; at <= 3; at++) {
    coll d = c;
    d.fail_at = at;
    hs_oracle o = {coll_conflict, &d};
    memset(&g, 0, sizeof g);
    CHECK_EQ_INT(hs_run(4, 0, &o, collect, &g, &st), -1);
    CHECK_EQ_INT(st.complete, 0);
    CHECK_EQ_INT(st.oracle_calls, at);
  }
  /* the callback stops after the first of four diagnoses */
  hs_oracle o = {coll_conflict, &c};
  memset(&g, 0, sizeof g);
  g.stop_after = 1;
  CHECK_EQ_INT(hs_run(4, 0, &o, collect, &g, &st), -1);
  CHECK_EQ_INT(g.n, 1);
  CHECK_EQ_INT(st.complete, 0);
  CHECK_EQ_INT(hs_run(4, 0, &o, NULL, NULL, NULL), 0);   /* no callback, no stats */

  for (int kind = 0; kind < 2; kind++) {
    hs_oracle b = {bad_conflict, &kind};
    CHECK_EQ_INT(hs_run(2, 0, &b, collect, &g, &st), -1);
  }
  CHECK_EQ_INT(hs_run(-1, 0, &none, NULL, NULL, &st), -1);
  CHECK_EQ_INT(hs_run(3, -1, &none, NULL, NULL, &st), -1);

  /* more than one word per set */
  char buf[256] = "";
  hs_oracle w = {wide_conflict, NULL};
  CHECK_EQ_INT(hs_run(130, 0, &w, wide_collect, buf, &st), 0);
  CHECK_EQ_INT(st.diagnoses, 4);
  CHECK(strstr(buf, "{0,70} {70,129} {100,129} ") || strstr(buf, "{0,70} {100,129} {70,129} ") ||
        strstr(buf, "{70,129} {0,70} {100,129} ") || strstr(buf, "{70,129} {100,129} {0,70} ") ||
        strstr(buf, "{100,129} {0,70} {70,129} ") || strstr(buf, "{100,129} {70,129} {0,70} "));
  CHECK(strstr(buf, "} {0,5,100} ") != NULL);
  CHECK(st.pruned > 0);
  CHECK_EQ_INT(st.complete, 1);
  buf[0] = 0;
  wide_calls = 0;
  CHECK_EQ_INT(hs_run(130, 2, &w, wide_collect, buf, &st), 0);
  CHECK_EQ_INT(st.diagnoses, 3);
  CHECK(strstr(buf, "{0,5,100}") == NULL);
  CHECK_EQ_INT(st.complete, 0);
}

int main(void) {
  random_cases();
  triangle();
  example5();
  edges();
  return check_summary();
}
