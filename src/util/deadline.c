/* deadline.c - the limits, a watchdog thread, a backstop.
 *
 * The watchdog sleeps until the time limit, or wakes every 20 ms to read
 * the memory in use when there is a memory limit.  Once a limit is reached
 * it calls the hooks every 20 ms (a Z3_interrupt only stops the call
 * running at that moment), and at the deadline plus the grace ends the
 * process itself.  It runs as a thread, not a signal handler, so that it
 * may take a lock, but it never touches stdio unless ftrylockfile says
 * nobody else is printing.
 *
 * Memory is resident memory (/proc/self/statm), what the machine has to
 * give: the address space is no measure here, since libclang, Z3 and
 * glibc's arenas reserve far more of it than they touch. */
#define _GNU_SOURCE
#include "util/deadline.h"

#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "util/clock.h"

static double at;               /* clock_now() value; 0: no time limit */
static long limit_kb;           /* 0: no memory limit */
static pid_t owner;             /* the process whose limits they are */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int stopped;             /* exit() has begun: hooks are off */
static atomic_int why;          /* deadline_why: the first limit reached */
static double reached_at;       /* when, under lock */

enum { MAXHOOKS = 64 };
typedef struct hook {
  deadline_fn fn;
  void *arg;
} hook;
static hook hooks[MAXHOOKS];
static int nhooks;

/* Forked copies of amend whose memory counts (the template engine). */
enum { MAXCHILDREN = 8 };
typedef struct child {
  pid_t pid;
  int fd;                       /* its /proc/PID/statm */
  long base_kb;                 /* resident at the start: pages it shares */
} child;
static child children[MAXCHILDREN];
static int nchildren;
static int self_fd = -1;        /* /proc/self/statm, kept open */
static long page_kb = 4;
static long peak_kb;            /* for AMEND_DEBUG_MEMORY */

/* Per reason (time, memory): what the backstop writes. */
typedef struct text {
  char s[4096];
  size_t n;
} text;
static text summary[2], side_text[2];
static FILE *side[2];
static int summary_code = EXIT_LIMIT;
static atomic_int bailing;

static const char time_note[] = "amend: --timeout reached; stopped\n";
static char memory_note[96] = "amend: out of memory; stopped\n";

static void write_all(int fd, const char *s, size_t n) {
  while (n > 0) {
    ssize_t k = write(fd, s, n);
    if (k <= 0) return;
    s += k;
    n -= (size_t)k;
  }
}

static int memory_first(void) { return atomic_load(&why) == DEADLINE_MEMORY; }

_Noreturn void deadline_bail(void) {
  if (atomic_exchange(&bailing, 1)) {
    for (;;) pause();  /* the other thread is ending the process */
  }
  if (getpid() == owner) {
    /* what was printed before stays printed, unless someone holds stdout */
    if (ftrylockfile(stdout) == 0) {
      fflush_unlocked(stdout);
      funlockfile(stdout);
    }
    int k = memory_first();
    pthread_mutex_lock(&lock);
    text copy = summary[k], side_copy = side_text[k];
    int code = summary_code;
    FILE *f = side[k];
    pthread_mutex_unlock(&lock);
    write_all(1, copy.s, copy.n);
    if (f && ftrylockfile(f) == 0) {
      fflush_unlocked(f);
      funlockfile(f);
      write_all(fileno(f), side_copy.s, side_copy.n);
    }
    if (k) write_all(2, memory_note, strlen(memory_note));
    else write_all(2, time_note, sizeof time_note - 1);
    _exit(code);
  }
  _exit(EXIT_LIMIT);
}

/* The first limit reached wins; the time limit is reached at `at`. */
static void reach(deadline_why w, double when) {
  pthread_mutex_lock(&lock);
  int none = DEADLINE_NONE;
  if (atomic_compare_exchange_strong(&why, &none, (int)w)) reached_at = when;
  pthread_mutex_unlock(&lock);
}

/* The second field of a statm file, in kB; 0 when it cannot be read. */
static long resident_kb(int fd) {
  char buf[128];
  ssize_t n = fd >= 0 ? pread(fd, buf, sizeof buf - 1, 0) : -1;
  if (n <= 0) return 0;
  buf[n] = 0;
  unsigned long size, resident;
  if (sscanf(buf, "%lu %lu", &size, &resident) != 2) return 0;
  return (long)resident * page_kb;
}

/* Resident memory of the process and what its counted children added. */
static long used_kb(void) {
  long kb = resident_kb(self_fd);
  pthread_mutex_lock(&lock);
  for (int i = 0; i < nchildren; i++) {
    long more = resident_kb(children[i].fd) - children[i].base_kb;
    if (more > 0) kb += more;
  }
  pthread_mutex_unlock(&lock);
  if (kb > peak_kb) peak_kb = kb;
  return kb;
}

/* One look at memory: past the limit, it is reached; past it by a
 * quarter, the clean path is not stopping in time and the backstop ends
 * the process now. */
static void sample_memory(void) {
  long kb = used_kb();
  if (kb > limit_kb) reach(DEADLINE_MEMORY, clock_now());
  if (kb > limit_kb + limit_kb / 4) deadline_bail();
}

static void sleep_until(double t) {
  struct timespec ts;
  ts.tv_sec = (time_t)t;
  ts.tv_nsec = (long)((t - (double)ts.tv_sec) * 1e9);
  if (ts.tv_nsec >= 1000000000L) ts.tv_nsec = 999999999L;
  while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) != 0) {
  }
}

/* Before a limit: sleep to the time limit or the next memory sample. */
static void watch_limits(void) {
  double now = clock_now();
  if (at > 0 && now >= at) {
    reach(DEADLINE_TIME, at);
    return;
  }
  if (limit_kb > 0) sample_memory();
  if (atomic_load(&why)) return;
  double next = limit_kb > 0 ? now + DEADLINE_SAMPLE_S : at;
  sleep_until(at > 0 && at < next ? at : next);
}

static void *watch(void *unused) {
  (void)unused;
  for (;;) {
    pthread_mutex_lock(&lock);
    int off = stopped;
    pthread_mutex_unlock(&lock);
    if (off) return NULL;
    if (!atomic_load(&why)) {
      watch_limits();
      continue;
    }
    pthread_mutex_lock(&lock);
    off = stopped;
    for (int i = 0; !off && i < nhooks; i++) hooks[i].fn(hooks[i].arg);
    double since = reached_at;
    pthread_mutex_unlock(&lock);
    if (off) return NULL;
    if (limit_kb > 0) sample_memory();
    if (clock_now() >= since + DEADLINE_GRACE_S) deadline_bail();
    sleep_until(clock_now() + 0.02);
  }
}

static void on_exit_stop(void) {
  pthread_mutex_lock(&lock);
  stopped = 1;
  pthread_mutex_unlock(&lock);
}

static void print_peak(void) {
  if (getpid() == owner)
    fprintf(stderr, "amend: memory: peak %ld MB resident (limit %ld MB)\n", peak_kb >> 10, limit_kb >> 10);
}

/* A forked child has no watchdog: its parent ends it (tmplproc). */
static void in_child(void) {
  pthread_mutex_init(&lock, NULL);
  nhooks = 0;
  nchildren = 0;
}

void deadline_start(double seconds, int memory_mb) {
  owner = getpid();
  atexit(on_exit_stop);
  pthread_atfork(NULL, NULL, in_child);
  if (memory_mb > 0) {
    limit_kb = (long)memory_mb << 10;
    long page = sysconf(_SC_PAGESIZE);
    if (page > 0) page_kb = page >> 10;
    self_fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
    snprintf(memory_note, sizeof memory_note, "amend: --memory reached (over %d MB); stopped\n", memory_mb);
    if (getenv("AMEND_DEBUG_MEMORY")) atexit(print_peak);
  }
  if (seconds > 0) at = clock_now() + seconds;
  if (seconds <= 0 && memory_mb <= 0) return;
  pthread_t t;
  if (pthread_create(&t, NULL, watch, NULL) == 0) pthread_detach(t);
}

int deadline_passed(void) {
  if (atomic_load_explicit(&why, memory_order_relaxed)) return 1;
  if (at > 0 && clock_now() >= at) {
    reach(DEADLINE_TIME, at);
    return 1;
  }
  return 0;
}

deadline_why deadline_reason(void) {
  deadline_passed();  /* the time limit may have passed unseen */
  return (deadline_why)atomic_load(&why);
}

int deadline_memory_mb(void) { return (int)(limit_kb >> 10); }

double deadline_left(void) {
  if (atomic_load_explicit(&why, memory_order_relaxed)) return 0.001;
  if (at <= 0) return 0;
  double left = at - clock_now();
  return left > 0.001 ? left : 0.001;
}

double deadline_clip(double seconds) {
  double left = deadline_left();
  if (seconds <= 0) return left;
  return left > 0 && left < seconds ? left : seconds;
}

void deadline_memory_reached(void) { reach(DEADLINE_MEMORY, clock_now()); }

_Noreturn void deadline_out_of_memory(void) {
  if (!owner) {
    static const char msg[] = "amend: internal error: out of memory\n";
    write_all(2, msg, sizeof msg - 1);
    _exit(70);
  }
  deadline_memory_reached();
  deadline_bail();
}

void deadline_count_child(pid_t pid) {
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/statm", (int)pid);
  int fd = limit_kb > 0 ? open(path, O_RDONLY | O_CLOEXEC) : -1;
  if (fd < 0) return;
  child c = {pid, fd, resident_kb(fd)};
  pthread_mutex_lock(&lock);
  if (nchildren < MAXCHILDREN) children[nchildren++] = c;
  else close(fd);
  pthread_mutex_unlock(&lock);
}

void deadline_uncount_child(pid_t pid) {
  pthread_mutex_lock(&lock);
  for (int i = 0; i < nchildren; i++)
    if (children[i].pid == pid) {
      close(children[i].fd);
      children[i] = children[--nchildren];
      break;
    }
  pthread_mutex_unlock(&lock);
}

void deadline_hook_add(deadline_fn fn, void *arg) {
  pthread_mutex_lock(&lock);
  if (nhooks < MAXHOOKS) hooks[nhooks++] = (hook){fn, arg};
  pthread_mutex_unlock(&lock);
}

void deadline_hook_remove(deadline_fn fn, void *arg) {
  pthread_mutex_lock(&lock);
  for (int i = 0; i < nhooks; i++)
    if (hooks[i].fn == fn && hooks[i].arg == arg) {
      hooks[i] = hooks[--nhooks];
      break;
    }
  pthread_mutex_unlock(&lock);
}

static void set_text(text *t, const char *s) {
  size_t n = s ? strlen(s) : 0;
  if (n >= sizeof t->s) n = sizeof t->s - 1;
  if (n) memcpy(t->s, s, n);
  t->n = n;
}

void deadline_set_side_summary(deadline_why w, FILE *f, const char *s) {
  int k = w == DEADLINE_MEMORY;
  pthread_mutex_lock(&lock);
  side[k] = f;
  set_text(&side_text[k], s);
  pthread_mutex_unlock(&lock);
}

void deadline_set_summary(deadline_why w, const char *s, int code) {
  int k = w == DEADLINE_MEMORY;
  pthread_mutex_lock(&lock);
  summary_code = code;
  set_text(&summary[k], s);
  pthread_mutex_unlock(&lock);
}
