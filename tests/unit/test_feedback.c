/* test_feedback.c - the wording of report/feedback.h on repair runs
 * written by hand: which levels hold in each state, level 3's sentence
 * for each kind of edit (and that none holds the repair's new text), the
 * side-by-side outputs and where they first differ, and JSON that parses
 * whatever bytes the program printed. */
#define _GNU_SOURCE
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "report/feedback.h"

/* A repair line of one change, at column `column` of its line. */
static int column = 5;
static char *repair_line(const char *edit, const char *orig, const char *repl, unsigned line, const char *diff) {
  json_t *c = json_pack("{s:s,s:i,s:i,s:s,s:s,s:s}", "file", "prog.c", "line", (int)line, "column", column, "original", orig,
                        "replacement", repl, "edit", edit);
  json_t *r = json_pack("{s:s,s:i,s:s,s:s,s:[o],s:s}", "type", "repair", "size", 1, "engine", "mutation", "proved_by",
                        "reference", "changes", c, "diff", diff ? diff : "");
  char *s = json_dumps(r, JSON_COMPACT);
  json_decref(r);
  return s;
}

static const char summary_failing[] =
    "{\"type\":\"summary\",\"status\":\"limit\",\"repairs\":1,\"tests\":{\"total\":3,\"failing\":1,"
    "\"shortest_failing\":{\"name\":\"t2\",\"given\":true,\"status\":\"wrong-output\",\"stdin\":\"50\\n\","
    "\"output\":\"Mark: You failed\\n\",\"expected\":\"Mark: You passed\\n\"}}}";

static int contains(const char *s, const char *t) { return s && t && strstr(s, t) != NULL; }

/* Level 3 of a one-change repair: it holds `want` and not `never`. */
static void hint(const char *edit, const char *orig, const char *repl, const char *line_text, const char *want,
                 const char *never) {
  char *diff = NULL;
  if (asprintf(&diff, "--- a/prog.c\n+++ b/prog.c\n@@ -7,1 +7,1 @@\n-%s\n+x\n", line_text) < 0) diff = NULL;
  char *r = repair_line(edit, orig, repl, 7, diff);
  fb *f = fb_from_json(r, summary_failing);
  char *t = fb_level_text(f, 3);
  int good = contains(t, want) && (!never || !contains(t, never)) && contains(t, "Line 7");
  CHECK(good);
  if (!good) fprintf(stderr, "  %s %s -> %s: %s", edit, orig, repl, t ? t : "(none)\n");
  free(t);
  fb_free(f);
  free(r);
  free(diff);
}

static void test_hints(void) {
  hint("expression", "mark > 50", "mark >= 50", "if (mark > 50)", "the comparison in `mark > 50`", ">=");
  hint("expression", "mark > 50", "mark >= 50", "if (mark > 50)", "both sides are equal", NULL);
  hint("expression", "a == b", "a != b", "if (a == b)", "the opposite", "!=");
  hint("expression", "x > 0 && y > 0", "x > 0 || y > 0", "if (x > 0 && y > 0)", "how the tests in", "||");
  hint("expression", "i < 10", "i < 11", "for (i = 0; i < 10; i++)", "a number in `i < 10`", "11");
  hint("expression", "1", "0", "return 1;", "the value returned here (`1`)", "`0`");
  hint("expression", "a + b", "a * b", "s = a + b;", "an operator in `a + b`", "*");
  hint("expression", "lo", "hi", "m = lo;", "the variable `lo`", "hi");
  hint("expression", "c == 'a' || c == 'e'", "c == 'a' || c == 'e' || c == 'i'", "if (c == 'a' || c == 'e')",
       "misses a case", "'i'");
  hint("expression", "x > 0", "x > 0 && x < 10", "if (x > 0)", "misses a test that must hold as well", "10");
  hint("expression", "0", "n % 10", "d = 0;", "the number `0` here needs to change", "%");
  hint("string", "\"Total:%d\\n\"", "\"Total: %d\\n\"", "printf(\"Total:%d\\n\", t);", "by a blank", "Total: ");
  hint("string", "\"Not Leap year\\n\"", "\"Not Leap Year\\n\"", "printf(\"Not Leap year\\n\");",
       "capital and small letters", "Year");
  hint("string", "\"%f\\n\"", "\"%.2f\\n\"", "printf(\"%f\\n\", x);", "another form", "%.2f");
  hint("string", "\"%d\"", "\"%d\\n\"", "printf(\"%d\", x);", "a line break", NULL);
  hint("string", "\"%f\"", "\"%lf\"", "scanf(\"%f\", &x);", "the format read here", "%lf");
  hint("string", "\"smalles\"", "\"smallest\"", "printf(\"smalles\");", "one character", "smallest");
  hint("type", "float", "double", "float a, b;", "the type of what is declared here (`float`)", "double");
  hint("delete", "else ", "", "else if (b < m)", "the `else` here", NULL);
  hint("delete", "scanf(\"%d\", &n)", "", "scanf(\"%d\", &n);", "a statement the task does not need", NULL);
  hint("delete", "printf(\"debug\\n\")", "", "printf(\"debug\\n\");", "something printed that the task", NULL);
  hint("insert", "printf(\"x\\n\");", "if (0) printf(\"x\\n\");", "printf(\"x\\n\");", "does not print", "if (0)");
  hint("insert", "", " = 0", "int sum;", "needs a value to start with", "= 0");
  hint("insert", "s = s - 1;", "if (i == n) s = s - 1;", "s = s - 1;", "a test is missing before it", "i == n");
  hint("insert", "printf(\"even\\n\");", "printf(\"even\\n\"); else printf(\"odd\\n\");", "printf(\"even\\n\");",
       "a case is missing", "odd");
  /* places told by their column: a conversion inside a format, something
   * put in right after a comparison */
  column = 10;
  hint("type", "lf", "d", "scanf(\"%lf\", &x);", "the % conversion read here (`lf`)", "`d`");
  hint("type", ".2f", "d", "printf(\"%.2f\", x);", "the % conversion printed here (`.2f`)", "`d`");
  column = 8;
  hint("expression", "", "=", "if (a < b)", "the comparison `<` here needs to change: think of the case", "<=");
  column = 5;
}

/* An insertion after a line names its place itself. */
static void test_after(void) {
  char *r = repair_line("insert", "", "printf(\"\\n\");", 7, "");
  fb *f = fb_from_json(r, summary_failing);
  char *t = fb_level_text(f, 3);
  CHECK_STR(t, "After line 7, something the program must print is missing.\n");
  free(t);
  fb_free(f);
  free(r);
}

static void test_states(void) {
  char *r = repair_line("expression", "mark > 50", "mark >= 50", 8, "--- a/prog.c\n+++ b/prog.c\n@@ -8 +8 @@\n-  if (mark > 50)\n+  if (mark >= 50)\n");
  fb *f = fb_from_json(r, summary_failing);
  CHECK_EQ_INT(fb_state_of(f), FB_REPAIRED);
  for (int k = 1; k <= 4; k++) CHECK(fb_holds(f, k));
  char *t2 = fb_level_text(f, 2);
  CHECK_STR(t2, "Look at this line:\n  line 8:  if (mark > 50)\n");
  CHECK(fb_note(f, 4) == NULL);
  char *t1 = fb_level_text(f, 1);
  CHECK(contains(t1, "Test `t2` shows it."));
  CHECK(contains(t1, "yours has 'f' where the expected output has 'p'."));
  free(t1), free(t2);
  fb_free(f);
  free(r);

  /* no repair: levels 1 and 2 (from the sites added), and a note */
  f = fb_from_json(NULL, "{\"type\":\"summary\",\"status\":\"exhausted\",\"tests\":{\"shortest_failing\":{\"name\":\"r1\","
                         "\"status\":\"exit\",\"exit_code\":3,\"stdin\":\"\",\"output\":\"\",\"expected\":\"\"}}}");
  CHECK_EQ_INT(fb_state_of(f), FB_NO_REPAIR);
  CHECK(fb_holds(f, 1));
  CHECK(!fb_holds(f, 2));
  fb_add_site(f, "prog.c", 12, "    total = total + i;");
  CHECK(fb_holds(f, 2) && !fb_holds(f, 3) && !fb_holds(f, 4));
  char *t = fb_level_text(f, 1), *n = fb_note(f, 4);
  CHECK(contains(t, "ends with exit status 3 where 0 is expected."));
  CHECK(contains(n, "stops at level 2"));
  free(t), free(n);
  t = fb_level_text(f, 2);
  CHECK(contains(t, "one of these lines must change:\n  line 12:  total = total + i;\n"));
  free(t);
  fb_free(f);

  f = fb_from_json(NULL, "{\"type\":\"summary\",\"status\":\"correct\"}");
  CHECK_EQ_INT(fb_state_of(f), FB_CORRECT);
  CHECK(!fb_holds(f, 1));
  n = fb_note(f, 4);
  CHECK(contains(n, "nothing to fix"));
  free(n);
  fb_free(f);

  f = fb_from_json("not json", NULL);
  CHECK_EQ_INT(fb_state_of(f), FB_UNKNOWN);
  fb_free(f);
}

static char *io(const char *in, const char *out, const char *exp) {
  char *s = NULL;
  size_t n = 0;
  FILE *o = open_memstream(&s, &n);
  fb_io_text(o, in, strlen(in), out, strlen(out), exp, strlen(exp));
  fclose(o);
  return s;
}

static void test_io(void) {
  char *t = io("3 4\n", "Sum:7\n", "Sum: 7\n");
  CHECK(contains(t, "Input:\n    3 4\n"));
  CHECK(contains(t, "  Sum:7                                | Sum: 7\n"));
  CHECK(contains(t, "on line 1 at character 5: yours has '7' where the expected output has a space."));
  free(t);
  t = io("", "a\n", "a\nb\n");
  CHECK(contains(t, "    (nothing)\n"));
  CHECK(contains(t, "on line 2 at character 1: the expected output has 'b' there, but yours ends."));
  free(t);
  t = io("x", "ok", "ok\n");
  CHECK(contains(t, "the expected output has a line break there, but yours ends."));
  free(t);
  /* a long line is cut after a blank in the column's second half */
  t = io("", "Please enter four numbers separated by spaces > 1\n", "");
  CHECK(contains(t, "  Please enter four numbers separated  | \n  by spaces > 1"));
  free(t);
}

/* The JSON parses whatever bytes the program printed. */
static void test_json(void) {
  const char *s = "{\"type\":\"summary\",\"status\":\"exhausted\",\"tests\":{\"shortest_failing\":{\"name\":\"r1\","
                  "\"status\":\"wrong-output\",\"stdin\":\"1\\n\",\"output\":\"\\u00ff\\u0001\\n\",\"expected\":\"\\u00e9\\n\"}}}";
  fb *f = fb_from_json(NULL, s);
  char *out = NULL;
  size_t n = 0;
  FILE *o = open_memstream(&out, &n);
  fb_json(o, f, 4);
  fclose(o);
  json_error_t e;
  json_t *v = json_loads(out, 0, &e);
  CHECK(v != NULL);
  CHECK_STR(json_string_value(json_object_get(v, "status")), "no_repair");
  CHECK(json_object_get(v, "level1") != NULL);
  CHECK(json_object_get(v, "level2") == NULL);
  CHECK(contains(json_string_value(json_object_get(v, "note")), "no feedback") == 0);
  json_decref(v);
  free(out);
  fb_free(f);
}

int main(void) {
  test_hints();
  test_after();
  test_states();
  test_io();
  test_json();
  return check_summary();
}
