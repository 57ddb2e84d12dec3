/* proc.h - this process's children and its user's processes, from /proc.
 *
 * For the orphans of a test run: a process that amend did not start but
 * that became its child because amend is a subreaper
 * (PR_SET_CHILD_SUBREAPER) and the process's own parent exited.  The
 * kernel here may lack /proc/PID/task/TID/children, so the children are
 * found by the parent pid of every process. */
#ifndef AMEND_PROC_H
#define AMEND_PROC_H

#include <sys/resource.h>
#include <sys/types.h>

/* Whether a child is one of ours, to be left alone. */
typedef int (*proc_keep_fn)(void *ctx, pid_t pid, pid_t sid);

/* Kill (SIGKILL) and reap every child of this process that keep() does
 * not claim, again until none is left (killing one hands its own
 * children to us), at most 64 rounds.  Returns how many of them SIGKILL
 * ended (ours, or an earlier kill of their process group); one that had
 * exited by itself is reaped and not counted.  since > 0: only processes
 * started after the process of that pid are looked for, and none when no
 * process was started since (/proc/loadavg's last pid): a scan of every
 * process costs a few microseconds each, for every run. */
int proc_kill_strays(proc_keep_fn keep, void *ctx, pid_t since);

/* Processes (threads included, as RLIMIT_NPROC counts them) whose real
 * user is uid; -1 when /proc cannot be read. */
long proc_count_user(uid_t uid);

/* A descriptor that polls readable once pid (a child) has exited,
 * close-on-exec, or -1 where the kernel lacks pidfd_open. */
int proc_pidfd(pid_t pid);

/* posix_spawn path with argv (and the environment) in a session of its
 * own, stdin, stdout and stderr on /dev/null and, when pass >= 0, the
 * descriptor pass as 3.  0 with *pid, or an errno. */
int proc_spawn_quiet(const char *path, char *const *argv, int pass, pid_t *pid);

/* In a child before exec (system calls only): close every descriptor
 * from 3 up but keep and keep2 (each -1 or at least 3). */
void proc_close_fds(int keep, int keep2);

/* A limit of proc_set_limits that is not an rlimit: CPU time in
 * microseconds (rlim_cur), an ITIMER_PROF whose SIGPROF ends the program.
 * An interval timer outlives exec (RLIMIT_CPU counts whole seconds), but
 * not fork: it reaches a program exec'd by the process that sets it. */
#define PROC_CPU_TIMER (-1)

/* In a child before exec (system calls only): each limit res[i] set to
 * lim[i]. */
void proc_set_limits(int n, const int *res, const struct rlimit *lim);

#endif
