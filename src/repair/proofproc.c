/* proofproc.c - fork, prove, send the answer back over a pipe.
 *
 * The child writes one record: the answer, the patch_info (without its
 * cut places, which name the child's own copy of the patched program),
 * and rr's bound fields, each place's strings spelled out.  Everything
 * else a pointer in them names (the original program's file names, the
 * report's constant words) was there before the fork, at the same address
 * in both processes. */
#define _GNU_SOURCE
#include "repair/proofproc.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util/arena.h"
#include "util/deadline.h"
#include "util/exitcode.h"

/* The child's own end, past the proof's time: its answer is lost then. */
#define PROOF_GRACE_S 2.0

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
 * under --memory together and an allocation past it fails in the child. */
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

static int write_all(int fd, const void *b, size_t n) {
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

static int read_all(int fd, void *b, size_t n) {
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

/* A string, length first (-1: NULL). */
static int put_str(int fd, const char *s) {
  int n = s ? (int)strlen(s) : -1;
  return write_all(fd, &n, sizeof n) || (n > 0 && write_all(fd, s, (size_t)n)) ? -1 : 0;
}

/* The strings read back live as long as amend: a place's function name
 * and verb, a few per repair that the bound cut. */
static const char *get_str(int fd, int *bad) {
  int n;
  if (read_all(fd, &n, sizeof n) < 0 || n > 4096) {
    *bad = 1;
    return NULL;
  }
  if (n < 0) return NULL;
  char *s = xcalloc((size_t)n + 1, 1);
  if (n > 0 && read_all(fd, s, (size_t)n) < 0) *bad = 1;
  return s;
}

/* The report's word for the bound, back at the parent's own address. */
static const char *bound_word(int k) { return k == 1 ? "complete" : k == 2 ? "bounded" : NULL; }
static int bound_code(const char *b) { return !b ? 0 : !strcmp(b, "complete") ? 1 : 2; }
static const char *kind_word(int k) {
  static const char *const w[] = {"loop", "recursion", "heap", "string"};
  return k >= 0 && k < 4 ? w[k] : "loop";
}
static int kind_code(const char *k) {
  static const char *const w[] = {"loop", "recursion", "heap", "string"};
  for (int i = 0; k && i < 4; i++)
    if (!strcmp(k, w[i])) return i;
  return 0;
}

static void child(int fd, const repair_cli *c, const ir_prog *p, const patch *pt, rep_repair *rr, double hard_s) {
  cap_child();
  if (hard_s > 0) {
    signal(SIGALRM, on_alarm);
    struct itimerval it = {{0, 0}, {(time_t)hard_s, (suseconds_t)((hard_s - (double)(time_t)hard_s) * 1e6)}};
    setitimer(ITIMER_REAL, &it, NULL);
  }
  patch_info why = {0};
  int v = repair_confirm(c, p, pt, rr, &why);
  why.ncuts = 0;  /* its places name the child's copy of the patched program */
  int head[5] = {v, bound_code(rr->bound), rr->unwind, rr->orig_unwind, rr->nplaces};
  int bad = write_all(fd, head, sizeof head) || write_all(fd, &why, sizeof why);
  for (int i = 0; i < rr->nplaces && !bad; i++) {
    const rep_place *pl = &rr->places[i];
    int file = -1;
    for (int f = 0; f < p->nfiles; f++)
      if (pl->file == p->files[f].path) file = f;
    int nums[5] = {file, (int)pl->line, (int)pl->col, kind_code(pl->kind), pl->max_string};
    bad = write_all(fd, nums, sizeof nums) || put_str(fd, pl->fn) || put_str(fd, pl->verb);
  }
  _exit(bad ? EXIT_INTERNAL : 0);
}

int proof_confirm(const repair_cli *c, const ir_prog *p, const patch *pt, rep_repair *rr, patch_info *why) {
  int fd[2];
  if (pipe2(fd, O_CLOEXEC) < 0) return repair_confirm(c, p, pt, rr, why);
  fflush(stdout);
  fflush(stderr);
  pid_t parent = getpid(), pid = fork();
  if (pid < 0) {
    close(fd[0]), close(fd[1]);
    return repair_confirm(c, p, pt, rr, why);
  }
  if (pid == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(EXIT_INTERNAL);
    close(fd[0]);
    double hard = c->spec.proof_s > 0 ? c->spec.proof_s * 2 + PROOF_GRACE_S : 0;
    child(fd[1], c, p, pt, rr, hard);
  }
  close(fd[1]);
  deadline_hook_add(kill_child, &pid);
  int head[5], bad = read_all(fd[0], head, sizeof head) < 0;
  patch_info w = {0};
  bad = bad || read_all(fd[0], &w, sizeof w) < 0 || head[4] < 0 || head[4] > REP_MAX_PLACES;
  rep_place pl[REP_MAX_PLACES];
  for (int i = 0; !bad && i < head[4]; i++) {
    int nums[5];
    bad = read_all(fd[0], nums, sizeof nums) < 0 || nums[0] < 0 || nums[0] >= p->nfiles;
    if (bad) break;
    pl[i] = (rep_place){.file = p->files[nums[0]].path, .line = (unsigned)nums[1], .col = (unsigned)nums[2],
                        .kind = kind_word(nums[3]), .max_string = nums[4]};
    pl[i].fn = get_str(fd[0], &bad);
    pl[i].verb = get_str(fd[0], &bad);
  }
  close(fd[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  deadline_hook_remove(kill_child, &pid);
  if (bad || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;  /* out of memory or time */
  rr->bound = bound_word(head[1]);
  rr->unwind = head[2];
  rr->orig_unwind = head[3];
  rr->nplaces = head[4];
  memcpy(rr->places, pl, sizeof *pl * (size_t)head[4]);
  if (why) *why = w;
  return head[0];
}
