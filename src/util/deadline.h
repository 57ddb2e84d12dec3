/* deadline.h - the user's limits, --timeout and --memory, as one moment for
 * the whole process: the deadline is when the first of them is reached,
 * and a watchdog thread holds every part of amend to it.
 *
 * The time limit is reached at a fixed moment; the memory limit when the
 * watchdog, sampling every DEADLINE_SAMPLE_S, finds the process (and the
 * children counted with deadline_count_child) resident in more than the
 * limit, or when someone reports that memory ran out (a solver's own
 * limit, a failed allocation).  Whichever comes first is the reason.
 *
 * Work that can take long polls deadline_passed() (the encoder's loops,
 * the engines) and finishes with its usual summary.  What cannot poll (a
 * solver call, a child process) registers a hook: the watchdog calls every
 * hook at the deadline and again every 20 ms after it, so a solver call
 * started late is stopped too.  As a backstop, DEADLINE_GRACE_S after the
 * deadline the watchdog flushes stdout when it can, writes the summary
 * given to deadline_set_summary for the reason and ends the process with
 * EXIT_LIMIT (5); it does so at once should memory pass the limit by a
 * quarter while amend stops. */
#ifndef AMEND_DEADLINE_H
#define AMEND_DEADLINE_H

#include <stdio.h>
#include <sys/types.h>

#include "util/exitcode.h"

/* the clean path gets this long; ending a process of a few GB takes
 * a good part of the rest of the 2 s doc/check.md promises */
#define DEADLINE_GRACE_S 1.0
/* how often the watchdog reads the memory in use (a read of a few
 * counters: the cost is not measurable) */
#define DEADLINE_SAMPLE_S 0.02

/* The limit that was reached first. */
typedef enum deadline_why { DEADLINE_NONE, DEADLINE_TIME, DEADLINE_MEMORY } deadline_why;

/* Start the clock: the time limit is `seconds` from now (<= 0: none), the
 * memory limit `memory_mb` megabytes of resident memory (<= 0: none); the
 * watchdog runs when either is set.  Call once, before any other thread
 * or child exists; until then allocation failures are internal errors. */
void deadline_start(double seconds, int memory_mb);
/* A limit was reached (time or memory). */
int deadline_passed(void);
/* Which one, or DEADLINE_NONE. */
deadline_why deadline_reason(void);
/* The memory limit in MB, 0 when there is none. */
int deadline_memory_mb(void);
/* Seconds left (at least 0.001 once set, and 0.001 once a limit was
 * reached), or 0 when there is no deadline: ready to be a solver's or a
 * child's own time limit. */
double deadline_left(void);
/* The nearer of a component's own limit (`seconds` from now, <= 0: none)
 * and the deadline; 0 when neither is set. */
double deadline_clip(double seconds);

/* Memory ran out where the watchdog does not look (a solver's own limit,
 * a child process): the memory limit is reached now, unless another limit
 * was reached first. */
void deadline_memory_reached(void);
/* An allocation failed: the memory limit is reached and the backstop ends
 * the process now; before deadline_start, an internal error (exit 70). */
_Noreturn void deadline_out_of_memory(void);
/* Count a child's memory from now on (a forked copy of amend: only what it
 * adds to the pages it shares with us at the start), until uncounted. */
void deadline_count_child(pid_t pid);
void deadline_uncount_child(pid_t pid);

/* Called by the watchdog thread, under its lock, so fn must not block:
 * Z3_interrupt, kill(2).  Removing a hook waits until no call of it runs. */
typedef void (*deadline_fn)(void *arg);
void deadline_hook_add(deadline_fn fn, void *arg);
void deadline_hook_remove(deadline_fn fn, void *arg);

/* The text the backstop writes when `why` was reached (copied; later calls
 * replace it) and its exit code (5, or 0 for a repair run that already
 * printed a repair; the last call's, whatever the reason). */
void deadline_set_summary(deadline_why why, const char *text, int code);
/* A second stream the backstop completes (--json-out): f is flushed when
 * nobody holds it, then text is written after what it holds.  NULL f: none. */
void deadline_set_side_summary(deadline_why why, FILE *f, const char *text);
/* The backstop, now: for a caller that cannot go on after the deadline
 * (a Z3 call that raised "canceled").  In a forked child: _exit(5) only. */
_Noreturn void deadline_bail(void);

#endif
