/* clock.h - monotonic wall-clock time and process CPU time, in seconds. */
#ifndef AMEND_CLOCK_H
#define AMEND_CLOCK_H

double clock_now(void);
/* CPU seconds this process has used (all threads): unlike the wall clock,
 * it does not run faster when other processes share the machine. */
double clock_cpu(void);

#endif
