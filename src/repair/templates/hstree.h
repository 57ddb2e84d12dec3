/* hstree.h - minimal diagnoses as minimal hitting sets of conflicts:
 * Reiter's HS-tree in the DAG form of Greiner, Smith and Wilkerson (1989).
 *
 * A conflict is a set of components that cannot all be normal.  A
 * diagnosis is a set of components whose abnormality explains every
 * conflict, i.e. a hitting set of them; it is minimal when no proper
 * subset is one.  The conflicts come lazily from an oracle, and they need
 * not be minimal: the only thing assumed is monotonicity (a superset of a
 * conflict is a conflict), so the minimal diagnoses are exactly the
 * minimal sets D for which the oracle finds no conflict avoiding D.
 *
 * The search is breadth-first over path sets H (the components assumed
 * abnormal on the way from the root); each node is labelled with a
 * conflict disjoint from H and gets one child per member of it.  Why the
 * DAG rules are there:
 *   reuse    a known conflict disjoint from H labels the node without an
 *            oracle call (calls are the expensive part);
 *   merge    nodes with the same H are one node, so each set is asked for
 *            once and each diagnosis is reported once;
 *   close    a node whose H contains a known diagnosis cannot lead to a
 *            minimal one;
 *   prune    a new conflict that is a proper subset of a label replaces
 *            it, and the branches for the members it lost are dropped:
 *            they were only there because the oracle over-approximated.
 * Breadth-first order with closing makes every reported set minimal; a
 * final subset check before reporting guards that.  Labels cover their
 * edges, so every minimal diagnosis is reached: the result is exactly the
 * minimal diagnoses, smallest first, each once. */
#ifndef AMEND_HSTREE_H
#define AMEND_HSTREE_H

/* Components are 0..ncomp-1.  The oracle is asked for a conflict that
 * avoids a set of components (the path: those assumed abnormal). */
typedef struct hs_oracle {
  /* Write a conflict disjoint from path[0..npath) into out (room for ncomp
   * ints) and return its size (>= 1); return 0 when none exists (then the
   * path is a diagnosis: the rest of the components can all be normal);
   * return -1 to abort (timeout, error).  Conflicts need not be minimal.
   * path is sorted ascending.  Duplicates in out are allowed; a member
   * out of range or on the path is a broken contract and aborts the run. */
  int (*conflict)(void *ctx, const int *path, int npath, int *out);
  void *ctx;
} hs_oracle;

/* Called once per minimal diagnosis, smallest first, comps sorted
 * ascending; return nonzero to stop early.  When no conflict exists at
 * all, the one minimal diagnosis is the empty set (n == 0). */
typedef int (*hs_diag_fn)(void *ctx, const int *comps, int n);

typedef struct hs_stats {
  int oracle_calls;      /* conflict() calls */
  int reused;            /* node labels taken from earlier conflicts without a call */
  int closed;            /* nodes closed because a diagnosis is a subset of their path */
  int pruned;            /* Greiner relabels (a smaller conflict replaced a label) */
  int diagnoses;
  int complete;          /* 1: the DAG was finished, so every minimal diagnosis was
                          * reported; 0: aborted, stopped, or some open node was cut
                          * by max_size (larger minimal diagnoses may exist; all of
                          * size <= max_size were still reported unless stopped) */
  int nodes;             /* nodes created */
  int merged;            /* edges linked to an existing node with the same path */
} hs_stats;

/* Breadth-first HS-DAG over paths of size <= max_size (0 = no limit).
 * Returns 0, or -1 when the oracle aborted or the callback stopped it.
 * st may be NULL.  Deterministic: the same oracle answers give the same
 * calls, in the same order, and the same reports. */
int hs_run(int ncomp, int max_size, const hs_oracle *o, hs_diag_fn fn, void *fctx, hs_stats *st);

#endif
