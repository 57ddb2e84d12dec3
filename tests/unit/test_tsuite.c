/* test_tsuite.c - the original program's times on a suite and the CPU-time
 * cap each test's runs get (oracle/tsuite.h: ts_baseline, ts_cap,
 * ts_cap_of), and what a run's result says stopped it (native/run.h:
 * at_cap, too_much).
 *
 * One program, four tests: on "1" it prints one line and ends; on "2" it
 * prints the same line forever, up to the output limit; on "3" it loops
 * printing nothing, until the time limit; on "4" it counts to 3e7 first
 * (some tens of milliseconds), then prints its line.  Only the first and
 * the last runs say how long a right run takes: the others are left out
 * of the slowest run, and a run on them gets the cap of every run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "check.h"
#include "files.h"
#include "suitefix.h"
#include "native/run.h"
#include "native/sandbox.h"
#include "native/suite.h"
#include "native/zygote.h"
#include "oracle/tsuite.h"

static const char *prog =
    "#include <stdio.h>\n"
    "int main(void) {\n"
    "  int k = 0;\n"
    "  if (scanf(\"%d\", &k) != 1) return 1;\n"
    "  if (k == 4) for (volatile long i = 0; i < 30000000; i++) {}\n"
    "  do printf(\"line %d\\n\", k); while (k == 2);\n"
    "  while (k == 3) {}\n"
    "  return 0;\n"
    "}\n";

int main(int argc, char **argv) {
  if (argc >= 2 && !strcmp(argv[1], ZYGOTE_ARG)) return zygote_main(argc, argv);
  work = run_workdir();
  CHECK(work != NULL);
  if (!work) return check_summary();
  /* runs take the CPU-time cap as amend's do: under bwrap, through
   * zygote.h's server; where bwrap is missing, under rlimits */
  char why[256];
  int capped = 1;
  if (sandbox_select(SANDBOX_BWRAP, why, sizeof why) == 0) zygote_use_self(1);
  else capped = sandbox_select(SANDBOX_RLIMITS, why, sizeof why) == 0;
  CHECK(capped);

  char *src = written_text("prog.c", prog);
  char *tdir = path_of("tests");
  CHECK(mkdir(tdir, 0700) == 0);
  write_text("tests/a.in", "1\n");
  write_text("tests/a.out", "line 1\n");
  write_text("tests/b.in", "2\n");
  write_text("tests/b.out", "line 2\n");
  write_text("tests/c.in", "3\n");
  write_text("tests/c.out", "line 3\n");
  write_text("tests/d.in", "4\n");
  write_text("tests/d.out", "line 4\n");
  suite s;
  CHECK_EQ_INT(suite_load(tdir, &s, stderr), 0);
  CHECK_EQ_INT(s.n, 4);
  ir_prog *p = parsed_leniently(src);
  if (!p || s.n != 4) return check_summary();
  ts_ctx ts;
  ts_ready(&ts, p, &s, work, 0.5);

  /* the tests, in the suite's order: a, b, c, d */
  CHECK_EQ_INT(ts.base[0], RUN_PASS);
  CHECK_EQ_INT(ts.base[1], RUN_WRONG);
  CHECK_EQ_INT(ts.base[2], RUN_TIMEOUT);
  CHECK(ts.base_s[0] > 0);
  CHECK(ts.base_s[1] < 0);   /* printed until the output limit */
  CHECK(ts.base_s[2] < 0);   /* ran into the time limit */
  CHECK_EQ_INT(ts.base[3], RUN_PASS);
  CHECK(ts.base_s[3] > ts.base_s[0]);
  CHECK(ts.base_max_s == ts.base_s[3]);
  CHECK(ts.short_s > 0.25 && ts.short_s <= ts.timeout_s);

  /* no cap yet */
  CHECK(ts.cap_s == 0);
  CHECK(ts_cap_of(&ts, 0) == 0);

  /* a floor far above the factor's product: every test gets the floor */
  ts_cap(&ts, 2, 5);
  CHECK(ts.cap_s == 5);
  for (int i = 0; i < 4; i++) CHECK(ts_cap_of(&ts, i) == 5);

  /* a factor far above the floor: tests a and d get their own time's
   * multiple, the others (and a test the original has not run) the cap
   * of every run, which is the slowest's multiple: d's */
  ts_cap(&ts, 1000, 0.001);
  CHECK(ts.cap_s == 1000 * ts.base_max_s);
  CHECK(ts_cap_of(&ts, 0) == 1000 * ts.base_s[0]);
  CHECK(ts_cap_of(&ts, 0) < ts.cap_s);
  CHECK(ts_cap_of(&ts, 3) == ts.cap_s);
  CHECK(ts_cap_of(&ts, 1) == ts.cap_s);
  CHECK(ts_cap_of(&ts, 2) == ts.cap_s);
  CHECK(ts_cap_of(&ts, 7) == ts.cap_s);

  /* what stopped a run: test b at the output limit (its first wrong byte
   * comes later than the whole expected output, so the full run is
   * needed to see it); test c at the CPU-time cap, well before the
   * 20 s time limit on any machine */
  ts_cap(&ts, 20, 0.05);
  run_result r;
  CHECK_EQ_INT(run_suite_test(ts.orig_bin, &s, 1, 20, NULL, 0, &r), RUN_WRONG);
  CHECK(r.too_much && !r.at_cap);
  if (capped) {
    CHECK_EQ_INT(run_suite_test(ts.orig_bin, &s, 2, 20, NULL, 0, &r), RUN_TIMEOUT);
    CHECK(r.at_cap && !r.too_much);
    CHECK(r.secs < 10);
  }
  CHECK_EQ_INT(ts_check_r(&ts, ts.orig_bin, 0, NULL, 0, 20, &r), RUN_PASS);
  CHECK(!r.at_cap && !r.too_much);
  /* ts_check stops at the first wrong byte: test b's second line */
  CHECK_EQ_INT(ts_check_r(&ts, ts.orig_bin, 1, NULL, 0, 20, &r), RUN_WRONG);
  CHECK(!r.too_much);

  ts_cap(&ts, 0, 0);
  CHECK(ts.cap_s == 0);
  zygote_use_self(0);
  return suite_done(&ts, p, &s, src, tdir);
}
