/* clock.h - monotonic wall-clock time in seconds. */
#ifndef AMEND_CLOCK_H
#define AMEND_CLOCK_H

double clock_now(void);

#endif
