/* sandbox.h - where and under which limits user code runs natively.
 *
 * Every run of the user's program (tests, probes, mutant schemata,
 * reference runs) starts in an empty directory of its own (its working
 * directory and TMPDIR; one per amend process, emptied after each run and
 * removed at exit), with resource limits: CPU seconds (the run's time limit plus one),
 * address space (SANDBOX_AS_MB), file size (SANDBOX_FSIZE_MB), open
 * files, processes (for a user other than root, which RLIMIT_NPROC never
 * binds) and no core files.  Two modes:
 *
 *   bwrap    Debian's bubblewrap runs the program in new namespaces: no
 *            network (a loopback device of its own), a PID namespace
 *            where nothing a run started outlives it, and a read-only
 *            view of the file system but for its directory.  One bwrap
 *            per amend process, its server forking the runs (zygote.h),
 *            or one per run where that server does not start.
 *   rlimits  the limits alone, where bwrap is missing or does not start;
 *            amend is a child subreaper, and after each run kills every
 *            process the run left behind, even one that left its process
 *            group and session.  The program has the user's network and
 *            rights on files outside its directory.
 *
 * `auto` (the default) takes bwrap when a trial run of it works, once per
 * process, and rlimits otherwise.  Nothing here is a sandbox of amend's
 * own: the namespaces are bwrap's, the rest is setrlimit and prctl. */
#ifndef AMEND_SANDBOX_H
#define AMEND_SANDBOX_H

#include <stddef.h>
#include <sys/types.h>
#include <sys/resource.h>

#define SANDBOX_AS_MB 1024
#define SANDBOX_FSIZE_MB 64
#define SANDBOX_NOFILE 256
/* processes a run may add to its user's count (RLIMIT_NPROC counts them all) */
#define SANDBOX_NPROC_MARGIN 256

typedef enum sandbox_mode { SANDBOX_AUTO, SANDBOX_BWRAP, SANDBOX_RLIMITS } sandbox_mode;

/* --sandbox.  SANDBOX_BWRAP tries bwrap now: -1 (why in why[n]) when it
 * does not work here.  Without a call, SANDBOX_AUTO. */
int sandbox_select(sandbox_mode m, char *why, size_t n);

/* "bwrap" or "rlimits": how user code ran in this process; NULL when none
 * ran.  sandbox_fallback: under auto, why bwrap was not taken, or NULL. */
const char *sandbox_used(void);
const char *sandbox_fallback(void);
/* One line for a summary, after "sandbox: " (static storage), or NULL. */
const char *sandbox_describe(void);

/* How the runs of this process ended, as far as the limits go. */
typedef struct sandbox_stops {
  long runs;           /* runs of user code */
  long time;           /* stopped at their time limit */
  long cpu;            /* at the CPU-time limit (SIGXCPU) */
  long file_size;      /* at the file-size limit (SIGXFSZ) */
  long output;         /* past RUN_MAX_OUTPUT bytes of stdout */
  long orphans;        /* processes left running after a run and killed
                          (rlimits; under bwrap they die with the run's
                          PID namespace, uncounted) */
} sandbox_stops;
void sandbox_stops_get(sandbox_stops *s);

/* From now on each run of user code may use at most s seconds of CPU
 * time (0: no cap but the time limit's), where that is below its time
 * limit: a run that loops ends there whatever the wall clock says, and a
 * busy machine, which slows the wall clock, does not make a run that
 * ends fail.  The run then ends as at its time limit.  Runs under bwrap
 * without the server (zygote.h) keep the time limit alone. */
void sandbox_cpu_cap(double s);

/* Can a run have an address space without limit (the hard RLIMIT_AS is
 * unlimited)?  A program under MemorySanitizer reserves terabytes of
 * shadow at its start and cannot run otherwise.  Each run sets its own
 * limit (SANDBOX_AS_MB, or the hard limit with SANDBOX_NO_AS), so a soft
 * limit on amend's address space does not reach the runs. */
int sandbox_as_unlimited(void);

/* ---- for run.c ---- */

enum { SANDBOX_NO_AS = 1 };   /* no address-space limit (MemorySanitizer) */

typedef struct sandbox_run {
  int bwrap;
  int zygote;          /* under bwrap: the run goes to zygote.h's server */
  pid_t pid;           /* the process started (run.c sets it), or 0 */
  char *dir;           /* the run's own directory (the process's, emptied) */
  char *tmpdir;        /* "TMPDIR=<dir>" for its environment */
  const char *path;    /* what to execve: bwrap, or the program */
  char **argv;
  int nlim;
  int res[8];
  struct rlimit lim[8];
  int cpu_timer;       /* a CPU-time cap below the time limit: SIGPROF */
} sandbox_run;

/* Prepare a run of bin (in the parent): 0, or -1 with errno. */
int sandbox_prepare(sandbox_run *s, const char *bin, double timeout_s, int flags);
/* The server could not take the run: bwrap per run instead; 0 or -1. */
int sandbox_unzygote(sandbox_run *s, const char *bin);
/* In the child between fork and exec (system calls only): 0, or errno. */
int sandbox_child(const sandbox_run *s);
/* The signal that ended the program (bwrap reports it as exit 128 + N), or 0. */
int sandbox_signal(const sandbox_run *s, int wstatus);
/* Did the program end at the CPU-time cap of sandbox_cpu_cap? */
int sandbox_cpu_out(const sandbox_run *s, int wstatus);
/* The exit code of the program, when it exited. */
int sandbox_exit_code(const sandbox_run *s, int wstatus);
/* Once the program has exited (its group killed): kill what it left that
 * escaped the group (rlimits), so that nothing holds its stdout open. */
void sandbox_kill_left(const sandbox_run *s);
/* After the run was reaped: kill what it left (rlimits), remove its
 * directory, count how it ended. */
void sandbox_finish(sandbox_run *s, int wstatus, int timed_out, int too_much);

#endif
