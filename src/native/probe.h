/* probe.h - programs whose if-conditions and statements report to amend.
 *
 * probe_build copies the program into a work directory with every probe
 * point wrapped in a call to the runtime (rt/amend_rt.c) and compiles it
 * with gcc.  An if-condition C becomes __amend_if(id, (C) != 0, n, vars..),
 * which may force its value; a statement S becomes
 * { if (__amend_st(id, n, vars..)) S }, which may skip it.  Both log the
 * listed integer variables.  Environment variables select forcing,
 * skipping and the log file (see the runtime's header comment); the
 * probe id is the point's index. */
#ifndef AMEND_PROBE_H
#define AMEND_PROBE_H

#include <stdint.h>

#include "ir/ir.h"

typedef enum probe_kind { PROBE_IF, PROBE_STMT } probe_kind;

typedef struct probe_pt {
  probe_kind kind;
  ir_loc at;                  /* IF: the condition; STMT: the statement */
  int nvars;
  const char *const *vars;    /* integer variables to log, as the code there names them */
} probe_pt;

/* The runtime's source text (generated from rt/amend_rt.c at build time). */
extern const char amend_rt_text[];

/* Where a statement really ends: after its ';' when the range stops
 * before one (clang's statement ranges leave it out).  A ';' right after
 * a block is taken along too: an empty statement, harmless inside the
 * wrapper, and after `x = (T){..}` the ';' is the statement's own. */
unsigned probe_stmt_end(const ir_prog *p, ir_loc at);

/* Write the runtime and the instrumented files of p into dir and compile
 * them (cflags: extra gcc flags such as -I/-D).  Returns the binary's path
 * (malloc'd) or NULL with gcc's output in *log (malloc'd). */
char *probe_build(const ir_prog *p, const probe_pt *pts, int npts, const char *dir,
                  const char *const *cflags, int ncflags, char **log);

/* Write the files of p with the rewrite applied by fn (one call per
 * file; fn returns a malloc'd text or NULL for "unchanged") and compile
 * them together with the runtime.  Shared by probes and mutant schemata. */
typedef char *(*probe_text_fn)(void *ctx, const ir_prog *p, int file);
char *probe_compile(const ir_prog *p, probe_text_fn fn, void *ctx, const char *dir,
                    const char *name, const char *const *cflags, int ncflags, char **log);

/* One logged execution of a probe point. */
typedef struct probe_rec {
  int id;
  probe_kind kind;
  int actual;                 /* IF: the condition's value */
  int used;                   /* IF: the value the run took; STMT: 0 when skipped */
  int nvals;
  const int64_t *vals;
} probe_rec;

typedef struct probe_log {
  int n, cap;
  probe_rec *rec;
  int npool, cappool;
  int64_t *pool;
} probe_log;

/* Parse a log file written by the runtime (a missing file is an empty
 * log).  Lines cut short by a crash are dropped. */
void probe_log_read(const char *path, probe_log *log);
void probe_log_free(probe_log *log);

#endif
