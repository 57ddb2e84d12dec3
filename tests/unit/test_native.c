/* test_native.c - suites on disk, gcc, and native test runs.
 *
 * Everything lives in one work directory from run_workdir: the suites,
 * the small programs (written here, compiled with run_compile) and their
 * binaries.  Each program misbehaves in one way, and run_test must name
 * it.  At the end no child may be left unreaped and no descriptor open. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* open_memstream */
#endif
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "files.h"
#include "native/run.h"
#include "native/sandbox.h"
#include "native/suite.h"

static int exists(const char *path) {
  struct stat st;
  return lstat(path, &st) == 0;
}

static int count_fds(void) {
  DIR *d = opendir("/proc/self/fd");
  if (!d) return -1;
  int n = 0;
  while (readdir(d)) n++;
  closedir(d);
  return n;
}

/* A process counts as gone once it no longer exists or is a zombie
 * waiting for init; SIGKILL takes a moment, so look for up to 2 s. */
static int gone(pid_t pid) {
  for (int i = 0; i < 200; i++) {
    char p[64], buf[256];
    snprintf(p, sizeof p, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(p, "r");
    if (!f) return 1;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    const char *rp = strrchr(buf, ')');
    if (rp && rp[1] == ' ' && (rp[2] == 'Z' || rp[2] == 'X')) return 1;
    nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
  }
  return 0;
}

static void wait_for(pid_t pid) {
  while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {
  }
}

static pid_t read_pid(const char *path) {
  FILE *f = fopen(path, "r");
  int pid = 0;
  if (f) {
    if (fscanf(f, "%d", &pid) != 1) pid = 0;
    fclose(f);
  }
  return (pid_t)pid;
}

/* ---- suites ---- */

static void test_suite(void) {
  char *dir = path_of("s1");
  CHECK(mkdir(dir, 0700) == 0);
  write_text("s1/t10.in", "ten\n");
  write_text("s1/t10.out", "TEN\n");
  write_text("s1/t2.in", "two\n");
  write_text("s1/t2.out", "TWO\n");
  write_text("s1/input-pos1", "p\n");
  write_text("s1/output-pos1", "P\n");
  write_text("s1/input-neg1", "n\n");
  write_text("s1/output-neg1", "N\n");
  write_text("s1/nul.in", "");
  write_bytes("s1/nul.out", "a\0b\n", 4);
  write_text("s1/README", "not a test\n");
  write_text("s1/notes.txt", "nor this\n");
  char *sub = path_of("s1/dir.in");   /* a directory is not an input */
  CHECK(mkdir(sub, 0700) == 0);
  free(sub);

  suite s;
  CHECK_EQ_INT(suite_load(dir, &s, stderr), 0);
  CHECK_EQ_INT(s.n, 5);
  if (s.n == 5) {
    CHECK_STR(s.t[0].name, "neg1");
    CHECK_STR(s.t[0].expect, "N\n");
    const suite_test *t = s.t + 1;   /* the others, in order */
    CHECK_STR(t[0].name, "nul");
    CHECK_STR(t[1].name, "pos1");
    CHECK_STR(t[2].name, "t2");
    CHECK_STR(t[3].name, "t10");
    CHECK_EQ_INT(t[0].expect_len, 4);
    CHECK(memcmp(t[0].expect, "a\0b\n", 5) == 0);   /* and the terminating NUL */
    char *p = path_of("s1/input-pos1");
    CHECK_STR(t[1].in_path, p);
    free(p);
    p = path_of("s1/t2.in");
    CHECK_STR(t[2].in_path, p);
    free(p);
    CHECK_STR(t[1].expect, "P\n");
    CHECK_STR(t[3].expect, "TEN\n");
    CHECK_EQ_INT(t[3].expect_len, 4);
  }
  suite_free(&s);
  CHECK_EQ_INT(s.n, 0);
  free(dir);
}

/* suite_load on dir must fail with a message containing want. */
static void expect_load_error(const char *dir, const char *want) {
  char *msg = NULL;
  size_t len = 0;
  FILE *diag = open_memstream(&msg, &len);
  suite s = {7, NULL, SUITE_EXACT, NULL};
  CHECK_EQ_INT(suite_load(dir, &s, diag), -1);
  fclose(diag);
  CHECK_EQ_INT(s.n, 0);
  CHECK(s.t == NULL);
  size_t n = strlen(dir) + strlen(want) + 16;
  char *full = malloc(n);
  snprintf(full, n, "%s: error: %s", dir, want);
  int found = msg && strstr(msg, full);
  CHECK(found);
  if (!found) fprintf(stderr, "  got: %s  want: %s\n", msg, full);
  free(full);
  free(msg);
}

static void test_suite_errors(void) {
  char *d = path_of("s2");
  mkdir(d, 0700);
  write_text("s2/a.in", "");
  write_text("s2/a.out", "");
  write_text("s2/b.in", "");
  expect_load_error(d, "b.in has no b.out");
  free(d);

  d = path_of("s3");
  mkdir(d, 0700);
  write_text("s3/c.out", "");
  expect_load_error(d, "c.out has no c.in");
  free(d);

  d = path_of("s4");
  mkdir(d, 0700);
  write_text("s4/output-pos3", "");
  expect_load_error(d, "output-pos3 has no input-pos3");
  free(d);

  d = path_of("s5");   /* only files of other names: no test */
  mkdir(d, 0700);
  write_text("s5/x.txt", "");
  expect_load_error(d, "no tests");
  free(d);

  d = path_of("s6");   /* two inputs for one test */
  mkdir(d, 0700);
  write_text("s6/pos1.in", "");
  write_text("s6/input-pos1", "");
  write_text("s6/output-pos1", "");
  expect_load_error(d, "pos1.in and input-pos1 name the same test");
  free(d);

  d = path_of("missing");
  expect_load_error(d, "cannot open");
  free(d);
}

/* ---- compiling ---- */

static const char *upper_c =
    "#include <ctype.h>\n#include <stdio.h>\n"
    "int main(void) {\n"
    "  for (int i = 0; i < 100000; i++) fputs(\"noise on stderr\\n\", stderr);\n"
    "  int c;\n"
    "  while ((c = getchar()) != EOF) putchar(toupper(c));\n"
    "  return 0;\n}\n";
static const char *nul_c =
    "#include <stdio.h>\nint main(void) { fwrite(\"a\\0b\\n\", 1, 4, stdout); return 0; }\n";
static const char *crash_c =
    "#include <signal.h>\n#include <stdio.h>\n"
    "int main(void) { puts(\"before\"); fflush(stdout); raise(SIGSEGV); return 0; }\n";
static const char *exit_c = "int main(void) { return EXITCODE; }\n";
static const char *loop_c = "int main(void) { for (;;) {} }\n";
static const char *big_c =
    "#include <stdio.h>\n#include <stdlib.h>\n"
    "int main(void) {\n"
    "  long n = atol(getenv(\"SIZE\"));\n"
    "  for (long i = 0; i < n; i++) putchar('x');\n"
    "  return 0;\n}\n";
static const char *env_c =
    "#include <stdio.h>\n#include <stdlib.h>\n"
    "int main(void) { const char *v = getenv(\"AMEND_T_VAR\");\n"
    "  printf(\"%s\\n\", v ? v : \"(unset)\"); return 0; }\n";
static const char *limit_c =
    "#include <stdio.h>\n#include <sys/resource.h>\n"
    "int main(void) { struct rlimit r; getrlimit(RLIMIT_CORE, &r);\n"
    "  printf(\"%lu\\n\", (unsigned long)r.rlim_cur); return 0; }\n";
/* leaves a child behind that holds stdout open: it must not delay the
 * verdict, and it must not survive the test */
static const char *forker_c =
    "#include <stdio.h>\n#include <stdlib.h>\n#include <unistd.h>\n"
    "int main(void) {\n"
    "  pid_t p = fork();\n"
    "  if (p == 0) { for (;;) pause(); }\n"
    "  FILE *f = fopen(getenv(\"PIDFILE\"), \"w\"); fprintf(f, \"%d\\n\", (int)p); fclose(f);\n"
    "  puts(\"ok\"); fflush(stdout);\n"
    "  if (getenv(\"HANG\")) for (;;) {}\n"
    "  return 0;\n}\n";

/* says who it is (PIDFILE, written whole by a rename), then spins */
static const char *spinner_c =
    "#include <stdio.h>\n#include <stdlib.h>\n#include <unistd.h>\n"
    "int main(void) {\n"
    "  char tmp[4096]; snprintf(tmp, sizeof tmp, \"%s.tmp\", getenv(\"PIDFILE\"));\n"
    "  FILE *f = fopen(tmp, \"w\"); fprintf(f, \"%d\\n\", (int)getpid()); fclose(f);\n"
    "  rename(tmp, getenv(\"PIDFILE\"));\n"
    "  for (;;) {}\n}\n";

/* Compile source text into work/name; the binary's path, malloc'd. */
static char *build(const char *name, const char *text, const char *define) {
  size_t n = strlen(name) + 3;
  char *src_name = malloc(n);
  snprintf(src_name, n, "%s.c", name);
  write_text(src_name, text);
  char *src = path_of(src_name);
  char *bin = path_of(name);
  const char *srcs[] = {src};
  const char *extra[] = {define};
  char *log = NULL;
  int rc = run_compile(srcs, 1, extra, define ? 1 : 0, bin, &log);
  CHECK_EQ_INT(rc, 0);
  if (rc) fprintf(stderr, "  compiling %s: %s\n", name, log ? log : "(no log)");
  CHECK(log == NULL);
  CHECK(access(bin, X_OK) == 0);
  free(log);
  free(src);
  free(src_name);
  return bin;
}

static void test_compile_error(void) {
  write_text("bad.c", "int main(void) { return undeclared_thing; }\n");
  char *src = path_of("bad.c"), *bin = path_of("bad");
  const char *srcs[] = {src};
  char *log = NULL;
  CHECK_EQ_INT(run_compile(srcs, 1, NULL, 0, bin, &log), -1);
  CHECK(log != NULL && strstr(log, "undeclared_thing") != NULL);
  CHECK(!exists(bin));
  free(log);
  CHECK_EQ_INT(run_compile(srcs, 1, NULL, 0, bin, NULL), -1);   /* no log wanted */
  free(src);
  free(bin);
}

/* ---- running ---- */

static suite_test make_test(const char *in_name, const char *expect, size_t len) {
  suite_test t;
  t.name = (char *)in_name;
  t.in_path = path_of(in_name);
  t.expect = (char *)expect;
  t.expect_len = len;
  return t;
}

/* Every run, in the sandbox mode selected; with pidfiles, the programs
 * that write their pid to a file of the work directory (read-only to
 * them under bwrap: test_sandbox covers what outlives a run there). */
static void test_runs(int pidfiles) {
  int fds_before = count_fds();
  write_text("hello.in", "hello\n");
  write_text("empty.in", "");

  char *upper = build("upper", upper_c, NULL);
  char *nulp = build("nulprog", nul_c, NULL);
  char *crash = build("crash", crash_c, NULL);
  char *exit3 = build("exit3", exit_c, "-DEXITCODE=3");
  char *loop = build("loop", loop_c, NULL);
  char *big = build("big", big_c, NULL);
  char *envp = build("envprog", env_c, NULL);
  char *limit = build("limit", limit_c, NULL);
  char *forker = build("forker", forker_c, NULL);
  run_result r;

  /* stdin comes from the .in file; stderr (1.6 MB of it) is discarded */
  suite_test t = make_test("hello.in", "HELLO\n", 6);
  CHECK_EQ_INT(run_test(upper, &t, 10, NULL, 0, &r), RUN_PASS);
  CHECK_EQ_INT(r.status, RUN_PASS);
  CHECK(r.secs >= 0);   /* and under the limit: RUN_PASS, not RUN_TIMEOUT */
  t.expect_len = 5;   /* a prefix of the output is not the output */
  CHECK_EQ_INT(run_test(upper, &t, 10, NULL, 0, &r), RUN_WRONG);
  t.expect = "HELLO\nX";
  t.expect_len = 7;   /* nor is the output a prefix of what is expected */
  CHECK_EQ_INT(run_test(upper, &t, 10, NULL, 0, &r), RUN_WRONG);
  t.expect = "hello\n";
  t.expect_len = 6;
  CHECK_EQ_INT(run_test(upper, &t, 10, NULL, 0, &r), RUN_WRONG);
  free(t.in_path);

  /* output with a NUL byte, against the loaded suite */
  char *dir = path_of("s1");
  suite s;
  CHECK_EQ_INT(suite_load(dir, &s, stderr), 0);
  if (s.n == 4) {
    CHECK_EQ_INT(run_test(nulp, &s.t[0], 10, NULL, 0, &r), RUN_PASS);
    CHECK_EQ_INT(run_test(upper, &s.t[2], 10, NULL, 0, &r), RUN_PASS);    /* two -> TWO */
    CHECK_EQ_INT(run_test(upper, &s.t[1], 10, NULL, 0, &r), RUN_PASS);    /* input-pos1 */
    CHECK_EQ_INT(run_test(nulp, &s.t[3], 10, NULL, 0, &r), RUN_WRONG);
  }
  /* "a\0b\n" against a test expecting "a" must not pass (no strcmp) */
  t = make_test("empty.in", "a", 1);
  CHECK_EQ_INT(run_test(nulp, &t, 10, NULL, 0, &r), RUN_WRONG);
  free(t.in_path);
  suite_free(&s);
  free(dir);

  t = make_test("empty.in", "before\n", 7);
  CHECK_EQ_INT(run_test(crash, &t, 10, NULL, 0, &r), RUN_CRASH);
  CHECK_EQ_INT(r.code, SIGSEGV);
  CHECK_EQ_INT(run_test(exit3, &t, 10, NULL, 0, &r), RUN_EXIT);
  CHECK_EQ_INT(r.code, 3);

  CHECK_EQ_INT(run_test(loop, &t, 0.3, NULL, 0, &r), RUN_TIMEOUT);
  CHECK(r.secs >= 0.29);   /* killed at the limit, never before it */

  /* output limit: exactly RUN_MAX_OUTPUT bytes can pass, one more cannot */
  char *xs = malloc(RUN_MAX_OUTPUT + 2);
  memset(xs, 'x', RUN_MAX_OUTPUT + 1);
  xs[RUN_MAX_OUTPUT + 1] = '\0';
  char size_max[32], size_over[32];
  snprintf(size_max, sizeof size_max, "SIZE=%u", RUN_MAX_OUTPUT);
  snprintf(size_over, sizeof size_over, "SIZE=%u", RUN_MAX_OUTPUT + 1);
  const char *env_max[] = {size_max}, *env_over[] = {size_over}, *env_huge[] = {"SIZE=100000000000"};
  t.expect = xs;
  t.expect_len = RUN_MAX_OUTPUT;
  CHECK_EQ_INT(run_test(big, &t, 10, env_max, 1, &r), RUN_PASS);
  t.expect_len = RUN_MAX_OUTPUT + 1;
  CHECK_EQ_INT(run_test(big, &t, 10, env_over, 1, &r), RUN_WRONG);
  /* endless output stops at the output limit: RUN_WRONG, not RUN_TIMEOUT */
  CHECK_EQ_INT(run_test(big, &t, 20, env_huge, 1, &r), RUN_WRONG);
  free(xs);

  /* env entries are added to, and override, the inherited environment */
  setenv("AMEND_T_VAR", "inherited", 1);
  const char *env1[] = {"AMEND_T_OTHER=1", "AMEND_T_VAR=passed"};
  t.expect = "passed\n";
  t.expect_len = 7;
  CHECK_EQ_INT(run_test(envp, &t, 10, env1, 2, &r), RUN_PASS);
  t.expect = "inherited\n";
  t.expect_len = 10;
  CHECK_EQ_INT(run_test(envp, &t, 10, NULL, 0, &r), RUN_PASS);
  unsetenv("AMEND_T_VAR");
  t.expect = "(unset)\n";
  t.expect_len = 8;
  CHECK_EQ_INT(run_test(envp, &t, 10, NULL, 0, &r), RUN_PASS);

  /* no core files, even when the parent would allow them */
  struct rlimit core, raised;
  int have = getrlimit(RLIMIT_CORE, &core) == 0;
  raised = core;
  raised.rlim_cur = core.rlim_max;
  if (have) setrlimit(RLIMIT_CORE, &raised);
  t.expect = "0\n";
  t.expect_len = 2;
  CHECK_EQ_INT(run_test(limit, &t, 10, NULL, 0, &r), RUN_PASS);
  if (have) setrlimit(RLIMIT_CORE, &core);

  /* a grandchild holding stdout: the verdict comes when the child exits,
   * and the grandchild is killed with the group */
  if (pidfiles) {
    char *pidfile = path_of("forker.pid");
    size_t n = strlen(pidfile) + 16;
    char *pidenv = malloc(n);
    snprintf(pidenv, n, "PIDFILE=%s", pidfile);
    const char *fenv[] = {pidenv, "HANG=1"};
    t.expect = "ok\n";
    t.expect_len = 3;
    /* RUN_PASS, not RUN_TIMEOUT: the verdict did not wait for the grandchild */
    CHECK_EQ_INT(run_test(forker, &t, 5, fenv, 1, &r), RUN_PASS);
    pid_t g = read_pid(pidfile);
    CHECK(g > 0 && gone(g));
    unlink(pidfile);
    CHECK_EQ_INT(run_test(forker, &t, 0.3, fenv, 2, &r), RUN_TIMEOUT);
    g = read_pid(pidfile);
    CHECK(g > 0 && gone(g));
    free(pidenv);
    free(pidfile);

    /* amend killed from outside (a batch runner's SIGKILL) takes its test
     * run with it: the run has a process group of its own, so nobody else
     * would end a program that spins forever */
    char *spinner = build("spinner", spinner_c, NULL);
    pidfile = path_of("spinner.pid");
    n = strlen(pidfile) + 16;
    pidenv = malloc(n);
    snprintf(pidenv, n, "PIDFILE=%s", pidfile);
    const char *senv[] = {pidenv};
    fflush(NULL);
    pid_t runner = fork();
    if (runner == 0) {
      run_test(spinner, &t, 3600, senv, 1, &r);
      _exit(0);
    }
    pid_t spin = 0;
    for (int i = 0; i < 6000 && spin <= 0; i++) {   /* up to a minute: a hang, not a slow machine */
      spin = read_pid(pidfile);
      if (spin <= 0) nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
    }
    CHECK(spin > 0);
    kill(runner, SIGKILL);
    wait_for(runner);
    int dead = 0;
    for (int i = 0; i < 10 && spin > 0 && !dead; i++) dead = gone(spin);
    CHECK(dead);
    if (spin > 0 && !dead) kill(spin, SIGKILL);
    /* orphaned by the runner's death, it came to us, the subreaper of rlimits */
    if (spin > 0) waitpid(spin, NULL, 0);
    free(pidenv);
    free(pidfile);
    free(spinner);
  }

  /* cannot start */
  char *nobin = path_of("no-such-binary");
  CHECK_EQ_INT(run_test(nobin, &t, 10, NULL, 0, &r), RUN_ERROR);
  CHECK_EQ_INT(r.code, ENOENT);
  free(nobin);
  free(t.in_path);
  t = make_test("no-such.in", "", 0);
  CHECK_EQ_INT(run_test(upper, &t, 10, NULL, 0, &r), RUN_ERROR);
  free(t.in_path);

  /* every child reaped, every descriptor closed */
  errno = 0;
  CHECK(waitpid(-1, NULL, WNOHANG) == -1 && errno == ECHILD);

  CHECK_EQ_INT(count_fds(), fds_before);

  free(upper);
  free(nulp);
  free(crash);
  free(exit3);
  free(loop);
  free(big);
  free(envp);
  free(limit);
  free(forker);
}

static void test_names(void) {
  CHECK_STR(run_status_name(RUN_PASS), "pass");
  CHECK_STR(run_status_name(RUN_WRONG), "wrong-output");
  CHECK_STR(run_status_name(RUN_EXIT), "exit");
  CHECK_STR(run_status_name(RUN_CRASH), "crash");
  CHECK_STR(run_status_name(RUN_TIMEOUT), "timeout");
  CHECK_STR(run_status_name(RUN_ERROR), "error");
}

/* rmtree removes the tree, even an unreadable part, but never follows a
 * symlink out of it */
static void test_rmtree(void) {
  char *outside = run_workdir();
  CHECK(outside != NULL);
  if (!outside) return;
  size_t n = strlen(outside) + 16;
  char *keep = malloc(n);
  snprintf(keep, n, "%s/keep", outside);
  FILE *f = fopen(keep, "w");
  if (f) fclose(f);

  char *a = path_of("tree"), *b = path_of("tree/b"), *c = path_of("tree/b/c");
  char *l1 = path_of("tree/b/link-dir"), *l2 = path_of("tree/link-file");
  char *locked = path_of("tree/locked");
  CHECK(mkdir(a, 0700) == 0 && mkdir(b, 0700) == 0 && mkdir(c, 0700) == 0);
  write_text("tree/b/c/f", "x");
  CHECK(symlink(outside, l1) == 0);
  CHECK(symlink(keep, l2) == 0);
  CHECK(mkdir(locked, 0700) == 0);
  write_text("tree/locked/g", "y");
  chmod(locked, 0);
  run_rmtree(a);
  CHECK(!exists(a));
  CHECK(exists(keep));
  run_rmtree(outside);
  CHECK(!exists(outside));
  free(a);
  free(b);
  free(c);
  free(l1);
  free(l2);
  free(locked);
  free(keep);
  free(outside);
}

int main(void) {
  /* run_workdir honours TMPDIR */
  char *base = run_workdir();
  CHECK(base != NULL);
  if (!base) return check_summary();
  const char *old = getenv("TMPDIR");
  char *saved = old ? strdup(old) : NULL;
  setenv("TMPDIR", base, 1);
  work = run_workdir();
  if (saved) setenv("TMPDIR", saved, 1); else unsetenv("TMPDIR");
  free(saved);
  CHECK(work != NULL);
  if (!work) return check_summary();
  CHECK(strncmp(work, base, strlen(base)) == 0 && strncmp(work + strlen(base), "/amend-", 7) == 0);
  struct stat st;
  CHECK(stat(work, &st) == 0 && S_ISDIR(st.st_mode) && (st.st_mode & 0777) == 0700);

  test_suite();
  test_suite_errors();
  test_compile_error();
  /* bwrap first: rlimits makes this process a subreaper for good */
  char why[256];
  if (sandbox_select(SANDBOX_BWRAP, why, sizeof why) == 0) test_runs(0);
  else printf("bwrap: %s: runs under bwrap not tested\n", why);
  CHECK_EQ_INT(sandbox_select(SANDBOX_RLIMITS, why, sizeof why), 0);
  test_runs(1);
  sandbox_select(SANDBOX_AUTO, why, sizeof why);
  test_names();
  test_rmtree();

  run_rmtree(base);
  CHECK(!exists(work));
  CHECK(!exists(base));
  free(work);
  free(base);
  return check_summary();
}
