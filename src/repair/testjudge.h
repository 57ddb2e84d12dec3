/* testjudge.h - the test-suite repair command's state, and what it does
 * with a candidate that passes the tests: judge it (the rules without a
 * reference, the reference's proof with one), hold it for ranking, print
 * it once.  Shared by testrepair.c and testjudge.c only: not a contract
 * for anyone else. */
#ifndef AMEND_TESTJUDGE_H
#define AMEND_TESTJUDGE_H

#include "repair/based.h"
#include "repair/cli.h"
#include "repair/mutation/mutation.h"
#include "oracle/overfit.h"
#include "oracle/refsuite.h"
#include "oracle/tsuite.h"
#include "report/repairs.h"

/* candidates kept that pass every test, the reference's too, but whose
 * proof reached its limit: printed as tested only when none is proven */
#define UNPROVEN_MAX 3
/* ...and only those whose proof had at least this many seconds: one the
 * deadline cut short says nothing (a set shrunk in the last seconds that
 * passes the tests and is wrong on inputs they miss) */
#define UNPROVEN_PROOF_MIN_S 5.0

typedef struct driver {
  const repair_cli *c;
  const ir_prog *p0;       /* the program as the user wrote it: what is judged */
  ts_ctx *ts0;             /* its suite context */
  ts_ctx *ts;              /* the searched program's: ts0, or a base's */
  const mut_space *ms;
  based *base;             /* the searched program's base edit, or NULL */
  const rep_change *base_ch;  /* its changes (the original's places), */
  int nbase_ch;            /* how many, */
  int base_size;           /* and the edits it counts */
  int n;
  rep_repair *found;
  double t0;
  int refuted, undecided;  /* with --reference: passed the tests, not proven */
  rep_repair unproven[UNPROVEN_MAX];  /* of the undecided, the first whose */
  int nunproven;                      /* proof a limit stopped */
  int by_bound;            /* of the undecided: only runs the bound cuts fail */
  int blind;               /* of the refuted: passing natively the test that
                              refutes them (their runs read memory never
                              written, which natively held what fitted) */
  int synth_blinds;        /* of those, the synthesis engine's, */
  int synth_blind;         /* which stopped it at SYNTH_BLIND_MAX */
  rep_repair cut;          /* the first of those: where, and at which bound */
  int none_compared;       /* some of those compared no run at all */
  refsuite *rs;            /* tests from the reference: each refutation adds one */
  overfit *of;             /* tests alone: the rules a patch that memorises them breaks */
  int hold;                /* proven repairs wait in held instead of printing */
  int ranked;              /* tests alone: every repair is held, and printed
                              at the end in the order of rank_of */
  rep_repair *held;
  patch *held_pt;          /* ranked: each held repair's patch (td_vary) */
  int nheld;
  const ir_prog *refp;     /* the reference, lenient (its strings) */
  const mut_opts *mo;      /* the mutation space's options, for a base's */
  int sets_done;           /* the guided sets and bases ran (ref_sets) */
  int sets_timed_out;      /* and the deadline stopped them */
  int transplanted;        /* the reference's blocks were tried */
  int mut_paused;          /* the mutation search ended before sets of this
                              size: the reference's sets repaired first */
  int identity_only;        /* no test fails and no proof can settle it: only
                              a candidate that makes the program the
                              reference's text (repair_identical) is one */
  rep_tests *rt;
  based **bases;           /* the base programs searched: their strings */
  int nbases;              /* stay until the repairs are printed */
} driver;

/* With --reference the tests are the cheap first filter and the reference
 * the judge: 0 when rr may be printed (proven, or no reference given),
 * else 1 (rr freed, or kept among the unproven). */
int td_judged(driver *d, const patch *pt, rep_repair *rr);
/* rr's patch is printed (or held) already, by another engine perhaps. */
int td_printed_before(const driver *d, const rep_repair *rr);
/* The held repairs in rank order (tests alone); holding ends. */
void td_print_ranked(driver *d);
/* rr's twin is printed already: rr freed, 1. */
int td_twin_dropped(const driver *d, rep_repair *rr);
/* rr printed (or held): d owns it.  pt, its patch (may be NULL), is
 * copied when the repairs are ranked, for td_vary. */
void td_emit(driver *d, rep_repair rr, const patch *pt);
/* Tests alone, the held repairs ranked: the first few that will be
 * printed run on inputs made from the tests (oracle/tsvary.h), and each
 * says whether another prints otherwise on one (its evidence). */
void td_vary(driver *d);
/* The held repairs' patches freed. */
void td_free_held(driver *d);
/* Repairs found so far: printed, or held to be printed ranked. */
int td_nfound(const driver *d);
/* --max-repairs reached. */
int td_limit_reached(const driver *d);

#endif
