/* clock.c - monotonic time for progress reports and benchmarks; CPU time
 * for budgets that must not depend on the machine's load. */
#define _POSIX_C_SOURCE 200809L
#include "util/clock.h"

#include <time.h>

double clock_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

double clock_cpu(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

double clock_left(double wall_deadline, double cpu_deadline) {
  double wall = wall_deadline > 0 ? wall_deadline - clock_now() : 0;
  double cpu = cpu_deadline > 0 ? cpu_deadline - clock_cpu() : 0;
  if (wall_deadline <= 0) return cpu;
  return cpu_deadline > 0 && cpu < wall ? cpu : wall;
}
