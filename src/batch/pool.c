/* pool.c - the process pool: up to -j children of amend itself, each in
 * its own process group with its --timeout and --memory (which the child
 * keeps, ending with its summary), read through pipes, reaped with wait4
 * for its times; as backstops, killed as a group should it outlive its
 * --timeout by more than GRACE_S (amend promises S + 2 s), and a soft
 * limit on its address space of AS_LIMIT_MB(--memory) (the job's native
 * runs of user code set their own: sandbox.h).  The pool is a child subreaper: what a
 * killed job's test runs left is killed when the job ends. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "batch/batch.h"
#include "batch/batch_internal.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/exitcode.h"
#include "util/options.h"
#include "util/proc.h"

#define GRACE_S 5.0
/* The address space a child with --memory MB may reserve: far above what
 * it touches (libclang, Z3 and glibc's arenas reserve much they never use,
 * a vector doubling holds both copies), so that the child's own limit
 * comes first; this one is for a child that failed to keep it. */
#define AS_LIMIT_MB(mb) (2L * (mb) + 1024)
#define TICK_MS 200

typedef struct slot {
  pid_t pid;           /* 0: free */
  int fd[2];           /* stdout, stderr; -1 once closed */
  size_t cap;
  int reaped;
  double t0, reaped_at;
  bresult r;
} slot;

static volatile sig_atomic_t stop_signal;
static void on_stop(int sig) { stop_signal = sig; }

static double unix_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The child's arguments after the program name (NULL-terminated). */
static char **child_argv(const bpool_opts *o, const bjob *j, int *argc) {
  char **v = xcalloc((size_t)(j->nfiles + j->nargs + o->npass + 16), sizeof *v);
  int check = !strcmp(j->command, "check");
  int n = 0;
  v[n++] = (char *)o->exe;
  v[n++] = j->command;
  for (int i = 0; i < j->nfiles; i++) v[n++] = j->files[i];
  if (j->reference) v[n++] = OPTNAME_REFERENCE, v[n++] = j->reference;
  if (j->entry) v[n++] = OPTNAME_ENTRY, v[n++] = j->entry;
  if (j->tests) v[n++] = OPTNAME_TESTS, v[n++] = j->tests;
  for (int i = 0; i < j->nargs; i++) v[n++] = j->args[i];
  for (int i = 0; i < (check ? o->ncheck : o->npass); i++) v[n++] = check ? o->check[i] : o->pass[i];
  v[n++] = OPTNAME_JSON;
  /* last, so that they are the limits the backstops below count on; 0
   * too, or the child's own default would apply */
  static char timeout[16], memory[16];
  snprintf(timeout, sizeof timeout, "%d", j->timeout_s ? j->timeout_s : o->timeout_s);
  snprintf(memory, sizeof memory, "%d", j->memory_mb ? j->memory_mb : o->memory_mb);
  v[n++] = OPTNAME_TIMEOUT, v[n++] = timeout;
  v[n++] = OPTNAME_MEMORY, v[n++] = memory;
  *argc = n;
  return v;
}

static int start(const bpool_opts *o, const bjob *j, slot *s, FILE *err) {
  int out[2], er[2], argc;
  if (pipe2(out, O_CLOEXEC) < 0) return -1;
  if (pipe2(er, O_CLOEXEC) < 0) {
    close(out[0]), close(out[1]);
    return -1;
  }
  char **argv = child_argv(o, j, &argc);
  memset(s, 0, sizeof *s);
  s->r.job = j;
  s->r.argv_json = bjson_strings(argc - 1, argv + 1);
  s->r.memory_limit = j->memory_mb ? j->memory_mb : o->memory_mb;
  s->r.timeout_s = j->timeout_s ? j->timeout_s : o->timeout_s;
  s->r.started = unix_now();
  s->t0 = clock_now();
  pid_t parent = getpid();
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    /* the child: its own group (Ctrl-C and the backstop reach it as one),
     * gone with the batch, limited in memory */
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127);
    signal(SIGINT, SIG_DFL), signal(SIGTERM, SIG_DFL);
    int null = open("/dev/null", O_RDONLY);
    if (null < 0 || dup2(null, 0) < 0 || dup2(out[1], 1) < 0 || dup2(er[1], 2) < 0 || chdir(j->cwd) < 0) _exit(127);
    if (s->r.memory_limit > 0) {
      /* the soft limit only: amend's native runs set their own address
       * space from the hard one (a reference under MemorySanitizer maps
       * terabytes of shadow it never touches, and no cap of this size
       * lets it start) */
      struct rlimit rl;
      rlim_t as = (rlim_t)AS_LIMIT_MB(s->r.memory_limit) << 20;
      if (getrlimit(RLIMIT_AS, &rl) == 0 && (rl.rlim_max == RLIM_INFINITY || as < rl.rlim_max)) {
        rl.rlim_cur = as;
        setrlimit(RLIMIT_AS, &rl);
      }
    }
    execv(o->exe, argv);
    dprintf(2, "amend batch: cannot run %s: %s\n", o->exe, strerror(errno));
    _exit(127);
  }
  free(argv);
  close(out[1]), close(er[1]);
  if (pid < 0) {
    fprintf(err, "amend: error: fork: %s\n", strerror(errno));
    close(out[0]), close(er[0]);
    free(s->r.argv_json);
    return -1;
  }
  setpgid(pid, pid);   /* whichever of the two runs first */
  s->pid = pid;
  s->fd[0] = out[0], s->fd[1] = er[0];
  fcntl(out[0], F_SETFL, O_NONBLOCK), fcntl(er[0], F_SETFL, O_NONBLOCK);
  return 0;
}

/* Reads what is there; closes the pipe at end of file. */
static void drain(slot *s, int k) {
  char buf[65536];
  for (;;) {
    ssize_t got = read(s->fd[k], buf, sizeof buf);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      if (got == 0 || errno != EAGAIN) close(s->fd[k]), s->fd[k] = -1;
      return;
    }
    if (k == 0) {
      if (s->r.nout + (size_t)got + 1 > s->cap) {
        s->cap = 2 * (s->r.nout + (size_t)got + 1);
        s->r.out = xrealloc(s->r.out, s->cap);
      }
      memcpy(s->r.out + s->r.nout, buf, (size_t)got);
      s->r.out[s->r.nout += (size_t)got] = 0;
      continue;
    }
    /* stderr: only its tail is kept */
    if (!s->r.err) s->r.err = xmalloc(2 * BATCH_ERR_KEEP + sizeof buf + 1);
    memcpy(s->r.err + s->r.nerr, buf, (size_t)got);
    s->r.nerr += (size_t)got;
    if (s->r.nerr > 2 * BATCH_ERR_KEEP) {
      memmove(s->r.err, s->r.err + s->r.nerr - BATCH_ERR_KEEP, BATCH_ERR_KEEP);
      s->r.nerr = BATCH_ERR_KEEP;
    }
    s->r.err[s->r.nerr] = 0;
  }
}

static void reap(slot *s, int block) {
  int status;
  struct rusage ru;
  pid_t got = wait4(s->pid, &status, block ? 0 : WNOHANG, &ru);
  if (got != s->pid) return;
  s->reaped = 1;
  s->reaped_at = clock_now();
  s->r.wall_s = s->reaped_at - s->t0;
  s->r.cpu_s = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
  s->r.maxrss_kb = ru.ru_maxrss;
  s->r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  s->r.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  /* what the job left behind (a template process, a test run) goes too */
  kill(-s->pid, SIGKILL);
}

/* The pool's own children are its jobs; any other child came to it as an
 * orphan (it is a subreaper) from a job that died: a test run's leftover. */
typedef struct pool_kids {
  const slot *slots;
  int n;
} pool_kids;

static int a_job(void *ctx, pid_t pid, pid_t sid) {
  (void)sid;
  const pool_kids *k = ctx;
  for (int i = 0; i < k->n; i++)
    if (k->slots[i].pid == pid) return 1;
  return 0;
}

typedef struct progress {
  int tty, total, done, repaired, running;
  double t0, last;
} progress;

static void show(progress *p, int final) {
  double now = clock_now();
  if (!final && (p->tty ? now - p->last < 0.5 : now - p->last < 10)) return;
  p->last = now;
  double el = now - p->t0;
  char left[32] = "";
  if (p->done && p->done < p->total) {
    double l = el / p->done * (p->total - p->done);
    snprintf(left, sizeof left, ", ~%dm%02ds left", (int)l / 60, (int)l % 60);
  }
  fprintf(stderr, "%samend batch: %d/%d done, %d repaired, %d running, %dm%02ds elapsed%s%s", p->tty ? "\r" : "",
          p->done, p->total, p->repaired, p->running, (int)el / 60, (int)el % 60, left,
          p->tty ? "\033[K" : "\n");
  if (p->tty && final) fputc('\n', stderr);
  fflush(stderr);
}

int bpool_run(const bpool_opts *o, const bjobs *js, const int *todo, int n, bstore *db, FILE *err) {
  struct sigaction sa = {0}, old_int, old_term;
  sa.sa_handler = on_stop;
  sigaction(SIGINT, &sa, &old_int);
  sigaction(SIGTERM, &sa, &old_term);
  slot *slots = xcalloc((size_t)o->jobs, sizeof *slots);
  /* what a killed job's runs left comes to us, not to init: killed below */
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  pool_kids kids = {slots, o->jobs};
  struct pollfd *pf = xcalloc(2 * (size_t)o->jobs, sizeof *pf);
  int *owner = xcalloc(2 * (size_t)o->jobs, sizeof *owner);
  progress pg = {.tty = isatty(2), .total = n, .t0 = clock_now()};
  int next = 0, rc = 0;
  show(&pg, 0);
  while ((next < n || pg.running) && !stop_signal && rc == 0) {
    for (int i = 0; i < o->jobs && next < n; i++) {
      if (slots[i].pid) continue;
      if (start(o, &js->v[todo[next]], &slots[i], err) < 0) {
        rc = EXIT_INTERNAL;
        break;
      }
      next++;
      pg.running++;
    }
    int np = 0;
    for (int i = 0; i < o->jobs; i++)
      for (int k = 0; k < 2; k++)
        if (slots[i].pid && slots[i].fd[k] >= 0) owner[np] = i * 2 + k, pf[np++] = (struct pollfd){slots[i].fd[k], POLLIN, 0};
    if (poll(pf, (nfds_t)np, TICK_MS) > 0)
      for (int q = 0; q < np; q++)
        if (pf[q].revents) drain(&slots[owner[q] / 2], owner[q] % 2);
    double now = clock_now();
    for (int i = 0; i < o->jobs; i++) {
      slot *s = &slots[i];
      if (!s->pid) continue;
      if (!s->reaped) reap(s, 0);
      if (!s->reaped && now - s->t0 > s->r.timeout_s + GRACE_S) {
        kill(-s->pid, SIGKILL);
        s->r.killed = 1;
        reap(s, 1);
      }
      /* a pipe some escaped grandchild still holds is given up after 2 s */
      for (int k = 0; k < 2; k++)
        if (s->reaped && s->fd[k] >= 0 && now - s->reaped_at > 2) close(s->fd[k]), s->fd[k] = -1;
      if (!s->reaped || s->fd[0] >= 0 || s->fd[1] >= 0) continue;
      proc_kill_strays(a_job, &kids, 0);
      bres_classify(&s->r);
      if (bstore_put(db, &s->r, o->version, o->flags_json, err) < 0) rc = EXIT_INTERNAL;
      pg.done++;
      pg.repaired += !strcmp(s->r.outcome, "repaired");
      pg.running--;
      bres_free(&s->r);
      s->pid = 0;
    }
    show(&pg, 0);
  }
  /* stopped: the unfinished jobs get no row, so --resume runs them again */
  for (int i = 0; i < o->jobs; i++) {
    slot *s = &slots[i];
    if (!s->pid) continue;
    if (!s->reaped) kill(-s->pid, SIGKILL), reap(s, 1);
    for (int k = 0; k < 2; k++)
      if (s->fd[k] >= 0) close(s->fd[k]);
    bres_free(&s->r);
    pg.running--;
  }
  proc_kill_strays(a_job, &kids, 0);
  show(&pg, 1);
  free(slots), free(pf), free(owner);
  sigaction(SIGINT, &old_int, NULL);
  sigaction(SIGTERM, &old_term, NULL);
  if (stop_signal && rc == 0) {
    fprintf(err, "amend batch: stopped by signal %d; %d job(s) recorded, --resume runs the rest\n", (int)stop_signal,
            pg.done);
    rc = EXIT_INTERRUPTED;
  }
  return rc;
}
