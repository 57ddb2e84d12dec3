/* sandbox.c - bwrap's command line, the resource limits, the run's own
 * directory, the sweep for orphans and the tally of limits reached. */
#define _GNU_SOURCE
#include "native/sandbox.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "native/run.h"
#include "native/zygote.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/proc.h"

static sandbox_mode wanted = SANDBOX_AUTO;
static int decided = -1;          /* SANDBOX_BWRAP or SANDBOX_RLIMITS once known */
static char bwrap_path[4096];
static char fallback[256];        /* why auto did not take bwrap */
static rlim_t nproc = RLIM_INFINITY;
static pid_t reaper;              /* the process that made itself a subreaper */
static sandbox_stops stops;
static double cpu_cap;            /* sandbox_cpu_cap */

/* bwrap on PATH (an absolute path is needed for execve), or 0. */
static int find_bwrap(void) {
  const char *path = getenv("PATH");
  if (!path || !*path) path = "/usr/bin:/bin";
  for (const char *p = path; *p;) {
    size_t n = strcspn(p, ":");
    if (n > 0 && n + sizeof "/bwrap" < sizeof bwrap_path) {
      snprintf(bwrap_path, sizeof bwrap_path, "%.*s/bwrap", (int)n, p);
      if (access(bwrap_path, X_OK) == 0) return 1;
    }
    p += n + (p[n] == ':');
  }
  bwrap_path[0] = '\0';
  return 0;
}

/* bwrap's options for a run in dir: every namespace bwrap offers (the
 * user one where it can), killed with amend, its own session (no
 * terminal to push input into), / read-only, a private /dev (read-only
 * too: its tmpfs would take any size) and /proc, dir writable and the
 * working directory.  argv[0..] filled from a; returns the count. */
static int bwrap_args(const char **a, const char *dir) {
  int n = 0;
  a[n++] = bwrap_path;
  a[n++] = "--unshare-all";
  a[n++] = "--die-with-parent";
  a[n++] = "--new-session";
  a[n++] = "--ro-bind", a[n++] = "/", a[n++] = "/";
  a[n++] = "--dev", a[n++] = "/dev";
  a[n++] = "--remount-ro", a[n++] = "/dev";
  a[n++] = "--proc", a[n++] = "/proc";
  a[n++] = "--bind", a[n++] = dir, a[n++] = dir;
  a[n++] = "--chdir", a[n++] = dir;
  a[n++] = "--";
  return n;
}
#define BWRAP_MAX_ARGS 24

static char *fresh_dir(void) {
  const char *tmp = getenv("TMPDIR");
  if (!tmp || !*tmp) tmp = "/tmp";
  size_t n = strlen(tmp) + sizeof "/amend-run-XXXXXX";
  char *path = xmalloc(n);
  snprintf(path, n, "%s/amend-run-XXXXXX", tmp);
  if (!mkdtemp(path)) {
    free(path);
    return NULL;
  }
  return path;
}

/* The runs' directory: one per process, emptied after every run, so that
 * each starts in an empty one (a mkdir and rmdir per run cost 2.6 ms on
 * an ext4 /tmp here, more than the run).  A new one when it is gone or
 * was replaced (another inode); removed when the process exits. */
static char *rundir;
static pid_t rundir_pid;
static struct stat rundir_st;

static void remove_rundir(void) {
  if (rundir && rundir_pid == getpid()) run_rmtree(rundir);
}

static const char *run_dir(void) {
  struct stat st;
  if (rundir && rundir_pid == getpid() && lstat(rundir, &st) == 0 && S_ISDIR(st.st_mode) &&
      st.st_ino == rundir_st.st_ino && st.st_dev == rundir_st.st_dev) {
    if ((st.st_mode & 07777) != 0700) chmod(rundir, 0700);   /* a run may have changed it */
    return rundir;
  }
  if (rundir && rundir_pid == getpid()) run_rmtree(rundir);
  if (rundir_pid != getpid()) rundir = NULL;   /* a forked copy: the parent's stays */
  free(rundir);
  rundir = fresh_dir();
  rundir_pid = getpid();
  if (!rundir || lstat(rundir, &rundir_st) != 0) return NULL;
  static int registered;
  if (!registered) registered = atexit(remove_rundir) == 0;
  return rundir;
}

/* Remove what a run left in dir (entries only; no symlink followed). */
static void empty_dir(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *de;
  char path[4096];
  while ((de = readdir(d)) != NULL) {
    const char *e = de->d_name;
    if (e[0] == '.' && (e[1] == '\0' || (e[1] == '.' && e[2] == '\0'))) continue;
    if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, e) < sizeof path) run_rmtree(path);
  }
  closedir(d);
}

/* A trial run: `bwrap ... true` in a fresh directory.  0 when it exits 0
 * within 10 s; else -1 with why. */
static int try_bwrap(char *why, size_t n) {
  if (!find_bwrap()) {
    snprintf(why, n, "bwrap is not installed");
    return -1;
  }
  char *dir = fresh_dir();
  if (!dir) {
    snprintf(why, n, "cannot make a directory for bwrap: %s", strerror(errno));
    return -1;
  }
  const char *argv[BWRAP_MAX_ARGS + 2];
  int k = bwrap_args(argv, dir);
  argv[k++] = "true";
  argv[k] = NULL;
  pid_t pid;
  int err = proc_spawn_quiet(bwrap_path, (char *const *)argv, -1, &pid);
  int st = -1, rc = -1;
  if (err) {
    snprintf(why, n, "bwrap does not start: %s", strerror(err));
  } else {
    double end = clock_now() + 10;
    pid_t got;
    while ((got = waitpid(pid, &st, WNOHANG)) == 0 && clock_now() < end) nanosleep(&(struct timespec){0, 2000000}, NULL);
    if (got == 0) {
      kill(pid, SIGKILL);
      waitpid(pid, &st, 0);
      snprintf(why, n, "bwrap did not finish a trial run in 10 s");
    } else if (got == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0) {
      rc = 0;
    } else {
      /* user namespaces disabled, no mount rights, seccomp: say how it ended */
      snprintf(why, n, "bwrap does not work here (a trial run %s %d)", got == pid && WIFEXITED(st) ? "exited" : "ended by signal",
               got == pid && WIFEXITED(st) ? WEXITSTATUS(st) : got == pid ? WTERMSIG(st) : -1);
    }
  }
  run_rmtree(dir);
  free(dir);
  return rc;
}

/* Room for processes: RLIMIT_NPROC counts every process of the user, so
 * the limit is what the user runs now plus a margin.  Root is exempt. */
static void count_nproc(void) {
  uid_t uid = getuid();
  if (uid == 0) return;
  long now = proc_count_user(uid);
  if (now >= 0) nproc = (rlim_t)now + SANDBOX_NPROC_MARGIN;
}

static void decide(void) {
  if (decided >= 0) return;
  count_nproc();
  if (wanted == SANDBOX_RLIMITS) {
    decided = SANDBOX_RLIMITS;
    return;
  }
  decided = try_bwrap(fallback, sizeof fallback) == 0 ? SANDBOX_BWRAP : SANDBOX_RLIMITS;
  if (decided == SANDBOX_BWRAP) fallback[0] = '\0';
}

int sandbox_select(sandbox_mode m, char *why, size_t n) {
  wanted = m;
  decided = -1;
  if (m != SANDBOX_BWRAP) return 0;
  decide();
  if (decided == SANDBOX_BWRAP) return 0;
  snprintf(why, n, "%s", fallback);
  return -1;
}

const char *sandbox_used(void) {
  if (!stops.runs) return NULL;
  return decided == SANDBOX_BWRAP ? "bwrap" : "rlimits";
}

const char *sandbox_fallback(void) { return stops.runs && decided == SANDBOX_RLIMITS && fallback[0] ? fallback : NULL; }

const char *sandbox_describe(void) {
  static char line[512];
  const char *used = sandbox_used();
  if (!used) return NULL;
  if (decided == SANDBOX_BWRAP)
    return "bwrap (no network, read-only file system outside the run's directory, nothing outlives a run)";
  snprintf(line, sizeof line, "rlimits (resource limits only: the network and the user's files are reachable%s%s)",
           fallback[0] ? "; " : "", fallback);
  return line;
}

void sandbox_stops_get(sandbox_stops *s) { *s = stops; }

/* ---- one run ---- */

/* The hard limit on the address space: what a run may be given. */
static rlim_t as_hard(void) {
  struct rlimit rl;
  return getrlimit(RLIMIT_AS, &rl) == 0 ? rl.rlim_max : RLIM_INFINITY;
}

int sandbox_as_unlimited(void) { return as_hard() == RLIM_INFINITY; }

static void add_limit(sandbox_run *s, int res, rlim_t v) {
  s->res[s->nlim] = res;
  s->lim[s->nlim].rlim_cur = v;
  s->lim[s->nlim].rlim_max = v;
  s->nlim++;
}

/* What to exec: bin, behind bwrap's options unless the server runs it. */
static void set_command(sandbox_run *s, const char *bin) {
  int own = s->bwrap && !s->zygote, k = own ? bwrap_args((const char **)s->argv, s->dir) : 0;
  s->argv[k++] = (char *)bin;
  s->argv[k] = NULL;
  s->path = own ? bwrap_path : bin;
}

int sandbox_prepare(sandbox_run *s, const char *bin, double timeout_s, int flags) {
  memset(s, 0, sizeof *s);
  decide();
  s->bwrap = decided == SANDBOX_BWRAP;
  if (!s->bwrap && reaper != getpid()) {
    /* orphans of a run come to us, not to init, so that none escapes */
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    reaper = getpid();
  }
  const char *dir = run_dir();
  if (!dir) return -1;
  s->dir = (char *)dir;
  size_t n = strlen(s->dir) + sizeof "TMPDIR=";
  s->tmpdir = xmalloc(n);
  snprintf(s->tmpdir, n, "TMPDIR=%s", s->dir);
  s->argv = xcalloc(BWRAP_MAX_ARGS + 2, sizeof *s->argv);
  if (s->bwrap) {
    s->argv[bwrap_args((const char **)s->argv, s->dir)] = NULL;
    /* one sandbox for every run of this process, when its server starts */
    s->zygote = zygote_ready(s->dir, (const char *const *)s->argv) == 0;
  }
  set_command(s, bin);

  /* CPU time: the run's limit, rounded up, plus one second (SIGXCPU),
   * and one more before SIGKILL */
  rlim_t cpu = (rlim_t)(timeout_s > 0 && timeout_s < 1e6 ? timeout_s : 1e6) + 2;
  s->res[s->nlim] = RLIMIT_CPU;
  s->lim[s->nlim].rlim_cur = cpu;
  s->lim[s->nlim++].rlim_max = cpu + 1;
  if (cpu_cap > 0 && (timeout_s <= 0 || cpu_cap < timeout_s) && (s->zygote || !s->bwrap)) {
    s->res[s->nlim] = PROC_CPU_TIMER;
    s->lim[s->nlim].rlim_cur = s->lim[s->nlim].rlim_max = (rlim_t)(cpu_cap * 1e6);
    s->nlim++;
    s->cpu_timer = 1;
  }
  add_limit(s, RLIMIT_CORE, 0);
  add_limit(s, RLIMIT_FSIZE, (rlim_t)SANDBOX_FSIZE_MB << 20);
  add_limit(s, RLIMIT_NOFILE, SANDBOX_NOFILE);
  /* always set, never inherited: a soft limit on amend's own address
   * space (amend batch puts one on each job) is not the run's */
  rlim_t hard = as_hard(), as = (rlim_t)SANDBOX_AS_MB << 20;
  add_limit(s, RLIMIT_AS, (flags & SANDBOX_NO_AS) || hard < as ? hard : as);
  if (nproc != RLIM_INFINITY) add_limit(s, RLIMIT_NPROC, nproc);
  return 0;
}

void sandbox_cpu_cap(double s) { cpu_cap = s > 0 ? s : 0; }

int sandbox_unzygote(sandbox_run *s, const char *bin) {
  if (!s->zygote) return 0;
  s->zygote = 0;
  s->cpu_timer = 0;  /* bwrap forks the program: the timer stays behind */
  set_command(s, bin);
  return 0;
}

int sandbox_child(const sandbox_run *s) {
  /* a session of its own: its processes are told from amend's by their
   * session (sandbox_finish), and it has no controlling terminal */
  setsid();
  proc_set_limits(s->nlim, s->res, s->lim);
  if (!s->bwrap && chdir(s->dir) != 0) return errno;
  return 0;
}

int sandbox_signal(const sandbox_run *s, int wstatus) {
  if (WIFSIGNALED(wstatus)) return WTERMSIG(wstatus);
  /* bwrap's init ends with 128 + N when the program died of signal N */
  if (s->bwrap && !s->zygote && WIFEXITED(wstatus) && WEXITSTATUS(wstatus) > 128 && WEXITSTATUS(wstatus) < 128 + 65)
    return WEXITSTATUS(wstatus) - 128;
  return 0;
}

int sandbox_cpu_out(const sandbox_run *s, int wstatus) { return s->cpu_timer && sandbox_signal(s, wstatus) == SIGPROF; }

int sandbox_exit_code(const sandbox_run *s, int wstatus) {
  return WIFEXITED(wstatus) && !sandbox_signal(s, wstatus) ? WEXITSTATUS(wstatus) : -1;
}

/* amend's own children share its session: the template process, gcc, a
 * checker; a run and all it started are in sessions of their own.  The
 * run's program is reaped by run.c, which reads its status. */
typedef struct keep {
  pid_t sid, program;
} keep;

static int ours(void *ctx, pid_t pid, pid_t sid) {
  const keep *k = ctx;
  return sid == k->sid || pid == k->program;
}

void sandbox_kill_left(const sandbox_run *s) {
  /* a subreaper (rlimits, or a process that once ran so) collects the
   * orphans of runs, bwrap's own included: none may stay a zombie */
  if (reaper == getpid()) {
    keep k = {getsid(0), s->pid};
    stops.orphans += proc_kill_strays(ours, &k, s->pid);
  }
}

void sandbox_finish(sandbox_run *s, int wstatus, int timed_out, int too_much) {
  sandbox_kill_left(s);
  stops.runs++;
  int sig = sandbox_signal(s, wstatus);
  if (timed_out) stops.time++;
  else if (too_much) stops.output++;
  else if (sig == SIGXCPU || sandbox_cpu_out(s, wstatus)) stops.cpu++;
  else if (sig == SIGXFSZ) stops.file_size++;
  if (s->dir) empty_dir(s->dir);
  free(s->tmpdir);
  free(s->argv);
  memset(s, 0, sizeof *s);
}
