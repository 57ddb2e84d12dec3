/* test_diff.c - the unified diffs repairs print.
 *
 * Two edits far apart, one of which adds a line, make two hunks with
 * their own context (not one change from the first to the last); and
 * texts edited at random (lines changed, removed, added, in several
 * places) give diffs that patch(1) applies to the original exactly,
 * without fuzz or offset, to the edited text. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "report/diff.h"

static void test_two_regions(void) {
  const char *a = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n";
  const char *b = "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl1\nl2\nm\n";
  char *d = diff_unified_str("f.c", a, b);
  CHECK_STR(d, "--- a/f.c\n+++ b/f.c\n"
               "@@ -1,5 +1,5 @@\n a\n-b\n+B\n c\n d\n e\n"
               "@@ -9,5 +9,6 @@\n i\n j\n k\n-l\n+l1\n+l2\n m\n");
  free(d);
  /* a line added at the very start and two taken from the end */
  d = diff_unified_str("f.c", "x\ny\nz\n", "w\nx\n");
  CHECK_STR(d, "--- a/f.c\n+++ b/f.c\n@@ -1,3 +1,2 @@\n+w\n x\n-y\n-z\n");
  free(d);
}

static char *text_of(char **l, int n) {
  size_t len = 1;
  for (int i = 0; i < n; i++) len += strlen(l[i]) + 1;
  char *t = malloc(len), *p = t;
  for (int i = 0; i < n; i++) p += sprintf(p, "%s\n", l[i]);
  *p = 0;
  return t;
}

static int write_file(const char *path, const char *text) {
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  fputs(text, f);
  return fclose(f);
}

static char *read_file(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) return NULL;
  char *buf = NULL;
  size_t n = 0;
  ssize_t k = getdelim(&buf, &n, 0, f);
  fclose(f);
  if (k < 0) {
    free(buf);
    return strdup("");
  }
  return buf;
}

/* Random edits of a text of repeated lines (braces, blank lines: what
 * makes a line diff ambiguous), each diff applied by patch(1). */
static void test_random_apply(void) {
  if (system("command -v patch >/dev/null 2>&1") != 0) {
    fputs("test_diff: patch(1) missing, random cases skipped\n", stderr);
    return;
  }
  char dir[] = "/tmp/amend-diff-XXXXXX";
  if (!mkdtemp(dir)) {
    CHECK(0);
    return;
  }
  static const char *const words[] = {"}", "{", "", "  x++;", "  if (x)", "  return 0;", "int x;", "y = 1;"};
  srand(7);
  char path[128], cmd[300];
  snprintf(path, sizeof path, "%s/f.c", dir);
  for (int round = 0; round < 60; round++) {
    char *la[40], *lb[60];
    int na = 5 + rand() % 30, nb = 0;
    for (int i = 0; i < na; i++) la[i] = strdup(words[rand() % 8]);
    for (int i = 0; i < na; i++) {
      int r = rand() % 10;
      if (r == 0) continue;                                          /* removed */
      if (r == 1 && nb < 58) lb[nb++] = strdup(words[rand() % 8]);   /* added before */
      lb[nb++] = strdup(r == 2 ? "changed;" : la[i]);
    }
    char *ta = text_of(la, na), *tb = text_of(lb, nb);
    char *d = diff_unified_str(path, ta, tb);
    snprintf(cmd, sizeof cmd, "%s/d", dir);
    int ok = d && write_file(path, ta) == 0 && write_file(cmd, d) == 0;
    snprintf(cmd, sizeof cmd, "patch -s -F0 --no-backup-if-mismatch %s/f.c < %s/d >/dev/null 2>&1", dir, dir);
    if (ok && strcmp(ta, tb)) ok = system(cmd) == 0;
    char *got = ok ? read_file(path) : NULL;
    int same = got && !strcmp(got, tb);
    CHECK(same);
    if (!same) fprintf(stderr, "round %d:\n%s", round, d ? d : "(no diff)");
    free(got);
    free(d);
    free(ta);
    free(tb);
    for (int i = 0; i < na; i++) free(la[i]);
    for (int i = 0; i < nb; i++) free(lb[i]);
  }
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  if (system(cmd) != 0) fputs("test_diff: could not remove the temporary directory\n", stderr);
}

int main(void) {
  test_two_regions();
  test_random_apply();
  return check_summary();
}
