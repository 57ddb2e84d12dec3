/* proc.c - children found through /proc/PID/stat. */
#define _GNU_SOURCE
#include "util/proc.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct proc_stat {
  pid_t pid, ppid, sid;
  char state;
  long threads;
} proc_stat;

/* Fields of /proc/PID/stat (name is NUL-terminated digits); 0 or -1. */
static int read_stat(int procfd, const char *name, proc_stat *ps) {
  char path[64], buf[1024];
  snprintf(path, sizeof path, procfd == AT_FDCWD ? "/proc/%s/stat" : "%s/stat", name);
  int fd = openat(procfd, path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) return -1;
  buf[n] = '\0';
  /* the command name may hold spaces and parentheses: skip to the last ')' */
  char *p = strrchr(buf, ')');
  int pgrp;
  long skip;
  if (!p || sscanf(p + 2, "%c %d %d %d %ld %ld %ld %ld %ld %ld %ld %ld %ld %ld %ld %ld %ld", &ps->state, &ps->ppid,
                   &pgrp, &ps->sid, &skip, &skip, &skip, &skip, &skip, &skip, &skip, &skip, &skip, &skip, &skip,
                   &skip, &ps->threads) != 17)
    return -1;
  ps->pid = (pid_t)atoi(name);
  return 0;
}

/* Calls fn for every process with a pid above `above` (0: all); -1 when
 * /proc cannot be read. */
static int each_process(int (*fn)(void *ctx, int procfd, const char *name, const proc_stat *ps), void *ctx,
                        pid_t above) {
  DIR *d = opendir("/proc");
  if (!d) return -1;
  struct dirent *de;
  while ((de = readdir(d)) != NULL) {
    if (de->d_name[0] < '1' || de->d_name[0] > '9') continue;
    if (above > 0 && atol(de->d_name) <= (long)above) continue;
    proc_stat ps;
    if (read_stat(dirfd(d), de->d_name, &ps) == 0 && fn(ctx, dirfd(d), de->d_name, &ps) != 0) break;
  }
  closedir(d);
  return 0;
}

typedef struct strays {
  pid_t self;
  proc_keep_fn keep;
  void *ctx;
  int n, cap;
  pid_t *pid;
} strays;

static int collect(void *ctx, int procfd, const char *name, const proc_stat *ps) {
  (void)procfd, (void)name;
  strays *s = ctx;
  if (ps->ppid != s->self || (s->keep && s->keep(s->ctx, ps->pid, ps->sid))) return 0;
  if (ps->state != 'Z' && ps->state != 'X') kill(ps->pid, SIGKILL);
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 16;
    pid_t *v = realloc(s->pid, sizeof *v * (size_t)s->cap);
    if (!v) return 1;
    s->pid = v;
  }
  s->pid[s->n++] = ps->pid;
  return 0;
}

/* The pid the kernel gave last (the fifth field of /proc/loadavg), or -1. */
static pid_t last_pid(void) {
  char buf[128];
  int fd = open("/proc/loadavg", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) return -1;
  buf[n] = '\0';
  const char *p = strrchr(buf, ' ');
  return p ? (pid_t)atol(p + 1) : -1;
}

/* Reap the zombies among our children that keep() does not claim, while
 * the first one waitid shows is such: orphans that came to us after an
 * earlier sweep (bwrap's own, once its monitor has exited) are older than
 * any `since` to come. */
static void reap_zombies(proc_keep_fn keep, void *ctx) {
  char name[24];
  for (int i = 0; i < 64; i++) {
    siginfo_t si;
    memset(&si, 0, sizeof si);
    if (waitid(P_ALL, 0, &si, WEXITED | WNOHANG | WNOWAIT) != 0 || si.si_pid <= 0) return;
    snprintf(name, sizeof name, "%d", (int)si.si_pid);
    proc_stat ps;
    if (read_stat(AT_FDCWD, name, &ps) != 0 || (keep && keep(ctx, ps.pid, ps.sid))) return;
    waitpid(si.si_pid, NULL, __WALL);
  }
}

int proc_kill_strays(proc_keep_fn keep, void *ctx, pid_t since) {
  strays s = {.self = getpid(), .keep = keep, .ctx = ctx};
  int killed = 0;
  reap_zombies(keep, ctx);
  /* a process the run started has a pid given after `since`: none when
   * that is still the last one; only the newer ones unless pids wrapped */
  pid_t last = since > 0 ? last_pid() : -1;
  if (since > 0 && last == since) return 0;
  pid_t above = since > 0 && last > since ? since : 0;
  for (int round = 0; round < 64; round++) {
    s.n = 0;
    if (each_process(collect, &s, above) < 0 || s.n == 0) break;
    /* SIGKILLed: each ends soon; reap it so that its children come to us */
    for (int i = 0; i < s.n; i++) {
      int st = 0;
      pid_t got;
      while ((got = waitpid(s.pid[i], &st, __WALL)) < 0 && errno == EINTR) {
      }
      killed += got == s.pid[i] && WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL;
    }
  }
  free(s.pid);
  return killed;
}

typedef struct user_count {
  uid_t uid;
  long n;
} user_count;

static int count_one(void *ctx, int procfd, const char *name, const proc_stat *ps) {
  user_count *u = ctx;
  struct stat st;
  if (fstatat(procfd, name, &st, 0) == 0 && st.st_uid == u->uid) u->n += ps->threads > 0 ? ps->threads : 1;
  return 0;
}

long proc_count_user(uid_t uid) {
  user_count u = {uid, 0};
  return each_process(count_one, &u, 0) < 0 ? -1 : u.n;
}

void proc_close_fds(int keep, int keep2) {
#ifdef SYS_close_range
  if (keep2 >= 3 && (keep < 3 || keep2 < keep)) {
    int t = keep;
    keep = keep2;
    keep2 = t;
  }
  unsigned from = 3;
  int k[2] = {keep, keep2};
  for (int i = 0; i < 2; i++) {
    if (k[i] < 3 || (unsigned)k[i] < from) continue;
    if ((unsigned)k[i] > from) syscall(SYS_close_range, from, (unsigned)k[i] - 1, 0u);
    from = (unsigned)k[i] + 1;
  }
  syscall(SYS_close_range, from, ~0u, 0u);
#else
  (void)keep, (void)keep2;
#endif
}

int proc_pidfd(pid_t pid) {
#ifdef SYS_pidfd_open
  long fd = syscall(SYS_pidfd_open, pid, 0);
  if (fd >= 0) {
    fcntl((int)fd, F_SETFD, FD_CLOEXEC);
    return (int)fd;
  }
#endif
  return -1;
}

extern char **environ;

int proc_spawn_quiet(const char *path, char *const *argv, int pass, pid_t *pid) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
  if (pass >= 0) posix_spawn_file_actions_adddup2(&fa, pass, 3);   /* clears close-on-exec */
  posix_spawnattr_t at;
  posix_spawnattr_init(&at);
  posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSID);
  int err = posix_spawn(pid, path, &fa, &at, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  posix_spawnattr_destroy(&at);
  return err;
}

void proc_set_limits(int n, const int *res, const struct rlimit *lim) {
  for (int i = 0; i < n; i++) {
    if (res[i] != PROC_CPU_TIMER) {
      setrlimit(res[i], &lim[i]);
      continue;
    }
    struct itimerval t = {{0, 0}, {(time_t)(lim[i].rlim_cur / 1000000), (suseconds_t)(lim[i].rlim_cur % 1000000)}};
    setitimer(ITIMER_PROF, &t, NULL);
  }
}
