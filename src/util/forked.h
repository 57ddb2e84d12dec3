/* forked.h - a piece of amend's own work in a forked copy of amend, so
 * that running out of memory or time ends that piece, not the run.
 *
 * The child may grow its address space only by what --memory leaves
 * beside the parent's resident memory; an allocation past it fails there
 * (xmalloc ends the child).  It answers through a pipe; the parent reads
 * what it needs and waits.  The deadline's watchdog kills the child when
 * the run's own limits are reached. */
#ifndef AMEND_FORKED_H
#define AMEND_FORKED_H

#include <stddef.h>
#include <sys/types.h>

/* Fork.  In the child: returns 0 with *fd its end of the pipe, after
 * capping its memory and (hard_s > 0) arming an alarm that ends it with
 * EXIT_LIMIT after hard_s seconds; the child ends with forked_exit.  In
 * the parent: returns the child's pid (> 0) with *fd the reading end;
 * forked_wait(pid) must follow.  -1 when no child could be made. */
pid_t forked_start(double hard_s, int *fd);
/* The child's end: its pipe closed, _exit(bad ? internal error : 0). */
void forked_exit(int fd, int bad);
/* In the parent: close fd, reap the child; 0 when it exited with 0. */
int forked_wait(pid_t pid, int fd);

/* All of b written or read, across short transfers: 0, or -1. */
int forked_write(int fd, const void *b, size_t n);
int forked_read(int fd, void *b, size_t n);

#endif
