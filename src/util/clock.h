/* clock.h - monotonic wall-clock time and process CPU time, in seconds. */
#ifndef AMEND_CLOCK_H
#define AMEND_CLOCK_H

double clock_now(void);
/* CPU seconds this process has used (all threads): unlike the wall clock,
 * it does not run faster when other processes share the machine. */
double clock_cpu(void);
/* Seconds left until the nearer of two bounds: a clock_now() value and a
 * clock_cpu() value, each 0 for none (the result is 0 when both are). */
double clock_left(double wall_deadline, double cpu_deadline);

#endif
