/* synth_internal.h - state shared by synth.c (search, text) and
 * synth_enc.c (the Z3 encoding).  Not a contract beyond these two files. */
#ifndef AMEND_SYNTH_INTERNAL_H
#define AMEND_SYNTH_INTERNAL_H

#include <z3.h>

#include "repair/synthesis/synth.h"

__extension__ typedef __int128 synth_wide;

/* operators (the comparisons SYN_LT .. SYN_NE in this order), block kinds */
enum { SYN_ADD, SYN_SUB, SYN_MUL, SYN_MOD, SYN_LT, SYN_LE, SYN_GT, SYN_GE, SYN_EQ, SYN_NE, SYN_AND, SYN_OR };
enum { SYN_ARITH, SYN_CMP, SYN_LOGIC };

#define SYNTH_MAXB 4  /* blocks in the largest level */

typedef struct synth_block {
  int kind, op0, nops;  /* operators op0 .. op0+nops-1 */
  int lo, hi;           /* its inputs read locations lo .. hi */
  Z3_ast in[2], op;     /* location variables; op is NULL with one operator */
} synth_block;

/* one wiring as read from a model: input locations, absolute operator */
typedef struct synth_wiring {
  int in[2], op;
} synth_wiring;

/* A comparison that agrees with every row, by input ids (variable i, or
 * nvars + constant index: locations differ between passes); cmp.in[1] ==
 * -1 when it reads the arithmetic. */
typedef struct synth_known {
  synth_wiring cmp, arith;
} synth_known;

/* what the whole call shares */
typedef struct synth_run {
  const synth_spec *s;
  int *rows, nrows;     /* distinct rows, as indices into the spec */
  double deadline;      /* clock_now() bound, 0: none */
  double cpu_deadline;  /* clock_cpu() bound, 0: none */
  int max, count, stop, out_of_time;
  int (*cb)(void *ctx, const synth_cand *c);
  void *ctx;
  char **seen;          /* texts offered so far */
  int nseen, capseen;
  synth_known *known;
  int nknown, capknown;
  Z3_context z;
} synth_run;

/* One pass of one level.  Locations: the variables 0 .. nv-1, the
 * constants nv .. n0-1 (foreign ones last), then one per block. */
typedef struct synth_stage {
  synth_run *u;
  const synth_spec *s;
  int level;
  int nv, n0, nf;       /* variables, inputs, foreign constants */
  int64_t *cv;          /* constant at location nv + k */
  int *cidx;            /* its index in the spec */
  int *locof;           /* input id -> location, or -1 */
  int zero, one;        /* locations of the constants 0 and 1, or -1 */
  int has_zero;         /* 0 is a constant, foreign or not */
  int nb;
  synth_block b[SYNTH_MAXB];
  unsigned char *bad;   /* [op][a][b]: arithmetic that would wrap on some row */
  Z3_context z;
  Z3_solver so;
  Z3_sort isort;
  Z3_ast *locs;         /* the numerals 0 .. n0+SYNTH_MAXB */
  unsigned char *asserted;  /* per distinct row: in the solver */
} synth_stage;

static inline int64_t synth_input(const synth_stage *p, int loc, int r) {
  return loc < p->nv ? p->s->vals[(size_t)p->u->rows[r] * (size_t)p->nv + (size_t)loc] : p->cv[loc - p->nv];
}

static inline int synth_want(const synth_stage *p, int r) { return p->s->want[p->u->rows[r]] != 0; }

static inline int synth_is_const(const synth_stage *p, int loc) { return loc >= p->nv && loc < p->n0; }

/* the meaning of every operator, exact in 128 bits */
synth_wide synth_apply(int op, synth_wide a, synth_wide b);

/* synth_enc.c */
void synth_enc_block(synth_stage *p, int kind, int op0, int nops, int lo, int hi);
void synth_enc_rules(synth_stage *p);       /* after the blocks: well-formed wirings */
void synth_enc_row(synth_stage *p, int r);  /* distinct row r gets its truth value */
void synth_enc_exclude(synth_stage *p, const synth_wiring *w);  /* this whole wiring */
/* no comparison block may be block c of w again (with w[0], the
 * arithmetic, if c reads it) */
void synth_enc_ban(synth_stage *p, const synth_wiring *w, int c);

#endif
