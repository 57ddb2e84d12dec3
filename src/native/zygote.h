/* zygote.h - one bwrap sandbox per amend process, forking every run.
 *
 * Starting bwrap costs about 5 ms a run (new namespaces, mounts), more
 * than most test runs take: a repair that runs a suite 2,500 times spent
 * half its time there.  So under bwrap amend starts one sandbox with the
 * same namespaces and mounts (sandbox.h), running amend itself as a small
 * server (zygote_main), and asks it over a socket to fork each run:
 * the run's stdin, stdout and stderr (and a probe's log) are passed as
 * descriptors, the server applies the run's limits, execs the program in
 * a session of its own, and when it ends kills everything left in the
 * sandbox's PID namespace (kill(-1) from inside reaches no process
 * outside it) before it reports the wait status.  The run's directory is
 * the sandbox's, emptied by amend after each run as before.
 *
 * Nothing is lost against a bwrap per run but a fresh /proc and /dev per
 * run (both read-only to the run): runs share no writable place.  A run
 * that kills the server ends as killed (SIGKILL); the next run starts a
 * new one.  Where the server cannot start, runs take a bwrap each. */
#ifndef AMEND_ZYGOTE_H
#define AMEND_ZYGOTE_H

#include <sys/resource.h>
#include <sys/types.h>

/* argv[1] of amend run as the server: `amend ZYGOTE_ARG FD NSINO` */
#define ZYGOTE_ARG "--amend-zygote"

/* The server's main (from main.c, before anything else). */
int zygote_main(int argc, char **argv);

/* on: runs may use a server, which is this process's own executable
 * (its main must hand ZYGOTE_ARG to zygote_main; the environment
 * variable AMEND_NO_ZYGOTE, set, keeps it off, for measuring).  off:
 * none is used again; a running one is stopped and reaped. */
void zygote_use_self(int on);

/* A server for this process with dir as its run directory; bwrap_argv
 * (NULL-terminated, bwrap and its options up to "--") starts the
 * sandbox.  0 when one is ready, -1 when none could start (the caller
 * runs bwrap itself). */
int zygote_ready(const char *dir, const char *const *bwrap_argv);

/* Start path with argv and envp in the server: descriptors in, out, err
 * become 0, 1, 2 and log (or -1) keeps its number; each limit res[i] is
 * set to lim[i].  Returns 0 when the program was exec'd, an errno when
 * it could not be, and -1 when the server could not take the run (it is
 * gone; the caller runs bwrap itself, stdin rewound). */
int zygote_spawn(const char *path, char *const *argv, char *const *envp, int in, int out, int err, int log,
                 int nlim, const int *res, const struct rlimit *lim);

/* The descriptor that polls readable when the run has ended. */
int zygote_fd(void);
/* Non-blocking: 1 with *status (a wait status) once the run has ended
 * and nothing of it is left, else 0. */
int zygote_done(int *status);
/* Kill the run and everything it started; wait for its end (*status). */
void zygote_kill(int *status);

#endif
