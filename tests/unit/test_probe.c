/* test_probe.c - the rewrite and probe layer.
 *
 *   rw_wrap/rw_apply: the order of insertions at one offset (nested
 *     ranges, equal starts, equal ends, equal extents, adjacent ranges,
 *     empty strings, empty ranges), independent of the order of the calls
 *     where the header says so;
 *   probe_stmt_end: a statement range without its ';', with blanks and
 *     comments before the ';', ranges that already end in ';' or '}';
 *   probe_build and the runtime: a small program parsed leniently, with
 *     two if-conditions and four statements probed inside a loop (one
 *     statement probe around an if whose condition and branches are
 *     probed too), run with AMEND_LOG and each of AMEND_FORCE,
 *     AMEND_FLIP, AMEND_SKIP (with and without a mask), AMEND_LOG_CAP;
 *     the expected logs and outputs are worked out by hand from the
 *     program's semantics (see the comments at prog_c);
 *   probe_log_read on a log cut short;
 *   probe_build on a program whose quoted include sits next to it. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* open_memstream */
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "files.h"
#include "front/front.h"
#include "native/probe.h"
#include "native/rewrite.h"
#include "native/run.h"
#include "native/suite.h"

/* ---- rewrite ---------------------------------------------------------------- */

typedef struct wrap {
  unsigned s, e;
  const char *open, *close;
} wrap;

/* Apply the wraps w[order[0]], w[order[1]], ... to text; compare. */
static void expect_rw(const char *text, const wrap *w, const int *order, int n, const char *want) {
  rewrite r = {0, 0, NULL};
  for (int i = 0; i < n; i++) {
    const wrap *x = &w[order ? order[i] : i];
    rw_wrap(&r, x->s, x->e, x->open, x->close);
  }
  char *out = rw_apply(&r, text, strlen(text));
  CHECK_STR(out, want);
  free(out);
  rw_free(&r);
  CHECK(r.n == 0 && r.v == NULL);
}

static void test_rewrite(void) {
  const char *t = "abcdef";
  /* nothing to insert */
  expect_rw(t, NULL, NULL, 0, "abcdef");

  /* nested: outer opens first, inner closes first, whatever the call order */
  wrap nest[] = {{1, 5, "[", "]"}, {2, 4, "(", ")"}};
  int fwd[] = {0, 1}, rev[] = {1, 0};
  expect_rw(t, nest, fwd, 2, "a[b(cd)e]f");
  expect_rw(t, nest, rev, 2, "a[b(cd)e]f");

  /* same start, different ends: the longer range is the outer one */
  wrap same_start[] = {{1, 5, "<", ">"}, {1, 3, "{", "}"}};
  expect_rw(t, same_start, fwd, 2, "a<{bc}de>f");
  expect_rw(t, same_start, rev, 2, "a<{bc}de>f");

  /* same end, different starts */
  wrap same_end[] = {{1, 5, "<", ">"}, {3, 5, "{", "}"}};
  expect_rw(t, same_end, fwd, 2, "a<bc{de}>f");
  expect_rw(t, same_end, rev, 2, "a<bc{de}>f");

  /* equal extent: open in the order added, close in the reverse order */
  wrap equal[] = {{1, 3, "1(", ")1"}, {1, 3, "2(", ")2"}, {1, 3, "3(", ")3"}};
  expect_rw(t, equal, NULL, 3, "a1(2(3(bc)3)2)1def");
  int rev3[] = {2, 1, 0};
  expect_rw(t, equal, rev3, 3, "a3(2(1(bc)1)2)3def");

  /* adjacent: the range that ends at 3 closes before the next opens there */
  wrap adj[] = {{1, 3, "(", ")"}, {3, 5, "[", "]"}};
  expect_rw(t, adj, fwd, 2, "a(bc)[de]f");
  expect_rw(t, adj, rev, 2, "a(bc)[de]f");

  /* the whole text, and ranges touching both ends */
  wrap whole[] = {{0, 6, "<", ">"}, {0, 1, "(", ")"}, {5, 6, "[", "]"}};
  expect_rw(t, whole, NULL, 3, "<(a)bcde[f]>");
  int mix3[] = {1, 2, 0};
  expect_rw(t, whole, mix3, 3, "<(a)bcde[f]>");

  /* empty strings insert nothing and do not disturb the others */
  wrap empties[] = {{1, 5, "", "]"}, {2, 4, "(", ""}, {0, 6, "", ""}, {2, 4, "<", ">"}};
  expect_rw(t, empties, NULL, 4, "ab(<cd>e]f");
  int mix4[] = {3, 2, 1, 0};
  /* (2,4) "<" ">" now comes before (2,4) "(": it opens first */
  expect_rw(t, empties, mix4, 4, "ab<(cd>e]f");

  /* longer texts, several insertions at one offset, three levels deep */
  wrap deep[] = {{0, 6, "A", "a"}, {1, 5, "B", "b"}, {1, 5, "C", "c"}, {1, 3, "D", "d"}, {3, 5, "E", "e"}};
  expect_rw(t, deep, NULL, 5, "AaBCDbcdEdeecbfa");
  int mix5[] = {4, 3, 2, 1, 0};   /* C before B now: equal extents follow the call order */
  expect_rw(t, deep, mix5, 5, "AaCBDbcdEdeebcfa");

  /* an empty range: its opening must come before its closing, between the
   * closings of ranges ending there and the openings of ranges starting
   * there */
  wrap empty_range[] = {{2, 2, "<", ">"}};
  expect_rw(t, empty_range, NULL, 1, "ab<>cdef");
  wrap around_empty[] = {{1, 2, "(", ")"}, {2, 2, "<", ">"}, {2, 4, "[", "]"}};
  expect_rw(t, around_empty, NULL, 3, "a(b)<>[cd]ef");
  int mix_e[] = {2, 1, 0};
  expect_rw(t, around_empty, mix_e, 3, "a(b)<>[cd]ef");
  wrap two_empty[] = {{2, 2, "1(", ")1"}, {2, 2, "2(", ")2"}, {0, 2, "<", ">"}};
  expect_rw(t, two_empty, NULL, 3, "<ab>1(2()2)1cdef");

  /* offsets past the end are clamped to it (and the text is kept whole) */
  wrap past[] = {{4, 99, "(", ")"}};
  expect_rw(t, past, NULL, 1, "abcd(ef)");
}

/* ---- probe_stmt_end ----------------------------------------------------------- */

/* probe_stmt_end on text for the range [off, end) */
static unsigned stmt_end(const char *text, unsigned off, unsigned end) {
  ir_file f = {"x.c", text, strlen(text), 0};
  ir_prog p;
  memset(&p, 0, sizeof p);
  p.nfiles = 1;
  p.files = &f;
  ir_loc at = {0, 1, 1, off, end};
  return probe_stmt_end(&p, at);
}

static void test_stmt_end(void) {
  /*                      0123456789 */
  CHECK_EQ_INT(stmt_end("x = 1; y = 2;", 0, 5), 6);          /* clang's range stops before ';' */
  CHECK_EQ_INT(stmt_end("x = 1; y = 2;", 0, 6), 6);          /* already ends with it */
  CHECK_EQ_INT(stmt_end("x = 1 ; y", 0, 5), 7);              /* a blank before the ';' */
  CHECK_EQ_INT(stmt_end("x = 1\n\t ;", 0, 5), 9);
  CHECK_EQ_INT(stmt_end("x = 1 /* c; */ ;z", 0, 5), 16);     /* a block comment with a ';' in it */
  CHECK_EQ_INT(stmt_end("x = 1 // c;\n ; z", 0, 5), 14);     /* a line comment */
  CHECK_EQ_INT(stmt_end("x = 1/**//**/;", 0, 5), 14);        /* comments back to back */
  CHECK_EQ_INT(stmt_end("{ x = 1; } y = 2;", 0, 10), 10);    /* a block ends at its '}' */
  CHECK_EQ_INT(stmt_end("if (a) { x = 1; }\ny;", 0, 17), 17);
  CHECK_EQ_INT(stmt_end("f(x) )", 0, 4), 4);                 /* no ';' follows: unchanged */
  CHECK_EQ_INT(stmt_end("x = 1 /* open", 0, 5), 5);          /* an unterminated comment */
  CHECK_EQ_INT(stmt_end("x = 1", 0, 5), 5);                  /* the end of the file */
  CHECK_EQ_INT(stmt_end("x = 1  ", 0, 5), 5);
  CHECK_EQ_INT(stmt_end("abc", 0, 0), 0);                    /* an empty range at 0 */
  CHECK_EQ_INT(stmt_end("abc", 0, 7), 7);                    /* past the end: unchanged */
  CHECK_EQ_INT(stmt_end("do { x++; } while (x < 3) ;", 0, 25), 27);
  /* an expression statement ending in a compound literal: the range ends
   * in '}' but the ';' is still the statement's own */
  CHECK_EQ_INT(stmt_end("q = (struct pt){1, 2};", 0, 21), 22);
  CHECK_EQ_INT(stmt_end("q = (struct pt){1, 2} /* c */\n ;", 0, 21), 32);
  /* after a block, a ';' is an empty statement; taking it along is harmless */
  CHECK_EQ_INT(stmt_end("{ x = 1; } ;", 0, 10), 12);
}

/* ---- probe_build ---------------------------------------------------------------- */

/* With input 5, i runs 0..4.  Per iteration: the condition of if #1
 * (probe 0), then a += i (probe 2) when i is even, then the whole second
 * if (probe 5), its condition (probe 1), then b++ (probe 3) or c++
 * (probe 4).  Unforced output: a = 0+2+4 = 6, b = 2 (i = 3, 4),
 * c = 3 (i = 0, 1, 2). */
static const char *prog_c =
    "#include <stdio.h>\n"
    "int main(void) {\n"
    "  int n = 0, i, a = 0, b = 0, c = 0;\n"
    "  if (scanf(\"%d\", &n) != 1) return 1;\n"
    "  for (i = 0; i < n; i++) {\n"
    "    if (i % 2 == 0) a += i;\n"
    "    if (i > 2) b++ /* the ++ */ ; else c++;\n"
    "  }\n"
    "  printf(\"%d %d %d\\n\", a, b, c);\n"
    "  return 0;\n"
    "}\n";

static ir_prog *parse(const char *path) {
  char *msg = NULL;
  size_t len = 0;
  FILE *d = open_memstream(&msg, &len);
  front_opts o = {.lenient = 1};
  ir_prog *p = front_parse(1, &path, &o, d);
  fclose(d);
  if (!p) fprintf(stderr, "parse %s failed:\n%s", path, msg ? msg : "");
  free(msg);
  return p;
}

static const ir_stmt *find_kind(const ir_stmt *s, ir_stkind k) {
  if (!s) return NULL;
  if (s->kind == k) return s;
  const ir_stmt *r;
  if ((r = find_kind(s->init, k)) || (r = find_kind(s->then, k)) || (r = find_kind(s->els, k))) return r;
  for (int i = 0; i < s->n; i++)
    if ((r = find_kind(s->body[i], k))) return r;
  return NULL;
}

static const ir_func *find_func(const ir_prog *p, const char *name) {
  for (int i = 0; i < p->nfuncs; i++)
    if (!strcmp(p->funcs[i]->name, name) && p->funcs[i]->body) return p->funcs[i];
  return NULL;
}

static int text_is(const ir_prog *p, ir_loc l, const char *s) {
  size_t n = strlen(s);
  return l.end - l.off == n && !memcmp(p->files[l.file].text + l.off, s, n);
}

typedef struct run_ctx {
  const char *bin;
  char *in_path;
  char *log_path;
} run_ctx;

/* Run the probed program on input 5 with the settings (NULL-terminated)
 * and AMEND_LOG; check its output; read the log into *lg. */
static void run_probed(run_ctx *r, const char *const *settings, const char *want_out, probe_log *lg) {
  const char *env[8];
  int n = 0;
  size_t k = strlen(r->log_path) + 16;
  char *env_log = malloc(k);
  snprintf(env_log, k, "AMEND_LOG=%s", r->log_path);
  env[n++] = env_log;
  for (int i = 0; settings && settings[i] && n < 8; i++) env[n++] = settings[i];
  unlink(r->log_path);
  suite_test t = {"probe", r->in_path, (char *)want_out, strlen(want_out), NULL};
  run_result rr;
  run_status st = run_test(r->bin, &t, 10, env, n, &rr);
  CHECK_EQ_INT(st, RUN_PASS);
  if (st != RUN_PASS) fprintf(stderr, "  settings %s: %s\n", n > 1 ? env[1] : "(none)", run_status_name(st));
  probe_log_read(r->log_path, lg);
  free(env_log);
}

/* The records of probe id, in order. */
static int recs_of(const probe_log *lg, int id, const probe_rec **out, int cap) {
  int n = 0;
  for (int i = 0; i < lg->n; i++)
    if (lg->rec[i].id == id) {
      if (n < cap) out[n] = &lg->rec[i];
      n++;
    }
  return n;
}

/* Probe id logged exactly n executions, of kind k, with nv values each:
 * vals[j*nv .. j*nv+nv) for execution j (NULL: not checked), actual[j]
 * and used[j] (NULL: not checked). */
static void expect_recs(const probe_log *lg, int id, probe_kind k, int n, int nv, const int64_t *vals,
                        const int *actual, const int *used) {
  const probe_rec *r[16];
  int got = recs_of(lg, id, r, 16);
  CHECK_EQ_INT(got, n);
  if (got != n) {
    fprintf(stderr, "  probe %d: %d records, want %d\n", id, got, n);
    return;
  }
  for (int j = 0; j < n; j++) {
    CHECK_EQ_INT(r[j]->kind, k);
    CHECK_EQ_INT(r[j]->nvals, nv);
    if (r[j]->nvals != nv) continue;
    for (int v = 0; vals && v < nv; v++) CHECK_EQ_INT(r[j]->vals[v], vals[j * nv + v]);
    if (actual) CHECK_EQ_INT(r[j]->actual, actual[j]);
    if (used) CHECK_EQ_INT(r[j]->used, used[j]);
  }
}

/* The records appear in execution order: 0 [2] 5 1 (3|4) per iteration. */
static void expect_sequence(const probe_log *lg, const int *ids, int n) {
  CHECK_EQ_INT(lg->n, n);
  for (int i = 0; i < n && i < lg->n; i++) CHECK_EQ_INT(lg->rec[i].id, ids[i]);
}

static void test_probe_build(void) {
  char *src = written_text("prog.c", prog_c);
  ir_prog *p = parse(src);
  CHECK(p != NULL);
  if (!p) {
    free(src);
    return;
  }
  const ir_func *m = find_func(p, "main");
  CHECK(m != NULL);
  const ir_stmt *loop = m ? find_kind(m->body, IR_S_FOR) : NULL;
  CHECK(loop != NULL && loop->then && loop->then->kind == IR_S_BLOCK && loop->then->n == 2);
  if (!loop || !loop->then || loop->then->n != 2) {
    ir_prog_free(p);
    free(src);
    return;
  }
  const ir_stmt *if1 = loop->then->body[0], *if2 = loop->then->body[1];
  CHECK(if1->kind == IR_S_IF && if2->kind == IR_S_IF && if1->then && if2->then && if2->els);
  CHECK(text_is(p, if1->e->loc, "i % 2 == 0"));
  CHECK(text_is(p, if2->e->loc, "i > 2"));
  CHECK(text_is(p, if1->then->loc, "a += i"));
  /* clang's statement ranges leave the ';' out; probe_stmt_end finds it
   * behind the comment */
  CHECK(text_is(p, if2->then->loc, "b++"));
  unsigned e3 = probe_stmt_end(p, if2->then->loc);
  CHECK(e3 > if2->then->loc.end && p->files[0].text[e3 - 1] == ';' &&
        !strncmp(p->files[0].text + if2->then->loc.end, " /* the ++ */ ;", e3 - if2->then->loc.end));
  /* the whole if ends where its else branch ends */
  CHECK_EQ_INT(probe_stmt_end(p, if2->loc), probe_stmt_end(p, if2->els->loc));
  CHECK_EQ_INT(p->files[0].text[probe_stmt_end(p, if2->loc) - 1], ';');

  static const char *v0[] = {"i", "a"}, *v1[] = {"i", "b", "c"}, *v2[] = {"a"}, *v3[] = {"b"},
                    *v4[] = {"i", "c"};
  probe_pt pts[6] = {
      {PROBE_IF, if1->e->loc, 2, v0},
      {PROBE_IF, if2->e->loc, 3, v1},
      {PROBE_STMT, if1->then->loc, 1, v2},
      {PROBE_STMT, if2->then->loc, 1, v3},
      {PROBE_STMT, if2->els->loc, 2, v4},
      {PROBE_STMT, if2->loc, 0, NULL},   /* around probes 1, 3 and 4 */
  };
  char *dir = path_of("probed");
  CHECK(mkdir(dir, 0700) == 0);
  char *log = NULL;
  char *bin = probe_build(p, pts, 6, dir, NULL, 0, &log);
  CHECK(bin != NULL);
  if (!bin) {
    fprintf(stderr, "  probe_build: %s\n", log ? log : "(no log)");
    free(log);
    free(dir);
    ir_prog_free(p);
    free(src);
    return;
  }
  free(log);

  run_ctx r = {bin, written_text("five.in", "5\n"), path_of("run.log")};
  probe_log lg;

  /* no log wanted: nothing is written, the output is the program's own */
  {
    suite_test t = {"plain", r.in_path, "6 2 3\n", 6, NULL};
    run_result rr;
    unlink(r.log_path);
    CHECK_EQ_INT(run_test(bin, &t, 10, NULL, 0, &rr), RUN_PASS);
    CHECK(access(r.log_path, F_OK) != 0);
    probe_log_read(r.log_path, &lg);   /* a missing file is an empty log */
    CHECK_EQ_INT(lg.n, 0);
    probe_log_free(&lg);
  }

  /* unforced, logged */
  run_probed(&r, NULL, "6 2 3\n", &lg);
  {
    static const int seq[] = {0, 2, 5, 1, 4,  0, 5, 1, 4,  0, 2, 5, 1, 4,  0, 5, 1, 3,  0, 2, 5, 1, 3};
    expect_sequence(&lg, seq, (int)(sizeof seq / sizeof *seq));
    static const int64_t x0[] = {0, 0, 1, 0, 2, 0, 3, 2, 4, 2};
    static const int a0[] = {1, 0, 1, 0, 1};
    expect_recs(&lg, 0, PROBE_IF, 5, 2, x0, a0, a0);
    static const int64_t x1[] = {0, 0, 0, 1, 0, 1, 2, 0, 2, 3, 0, 3, 4, 1, 3};
    static const int a1[] = {0, 0, 0, 1, 1};
    expect_recs(&lg, 1, PROBE_IF, 5, 3, x1, a1, a1);
    static const int64_t x2[] = {0, 0, 2};
    static const int u3[] = {1, 1, 1};
    expect_recs(&lg, 2, PROBE_STMT, 3, 1, x2, NULL, u3);
    static const int64_t x3[] = {0, 1};
    expect_recs(&lg, 3, PROBE_STMT, 2, 1, x3, NULL, u3);
    static const int64_t x4[] = {0, 0, 1, 1, 2, 2};
    expect_recs(&lg, 4, PROBE_STMT, 3, 2, x4, NULL, u3);
    static const int u5[] = {1, 1, 1, 1, 1};
    expect_recs(&lg, 5, PROBE_STMT, 5, 0, NULL, NULL, u5);
    probe_log_free(&lg);
  }

  /* AMEND_FORCE: condition 1 taken every time: b = 5, c = 0 */
  {
    const char *s[] = {"AMEND_FORCE=1:1", NULL};
    run_probed(&r, s, "6 5 0\n", &lg);
    static const int a1[] = {0, 0, 0, 1, 1}, u1[] = {1, 1, 1, 1, 1};
    expect_recs(&lg, 1, PROBE_IF, 5, 3, NULL, a1, u1);
    static const int64_t x3[] = {0, 1, 2, 3, 4};
    expect_recs(&lg, 3, PROBE_STMT, 5, 1, x3, NULL, u1);
    expect_recs(&lg, 4, PROBE_STMT, 0, 2, NULL, NULL, NULL);
    static const int a0[] = {1, 0, 1, 0, 1};
    expect_recs(&lg, 0, PROBE_IF, 5, 2, NULL, a0, a0);   /* the other condition is left alone */
    probe_log_free(&lg);
  }
  /* forced to 0: a stays 0; forcing an id that is not a probe changes nothing */
  {
    const char *s[] = {"AMEND_FORCE=0:0", NULL};
    run_probed(&r, s, "0 2 3\n", &lg);
    static const int a0[] = {1, 0, 1, 0, 1}, u0[] = {0, 0, 0, 0, 0};
    expect_recs(&lg, 0, PROBE_IF, 5, 2, NULL, a0, u0);
    expect_recs(&lg, 2, PROBE_STMT, 0, 1, NULL, NULL, NULL);
    probe_log_free(&lg);
    const char *s2[] = {"AMEND_FORCE=77:1", NULL};
    run_probed(&r, s2, "6 2 3\n", &lg);
    CHECK_EQ_INT(lg.n, 23);
    probe_log_free(&lg);
  }

  /* AMEND_FLIP: executions 1 and 3 of condition 1 (i = 0, 2; false) are
   * taken: b = 2 + 2, c = 3 - 2 */
  {
    const char *s[] = {"AMEND_FLIP=1:5", NULL};
    run_probed(&r, s, "6 4 1\n", &lg);
    static const int a1[] = {0, 0, 0, 1, 1}, u1[] = {1, 0, 1, 1, 1};
    expect_recs(&lg, 1, PROBE_IF, 5, 3, NULL, a1, u1);
    static const int64_t x3[] = {0, 1, 2, 3};
    static const int one[] = {1, 1, 1, 1};
    expect_recs(&lg, 3, PROBE_STMT, 4, 1, x3, NULL, one);
    probe_log_free(&lg);
  }
  /* execution 2 of condition 0 (i = 1, false) taken: a = 6 + 1; execution
   * 5 (i = 4, true) not taken, in the same run: a = 7 - 4 */
  {
    const char *s[] = {"AMEND_FLIP=0:18", NULL};
    run_probed(&r, s, "3 2 3\n", &lg);
    static const int a0[] = {1, 0, 1, 0, 1}, u0[] = {1, 1, 1, 0, 0};
    static const int64_t x0[] = {0, 0, 1, 0, 2, 1, 3, 3, 4, 3};
    expect_recs(&lg, 0, PROBE_IF, 5, 2, x0, a0, u0);
    probe_log_free(&lg);
  }

  /* AMEND_SKIP without a mask: every execution of the whole second if is
   * skipped, so its condition and branches never run */
  {
    const char *s[] = {"AMEND_SKIP=5", NULL};
    run_probed(&r, s, "6 0 0\n", &lg);
    static const int u5[] = {0, 0, 0, 0, 0};
    expect_recs(&lg, 5, PROBE_STMT, 5, 0, NULL, NULL, u5);
    expect_recs(&lg, 1, PROBE_IF, 0, 3, NULL, NULL, NULL);
    expect_recs(&lg, 3, PROBE_STMT, 0, 1, NULL, NULL, NULL);
    expect_recs(&lg, 4, PROBE_STMT, 0, 2, NULL, NULL, NULL);
    static const int64_t x2[] = {0, 0, 2};
    static const int u2[] = {1, 1, 1};
    expect_recs(&lg, 2, PROBE_STMT, 3, 1, x2, NULL, u2);
    probe_log_free(&lg);
  }
  {
    const char *s[] = {"AMEND_SKIP=2", NULL};
    run_probed(&r, s, "0 2 3\n", &lg);
    static const int64_t x2[] = {0, 0, 0};
    static const int u2[] = {0, 0, 0};
    expect_recs(&lg, 2, PROBE_STMT, 3, 1, x2, NULL, u2);
    probe_log_free(&lg);
  }
  /* with a mask: executions 1 and 3 of a += i (i = 0 and 4): a = 2 */
  {
    const char *s[] = {"AMEND_SKIP=2:5", NULL};
    run_probed(&r, s, "2 2 3\n", &lg);
    static const int64_t x2[] = {0, 0, 2};
    static const int u2[] = {0, 1, 0};
    expect_recs(&lg, 2, PROBE_STMT, 3, 1, x2, NULL, u2);
    probe_log_free(&lg);
  }
  /* execution 2 of c++ skipped: c = 2; a zero mask skips nothing */
  {
    const char *s[] = {"AMEND_SKIP=4:2", NULL};
    run_probed(&r, s, "6 2 2\n", &lg);
    static const int64_t x4[] = {0, 0, 1, 1, 2, 1};
    static const int u4[] = {1, 0, 1};
    expect_recs(&lg, 4, PROBE_STMT, 3, 2, x4, NULL, u4);
    probe_log_free(&lg);
    const char *s0[] = {"AMEND_SKIP=4:0", NULL};
    run_probed(&r, s0, "6 2 3\n", &lg);
    static const int u1[] = {1, 1, 1};
    expect_recs(&lg, 4, PROBE_STMT, 3, 2, NULL, NULL, u1);
    probe_log_free(&lg);
  }

  /* AMEND_LOG_CAP: at most that many lines per probe */
  {
    const char *s[] = {"AMEND_LOG_CAP=2", NULL};
    run_probed(&r, s, "6 2 3\n", &lg);
    static const int want[6] = {2, 2, 2, 2, 2, 2};
    const probe_rec *tmp[16];
    for (int id = 0; id < 6; id++) CHECK_EQ_INT(recs_of(&lg, id, tmp, 16), want[id]);
    CHECK_EQ_INT(lg.n, 12);
    static const int64_t x0[] = {0, 0, 1, 0};   /* the first two executions */
    expect_recs(&lg, 0, PROBE_IF, 2, 2, x0, NULL, NULL);
    probe_log_free(&lg);
    const char *s0[] = {"AMEND_LOG_CAP=0", NULL};
    run_probed(&r, s0, "6 2 3\n", &lg);
    CHECK_EQ_INT(lg.n, 0);
    probe_log_free(&lg);
  }
  /* executions are counted past the cap: flipping the 5th execution of
   * condition 0 (i = 4) works with only one line logged for it */
  {
    const char *s[] = {"AMEND_LOG_CAP=1", "AMEND_FLIP=0:16", NULL};
    run_probed(&r, s, "2 2 3\n", &lg);
    static const int a0[] = {1}, u0[] = {1};
    expect_recs(&lg, 0, PROBE_IF, 1, 2, NULL, a0, u0);
    probe_log_free(&lg);
  }
  /* forcing one probe and skipping another in the same run */
  {
    const char *s[] = {"AMEND_FORCE=0:1", "AMEND_SKIP=3", NULL};
    run_probed(&r, s, "10 0 3\n", &lg);
    static const int u3[] = {0, 0};
    expect_recs(&lg, 3, PROBE_STMT, 2, 1, NULL, NULL, u3);
    static const int64_t x2[] = {0, 0, 1, 3, 6};
    static const int one[] = {1, 1, 1, 1, 1};
    expect_recs(&lg, 2, PROBE_STMT, 5, 1, x2, NULL, one);
    probe_log_free(&lg);
  }

  /* no probes at all: the program as it is */
  {
    char *d0 = path_of("plain");
    CHECK(mkdir(d0, 0700) == 0);
    char *b0 = probe_build(p, NULL, 0, d0, NULL, 0, NULL);
    CHECK(b0 != NULL);
    if (b0) {
      run_ctx r0 = {b0, r.in_path, r.log_path};
      run_probed(&r0, NULL, "6 2 3\n", &lg);
      CHECK_EQ_INT(lg.n, 0);
      probe_log_free(&lg);
    }
    free(b0);
    free(d0);
  }

  free(r.in_path);
  free(r.log_path);
  free(bin);
  free(dir);
  ir_prog_free(p);
  free(src);
}

/* a crash mid-line, a line with fewer values than it announces, a line of
 * another kind: each is dropped, the rest is read */
static void test_log_read(void) {
  char *path = written_text("cut.log",
                          "C 1 0 1 2 5 -6\n"
                          "S 2 0 1 7\n"
                          "S 3 1 3 1 2\n"      /* announces 3 values, has 2 */
                          "X 9 9 9\n"
                          "S 4 1 0\n"
                          "C 5 1 0 1 -9223372036854775807\n"
                          "C 6 1 1 2 3");       /* cut short */
  probe_log lg;
  probe_log_read(path, &lg);
  CHECK_EQ_INT(lg.n, 4);
  if (lg.n == 4) {
    CHECK(lg.rec[0].id == 1 && lg.rec[0].kind == PROBE_IF && lg.rec[0].actual == 0 && lg.rec[0].used == 1);
    CHECK(lg.rec[0].nvals == 2 && lg.rec[0].vals[0] == 5 && lg.rec[0].vals[1] == -6);
    CHECK(lg.rec[1].id == 2 && lg.rec[1].kind == PROBE_STMT && lg.rec[1].used == 0);
    CHECK(lg.rec[1].nvals == 1 && lg.rec[1].vals[0] == 7);
    CHECK(lg.rec[2].id == 4 && lg.rec[2].used == 1 && lg.rec[2].nvals == 0);
    CHECK(lg.rec[3].id == 5 && lg.rec[3].nvals == 1 && lg.rec[3].vals[0] == -9223372036854775807LL);
  }
  probe_log_free(&lg);
  CHECK(lg.n == 0 && lg.rec == NULL && lg.pool == NULL);
  free(path);
}

/* A quoted include next to the program: the copy compiled in another
 * directory must still find it. */
static void test_quoted_include(void) {
  char *inc = path_of("inc");
  CHECK(mkdir(inc, 0700) == 0);
  free(written_text("inc/helper.h", "#define SCALE 3\nstatic int twice(int x) { return 2 * x; }\n"));
  char *src = written_text("inc/main.c",
                         "#include <stdio.h>\n#include \"helper.h\"\n"
                         "int main(void) {\n  int x = 0;\n"
                         "  if (scanf(\"%d\", &x) != 1) return 1;\n"
                         "  if (x > 2) x = twice(x) * SCALE;\n"
                         "  printf(\"%d\\n\", x);\n  return 0;\n}\n");
  ir_prog *p = parse(src);
  CHECK(p != NULL);
  if (p) {
    const ir_func *m = find_func(p, "main");
    const ir_stmt *ifs = NULL;
    if (m)
      for (int i = 0; i < m->body->n; i++)
        if (m->body->body[i]->kind == IR_S_IF && text_is(p, m->body->body[i]->e->loc, "x > 2")) ifs = m->body->body[i];
    CHECK(ifs != NULL);
    if (ifs) {
      static const char *vars[] = {"x"};
      probe_pt pt = {PROBE_IF, ifs->e->loc, 1, vars};
      char *dir = path_of("inc_build");   /* not inc/: the header is not next to the copy */
      CHECK(mkdir(dir, 0700) == 0);
      char *log = NULL;
      char *bin = probe_build(p, &pt, 1, dir, NULL, 0, &log);
      CHECK(bin != NULL);
      if (!bin) fprintf(stderr, "  quoted include: %s\n", log ? log : "(no log)");
      free(log);
      if (bin) {
        run_ctx r = {bin, written_text("seven.in", "7\n"), path_of("inc.log")};
        probe_log lg;
        run_probed(&r, NULL, "42\n", &lg);
        static const int64_t x[] = {7};
        static const int a[] = {1};
        expect_recs(&lg, 0, PROBE_IF, 1, 1, x, a, a);
        probe_log_free(&lg);
        const char *s[] = {"AMEND_FORCE=0:0", NULL};
        run_probed(&r, s, "7\n", &lg);
        probe_log_free(&lg);
        free(r.in_path);
        free(r.log_path);
      }
      free(bin);
      free(dir);
    }
    ir_prog_free(p);
  }
  free(src);
  free(inc);
}

/* Statements that end in a compound literal: the wrapped statement must
 * keep its ';' (the else branch too, and a ';' on the next line). */
static void test_compound_literal(void) {
  char *src = written_text("cl.c",
                         "#include <stdio.h>\n"
                         "struct pt { int x, y; };\n"
                         "int main(void) {\n"
                         "  struct pt q = {0, 0};\n"
                         "  int k = 0;\n"
                         "  if (scanf(\"%d\", &k) != 1) return 1;\n"
                         "  if (k > 0) q = (struct pt){k, 2}; else q = (struct pt){3, k};\n"
                         "  q = (struct pt){q.x + 1, q.y}\n"
                         "    ;\n"
                         "  printf(\"%d %d\\n\", q.x, q.y);\n"
                         "  return 0;\n"
                         "}\n");
  ir_prog *p = parse(src);
  CHECK(p != NULL);
  const ir_func *m = p ? find_func(p, "main") : NULL;
  const ir_stmt *ifs = NULL, *last = NULL;
  for (int i = 0; m && i < m->body->n; i++) {
    const ir_stmt *s = m->body->body[i];
    if (s->kind == IR_S_IF && text_is(p, s->e->loc, "k > 0")) ifs = s;
    if (ifs && s->kind == IR_S_EXPR && !last) last = s;
  }
  CHECK(ifs != NULL && ifs->then && ifs->els && last != NULL);
  if (ifs && ifs->then && ifs->els && last) {
    CHECK(text_is(p, ifs->then->loc, "q = (struct pt){k, 2}"));
    CHECK(text_is(p, last->loc, "q = (struct pt){q.x + 1, q.y}"));
    static const char *vars[] = {"k"};
    probe_pt pts[4] = {
        {PROBE_STMT, ifs->then->loc, 1, vars},
        {PROBE_STMT, ifs->els->loc, 1, vars},
        {PROBE_STMT, ifs->loc, 1, vars},
        {PROBE_STMT, last->loc, 0, NULL},
    };
    char *dir = path_of("cl_build");
    CHECK(mkdir(dir, 0700) == 0);
    char *log = NULL;
    char *bin = probe_build(p, pts, 4, dir, NULL, 0, &log);
    CHECK(bin != NULL);
    if (!bin) fprintf(stderr, "  compound literal: %s\n", log ? log : "(no log)");
    free(log);
    if (bin) {
      run_ctx r = {bin, written_text("cl7.in", "7\n"), path_of("cl.log")};
      probe_log lg;
      run_probed(&r, NULL, "8 2\n", &lg);
      CHECK_EQ_INT(lg.n, 3);   /* probes 2, 0, 3 */
      probe_log_free(&lg);
      const char *s3[] = {"AMEND_SKIP=3", NULL};
      run_probed(&r, s3, "7 2\n", &lg);
      probe_log_free(&lg);
      const char *s0[] = {"AMEND_SKIP=0", NULL};
      run_probed(&r, s0, "1 0\n", &lg);
      probe_log_free(&lg);
      free(r.in_path);
      free(r.log_path);
    }
    free(bin);
    free(dir);
  }
  if (p) ir_prog_free(p);
  free(src);
}

int main(void) {
  work = run_workdir();
  CHECK(work != NULL);
  if (!work) return check_summary();
  test_rewrite();
  test_stmt_end();
  test_probe_build();
  test_log_read();
  test_quoted_include();
  test_compound_literal();
  run_rmtree(work);
  free(work);
  return check_summary();
}
