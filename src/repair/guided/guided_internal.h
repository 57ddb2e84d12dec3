/* guided_internal.h - what the files of the reference-guided engine share:
 * the two sides read off the IR, the variable map, the candidate edits
 * (guided.c reads, aligns, renames and searches; guided_edits.c finds the
 * edits).  Not a contract: guided.h is. */
#ifndef AMEND_GUIDED_INTERNAL_H
#define AMEND_GUIDED_INTERNAL_H

#include <stddef.h>

#include "repair/guided/guided.h"

enum { MAX_OUT = 128, MAX_IN = 64, MAX_EDITS = 64, OUTER_MAX = 8 };

typedef struct out_call {
  const ir_stmt *st;       /* the expression statement of the call */
  const ir_expr *call;     /* printf, puts, fputs (lenient IR: opaque) */
  const ir_stmt *guard;    /* the if whose then branch it is, or NULL */
  const ir_stmt *else_of;  /* the if whose else branch it is, or NULL */
  char text[256];          /* the string it writes (format), decoded */
  int len;                 /* -1: not a literal */
  int peer;                /* the aligned call of the other side, or -1 */
  const ir_stmt *outer[OUTER_MAX];  /* the ifs, loops and switches around it, */
  int nouter;                       /* outermost first; 0 past OUTER_MAX deep */
} out_call;

enum { MAX_COND = 64 };

typedef struct side {
  const ir_prog *p;
  out_call out[MAX_OUT];
  int nout;
  const ir_var *in[MAX_IN];  /* the variables scanf and fgets fill, in order */
  const ir_expr *in_call[MAX_IN];
  int in_conv[MAX_IN];       /* which conversion of that call; -1: a line
                                (fgets); -2: a character (`c = getchar()`) */
  int nin;
  const ir_stmt *outer[OUTER_MAX];  /* while reading: the statements around */
  int nouter;
  const ir_expr *cond[MAX_COND];  /* the conditions of if, while, do and for */
  int ncond;
  const ir_var *asg_var[MAX_COND];  /* `v = e;` statements and scalar */
  const ir_expr *asg[MAX_COND];     /* declarations' `v = e`, in order: v, e */
  int nasg;
} side;

typedef struct vmap {
  const ir_var *ref[MAX_IN * 2], *prog[MAX_IN * 2];
  int n;
} vmap;

/* edits in one group: a type edit may touch 5 declarations, 5
 * conversions and 5 parameters */
enum { GROUP_MAX = 16 };
/* edits in one candidate (a set of groups): the rest are left out */
enum { SET_MAX = 64 };

typedef struct group {
  int n;
  patch_edit e[GROUP_MAX];
  const char *kind;       /* "expression", "insert", "type" */
  int loose;              /* aligned by likeness alone (a condition): left
                             out of the set of every edit */
  int uninit_only;        /* an initialiser: it changes only runs that read
                             the variable before a store, so it joins the
                             set of every edit although it inserts */
  int base;               /* an edit of how the input is read or kept (a
                             read, a type, an initialiser): another
                             engine's search may start from it */
} group;

typedef struct gctx {
  ts_ctx *ts;
  const ir_prog *p;
  side prog, ref;
  vmap m;
  group g[MAX_EDITS];
  int ng;
  char *strings[MAX_EDITS * 8];  /* texts the edits own */
  int nstrings;
} gctx;

/* guided.c: the IR and text helpers the edits use */
const ir_expr *gd_bare(const ir_expr *e);
int gd_named(const ir_expr *e, const char *n);
const char *gd_text_of(const ir_prog *p, ir_loc at, size_t *len);
/* the string literal's bytes (escapes undone, adjacent literals joined), or -1 */
int gd_literal(const ir_prog *p, const ir_expr *arg, char *buf, int cap);
/* the conversion letter of the directive whose '%' is t[i] (after its
 * flags, width, precision and length), or n when t ends first */
size_t gd_letter_of(const char *t, size_t n, size_t i);
/* text equal but for white space */
int gd_same_tokens(const char *a, size_t na, const char *b, size_t nb);
/* edit distance of two texts of at most 256 bytes */
int gd_distance(const char *a, int na, const char *b, int nb);
/* the most edits apart two outputs' strings of those lengths may be and
 * still say the same */
int gd_alike_limit(int na, int nb);
const ir_var *gd_mapped(const vmap *m, const ir_var *rv);
/* the reference's expression e in the program's names (malloc'd), or NULL */
char *gd_renamed(const side *r, const vmap *m, const ir_expr *e);

/* guided_edits.c: the groups' bookkeeping (a text gd_own keeps is freed
 * with c; gd_new_group is NULL when c is full, and gd_add_edit takes a
 * NULL group) */
const char *gd_own(gctx *c, char *s);
group *gd_new_group(gctx *c, const char *kind);
void gd_add_edit(group *g, ir_loc at, const char *text);
/* does e put text at exactly at (one file, one range)? */
int gd_same_edit(const patch_edit *e, ir_loc at, const char *text);

/* guided_reads.c: the letter of input i's conversion (s, c, [, d, ...), 0
 * for a line or a character read (fgets, getchar) or a format that is not
 * a literal */
char gd_conv_letter(const ir_prog *p, const side *s, int i);

/* guided_reads.c and guided_edits.c: each adds its groups to c */
void gd_type_edits(gctx *c);
void gd_int_edits(gctx *c);
void gd_input_edits(gctx *c);
void gd_init_edits(gctx *c);
void gd_expression_edits(gctx *c);
void gd_condition_edits(gctx *c);
void gd_assign_edits(gctx *c);
void gd_insert_edits(gctx *c);
void gd_string_edits(gctx *c);
void gd_return_edits(gctx *c);
void gd_unelse_edits(gctx *c);
/* guided_headers.c: after every other kind, the #include lines the
 * groups' calls need (added to each such group) */
void gd_header_edits(gctx *c);
/* the same for the groups from first on */
void gd_header_edits_from(gctx *c, int first);
/* guided_transplant.c: the blocks of the reference's statements that
 * differ from the program's, in its names, and the declarations they
 * need (groups from c->ng on); how many groups it added */
int gd_transplant_edits(gctx *c);

#endif
