/* test_tsvary.c - inputs made from a suite's own (oracle/tsvary.h): which
 * integers move, which inputs are kept, and a patch's outputs on them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "check.h"
#include "files.h"
#include "suitefix.h"
#include "native/judge.h"
#include "native/run.h"
#include "native/suite.h"
#include "oracle/patch.h"
#include "oracle/tsuite.h"
#include "oracle/tsvary.h"

/* the sum of the integers read; a sum of 7 ends with exit status 3, and
 * on a sum of 5 it prints a variable nobody set */
static const char *prog =
    "#include <stdio.h>\n"
    "int main(void) { int x, s = 0, u; while (scanf(\"%d\", &x) == 1) s += x;\n"
    "  if (s == 7) return 3; printf(\"%d\\n\", s == 5 ? u : s); return 0; }\n";
static const char *twice =
    "#include <stdio.h>\n"
    "int main(void) { int x, s = 0; while (scanf(\"%d\", &x) == 1) s += x;\n"
    "  if (s == 7) return 3; printf(\"%d\\n\", 2 * s); return 0; }\n";

static int has(const tsvary *v, const char *text) {
  for (int i = 0; i < tv_count(v); i++) {
    size_t n;
    const unsigned char *b = tv_stdin(v, i, &n);
    if (n == strlen(text) && !memcmp(b, text, n)) return 1;
  }
  return 0;
}

int main(void) {
  work = run_workdir();
  CHECK(work != NULL);
  if (!work) return check_summary();
  char *src = written_text("prog.c", prog);
  char *tdir = path_of("tests");
  CHECK(mkdir(tdir, 0700) == 0);
  /* t1 "3 4" fails (exit 3); t2 "2 4" passes; t3 holds a word, a
   * decimal and a negative number; t4's first number counts the
   * numbers of the next line */
  write_text("tests/t1.in", "3 4\n");
  write_text("tests/t1.out", "7\n");
  write_text("tests/t2.in", "2 4\n");
  write_text("tests/t2.out", "6\n");
  write_text("tests/t3.in", "x1 2.5 -4\n");
  write_text("tests/t3.out", "0\n");
  write_text("tests/t4.in", "2\n10 20\n");
  write_text("tests/t4.out", "32\n");
  suite s;
  CHECK_EQ_INT(suite_load(tdir, &s, stderr), 0);
  ir_prog *p = parsed_leniently(src);
  if (!p) return check_summary();
  ts_ctx ts;
  ts_ready(&ts, p, &s, work, 2);

  tsvary *v = tv_new(&ts, 40);
  CHECK(v != NULL);
  if (v) {
    /* moved by one: 3 -> 4 and 2, 4 -> 5 and 3 in t1; in t2, 2 -> 3 is
     * t1's own stdin (left out), 4 -> 5 sums to 7 (the original exits 3:
     * left out), 2 -> 1 and 4 -> 3 sum to 5 (it prints garbage: left
     * out); -4 -> -3 and -5 in t3, its word and decimal kept; t4's count
     * stays, its numbers move */
    CHECK(has(v, "4 4\n"));
    CHECK(has(v, "3 5\n"));
    CHECK(has(v, "3 3\n"));
    CHECK(!has(v, "1 4\n"));
    CHECK(!has(v, "2 3\n"));
    CHECK(!has(v, "2 5\n"));
    CHECK(!has(v, "3 4\n"));
    CHECK(!has(v, "2 4\n"));
    CHECK(has(v, "x1 2.5 -3\n"));
    CHECK(has(v, "x1 2.5 -5\n"));
    CHECK(has(v, "2\n11 20\n"));
    CHECK(has(v, "2\n10 19\n"));
    CHECK(!has(v, "3\n10 20\n"));
    CHECK(!has(v, "1\n10 20\n"));
    CHECK_EQ_INT(tv_count(v), 9);

    /* a patch's outputs, whitespace normalised, one per input */
    char *text[1] = {(char *)twice};
    patch pt = {1, text};
    char *out[64] = {0};
    int ran = tv_outputs(v, &pt, out);
    CHECK_EQ_INT(ran, tv_count(v));
    for (int i = 0; i < ran; i++) {
      size_t n, m;
      const unsigned char *in = tv_stdin(v, i, &n);
      if (n == 4 && !memcmp(in, "4 4\n", 4)) {
        char *want = judge_norm("16\n", 3, &m);
        CHECK(out[i] != NULL && !strcmp(out[i], want));
        free(want);
      }
      free(out[i]);
    }
    /* a patch gcc refuses */
    char *bad[1] = {"int main(void) { return }\n"};
    patch pb = {1, bad};
    CHECK_EQ_INT(tv_outputs(v, &pb, out), -1);
  }
  /* only so many, spread over the tests */
  tsvary *few = tv_new(&ts, 3);
  CHECK(few != NULL && tv_count(few) <= 3 && tv_count(few) >= 1);
  tv_free(few);
  tv_free(v);
  return suite_done(&ts, p, &s, src, tdir);
}
