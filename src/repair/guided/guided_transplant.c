/* guided_transplant.c - the reference's statements in the program's names,
 * where the two are built differently (three ifs against an else-if
 * chain, a do-while against a while, a flag against an early exit).
 *
 * The statements of each main are listed in order (declarations that
 * only declare stay out: the program keeps its own), the reference's
 * written in the program's names (the variable map of guided.c), and the
 * two lists are matched by a longest common subsequence of their texts.
 * Each run of statements that differ is one edit, a "block": the
 * program's run replaced by the reference's (the statements of one kind
 * at either end of a run paired off as blocks of their own).  A variable of the
 * reference that the program lacks comes with its declaration (one edit
 * at the top of main that every block needs; so does one the program
 * declares only inside a statement, `float num;` in an if), a call of a library
 * function with its #include.  The blocks go to the set search of
 * guided.c, which drops each one the suite does not need: what is left
 * is the smallest set of the reference's statements that repairs, in the
 * program's names.  A function of the reference's own that a block calls
 * and the program lacks comes with it, defined before main as the
 * reference writes it (so do the functions it calls; none may name a
 * global).  Nothing is offered when a block names a variable this cannot
 * declare.  Each other function both programs define alike is compared
 * too: the lines of its body that differ are a block of their own. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "repair/guided/guided_internal.h"
#include "util/arena.h"

enum { MAX_STMTS = 96, MAX_NEW = 32, MAX_HELPERS = 8 };

typedef struct tstmt {
  const ir_stmt *st;
  unsigned off, end;       /* the statement's text, its ';' included */
  char *text;              /* as the program would write it (reference: renamed) */
  char *norm;              /* the same with white space dropped, for matching */
} tstmt;

typedef struct tside {
  tstmt s[MAX_STMTS];
  int n;
} tside;

typedef struct tctx {
  gctx *c;
  const ir_func *pmain, *rmain;
  const ir_var *fresh[MAX_NEW];  /* reference variables the program lacks, */
  const char *fresh_name[MAX_NEW];  /* (or, named so, has only inside a */
  int nfresh;                    /* statement a block replaces) declared at
                                    the top of main */
  const ir_func *helper[MAX_HELPERS];  /* functions of the reference's the */
  int nhelpers;                        /* blocks call and the program lacks */
  int bad;                       /* something this cannot bring over */
} tctx;

/* Where a statement's text ends: after its ';' where one closes it (the
 * ranges of a return's or an expression's value may stop short of the
 * parentheses around it: `return(0);`). */
static unsigned stmt_end(const ir_prog *p, const ir_stmt *st) {
  const ir_file *f = &p->files[st->loc.file];
  unsigned e = st->loc.end;
  if (st->kind == IR_S_EXPR || st->kind == IR_S_RETURN || st->kind == IR_S_BREAK || st->kind == IR_S_CONTINUE) {
    /* a simple statement ends at its first ';' outside parentheses and
     * literals */
    int depth = 0;
    for (unsigned k = st->loc.off; k < f->len; k++) {
      char ch = f->text[k];
      if (ch == '"' || ch == '\'') {
        for (k++; k < f->len && f->text[k] != ch; k++) k += f->text[k] == '\\';
      } else if (ch == '(') {
        depth++;
      } else if (ch == ')') {
        depth--;
      } else if (ch == ';' && depth <= 0) {
        return k + 1 > e ? k + 1 : e;
      }
    }
  }
  int closes = e > 0 && f->text[e - 1] == '}';
  unsigned k = e;
  while (k < f->len && strchr(" \t\n\r)", f->text[k]) && f->text[k]) k++;
  if (k < f->len && f->text[k] == ';' && !closes) return k + 1;
  return e;
}

/* The text without its blanks, but for those inside a string or a
 * character literal: a prompt that ends in a blank the reference's lacks
 * is a difference. */
static char *squeeze(const char *t) {
  size_t n = strlen(t), k = 0;
  char *o = xmalloc(n + 1);
  char quote = 0;
  for (size_t i = 0; i < n; i++) {
    if (quote && t[i] == '\\' && i + 1 < n) {
      o[k++] = t[i++];
      o[k++] = t[i];
      continue;
    }
    if (t[i] == '"' || t[i] == '\'') quote = !quote ? t[i] : quote == t[i] ? 0 : quote;
    if (quote || (t[i] != ' ' && t[i] != '\t' && t[i] != '\n' && t[i] != '\r')) o[k++] = t[i];
  }
  o[k] = 0;
  return o;
}

/* C's spelling of a declaration of name with type t (scalars and arrays
 * of them), or NULL. */
static char *decl_text(const ir_type *t, const char *name, const char *init) {
  char dims[64] = "";
  size_t dl = 0;
  while (t->kind == IR_TY_ARRAY && t->count > 0 && dl < sizeof dims - 24) {
    dl += (size_t)snprintf(dims + dl, sizeof dims - dl, "[%llu]", (unsigned long long)t->count);
    t = t->elem;
  }
  const char *base = NULL;
  if (t->kind == IR_TY_FLOAT) base = t->bits == 32 ? "float" : "double";
  else if (t->kind == IR_TY_INT && !t->is_bool)
    base = t->bits == 8 ? (t->is_signed ? "char" : "unsigned char")
           : t->bits == 16 ? (t->is_signed ? "short" : "unsigned short")
           : t->bits == 32 ? (t->is_signed ? "int" : "unsigned int")
                           : (t->is_signed ? "long" : "unsigned long");
  if (!base) return NULL;
  char *s = xmalloc(strlen(base) + strlen(name) + strlen(dims) + (init ? strlen(init) : 0) + 8);
  sprintf(s, "%s %s%s%s%s;", base, name, dims, init ? " = " : "", init ? init : "");
  return s;
}

/* Every expression of st and of the statements inside it, to fn (which
 * checks its own context for a reason to stop). */
static void stmt_exprs(const ir_stmt *st, void (*fn)(void *ctx, const ir_expr *e), void *ctx) {
  if (!st) return;
  const ir_expr *es[4] = {st->e, st->step, st->vinit, st->vlen};
  for (int i = 0; i < 4; i++)
    if (es[i]) ir_expr_walk(es[i], fn, ctx);
  stmt_exprs(st->init, fn, ctx);
  stmt_exprs(st->then, fn, ctx);
  stmt_exprs(st->els, fn, ctx);
  for (int i = 0; i < st->n; i++) stmt_exprs(st->body[i], fn, ctx);
}

/* ---- the reference's text in the program's names ---------------------------- */

typedef struct ren {
  tctx *t;
  const ir_stmt *within;   /* the statement being renamed */
  ir_loc at[128];
  const char *name[128];
  int n;
} ren;

static int declared_within(const ir_var *v, const ir_stmt *st) {
  return v->loc.file == st->loc.file && v->loc.off >= st->loc.off && v->loc.end <= st->loc.end;
}

static int is_fresh(const tctx *t, const ir_var *v) {
  for (int i = 0; i < t->nfresh; i++)
    if (t->fresh[i] == v) return 1;
  return 0;
}

/* Is the program's variable declared inside one of main's statements
 * (`float num;` within an `if`), where a block that replaces that
 * statement takes its declaration away? */
static int declared_nested(const tctx *t, const ir_var *pv) {
  if (pv->func != t->pmain || pv->storage == IR_PARAM) return 0;
  const ir_stmt *body = t->pmain->body;
  for (int i = 0; i < body->n; i++)
    if (body->body[i]->kind != IR_S_DECL && declared_within(pv, body->body[i])) return 1;
  return 0;
}

/* Is the name taken by a variable of the program's main (or a global)? */
static int prog_has_name(const tctx *t, const char *name) {
  const ir_prog *p = t->c->p;
  for (int i = 0; i < p->nvars; i++) {
    const ir_var *v = p->vars[i];
    if (!v->literal && v->name && !strcmp(v->name, name) && (!v->func || v->func == t->pmain)) return 1;
  }
  return 0;
}

/* Does the program declare a global of this name? */
static int prog_global(const ir_prog *p, const char *name) {
  for (int i = 0; i < p->nvars; i++)
    if (!p->vars[i]->func && !p->vars[i]->literal && p->vars[i]->name && !strcmp(p->vars[i]->name, name)) return 1;
  return 0;
}

static void add_helper(tctx *t, const ir_func *f);

static void ren_expr(void *ctx, const ir_expr *e) {
  ren *r = ctx;
  tctx *t = r->t;
  if (t->bad) return;
  if (e->kind == IR_CALL && e->callee && e->callee->body && !e->callee->lib) {
    const ir_func *f = ir_find_func(t->c->p, e->callee->name);
    if (!f || !f->body) add_helper(t, e->callee);  /* a helper of the reference's own comes too */
    return;
  }
  if (e->kind != IR_VAR || !e->var || e->var->literal) return;
  const ir_var *pv = gd_mapped(&t->c->m, e->var);
  const char *name = pv ? pv->name : NULL;
  if (pv && declared_nested(t, pv) && !declared_within(e->var, r->within) && !is_fresh(t, e->var)) {
    /* declared again at the top of main, as the reference declares it;
     * where the block is not taken, the inner declaration hides it */
    if (t->nfresh >= MAX_NEW) {
      t->bad = 1;
      return;
    }
    t->fresh_name[t->nfresh] = pv->name;
    t->fresh[t->nfresh++] = e->var;
  }
  if (!pv && !e->var->func && e->var->name && prog_global(t->c->p, e->var->name)) {
    name = e->var->name;  /* a global both declare by one name: the program's */
  } else if (!pv) {
    const ir_var *v = e->var;
    if (!v->func || v->func != t->rmain || v->storage == IR_PARAM) {
      t->bad = 1;  /* a global or a parameter of the reference's */
      return;
    }
    if (!declared_within(v, r->within) && !is_fresh(t, v)) {
      if (prog_has_name(t, v->name) || t->nfresh >= MAX_NEW) {
        t->bad = 1;
        return;
      }
      t->fresh_name[t->nfresh] = NULL;
      t->fresh[t->nfresh++] = v;
    }
    name = v->name;
  }
  if (r->n >= 128) {
    t->bad = 1;
    return;
  }
  r->at[r->n] = e->loc;
  r->name[r->n++] = name;
}


/* The text of the reference's [off, end) with the variables named at[]
 * renamed; NULL when a name sits in a macro's expansion. */
static char *splice_names(const ir_prog *rp, int file, unsigned off, unsigned end, ren *r) {
  for (int i = 1; i < r->n; i++)
    for (int j = i; j > 0 && r->at[j - 1].off > r->at[j].off; j--) {
      ir_loc l = r->at[j];
      r->at[j] = r->at[j - 1];
      r->at[j - 1] = l;
      const char *s = r->name[j];
      r->name[j] = r->name[j - 1];
      r->name[j - 1] = s;
    }
  const char *t = rp->files[file].text;
  size_t cap = end - off + 1;
  for (int i = 0; i < r->n; i++) cap += strlen(r->name[i]);
  char *out = xmalloc(cap);
  size_t k = 0;
  unsigned pos = off;
  for (int i = 0; i < r->n; i++) {
    if (r->at[i].file != file || r->at[i].off < pos || r->at[i].end > end) {
      free(out);
      return NULL;
    }
    memcpy(out + k, t + pos, r->at[i].off - pos);
    k += r->at[i].off - pos;
    memcpy(out + k, r->name[i], strlen(r->name[i]));
    k += strlen(r->name[i]);
    pos = r->at[i].end;
  }
  memcpy(out + k, t + pos, end - pos);
  k += end - pos;
  out[k] = 0;
  return out;
}

static void count_reads(void *ctx, const ir_expr *e) {
  *(int *)ctx += e->kind == IR_VAR || e->kind == IR_CALL || e->kind == IR_OPAQUE || e->kind == IR_NONDET;
}

/* A declaration only declares when it has no initialiser or a constant
 * one: the program keeps its own, the reference's join the top of main
 * when a block needs them.  One whose initialiser computes is a
 * statement like any other. */
static int only_declares(const ir_stmt *st) {
  if (st->kind != IR_S_DECL) return 0;
  int reads = 0;
  if (st->vinit) ir_expr_walk(st->vinit, count_reads, &reads);
  return !reads;
}

/* The reference's statement st as the program writes it, or NULL.  A
 * declaration that computes becomes an assignment when the program has
 * the variable, and stays a declaration of the reference's name when not. */
static char *ref_text(tctx *t, const ir_stmt *st, unsigned off, unsigned end) {
  const ir_prog *rp = t->c->ref.p;
  ren r = {t, st, {{0}}, {0}, 0};
  if (st->kind == IR_S_DECL) {
    ir_expr_walk(st->vinit, ren_expr, &r);
    if (t->bad) return NULL;
    char *init = splice_names(rp, st->vinit->loc.file, st->vinit->loc.off, st->vinit->loc.end, &r);
    if (!init) return NULL;
    const ir_var *pv = gd_mapped(&t->c->m, st->var);
    char *s;
    if (pv) {
      s = xmalloc(strlen(pv->name) + strlen(init) + 8);
      sprintf(s, "%s = %s;", pv->name, init);
    } else {
      s = prog_has_name(t, st->var->name) ? NULL : decl_text(st->var->type, st->var->name, init);
    }
    free(init);
    return s;
  }
  stmt_exprs(st, ren_expr, &r);
  if (t->bad) return NULL;
  return splice_names(rp, st->loc.file, off, end, &r);
}

static void add_stmt(tctx *t, tside *sd, const ir_prog *p, const ir_stmt *st, int ref) {
  if (!st || st->kind == IR_S_SKIP || st->loc.file < 0 || only_declares(st) || t->bad) return;
  if (sd->n >= MAX_STMTS) {
    t->bad = 1;
    return;
  }
  tstmt *x = &sd->s[sd->n];
  x->st = st;
  x->off = st->loc.off;
  x->end = stmt_end(p, st);
  if (ref) {
    x->text = ref_text(t, st, x->off, x->end);
  } else {
    size_t n;
    const char *s = gd_text_of(p, (ir_loc){.file = st->loc.file, .off = x->off, .end = x->end}, &n);
    x->text = strndup(s, n);
  }
  if (!x->text) {
    t->bad = 1;
    return;
  }
  x->norm = squeeze(x->text);
  if (getenv("AMEND_DEBUG_GUIDED"))
    fprintf(stderr, "guided: %s statement %d (kind %d) [%u, %u): %s\n", ref ? "reference" : "program", sd->n, st->kind,
            x->off, x->end, x->norm);
  sd->n++;
}

static void free_side(tside *sd) {
  for (int i = 0; i < sd->n; i++) free(sd->s[i].text), free(sd->s[i].norm);
}

/* The indent of the line at off: its leading blanks. */
static char *indent_at(const ir_prog *p, int file, unsigned off) {
  const char *t = p->files[file].text;
  unsigned b = off;
  while (b > 0 && t[b - 1] != '\n') b--;
  unsigned e = b;
  while (e < off && (t[e] == ' ' || t[e] == '\t')) e++;
  return strndup(t + b, e - b);
}

/* The reference's statements [a, b) joined, one a line, each line after
 * the first with the indent given. */
static char *joined(const tside *r, int a, int b, const char *indent, const char *eol) {
  size_t cap = 1;
  for (int i = a; i < b; i++) cap += strlen(r->s[i].text) + strlen(indent) + strlen(eol);
  char *o = xmalloc(cap);
  o[0] = 0;
  for (int i = a; i < b; i++) {
    if (i > a) strcat(o, eol), strcat(o, indent);
    strcat(o, r->s[i].text);
  }
  return o;
}

/* The line break the file writes: CR LF or LF. */
static const char *eol_of(const ir_prog *p, int file) {
  return strstr(p->files[file].text, "\r\n") ? "\r\n" : "\n";
}

/* The whole lines a[0..na) and b[0..nb) begin with alike (*pre bytes)
 * and, after those, end with alike (*suf bytes). */
static void common_lines(const char *a, size_t na, const char *b, size_t nb, size_t *pre, size_t *suf) {
  size_t i = 0;
  *pre = *suf = 0;
  while (i < na && i < nb && a[i] == b[i])
    if (a[i++] == '\n') *pre = i;
  size_t k = 0, la = na - *pre, lb = nb - *pre;
  while (k < la && k < lb && a[na - 1 - k] == b[nb - 1 - k])
    if (a[na - 1 - k++] == '\n') *suf = k - 1;  /* the newline stays before the part replaced */
  /* one side's rest is all suffix: an insertion or a deletion of lines */
  if (k == la && k < lb && b[nb - 1 - k] == '\n') *suf = k;
  if (k == lb && k < la && a[na - 1 - k] == '\n') *suf = k;
}

/* Within one line that differs, the smallest piece around the difference
 * that reads on its own: from the '(' or ';' before it to the ')' or ';'
 * after it at the same depth (outside literals), blanks trimmed.  a (na
 * bytes) is the program's line, b (nb) the reference's; *lo and *ahi are
 * the piece's bounds in a, *bhi its end in b (it starts at *lo in both:
 * what comes before is alike).  0 when a or b spans lines. */
static int narrow_line(const char *a, size_t na, const char *b, size_t nb, size_t *lo, size_t *ahi, size_t *bhi) {
  if (memchr(a, '\n', na) || memchr(b, '\n', nb)) return 0;
  size_t p = 0, sf = 0;
  while (p < na && p < nb && a[p] == b[p]) p++;
  while (sf < na - p && sf < nb - p && a[na - 1 - sf] == b[nb - 1 - sf]) sf++;
  enum { DEPTH = 32 };
  size_t open[DEPTH], start = 0;
  int depth = 0;
  char q = 0;
  size_t qat = 0;
  while (start < na && (a[start] == ' ' || a[start] == '\t')) start++;
  for (size_t i = 0; i < p; i++) {
    char ch = a[i];
    if (q) {
      if (ch == '\\') i++;
      else if (ch == q) q = 0;
    } else if (ch == '"' || ch == '\'') {
      q = ch, qat = i;
    } else if (ch == '(' && depth < DEPTH) {
      open[depth++] = start;
      start = i + 1;
    } else if (ch == ')' && depth > 0) {
      start = open[--depth];
    } else if (ch == ';' || ch == ',') {
      start = i + 1;
    }
  }
  if (q) p = qat;  /* the difference is inside a literal: the whole literal */
  if (start > p) start = p;
  /* the end: the first ')' closing this depth, or ';' or ',' at it, past
   * the difference */
  size_t end = na, dend = na - sf;
  int d = 0;
  q = 0;
  for (size_t i = start; i < na; i++) {
    char ch = a[i];
    if (q) {
      if (ch == '\\') i++;
      else if (ch == q) q = 0;
      continue;
    }
    if (ch == '"' || ch == '\'') q = ch;
    else if (ch == '(') d++;
    else if (ch == ')' && d-- == 0 && i >= dend) {
      end = i;
      break;
    } else if ((ch == ';' || ch == ',') && d == 0 && i >= dend) {
      end = i;
      break;
    }
  }
  if (end < dend || end - start > na) return 0;
  size_t bend = nb - (na - end);
  while (start < end && start < bend && (a[start] == ' ' || a[start] == '\t')) start++;
  while (end > start && bend > start && (a[end - 1] == ' ' || a[end - 1] == '\t') && b[bend - 1] == a[end - 1]) end--, bend--;
  if (end <= start || bend <= start) return 0;
  *lo = start, *ahi = end, *bhi = bend;
  return 1;
}

/* A replacement of one line (the program's ftext at *at by *text, each a
 * line without its newline) made the piece of narrow_line. */
static void narrow(const char *ftext, ir_loc *at, char **text) {
  size_t lo, ahi, bhi, na = at->end - at->off, nb = strlen(*text);
  const char *a = ftext + at->off;
  if (na > 0 && a[na - 1] == '\n' && nb > 0 && (*text)[nb - 1] == '\n') na--, nb--;  /* a whole line, its newline kept */
  if (!narrow_line(a, na, *text, nb, &lo, &ahi, &bhi)) return;
  char *mid = strndup(*text + lo, bhi - lo);
  free(*text);
  *text = mid;
  at->end = at->off + (unsigned)ahi;
  at->off += (unsigned)lo;
}

/* A replacement of the program's ftext at *at by *text cut down to what
 * differs: the whole lines alike at either end left out, and within the
 * one line left, narrow's piece. */
static void only_difference(const char *ftext, ir_loc *at, char **text) {
  size_t pre, suf, n = strlen(*text);
  common_lines(ftext + at->off, at->end - at->off, *text, n, &pre, &suf);
  if (pre + suf > 0) {
    char *mid = strndup(*text + pre, n - pre - suf);
    free(*text);
    *text = mid;
    at->off += (unsigned)pre;
    at->end -= (unsigned)suf;
  }
  narrow(ftext, at, text);
}

/* One block: the program's statements [pa, pb) replaced by the
 * reference's [ra, rb) (either may be empty). */
static void add_block(tctx *t, const tside *P, const tside *R, int pa, int pb, int ra, int rb) {
  gctx *c = t->c;
  const ir_stmt *body = t->pmain->body;
  int file = body->loc.file;
  const char *eol = eol_of(c->p, file);
  ir_loc at = {.file = file};
  char *indent, *text;
  if (pa < pb) {
    at.off = P->s[pa].off;
    at.end = P->s[pb - 1].end;
    indent = indent_at(c->p, file, at.off);
    text = joined(R, ra, rb, indent, eol);
    only_difference(c->p->files[file].text, &at, &text);  /* a loop whose one statement is new */
  } else {
    /* an insertion: after the statement before, on a line of its own */
    unsigned after = pa > 0 ? P->s[pa - 1].end : body->loc.off + 1;
    at.off = at.end = after;
    indent = pa > 0 ? indent_at(c->p, file, P->s[pa - 1].off)
                    : strdup(P->n > 0 ? "" : "  ");
    if (pa == 0 && P->n > 0) {
      free(indent);
      indent = indent_at(c->p, file, P->s[0].off);
    }
    char *j = joined(R, ra, rb, indent, eol);
    text = xmalloc(strlen(j) + strlen(indent) + strlen(eol) + 1);
    sprintf(text, "%s%s%s", eol, indent, j);
    free(j);
  }
  free(indent);
  ir_loc lc = at;
  rep_linecol(c->p, file, at.off, &lc.line, &lc.col);
  group *g = gd_new_group(c, "block");
  if (!g) {
    free(text);
    return;
  }
  gd_add_edit(g, lc, gd_own(c, text));
}

/* A run of differing statements: where its two ends hold statements of
 * one kind on both sides (a scanf for a scanf, an if for an if), each such
 * pair is a block of its own and the middle one more, so that the set
 * search can keep the one pair that repairs (the scanf missing its '&')
 * and leave the rest of the program as its author wrote it. */
static void add_run(tctx *t, const tside *P, const tside *R, int pa, int pb, int ra, int rb) {
  int head = 0, tail = 0;
  while (pa + head < pb && ra + head < rb && (pb - pa > 1 || rb - ra > 1) &&
         P->s[pa + head].st->kind == R->s[ra + head].st->kind)
    head++;
  while (pa + head < pb - tail && ra + head < rb - tail &&
         P->s[pb - 1 - tail].st->kind == R->s[rb - 1 - tail].st->kind)
    tail++;
  for (int k = 0; k < head; k++) add_block(t, P, R, pa + k, pa + k + 1, ra + k, ra + k + 1);
  if (pa + head < pb - tail || ra + head < rb - tail) add_block(t, P, R, pa + head, pb - tail, ra + head, rb - tail);
  for (int k = tail; k > 0; k--) add_block(t, P, R, pb - k, pb - k + 1, rb - k, rb - k + 1);
}

/* The declarations of the reference's variables the blocks name and the
 * program lacks, or declares only inside a statement a block may replace,
 * at the top of main (after its own leading declarations). */
static void add_decls(tctx *t) {
  if (!t->nfresh) return;
  gctx *c = t->c;
  const ir_stmt *body = t->pmain->body;
  int file = body->loc.file;
  unsigned after = body->loc.off + 1;
  const ir_stmt *last = NULL;
  for (int i = 0; i < body->n && body->body[i]->kind == IR_S_DECL; i++) last = body->body[i];
  if (last) after = stmt_end(c->p, last);
  /* past blanks that end the line, so that the line keeps them */
  const char *ft = c->p->files[file].text;
  unsigned k = after;
  while (ft[k] == ' ' || ft[k] == '\t') k++;
  if (ft[k] == '\n' || ft[k] == '\r' || !ft[k]) after = k;
  const char *eol = eol_of(c->p, file);
  char *indent = last ? indent_at(c->p, file, last->loc.off) : strdup("  ");
  size_t cap = 1;
  char *d[MAX_NEW];
  for (int i = 0; i < t->nfresh; i++) {
    const ir_var *v = t->fresh[i];
    char *init = NULL;
    /* its constant initialiser from the reference's declaration */
    for (int k = 0; k < t->rmain->body->n; k++) {
      const ir_stmt *s = t->rmain->body->body[k];
      if (s->kind == IR_S_DECL && s->var == v && s->vinit) {
        size_t n;
        const char *x = gd_text_of(c->ref.p, s->vinit->loc, &n);
        init = strndup(x, n);
      }
    }
    d[i] = decl_text(v->type, t->fresh_name[i] ? t->fresh_name[i] : v->name, init);
    free(init);
    if (!d[i]) {
      for (int k = 0; k < i; k++) free(d[k]);
      free(indent);
      return;
    }
    cap += strlen(d[i]) + strlen(indent) + strlen(eol);
  }
  char *text = xmalloc(cap);
  text[0] = 0;
  for (int i = 0; i < t->nfresh; i++) {
    strcat(text, eol), strcat(text, indent), strcat(text, d[i]);
    free(d[i]);
  }
  free(indent);
  ir_loc at = {.file = file, .off = after, .end = after};
  rep_linecol(c->p, file, after, &at.line, &at.col);
  group *g = gd_new_group(c, "insert");
  if (g) gd_add_edit(g, at, gd_own(c, text));
  else free(text);
}

/* ---- the reference's helpers ------------------------------------------------ */

/* What a helper may name: its own parameters and locals, and the
 * reference's other functions (helpers too); never a global. */
typedef struct hcheck {
  tctx *t;
  const ir_func *f;
} hcheck;

static void helper_expr(void *ctx, const ir_expr *e) {
  hcheck *h = ctx;
  if (e->kind == IR_VAR && e->var && !e->var->literal && e->var->func != h->f) h->t->bad = 1;
  if (e->kind == IR_CALL && e->callee && e->callee->body && !e->callee->lib) {
    const ir_func *f = ir_find_func(h->t->c->p, e->callee->name);
    if (!f || !f->body) add_helper(h->t, e->callee);
  }
}


static void add_helper(tctx *t, const ir_func *f) {
  for (int i = 0; i < t->nhelpers; i++)
    if (t->helper[i] == f) return;
  if (t->nhelpers >= MAX_HELPERS || f == t->rmain || !f->body || f->body->loc.file < 0) {
    t->bad = 1;
    return;
  }
  t->helper[t->nhelpers++] = f;
  hcheck h = {t, f};
  stmt_exprs(f->body, helper_expr, &h);
}

/* The start of the line that holds off. */
static unsigned line_start(const char *t, unsigned off) {
  while (off > 0 && t[off - 1] != '\n') off--;
  return off;
}

/* The helpers' definitions as the reference writes them (from the line of
 * each one's name to its closing brace), before the program's main. */
static void add_helpers(tctx *t) {
  if (!t->nhelpers) return;
  gctx *c = t->c;
  int file = t->pmain->body->loc.file;
  const char *eol = eol_of(c->p, file);
  size_t cap = 1;
  for (int i = 0; i < t->nhelpers; i++) cap += t->helper[i]->body->loc.end + 2 * strlen(eol) + 1;
  char *text = xmalloc(cap);
  size_t k = 0;
  for (int i = t->nhelpers - 1; i >= 0; i--) {  /* callees first */
    const ir_func *f = t->helper[i];
    const char *rt = c->ref.p->files[f->body->loc.file].text;
    unsigned a = line_start(rt, f->loc.off), b = f->body->loc.end;
    memcpy(text + k, rt + a, b - a);
    k += b - a;
    k += (size_t)sprintf(text + k, "%s%s", eol, eol);
  }
  text[k] = 0;
  unsigned at = line_start(c->p->files[file].text, t->pmain->loc.off);
  ir_loc loc = {.file = file, .off = at, .end = at};
  rep_linecol(c->p, file, at, &loc.line, &loc.col);
  group *g = gd_new_group(c, "insert");
  if (g) gd_add_edit(g, loc, gd_own(c, text));
  else free(text);
}

/* ---- functions both define --------------------------------------------------- */

/* The reference's function rf, called by the same name in the program (pf,
 * as many parameters): its body's text in the program's names, each
 * parameter as the program names the one in its place.  Its locals come
 * with it; a global must be one of the program's, a function it calls one
 * the program defines; else bad. */
typedef struct fren {
  ren r;
  const ir_prog *p;
  const ir_func *pf, *rf;
  int bad;
} fren;

static void fren_expr(void *ctx, const ir_expr *e) {
  fren *f = ctx;
  if (f->bad) return;
  if (e->kind == IR_CALL && e->callee && e->callee->body && !e->callee->lib) {
    const ir_func *g = ir_find_func(f->p, e->callee->name);
    f->bad |= !g || !g->body;
    return;
  }
  if (e->kind != IR_VAR || !e->var || e->var->literal) return;
  const ir_var *v = e->var;
  if (!v->func) {
    f->bad |= !v->name || !prog_global(f->p, v->name);
    return;
  }
  if (v->storage != IR_PARAM) return;
  for (int i = 0; i < f->rf->nparams; i++)
    if (f->rf->params[i] == v) {
      if (f->r.n >= 128 || !f->pf->params[i]->name) {
        f->bad = 1;
        return;
      }
      f->r.at[f->r.n] = e->loc;
      f->r.name[f->r.n++] = f->pf->params[i]->name;
    }
}


/* Each function but main that both define alike (name, parameters) and
 * write differently: its body replaced by the reference's, one block
 * (Codeflaws 113-C: a primality test missing its `n < 2` case). */
static void add_func_blocks(gctx *c) {
  const ir_prog *p = c->p, *rp = c->ref.p;
  for (int i = 0; i < rp->nfuncs; i++) {
    const ir_func *rf = rp->funcs[i];
    if (rf->lib || !rf->body || rf->body->loc.file < 0 || !strcmp(rf->name, "main")) continue;
    const ir_func *pf = ir_find_func(p, rf->name);
    if (!pf || pf->lib || !pf->body || pf->body->loc.file < 0 || pf->nparams != rf->nparams) continue;
    fren f = {.p = p, .pf = pf, .rf = rf};
    stmt_exprs(rf->body, fren_expr, &f);
    if (f.bad) continue;
    char *text = splice_names(rp, rf->body->loc.file, rf->body->loc.off, rf->body->loc.end, &f.r);
    if (!text) continue;
    size_t n;
    const char *own = gd_text_of(p, pf->body->loc, &n);
    char *a = squeeze(text), *b = strndup(own, n), *bs = squeeze(b);
    int same = !strcmp(a, bs);
    free(a), free(b), free(bs);
    group *g = same ? NULL : gd_new_group(c, "block");
    if (!g) {
      free(text);
      continue;
    }
    /* only the lines that differ: the student reads what changed */
    ir_loc at = pf->body->loc;
    only_difference(p->files[at.file].text, &at, &text);
    rep_linecol(p, at.file, at.off, &at.line, &at.col);
    gd_add_edit(g, at, gd_own(c, text));
  }
}

int gd_transplant_edits(gctx *c) {
  tctx t = {.c = c};
  t.pmain = ir_find_func(c->p, "main");
  t.rmain = ir_find_func(c->ref.p, "main");
  if (!t.pmain || !t.rmain || !t.pmain->body || !t.rmain->body || t.pmain->body->kind != IR_S_BLOCK ||
      t.rmain->body->kind != IR_S_BLOCK)
    return 0;
  static tside P, R;  /* large: off the stack */
  memset(&P, 0, sizeof P);
  memset(&R, 0, sizeof R);
  for (int i = 0; i < t.pmain->body->n; i++) add_stmt(&t, &P, c->p, t.pmain->body->body[i], 0);
  for (int i = 0; i < t.rmain->body->n; i++) add_stmt(&t, &R, c->ref.p, t.rmain->body->body[i], 1);
  int first = c->ng;
  if (!t.bad) {
    /* the longest common subsequence of the two lists' texts */
    static short L[MAX_STMTS + 1][MAX_STMTS + 1];
    for (int i = P.n; i >= 0; i--)
      for (int j = R.n; j >= 0; j--)
        L[i][j] = i == P.n || j == R.n ? 0
                  : !strcmp(P.s[i].norm, R.s[j].norm) ? (short)(L[i + 1][j + 1] + 1)
                  : L[i + 1][j] > L[i][j + 1] ? L[i + 1][j] : L[i][j + 1];
    int i = 0, j = 0;
    while (i < P.n || j < R.n) {
      if (i < P.n && j < R.n && !strcmp(P.s[i].norm, R.s[j].norm)) {
        i++, j++;
        continue;
      }
      int pa = i, ra = j;
      while ((i < P.n || j < R.n) && !(i < P.n && j < R.n && !strcmp(P.s[i].norm, R.s[j].norm))) {
        if (j >= R.n || (i < P.n && L[i + 1][j] >= L[i][j + 1])) i++;
        else j++;
      }
      add_run(&t, &P, &R, pa, i, ra, j);
    }
    if (c->ng > first) add_decls(&t);
    if (c->ng > first && !t.bad) add_helpers(&t);
  }
  free_side(&P);
  free_side(&R);
  add_func_blocks(c);
  return c->ng - first;
}
