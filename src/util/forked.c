/* forked.c - fork with a memory cap, a pipe back, and the watchdog's kill. */
#define _GNU_SOURCE
#include "util/forked.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util/deadline.h"
#include "util/exitcode.h"

/* The children alive, for the watchdog's hook (one per level of nesting
 * is the most amend makes). */
enum { FORKED_MAX = 8 };
static pid_t alive[FORKED_MAX];

static void kill_child(void *pid) { kill(*(pid_t *)pid, SIGKILL); }

static void on_alarm(int sig) {
  (void)sig;
  _exit(EXIT_LIMIT);
}

/* Pages of address space and of resident memory now (/proc/self/statm). */
static int statm(long *size, long *resident) {
  FILE *f = fopen("/proc/self/statm", "r");
  if (!f) return -1;
  int ok = fscanf(f, "%ld %ld", size, resident) == 2;
  fclose(f);
  return ok ? 0 : -1;
}

/* The child may grow its address space by what --memory leaves beside the
 * parent's resident memory (none set: no limit), so that the two stay
 * under --memory together. */
static void cap_child(void) {
  long mb = deadline_memory_mb(), size, resident, page = sysconf(_SC_PAGESIZE);
  if (mb <= 0 || page <= 0 || statm(&size, &resident) < 0) return;
  long left = (mb << 20) - resident * page;
  if (left < (64L << 20)) left = 64L << 20;
  struct rlimit rl;
  if (getrlimit(RLIMIT_AS, &rl) != 0) return;
  rlim_t cap = (rlim_t)size * (rlim_t)page + (rlim_t)left;
  if (rl.rlim_max != RLIM_INFINITY && cap > rl.rlim_max) cap = rl.rlim_max;
  rl.rlim_cur = cap;
  setrlimit(RLIMIT_AS, &rl);
}

pid_t forked_start(double hard_s, int *fd) {
  int p[2], slot = 0;
  while (slot < FORKED_MAX && alive[slot] > 0) slot++;
  if (slot == FORKED_MAX || pipe2(p, O_CLOEXEC) < 0) return -1;
  fflush(stdout);
  fflush(stderr);
  pid_t parent = getpid(), pid = fork();
  if (pid < 0) {
    close(p[0]), close(p[1]);
    return -1;
  }
  if (pid == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(EXIT_INTERNAL);
    close(p[0]);
    cap_child();
    if (hard_s > 0) {
      signal(SIGALRM, on_alarm);
      struct itimerval it = {{0, 0}, {(time_t)hard_s, (suseconds_t)((hard_s - (double)(time_t)hard_s) * 1e6)}};
      setitimer(ITIMER_REAL, &it, NULL);
    }
    *fd = p[1];
    return 0;
  }
  close(p[1]);
  alive[slot] = pid;
  deadline_hook_add(kill_child, &alive[slot]);
  *fd = p[0];
  return pid;
}

void forked_exit(int fd, int bad) {
  close(fd);
  _exit(bad ? EXIT_INTERNAL : 0);
}

int forked_wait(pid_t pid, int fd) {
  close(fd);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  for (int i = 0; i < FORKED_MAX; i++)
    if (alive[i] == pid) {
      deadline_hook_remove(kill_child, &alive[i]);
      alive[i] = 0;
    }
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

int forked_write(int fd, const void *b, size_t n) {
  const char *p = b;
  while (n > 0) {
    ssize_t k = write(fd, p, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return -1;
    p += k;
    n -= (size_t)k;
  }
  return 0;
}

int forked_read(int fd, void *b, size_t n) {
  char *p = b;
  while (n > 0) {
    ssize_t k = read(fd, p, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return -1;
    p += k;
    n -= (size_t)k;
  }
  return 0;
}
