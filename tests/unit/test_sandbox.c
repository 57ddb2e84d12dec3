/* test_sandbox.c - what the sandbox of native runs holds, in each mode.
 *
 * In both modes: a run starts in an empty directory of its own (its
 * TMPDIR too), emptied afterwards; its limits are those of sandbox.h; a write
 * past the file-size limit ends it (SIGXFSZ) and is counted; processes it
 * starts that leave its session do not outlive it.  Under bwrap also: a
 * file outside its directory can be neither written nor removed, and a
 * listening socket of the host cannot be reached.  Under rlimits those
 * two succeed, which is what that mode says of itself.  bwrap is tested
 * twice: with zygote.h's server, whose runs share one PID namespace and
 * which a run that kills it costs only that run, and with a bwrap per
 * run, whose runs each have their own. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <arpa/inet.h>
#include <dirent.h>
#include <errno.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "files.h"
#include "native/run.h"
#include "native/sandbox.h"
#include "native/zygote.h"
#include "util/file.h"

/* where it runs and under which limits; it writes a file where it is */
static const char *where_c =
    "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <unistd.h>\n"
    "#include <dirent.h>\n#include <sys/resource.h>\n"
    "static long lim(int r) { struct rlimit l; getrlimit(r, &l);\n"
    "  return l.rlim_cur == RLIM_INFINITY ? -1 : (long)l.rlim_cur; }\n"
    "int main(void) {\n"
    "  char cwd[4096]; if (!getcwd(cwd, sizeof cwd)) return 2;\n"
    "  int n = 0; DIR *d = opendir(\".\"); struct dirent *e;\n"
    "  while ((e = readdir(d))) n += e->d_name[0] != '.';\n"
    "  closedir(d);\n"
    "  FILE *f = fopen(\"mine\", \"w\"); int wrote = f && fputs(\"x\", f) >= 0 && fclose(f) == 0;\n"
    "  const char *t = getenv(\"TMPDIR\");\n"
    "  printf(\"%s %d %d %d %ld %ld %ld %ld %ld\\n\", cwd, n, wrote, t && !strcmp(t, cwd),\n"
    "         lim(RLIMIT_CPU), lim(RLIMIT_AS), lim(RLIMIT_FSIZE), lim(RLIMIT_NOFILE), lim(RLIMIT_CORE));\n"
    "  return 0;\n}\n";

/* 100 MB into a file of its directory */
static const char *writer_c =
    "#include <stdio.h>\n#include <string.h>\n"
    "int main(void) { static char mb[1 << 20]; memset(mb, 'x', sizeof mb);\n"
    "  FILE *f = fopen(\"big\", \"w\"); if (!f) return 3;\n"
    "  for (int i = 0; i < 100; i++) fwrite(mb, 1, sizeof mb, f);\n"
    "  fclose(f); puts(\"done\"); return 0; }\n";

/* a file outside: create one, remove another */
static const char *outside_c =
    "#include <stdio.h>\n#include <stdlib.h>\n"
    "int main(void) { FILE *f = fopen(getenv(\"CREATE\"), \"w\");\n"
    "  printf(\"create:%s \", f ? \"ok\" : \"denied\"); if (f) fclose(f);\n"
    "  printf(\"remove:%s\\n\", remove(getenv(\"VICTIM\")) == 0 ? \"ok\" : \"denied\");\n"
    "  return 0; }\n";

/* a TCP connection to the host's loopback, port $PORT */
static const char *net_c =
    "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <unistd.h>\n"
    "#include <arpa/inet.h>\n#include <netinet/in.h>\n#include <sys/socket.h>\n"
    "int main(void) { int s = socket(AF_INET, SOCK_STREAM, 0);\n"
    "  struct sockaddr_in a; memset(&a, 0, sizeof a); a.sin_family = AF_INET;\n"
    "  a.sin_port = htons((unsigned short)atoi(getenv(\"PORT\"))); a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);\n"
    "  puts(s >= 0 && connect(s, (struct sockaddr *)&a, sizeof a) == 0 ? \"connected\" : \"refused\");\n"
    "  return 0; }\n";

/* three children leave its session and sleep as $MARK; it returns once
 * all of them have exec'd (the close-on-exec pipe reads end of file) */
static const char *escaper_c =
    "#define _GNU_SOURCE\n#include <fcntl.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <unistd.h>\n"
    "int main(void) { int p[2]; if (pipe2(p, O_CLOEXEC)) return 2;\n"
    "  for (int i = 0; i < 3; i++) if (fork() == 0) { setsid();\n"
    "    execl(\"/bin/sleep\", getenv(\"MARK\"), \"600\", (char *)0); _exit(1); }\n"
    "  close(p[1]); char c; while (read(p[0], &c, 1) > 0) {}\n"
    "  puts(\"ok\"); return 0; }\n";

/* its PID namespace; with $KILLALL set, first SIGKILL to every process
 * it may signal (its sandbox's, under bwrap) */
static const char *ns_c =
    "#include <signal.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <unistd.h>\n"
    "int main(void) { char ns[256]; ssize_t n = readlink(\"/proc/self/ns/pid\", ns, sizeof ns - 1);\n"
    "  if (n <= 0) return 2; ns[n] = 0;\n"
    "  if (getenv(\"KILLALL\")) { kill(-1, SIGKILL); sleep(1); }\n"
    "  puts(ns); return 0; }\n";

static char *build(const char *name, const char *text) {
  char src_name[64];
  snprintf(src_name, sizeof src_name, "%s.c", name);
  char *src = written_text(src_name, text);
  char *bin = path_of(name);
  const char *srcs[] = {src};
  char *log = NULL;
  int rc = run_compile(srcs, 1, NULL, 0, bin, &log);
  CHECK_EQ_INT(rc, 0);
  if (rc) fprintf(stderr, "%s\n", log ? log : "");
  free(log);
  free(src);
  return bin;
}

/* Processes whose argv[0] is mark. */
static int count_marked(const char *mark) {
  DIR *d = opendir("/proc");
  int n = 0;
  struct dirent *e;
  while (d && (e = readdir(d))) {
    if (e->d_name[0] < '1' || e->d_name[0] > '9') continue;
    char p[300], buf[256];
    snprintf(p, sizeof p, "/proc/%s/cmdline", e->d_name);
    FILE *f = fopen(p, "r");
    if (!f) continue;
    size_t k = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[k] = '\0';
    n += !strcmp(buf, mark);
  }
  if (d) closedir(d);
  return n;
}

/* The output of bin (run_capture), malloc'd, or NULL. */
static char *output(const char *bin, const char *const *env, int nenv, run_status *st, run_result *r) {
  char *in = path_of("empty.in"), *out = path_of("out.txt");
  *st = run_capture(bin, in, out, 20, env, nenv, r);
  size_t n = 0;
  char *text = file_read(out, &n);
  free(in);
  free(out);
  return text;
}

static void test_mode(int bwrap, int zygote) {
  printf("mode %s\n", !bwrap ? "rlimits" : zygote ? "bwrap, one server" : "bwrap per run");
  write_text("empty.in", "");
  run_status st;
  run_result r;
  sandbox_stops before, after;

  /* a fresh directory, TMPDIR, the limits; the directory is gone after */
  char *where = build("where", where_c);
  char *text = output(where, NULL, 0, &st, &r);
  CHECK_EQ_INT(st, RUN_PASS);
  char cwd[4096] = "";
  int nfiles = -1, wrote = 0, same_tmp = 0;
  long cpu = 0, as = 0, fsize = 0, nofile = 0, core = -2;
  CHECK(text && sscanf(text, "%4095s %d %d %d %ld %ld %ld %ld %ld", cwd, &nfiles, &wrote, &same_tmp, &cpu, &as,
                       &fsize, &nofile, &core) == 9);
  CHECK(strstr(cwd, "/amend-run-") != NULL);
  CHECK_EQ_INT(nfiles, 0);
  CHECK_EQ_INT(wrote, 1);
  CHECK_EQ_INT(same_tmp, 1);
  CHECK_EQ_INT(cpu, 20 + 2);
  CHECK_EQ_INT(as, (long)SANDBOX_AS_MB << 20);
  CHECK_EQ_INT(fsize, (long)SANDBOX_FSIZE_MB << 20);
  CHECK_EQ_INT(nofile, SANDBOX_NOFILE);
  CHECK_EQ_INT(core, 0);
  /* emptied after the run: the next one starts with nothing */
  char mine[4200];
  snprintf(mine, sizeof mine, "%s/mine", cwd);
  CHECK(cwd[0] && access(cwd, F_OK) == 0 && access(mine, F_OK) != 0);
  free(text);
  CHECK_STR(sandbox_used(), bwrap ? "bwrap" : "rlimits");
  CHECK(sandbox_describe() && !strncmp(sandbox_describe(), bwrap ? "bwrap (" : "rlimits (", bwrap ? 7 : 9));

  /* 100 MB stop at the file-size limit */
  char *writer = build("writer", writer_c);
  sandbox_stops_get(&before);
  free(output(writer, NULL, 0, &st, &r));
  sandbox_stops_get(&after);
  CHECK_EQ_INT(st, RUN_CRASH);
  CHECK_EQ_INT(r.code, SIGXFSZ);
  CHECK_EQ_INT(after.file_size, before.file_size + 1);
  CHECK_EQ_INT(after.runs, before.runs + 1);

  /* the CPU-time cap (not under bwrap per run, whose fork leaves the
   * timer behind): a loop ends there as at its time limit, counted as a
   * CPU stop, not a time one; a short run is untouched.  The time limit
   * is 20 s, which 0.05 s of CPU time comes well before on any machine. */
  if (!bwrap || zygote) {
    char *spin = build("spin", "int main(void) { for (volatile unsigned long i = 0;; i++) {} }\n");
    sandbox_cpu_cap(0.05);
    sandbox_stops_get(&before);
    run_time t0, t1, t2;
    run_time_get(&t0);
    free(output(spin, NULL, 0, &st, &r));
    run_time_get(&t1);
    sandbox_stops_get(&after);
    CHECK_EQ_INT(st, RUN_TIMEOUT);
    CHECK_EQ_INT(after.cpu, before.cpu + 1);
    CHECK_EQ_INT(after.time, before.time);
    /* the stopped run's time is counted as time a limit stopped */
    CHECK(t1.stopped_s - t0.stopped_s > 0 && t1.stopped_s - t0.stopped_s <= t1.run_s - t0.run_s);
    text = output(where, NULL, 0, &st, &r);
    run_time_get(&t2);
    CHECK(t2.stopped_s == t1.stopped_s);  /* a run that ends by itself is not */
    CHECK_EQ_INT(st, RUN_PASS);
    free(text);
    sandbox_cpu_cap(0);
    free(spin);
  }

  /* files outside its directory */
  char *victim = written_text("victim.txt", "keep me\n");
  char *create = path_of("created.txt");
  char *cenv = NULL, *venv = NULL;
  CHECK(asprintf(&cenv, "CREATE=%s", create) > 0 && asprintf(&venv, "VICTIM=%s", victim) > 0);
  const char *oenv[] = {cenv, venv};
  char *outside = build("outside", outside_c);
  text = output(outside, oenv, 2, &st, &r);
  CHECK_EQ_INT(st, RUN_PASS);
  CHECK_STR(text ? text : "", bwrap ? "create:denied remove:denied\n" : "create:ok remove:ok\n");
  CHECK_EQ_INT(access(victim, F_OK) == 0, bwrap);
  free(text);
  remove(create);
  write_text("victim.txt", "keep me\n");
  free(cenv), free(venv), free(victim), free(create);

  /* the host's loopback */
  int ls = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
  socklen_t alen = sizeof a;
  CHECK(ls >= 0 && bind(ls, (struct sockaddr *)&a, sizeof a) == 0 && listen(ls, 4) == 0 &&
        getsockname(ls, (struct sockaddr *)&a, &alen) == 0);
  char port[32];
  snprintf(port, sizeof port, "PORT=%d", ntohs(a.sin_port));
  const char *nenv[] = {port};
  char *net = build("net", net_c);
  text = output(net, nenv, 1, &st, &r);
  CHECK_EQ_INT(st, RUN_PASS);
  CHECK_STR(text ? text : "", bwrap ? "refused\n" : "connected\n");
  free(text);
  close(ls);

  /* children that left its session die with the run */
  char mark[64], menv[96];
  snprintf(mark, sizeof mark, "amend-test-sleeper-%d", (int)getpid());
  snprintf(menv, sizeof menv, "MARK=%s", mark);
  const char *eenv[] = {menv};
  char *escaper = build("escaper", escaper_c);
  sandbox_stops_get(&before);
  text = output(escaper, eenv, 1, &st, &r);
  sandbox_stops_get(&after);
  CHECK_EQ_INT(st, RUN_PASS);
  int left = count_marked(mark);
  for (int i = 0; i < 200 && left > 0; i++) {   /* SIGKILL takes a moment */
    nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
    left = count_marked(mark);
  }
  CHECK_EQ_INT(left, 0);
  /* rlimits counts what it killed; bwrap's PID namespace does it unseen */
  if (!bwrap) CHECK_EQ_INT(after.orphans, before.orphans + 3);
  free(text);

  /* the server: one PID namespace for all runs; a run that kills it
   * ends as killed, and the next run has a new one */
  if (bwrap) {
    char *ns = build("ns", ns_c), *first = output(ns, NULL, 0, &st, &r);
    CHECK_EQ_INT(st, RUN_PASS);
    text = output(ns, NULL, 0, &st, &r);
    CHECK_EQ_INT(st, RUN_PASS);
    CHECK(first && text && !strncmp(first, "pid:[", 5));
    CHECK_EQ_INT(first && text && !strcmp(first, text), zygote);
    free(text);
    const char *kenv[] = {"KILLALL=1"};
    text = output(ns, kenv, 1, &st, &r);
    if (zygote) {
      CHECK_EQ_INT(st, RUN_CRASH);
      CHECK_EQ_INT(r.code, SIGKILL);
    } else {
      CHECK_EQ_INT(st, RUN_PASS);   /* nothing else was there to kill */
    }
    free(text);
    text = output(ns, NULL, 0, &st, &r);
    CHECK_EQ_INT(st, RUN_PASS);
    CHECK(first && text && strcmp(first, text) != 0);
    free(text), free(first), free(ns);
  }

  /* nothing of ours left to reap, once the server is stopped */
  zygote_use_self(0);
  errno = 0;
  CHECK(waitpid(-1, NULL, WNOHANG) == -1 && errno == ECHILD);
  free(where), free(writer), free(outside), free(net), free(escaper);
}

int main(int argc, char **argv) {
  if (argc >= 2 && !strcmp(argv[1], ZYGOTE_ARG)) return zygote_main(argc, argv);
  work = run_workdir();
  CHECK(work != NULL);
  if (!work) return check_summary();
  char why[256];
  CHECK(sandbox_used() == NULL);   /* nothing ran yet */
  /* bwrap first: rlimits makes this process a subreaper for good */
  if (sandbox_select(SANDBOX_BWRAP, why, sizeof why) == 0) {
    zygote_use_self(1);
    test_mode(1, 1);
    test_mode(1, 0);   /* test_mode turned the server off */
  } else {
    printf("bwrap: %s: not tested\n", why);
  }
  CHECK_EQ_INT(sandbox_select(SANDBOX_RLIMITS, why, sizeof why), 0);
  test_mode(0, 0);
  run_rmtree(work);
  free(work);
  return check_summary();
}
