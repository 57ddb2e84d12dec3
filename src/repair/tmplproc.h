/* tmplproc.h - the template engine in a child process, so that it runs
 * on the second core while the mutation search runs on the first.  The
 * child shares the parent's IR (fork copies it) and sends each proven
 * instance back through a pipe; the parent re-checks and reports. */
#ifndef AMEND_TMPLPROC_H
#define AMEND_TMPLPROC_H

#include "repair/templates/templates.h"

typedef struct tmplproc tmplproc;

/* Start the engine; NULL when no process could be made (run tr_run in
 * this process instead).  With hard_s > 0 the child ends itself that
 * many seconds after it starts, whatever it is doing (a solver call
 * included), and collect reports TR_TIMEOUT with its last progress: the
 * engine checks o->timeout_s only between its steps, and one step (a
 * diagnosis) can take many times a short share. */
tmplproc *tmplproc_start(const ir_prog *p, const tr_opts *o, double hard_s);
/* Stop it and forget its results (the mutation search already repaired). */
void tmplproc_cancel(tmplproc *t);
/* Wait for it, handing each repair to found (which may stop the rest);
 * returns 0, or -1 when the child died without its final statistics. */
int tmplproc_collect(tmplproc *t, tr_found_fn found, void *ctx, tr_stats *st);

#endif
