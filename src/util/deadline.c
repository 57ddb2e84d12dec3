/* deadline.c - one deadline, a watchdog thread, a backstop.
 *
 * The watchdog sleeps until the deadline, then calls the hooks every 20 ms
 * (a Z3_interrupt only stops the call running at that moment), and at the
 * deadline plus the grace ends the process itself.  It runs as a thread,
 * not a signal handler, so that it may take a lock, but it never touches
 * stdio unless ftrylockfile says nobody else is printing. */
#define _GNU_SOURCE
#include "util/deadline.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "util/clock.h"

static double at;               /* clock_now() value; 0: no deadline */
static pid_t owner;             /* the process whose watchdog it is */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int stopped;             /* exit() has begun: hooks are off */

enum { MAXHOOKS = 64 };
typedef struct hook {
  deadline_fn fn;
  void *arg;
} hook;
static hook hooks[MAXHOOKS];
static int nhooks;

static char summary[4096];
static size_t nsummary;
static int summary_code = DEADLINE_EXIT;
static FILE *side;
static char side_text[4096];
static size_t nside;
static atomic_int bailing;

static const char note[] = "amend: --timeout reached; stopped\n";

static void write_all(int fd, const char *s, size_t n) {
  while (n > 0) {
    ssize_t k = write(fd, s, n);
    if (k <= 0) return;
    s += k;
    n -= (size_t)k;
  }
}

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
    pthread_mutex_lock(&lock);
    char copy[sizeof summary], side_copy[sizeof side_text];
    size_t n = nsummary, nside_copy = nside;
    int code = summary_code;
    FILE *f = side;
    memcpy(copy, summary, n);
    memcpy(side_copy, side_text, nside_copy);
    pthread_mutex_unlock(&lock);
    write_all(1, copy, n);
    if (f && ftrylockfile(f) == 0) {
      fflush_unlocked(f);
      funlockfile(f);
      write_all(fileno(f), side_copy, nside_copy);
    }
    write_all(2, note, sizeof note - 1);
    _exit(code);
  }
  _exit(DEADLINE_EXIT);
}

static void sleep_until(double t) {
  struct timespec ts;
  ts.tv_sec = (time_t)t;
  ts.tv_nsec = (long)((t - (double)ts.tv_sec) * 1e9);
  if (ts.tv_nsec >= 1000000000L) ts.tv_nsec = 999999999L;
  while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) != 0) {
  }
}

static void *watch(void *unused) {
  (void)unused;
  sleep_until(at);
  for (;;) {
    pthread_mutex_lock(&lock);
    int off = stopped;
    for (int i = 0; !off && i < nhooks; i++) hooks[i].fn(hooks[i].arg);
    pthread_mutex_unlock(&lock);
    if (off) return NULL;
    if (clock_now() >= at + DEADLINE_GRACE_S) deadline_bail();
    sleep_until(clock_now() + 0.02);
  }
}

static void on_exit_stop(void) {
  pthread_mutex_lock(&lock);
  stopped = 1;
  pthread_mutex_unlock(&lock);
}

/* A forked child has no watchdog: its parent ends it (tmplproc). */
static void in_child(void) {
  pthread_mutex_init(&lock, NULL);
  nhooks = 0;
}

void deadline_start(double seconds) {
  if (seconds <= 0) return;
  at = clock_now() + seconds;
  owner = getpid();
  atexit(on_exit_stop);
  pthread_atfork(NULL, NULL, in_child);
  pthread_t t;
  if (pthread_create(&t, NULL, watch, NULL) == 0) pthread_detach(t);
}

int deadline_passed(void) { return at > 0 && clock_now() >= at; }

double deadline_left(void) {
  if (at <= 0) return 0;
  double left = at - clock_now();
  return left > 0.001 ? left : 0.001;
}

double deadline_clip(double seconds) {
  double left = deadline_left();
  if (seconds <= 0) return left;
  return left > 0 && left < seconds ? left : seconds;
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

void deadline_set_side_summary(FILE *f, const char *text) {
  pthread_mutex_lock(&lock);
  side = f;
  size_t n = text ? strlen(text) : 0;
  if (n >= sizeof side_text) n = sizeof side_text - 1;
  if (n) memcpy(side_text, text, n);
  nside = n;
  pthread_mutex_unlock(&lock);
}

void deadline_set_summary(const char *text, int code) {
  pthread_mutex_lock(&lock);
  summary_code = code;
  size_t n = strlen(text);
  if (n >= sizeof summary) n = sizeof summary - 1;
  memcpy(summary, text, n);
  nsummary = n;
  pthread_mutex_unlock(&lock);
}
