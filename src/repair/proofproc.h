/* proofproc.h - a candidate's proof against the reference in a process of
 * its own.
 *
 * A proof of equivalence over a program with arrays of input-sized
 * length (`int adj[2001][2001]`, a table of 100005 numbers) may need more
 * memory than --memory allows.  In amend's own process that ends the whole
 * run at the watchdog, every candidate found so far lost; in a forked copy
 * of amend, whose address space may grow only by what --memory leaves
 * beside the parent, it ends the proof alone, which is then undecided (a
 * limit), as one that runs out of its time is.  The answer is
 * repair_confirm's (recheck.h). */
#ifndef AMEND_PROOFPROC_H
#define AMEND_PROOFPROC_H

#include "repair/recheck.h"

/* repair_confirm(c, p, pt, rr, why), run in a child: its answer, and
 * rr's bound fields and why as it filled them; -1 (undecided) when the
 * child ended otherwise (out of memory, killed at the deadline). */
int proof_confirm(const repair_cli *c, const ir_prog *p, const patch *pt, rep_repair *rr, patch_info *why);

#endif
