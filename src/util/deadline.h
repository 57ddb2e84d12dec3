/* deadline.h - the user's --timeout as one wall-clock deadline for the
 * whole process, and a watchdog thread that holds every part of amend to it.
 *
 * Work that can take long polls deadline_passed() (the encoder's loops,
 * the engines) and finishes with its usual summary.  What cannot poll (a
 * solver call, a child process) registers a hook: the watchdog calls every
 * hook at the deadline and again every 20 ms after it, so a solver call
 * started late is stopped too.  As a backstop, DEADLINE_GRACE_S after the
 * deadline the watchdog flushes stdout when it can, writes the summary
 * given to deadline_set_summary and ends the process with exit code 5. */
#ifndef AMEND_DEADLINE_H
#define AMEND_DEADLINE_H

#include <stdio.h>

#define DEADLINE_EXIT 5
/* the clean path gets this long; ending a process of a few GB takes
 * a good part of the rest of the 2 s the README promises */
#define DEADLINE_GRACE_S 1.0

/* Start the clock: the deadline is `seconds` from now (<= 0: none, and no
 * watchdog).  Call once, before any other thread or child exists. */
void deadline_start(double seconds);
/* The deadline is set and has passed. */
int deadline_passed(void);
/* Seconds left (at least 0.001 once set), or 0 when there is no deadline:
 * ready to be a solver's or a child's own time limit. */
double deadline_left(void);
/* The nearer of a component's own limit (`seconds` from now, <= 0: none)
 * and the deadline; 0 when neither is set. */
double deadline_clip(double seconds);

/* Called by the watchdog thread, under its lock, so fn must not block:
 * Z3_interrupt, kill(2).  Removing a hook waits until no call of it runs. */
typedef void (*deadline_fn)(void *arg);
void deadline_hook_add(deadline_fn fn, void *arg);
void deadline_hook_remove(deadline_fn fn, void *arg);

/* The text the backstop writes (copied; later calls replace it) and its
 * exit code (5, or 0 for a repair run that already printed a repair). */
void deadline_set_summary(const char *text, int code);
/* A second stream the backstop completes (--json-out): f is flushed when
 * nobody holds it, then text is written after what it holds.  NULL f: none. */
void deadline_set_side_summary(FILE *f, const char *text);
/* The backstop, now: for a caller that cannot go on after the deadline
 * (a Z3 call that raised "canceled").  In a forked child: _exit(5) only. */
_Noreturn void deadline_bail(void);

#endif
