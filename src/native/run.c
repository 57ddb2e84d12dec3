/* run.c - gcc and test runs in child processes.
 *
 * Children are started with fork and execve.  Everything the child needs
 * (its file descriptors, its environment) is prepared in the parent, so
 * that between fork and exec the child only makes system calls: amend may
 * have threads, and after fork only async-signal-safe calls are allowed.
 * The parent never writes to a pipe (a test's stdin is its .in file), so
 * it cannot receive SIGPIPE and leaves that disposition alone. */
#define _GNU_SOURCE
#include "native/run.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "native/judge.h"
#include "native/sandbox.h"
#include "native/zygote.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/deadline.h"
#include "util/proc.h"

extern char **environ;

/* ---- work directories ---- */

char *run_workdir(void) {
  const char *tmp = getenv("TMPDIR");
  if (!tmp || !*tmp) tmp = "/tmp";
  size_t n = strlen(tmp) + sizeof "/amend-XXXXXX";
  char *path = xmalloc(n);
  snprintf(path, n, "%s/amend-XXXXXX", tmp);
  if (!mkdtemp(path)) {
    free(path);
    return NULL;
  }
  return path;
}

/* Remove name inside the directory open as at.  The *at calls work
 * relative to the open directory, so neither a symlink swapped in for a
 * directory nor a deep tree (long paths) can lead outside the tree. */
static void rm_at(int at, const char *name) {
  struct stat st;
  if (fstatat(at, name, &st, AT_SYMLINK_NOFOLLOW) != 0) return;
  if (!S_ISDIR(st.st_mode)) {
    unlinkat(at, name, 0);
    return;
  }
  int fd = openat(at, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0 && errno == EACCES) {
    /* a directory made unreadable by a test: we own it, so take it back */
    fchmodat(at, name, 0700, 0);
    fd = openat(at, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  }
  if (fd >= 0) {
    DIR *d = fdopendir(fd);
    if (!d) {
      close(fd);
    } else {
      struct dirent *de;
      while ((de = readdir(d)) != NULL) {
        const char *e = de->d_name;
        if (e[0] == '.' && (e[1] == '\0' || (e[1] == '.' && e[2] == '\0'))) continue;
        rm_at(dirfd(d), e);
      }
      closedir(d);
    }
  }
  unlinkat(at, name, AT_REMOVEDIR);
}

void run_rmtree(const char *dir) {
  if (dir && *dir) rm_at(AT_FDCWD, dir);
}

/* ---- child-process plumbing ---- */

/* Move fd to 3 or above (close-on-exec), so that the child's dup2 onto
 * 0, 1 and 2 cannot overwrite a descriptor it still has to copy; this
 * matters only when amend itself runs with a standard stream closed. */
static int high_fd(int fd) {
  if (fd < 0 || fd > 2) return fd;
  int h = fcntl(fd, F_DUPFD_CLOEXEC, 3);
  close(fd);
  return h;
}

static int cloexec_pipe(int p[2]) {
  if (pipe2(p, O_CLOEXEC) != 0) return -1;
  p[0] = high_fd(p[0]);
  p[1] = high_fd(p[1]);
  if (p[0] < 0 || p[1] < 0) {
    if (p[0] >= 0) close(p[0]);
    if (p[1] >= 0) close(p[1]);
    return -1;
  }
  return 0;
}

static void close_fd(int *fd) {
  if (*fd >= 0) close(*fd);
  *fd = -1;
}

static void close_others(int keep) { proc_close_fds(keep, -1); }

/* In the child: an ignored SIGPIPE and a blocked signal mask would
 * survive exec; the program should start as it would from a shell.  The
 * child also dies with amend: it sits in a process group of its own, so
 * when amend is killed (SIGKILL from a batch runner or a test's time-out)
 * nobody else would end a test run that loops forever. */
static void reset_signals(pid_t parent) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) _exit(127);  /* amend died before prctl */
  struct sigaction dfl;
  memset(&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  sigaction(SIGPIPE, &dfl, NULL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
}

static void child_fail(int errfd, int err) {
  while (write(errfd, &err, sizeof err) < 0 && errno == EINTR) {
  }
  _exit(127);
}

static pid_t wait_child(pid_t pid, int *status) {
  pid_t r;
  while ((r = waitpid(pid, status, 0)) < 0 && errno == EINTR) {
  }
  return r;
}

/* Read the errno a child reports when it could not exec: 0 when the
 * pipe closed empty, i.e. the exec succeeded. */
static int read_exec_error(int fd) {
  int err = 0;
  ssize_t n;
  while ((n = read(fd, &err, sizeof err)) < 0 && errno == EINTR) {
  }
  return n == (ssize_t)sizeof err ? (err ? err : EINVAL) : 0;
}

/* where this process's time went, natively */
static run_time spent;

void run_time_get(run_time *t) { *t = spent; }

/* ---- compiling ---- */

static void kill_group(void *pid) { kill(-*(pid_t *)pid, SIGKILL); }

int run_compile(const char *const *srcs, int nsrcs, const char *const *extra, int nextra,
                const char *out, char **log) {
  return run_compile_cc("gcc", srcs, nsrcs, extra, nextra, out, log);
}

/* Runs cc's argv (NULL-terminated) in a process group of its own, its
 * output kept (at most RUN_MAX_OUTPUT bytes).  Returns 0 when it exits
 * 0; *log gets the output when want_log is 2, or 1 and it failed. */
static int spawn_cc(const char **argv, char **log, int want_log) {
  if (log) *log = NULL;
  double t0 = clock_now();
  int p[2] = {-1, -1};
  int nul = high_fd(open("/dev/null", O_RDONLY | O_CLOEXEC));
  pid_t pid = -1;
  pid_t parent = getpid();
  if (nul >= 0 && cloexec_pipe(p) == 0) pid = fork();
  if (pid == 0) {
    setpgid(0, 0);  /* its own group: the deadline kills cc1, as and ld too */
    if (dup2(nul, 0) < 0 || dup2(p[1], 1) < 0 || dup2(p[1], 2) < 0) _exit(127);
    close_others(-1);
    reset_signals(parent);
    execvp(argv[0], (char *const *)argv);
    /* the pipe is stdout now: say why, so the log is not empty */
    const char msg[] = "amend: cannot run the C compiler\n";
    while (write(2, msg, sizeof msg - 1) < 0 && errno == EINTR) {
    }
    _exit(127);
  }
  close_fd(&nul);
  close_fd(&p[1]);
  if (pid > 0) {
    setpgid(pid, pid);  /* before the hook can fire, whoever runs first */
    deadline_hook_add(kill_group, &pid);
  }
  if (pid < 0) {
    close_fd(&p[0]);
    if (log && want_log) {
      const char msg[] = "amend: cannot start the C compiler\n";
      *log = memcpy(xmalloc(sizeof msg), msg, sizeof msg);
    }
    return -1;
  }

  /* keep at most RUN_MAX_OUTPUT bytes of the log, but read to the end so
   * gcc never blocks on a full pipe */
  size_t n = 0, cap = 4096;
  char *buf = xmalloc(cap + 1);
  char chunk[4096];
  for (;;) {
    ssize_t got = read(p[0], chunk, sizeof chunk);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    size_t take = (size_t)got;
    if (take > RUN_MAX_OUTPUT - n) take = RUN_MAX_OUTPUT - n;
    if (n + take > cap) {
      while (n + take > cap) cap *= 2;
      buf = xrealloc(buf, cap + 1);
    }
    memcpy(buf + n, chunk, take);
    n += take;
  }
  buf[n] = '\0';
  close_fd(&p[0]);
  int st = 0;
  int ok = wait_child(pid, &st) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0;
  deadline_hook_remove(kill_group, &pid);
  spent.compiles++;
  spent.compile_s += clock_now() - t0;
  if (log && (want_log == 2 || (!ok && want_log)))
    *log = buf;
  else
    free(buf);
  return ok ? 0 : -1;
}

int run_compile_cc(const char *cc, const char *const *srcs, int nsrcs, const char *const *extra, int nextra,
                   const char *out, char **log) {
  int argc = 0;
  const char **argv = xmalloc(sizeof *argv * (size_t)(nsrcs + nextra + 8));
  argv[argc++] = cc;
  argv[argc++] = "-std=gnu11";
  argv[argc++] = "-O0";
  argv[argc++] = "-w";
  for (int i = 0; i < nextra; i++) argv[argc++] = extra[i];
  for (int i = 0; i < nsrcs; i++) argv[argc++] = srcs[i];
  argv[argc++] = "-o";
  argv[argc++] = out;
  /* the math library, as a user's `gcc prog.c -lm`: after the sources,
   * where the linker looks for what they left undefined */
  argv[argc++] = "-lm";
  argv[argc] = NULL;
  int r = spawn_cc(argv, log, 1);
  free(argv);
  return r;
}

int run_diagnose(const char *src, const char *const *extra, int nextra, char **log) {
  int argc = 0;
  const char **argv = xmalloc(sizeof *argv * (size_t)(nextra + 8));
  argv[argc++] = "gcc";
  argv[argc++] = "-std=gnu11";
  argv[argc++] = "-O0";
  argv[argc++] = "-c";
  for (int i = 0; i < nextra; i++) argv[argc++] = extra[i];
  argv[argc++] = src;
  argv[argc++] = "-o";
  argv[argc++] = "/dev/null";
  argv[argc] = NULL;
  int r = spawn_cc(argv, log, 2);
  free(argv);
  return r;
}

/* ---- running a test ---- */

/* environ with the NAME=VALUE strings of env added; an entry of env
 * replaces an inherited one of the same NAME.  Only the array is new. */
static char **make_env(const char *const *env, int nenv) {
  int n = 0;
  while (environ && environ[n]) n++;
  char **e = xmalloc(sizeof *e * (size_t)(n + nenv + 1));
  int k = 0;
  for (int i = 0; i < n; i++) {
    const char *v = environ[i];
    size_t len = strcspn(v, "=");
    int replaced = 0;
    for (int j = 0; j < nenv && !replaced; j++)
      replaced = strncmp(env[j], v, len) == 0 && (env[j][len] == '=' || env[j][len] == '\0');
    if (!replaced) e[k++] = environ[i];
  }
  for (int j = 0; j < nenv; j++) e[k++] = (char *)env[j];
  e[k] = NULL;
  return e;
}

/* Has pid exited?  The child is left a zombie (WNOWAIT), so its pid and
 * process group stay reserved until we have killed the group. */
static int has_exited(pid_t pid) {
  siginfo_t si;
  memset(&si, 0, sizeof si);
  int r;
  while ((r = waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT)) < 0 && errno == EINTR) {
  }
  return r == 0 && si.si_pid == pid;
}

/* Streams the child's stdout against the expected bytes (after the
 * canonical form of judge.h under SUITE_SPACE, _TOKENS, _NUMBERS); nothing is kept, so a test
 * costs no memory however much it prints.  Under SUITE_ORACLE the output
 * goes to a file instead, for the checker to read. */
typedef struct matcher {
  const suite_test *t;
  suite_judge judge;
  size_t seen;         /* bytes compared so far */
  size_t raw;          /* bytes the program printed */
  int differs;
  int stop;            /* end the run once its output differs */
  judge_ws ws;
  int fd;              /* SUITE_ORACLE: the file of the actual output */
  int write_failed;
} matcher;

static void compare(void *ctx, const char *buf, size_t n) {
  matcher *m = ctx;
  if (!m->differs) {
    if (m->seen + n > m->t->expect_len || memcmp(m->t->expect + m->seen, buf, n) != 0)
      m->differs = 1;
  }
  m->seen += n;
}

static void match(matcher *m, const char *buf, size_t n) {
  m->raw += n;
  if (suite_judge_normalises(m->judge)) {
    judge_ws_feed(&m->ws, buf, n, compare, m);
  } else if (m->judge == SUITE_ORACLE) {
    while (n > 0 && !m->write_failed) {
      ssize_t w = write(m->fd, buf, n);
      if (w < 0 && errno == EINTR) continue;
      if (w <= 0) m->write_failed = 1;
      else {
        buf += w;
        n -= (size_t)w;
      }
    }
  } else {
    compare(m, buf, n);
  }
}

/* A private file for the actual output ($TMPDIR or /tmp); its path in
 * path (malloc'd), or -1. */
static int actual_file(char **path) {
  const char *tmp = getenv("TMPDIR");
  if (!tmp || !*tmp) tmp = "/tmp";
  size_t n = strlen(tmp) + sizeof "/amend-actual-XXXXXX";
  *path = xmalloc(n);
  snprintf(*path, n, "%s/amend-actual-XXXXXX", tmp);
  int fd = mkostemp(*path, O_CLOEXEC);
  if (fd < 0) {
    int err = errno;
    free(*path);
    *path = NULL;
    errno = err;
  }
  return high_fd(fd);
}

/* The checker of SUITE_ORACLE: /bin/sh -c 'CMD "$@"' with ACTUAL EXPECTED
 * INPUT as its arguments, so CMD may carry its own words ("python3
 * check.py").  Its stdin is empty and what it prints is discarded; exit 0
 * passes.  Killed (with its process group) at the limit: RUN_TIMEOUT. */
static run_status run_oracle(const char *cmd, const char *actual, const suite_test *t, double timeout_s) {
  double deadline = clock_now() + deadline_clip(timeout_s);
  size_t len = strlen(cmd) + sizeof " \"$@\"";
  char *script = xmalloc(len);
  snprintf(script, len, "%s \"$@\"", cmd);
  char *argv[] = {"/bin/sh", "-c", script, "amend-oracle", (char *)actual, t->out_path, t->in_path, NULL};
  int nul = high_fd(open("/dev/null", O_RDWR | O_CLOEXEC));
  if (nul < 0) {
    free(script);
    return RUN_ERROR;
  }
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid == 0) {
    setpgid(0, 0);
    if (dup2(nul, 0) < 0 || dup2(nul, 1) < 0 || dup2(nul, 2) < 0) _exit(127);
    close_others(-1);
    struct rlimit no_core = {0, 0};
    setrlimit(RLIMIT_CORE, &no_core);
    reset_signals(parent);
    execve("/bin/sh", argv, environ);
    _exit(127);
  }
  free(script);
  close_fd(&nul);
  if (pid < 0) return RUN_ERROR;
  setpgid(pid, pid);
  int pidfd = proc_pidfd(pid), timed_out = 0;
  while (!has_exited(pid)) {
    double left = deadline - clock_now();
    if (left <= 0) {
      timed_out = 1;
      break;
    }
    int ms = left > 3600 ? 3600 * 1000 : (int)(left * 1000) + 1;
    if (pidfd < 0 && ms > 10) ms = 10;
    if (pidfd >= 0) {
      struct pollfd pf = {.fd = pidfd, .events = POLLIN};
      poll(&pf, 1, ms);
    } else {
      poll(NULL, 0, ms);
    }
  }
  kill(-pid, SIGKILL);
  close_fd(&pidfd);
  int st = 0;
  wait_child(pid, &st);
  if (timed_out) return RUN_TIMEOUT;
  return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? RUN_PASS : RUN_WRONG;
}

static run_status fail_start(run_result *r, int err, double t0) {
  r->status = RUN_ERROR;
  r->code = err;
  r->secs = clock_now() - t0;
  r->at_cap = r->too_much = 0;
  return RUN_ERROR;
}

/* The run's process: a child of ours (pid), or a run of zygote.h's
 * server (pid 0), which reports its end on its socket. */
typedef struct child {
  pid_t pid;
  int pidfd;
  int done, status;    /* the server's run: ended, and its wait status */
} child;

static int child_fd(const child *c) { return c->pid ? c->pidfd : zygote_fd(); }

static int child_ended(child *c) {
  if (c->pid) return has_exited(c->pid);
  if (!c->done) c->done = zygote_done(&c->status);
  return c->done;
}

/* Kill the run: its process group, or (the server) all it started. */
static void child_kill(child *c) {
  if (c->pid) {
    kill(-c->pid, SIGKILL);
  } else if (!c->done) {
    zygote_kill(&c->status);
    c->done = 1;
  }
}

/* The wait status, once killed. */
static int child_reap(child *c) {
  int st = c->status;
  if (c->pid) wait_child(c->pid, &st);
  return st;
}

/* Start the prepared run with stdin in, stdout out, stderr err, in a
 * session of its own (sandbox_child); errfd gets errno if exec fails.
 * vfork: a test run then costs no copy of amend's page tables (with Z3's
 * memory, fork's copy and the copy-on-write faults after it cost more
 * than the run itself).  The child only makes system calls before it
 * execs, and lives in a function of its own so that nothing of the
 * caller's frame is shared with it. */
__attribute__((noinline)) static pid_t spawn(const sandbox_run *sb, char **envp, int in, int out, int err,
                                             int errfd, int logfd) {
  pid_t parent = getpid();
  pid_t pid = vfork();
  if (pid == 0) {
    if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) child_fail(errfd, errno);
    if (logfd >= 0 && fcntl(logfd, F_SETFD, 0) < 0) child_fail(errfd, errno);
    proc_close_fds(errfd, logfd);
    int e = sandbox_child(sb);
    if (e) child_fail(errfd, e);
    reset_signals(parent);
    execve(sb->path, sb->argv, envp);
    child_fail(errfd, errno);
  }
  return pid;
}

/* Run bin on m->t, its output going to m.  For RUN_ERROR, r->code is the
 * errno of what failed.  Under SUITE_ORACLE a run that exits 0 with no
 * more than RUN_MAX_OUTPUT bytes is RUN_PASS: the caller asks the
 * checker. */
static run_status run_one(const char *bin, matcher *mp, double timeout_s, const char *const *env, int nenv,
                          int flags, run_result *r) {
  const suite_test *t = mp->t;
  double t0 = clock_now();
  r->status = RUN_ERROR;
  r->code = 0;
  r->secs = 0;
  r->at_cap = r->too_much = 0;

  /* under bwrap a missing program would read as bwrap's exit 1 */
  if (access(bin, X_OK) != 0) return fail_start(r, errno, t0);
  int in = high_fd(open(t->in_path, O_RDONLY | O_CLOEXEC));
  if (in < 0) return fail_start(r, errno, t0);
  int nul = high_fd(open("/dev/null", O_WRONLY | O_CLOEXEC));
  int out[2] = {-1, -1}, ep[2] = {-1, -1};
  sandbox_run sb;
  if (nul < 0 || cloexec_pipe(out) != 0 || cloexec_pipe(ep) != 0 ||
      sandbox_prepare(&sb, bin, deadline_clip(timeout_s), flags) != 0) {
    int err = errno;
    close_fd(&in);
    close_fd(&nul);
    close_fd(&out[0]);
    close_fd(&out[1]);
    close_fd(&ep[0]);
    close_fd(&ep[1]);
    return fail_start(r, err, t0);
  }
  /* the run's time starts now: the sandbox's first run also started its
   * server (about 0.3 s of bwrap), which the program did not take, and
   * the original's slowest run sets the limits of every candidate's */
  t0 = clock_now();
  /* its TMPDIR is its own directory too; a probe's log is opened here
   * and inherited, for under bwrap its path is read-only to the program */
  const char **all = xmalloc(sizeof *all * (size_t)(nenv + 1));
  char logvar[32];
  int logfd = -1;
  for (int i = 0; i < nenv; i++) {
    all[i] = env[i];
    if (strncmp(env[i], "AMEND_LOG=", 10) != 0 || logfd >= 0) continue;
    logfd = high_fd(open(env[i] + 10, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600));
    snprintf(logvar, sizeof logvar, "AMEND_LOG_FD=%d", logfd);
    all[i] = logvar;
  }
  all[nenv] = sb.tmpdir;
  char **envp = make_env(all, nenv + 1);

  /* under bwrap, one sandbox's server forks it (zygote.h), else a
   * child of ours execs bwrap or the program */
  child c = {.pidfd = -1};
  int zerr = -1;
  if (sb.zygote) {
    zerr = zygote_spawn(sb.path, sb.argv, envp, in, out[1], nul, logfd, sb.nlim, sb.res, sb.lim);
    if (zerr == ZYGOTE_KILLED) {
      c.done = 1;
      c.status = SIGKILL;   /* a wait status: killed */
      zerr = 0;
    } else if (zerr < 0 && (lseek(in, 0, SEEK_SET) != 0 || sandbox_unzygote(&sb, bin) != 0)) {
      zerr = errno ? errno : EIO;
    }
  }
  pid_t pid = zerr < 0 ? spawn(&sb, envp, in, out[1], nul, ep[1], logfd) : 0;
  int fork_err = errno;
  sb.pid = pid > 0 ? pid : 0;
  free(envp);
  free(all);
  close_fd(&logfd);
  close_fd(&in);
  close_fd(&nul);
  close_fd(&out[1]);
  close_fd(&ep[1]);
  if (pid < 0) {
    close_fd(&out[0]);
    close_fd(&ep[0]);
    sandbox_finish(&sb, 0, 0, 0);
    return fail_start(r, fork_err, t0);
  }
  /* this read returns only once the child has exec'd (or failed to), so
   * its process group exists before anything below may kill it */
  int err = pid ? read_exec_error(ep[0]) : zerr;
  close_fd(&ep[0]);
  if (err) {
    close_fd(&out[0]);
    int st;
    if (pid) wait_child(pid, &st);
    sandbox_finish(&sb, 0, 0, 0);
    return fail_start(r, err, t0);
  }

  c.pid = pid;
  c.pidfd = pid ? proc_pidfd(pid) : -1;
  double deadline = t0 + deadline_clip(timeout_s);  /* never past --timeout */
  matcher m = *mp;
  int exited = 0, timed_out = 0, too_much = 0, broken = 0;
  char buf[65536];
  while (out[0] >= 0 || !exited) {
    if (!exited && child_ended(&c)) {
      /* the child is done: kill what it left running in its group, which
       * could hold the pipe open forever, then drain what is buffered */
      exited = 1;
      child_kill(&c);
      sandbox_kill_left(&sb);
      close_fd(&c.pidfd);
      continue;
    }
    double left = deadline - clock_now();
    if (left <= 0) {
      timed_out = 1;
      break;
    }
    struct pollfd pf[2];
    int npf = 0, endfd = exited ? -1 : child_fd(&c);
    if (out[0] >= 0) pf[npf++] = (struct pollfd){.fd = out[0], .events = POLLIN};
    if (endfd >= 0) pf[npf++] = (struct pollfd){.fd = endfd, .events = POLLIN};
    int ms = left > 3600 ? 3600 * 1000 : (int)(left * 1000) + 1;
    if (!exited && endfd < 0 && ms > 10) ms = 10;   /* no pidfd: look again soon */
    int pr = poll(pf, (nfds_t)npf, ms);
    if (pr < 0 && errno != EINTR) {
      broken = 1;
      break;
    }
    if (pr <= 0 || out[0] < 0 || !(pf[0].revents & (POLLIN | POLLHUP | POLLERR))) continue;
    ssize_t got = read(out[0], buf, sizeof buf);
    if (got < 0) {
      if (errno != EINTR && errno != EAGAIN) close_fd(&out[0]);
      continue;
    }
    if (got == 0) {
      close_fd(&out[0]);
      continue;
    }
    if (m.raw + (size_t)got > RUN_MAX_OUTPUT) {
      too_much = 1;
      break;
    }
    match(&m, buf, (size_t)got);
    if (m.stop && m.differs) break;   /* wrong whatever comes next */
  }

  /* the group is killed in every case (orphans included) before the child
   * is reaped, while its pid still names the group */
  child_kill(&c);
  close_fd(&out[0]);
  if (suite_judge_normalises(m.judge)) judge_ws_finish(&m.ws, compare, &m);
  close_fd(&c.pidfd);
  int st = child_reap(&c);
  int sig = sandbox_signal(&sb, st), code = sandbox_exit_code(&sb, st);
  int cpu_out = sandbox_cpu_out(&sb, st);  /* at the CPU-time cap: as at the time limit */
  sandbox_finish(&sb, st, timed_out && !exited, too_much);
  r->secs = clock_now() - t0;
  r->at_cap = cpu_out && !broken && !(m.stop && m.differs);
  r->too_much = too_much && !broken && !(m.stop && m.differs) && !r->at_cap && !(timed_out && !exited);
  spent.runs++;
  spent.run_s += r->secs;
  if ((timed_out && !exited) || cpu_out) spent.stopped_s += r->secs;

  if (broken) {
    r->status = RUN_ERROR;
  } else if (m.stop && m.differs) {
    r->status = RUN_WRONG;   /* stopped at its first wrong byte */
  } else if ((timed_out && !exited) || cpu_out) {
    r->status = RUN_TIMEOUT;
  } else if (too_much) {
    r->status = RUN_WRONG;
  } else if (sig) {
    r->status = RUN_CRASH;
    r->code = sig;
  } else if (code != 0) {
    r->status = RUN_EXIT;
    r->code = code;
  } else if (timed_out) {
    /* exited 0, but something it started kept stdout open past the limit */
    r->status = RUN_TIMEOUT;
  } else {
    r->status = m.judge == SUITE_ORACLE ? (m.write_failed ? RUN_ERROR : RUN_PASS)
                : (!m.differs && m.seen == t->expect_len) ? RUN_PASS : RUN_WRONG;
  }
  return r->status;
}

run_status run_test(const char *bin, const suite_test *t, double timeout_s,
                    const char *const *env, int nenv, run_result *r) {
  matcher m = {.t = t, .judge = SUITE_EXACT, .fd = -1};
  return run_one(bin, &m, timeout_s, env, nenv, 0, r);
}

static run_status suite_run(const char *bin, const suite *s, int i, double timeout_s, const char *const *env,
                            int nenv, int stop, run_result *r) {
  matcher m = {.t = &s->t[i], .judge = s->judge, .fd = -1, .stop = stop};
  judge_ws_init_mode(&m.ws, suite_judge_mode(s->judge));
  if (s->judge != SUITE_ORACLE) return run_one(bin, &m, timeout_s, env, nenv, 0, r);
  char *actual = NULL;
  m.fd = actual_file(&actual);
  if (m.fd < 0) return fail_start(r, errno, clock_now());
  run_status st = run_one(bin, &m, timeout_s, env, nenv, 0, r);
  close_fd(&m.fd);
  if (st == RUN_PASS) {
    double t0 = clock_now();
    st = r->status = run_oracle(s->oracle, actual, m.t, timeout_s);
    r->secs += clock_now() - t0;
  }
  unlink(actual);
  free(actual);
  return st;
}

run_status run_suite_test(const char *bin, const suite *s, int i, double timeout_s,
                          const char *const *env, int nenv, run_result *r) {
  return suite_run(bin, s, i, timeout_s, env, nenv, 0, r);
}

run_status run_suite_verdict(const char *bin, const suite *s, int i, double timeout_s,
                             const char *const *env, int nenv, run_result *r) {
  return suite_run(bin, s, i, timeout_s, env, nenv, 1, r);
}

static run_status capture(const char *bin, const char *in_path, const char *out_path, double timeout_s,
                          const char *const *env, int nenv, int flags, run_result *r) {
  suite_test t = {.in_path = (char *)in_path};
  /* the checker's way: every byte to a file, nothing compared */
  matcher m = {.t = &t, .judge = SUITE_ORACLE, .fd = high_fd(open(out_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600))};
  if (m.fd < 0) return fail_start(r, errno, clock_now());
  run_status st = run_one(bin, &m, timeout_s, env, nenv, flags, r);
  close_fd(&m.fd);
  return st;
}

run_status run_capture(const char *bin, const char *in_path, const char *out_path, double timeout_s,
                       const char *const *env, int nenv, run_result *r) {
  return capture(bin, in_path, out_path, timeout_s, env, nenv, 0, r);
}

run_status run_capture_sanitized(const char *bin, const char *in_path, const char *out_path, double timeout_s,
                                 run_result *r) {
  /* only the exit status is read: a report must not start llvm-symbolizer
   * (a tenth of a second or more per report, on every input that reads
   * memory nobody wrote) */
  static const char *const env[] = {"MSAN_OPTIONS=symbolize=0:print_summary=0"};
  return capture(bin, in_path, out_path, timeout_s, env, 1, SANDBOX_NO_AS, r);
}

const char *run_status_name(run_status s) {
  switch (s) {
    case RUN_PASS: return "pass";
    case RUN_WRONG: return "wrong-output";
    case RUN_EXIT: return "exit";
    case RUN_CRASH: return "crash";
    case RUN_TIMEOUT: return "timeout";
    case RUN_ERROR: return "error";
  }
  return "error";
}
