/* based.h - a search that starts from a patch (a base), and the way back
 * to the original program.
 *
 * Some defects need edits of two engines together: a buffer's
 * initialiser that the reference-guided engine proposes, and a condition
 * that the mutation search makes false.  The orchestrator applies the
 * first as a base: the patched files are read again as the original was
 * (oracle/patch.h, patch_parse), and the other engine searches that
 * program like any other.  What it finds is a patch of the base program;
 * since the base's edits are in its text, it is also a patch of the
 * original (based_patch), and the judge proves it against the
 * specification like any candidate.  Its changes are reported at the
 * original's places (based_place).  The base program keeps the strings
 * an engine's descriptions point into: free it when the run's repairs are
 * printed. */
#ifndef AMEND_BASED_H
#define AMEND_BASED_H

#include <stdio.h>

#include "oracle/patch.h"
#include "report/repairs.h"

typedef struct based based;

/* p with base applied, read again from spec's files patched; NULL when it
 * does not parse (the message goes to diag) or when the base adds or
 * removes a line (places are moved back line by line). */
based *based_load(const ir_prog *p, const patch *base, const program_spec *spec, FILE *diag);
/* The base program, for an engine to search. */
ir_prog *based_prog(based *b);
/* A patch of the base program as a patch of the original: its files'
 * texts, the base's where it leaves a file as it was (malloc'd). */
patch based_patch(const based *b, const patch *pt);
/* Change c, described on the base program (node: the changed expression,
 * at: the replaced text), at the original's places; a place inside the
 * base's own text goes to where that text begins. */
void based_place(const based *b, ir_loc node, ir_loc at, rep_change *c);
void based_free(based *b);

#endif
