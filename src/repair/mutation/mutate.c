/* mutate.c - enumerate sites and operator/constant mutations; turn chosen
 * ones into patches and report entries. */
#include "repair/mutation/mutation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/arena.h"

/* Operator groups: an operator may become any other member of its group. */
#define END IR_NOP
static const ir_op level1[][6] = {
    {IR_ADD, IR_SUB, END}, {IR_MUL, IR_DIV, IR_REM, END}, {IR_GT, IR_GE, END}, {IR_LT, IR_LE, END},
    {IR_SHL, IR_SHR, END}, {IR_AND, IR_OR, IR_XOR, END}, {END}};
static const ir_op level2[][6] = {{IR_ADD, IR_SUB, IR_MUL, IR_DIV, IR_REM, END},
                                  {IR_GT, IR_GE, IR_LT, IR_LE, END},
                                  {IR_EQ, IR_NE, END},
                                  {IR_SHL, IR_SHR, END},
                                  {IR_AND, IR_OR, IR_XOR, END},
                                  {END}};

static const ir_op *group_of(int level, ir_op op) {
  const ir_op(*g)[6] = level >= 2 ? level2 : level1;
  for (; g[0][0] != END; g++)
    for (int i = 0; g[0][i] != END; i++)
      if (g[0][i] == op) return g[0];
  return NULL;
}

typedef struct walk {
  ir_prog *p;
  const mut_opts *o;
  mut_space *out;
  int cap_sites, cap_muts;
  int site;          /* current site index */
  const ir_func *func;
} walk;

/* The source at loc spells exactly s (guards against macro expansions). */
static int spells(const ir_prog *p, ir_loc loc, const char *s) {
  size_t n = strlen(s);
  return loc.file >= 0 && loc.end - loc.off == n && !strncmp(ir_loc_text(p, loc), s, n);
}

static void add_mut(walk *w, const ir_expr *node, ir_op op, int64_t value, ir_loc at, const char *text) {
  mut_space *m = w->out;
  if (m->nmuts == w->cap_muts) {
    w->cap_muts = w->cap_muts ? 2 * w->cap_muts : 64;
    m->muts = xrealloc(m->muts, sizeof *m->muts * (size_t)w->cap_muts);
  }
  m->muts[m->nmuts++] = (mut){w->site, node, op, value, at, text};
}

/* ---- operator swaps must not change the parse ------------------------------ */

/* C's binding strength of a binary-like node; 0 for everything that
 * binds tighter than any binary operator (or needs no parentheses). */
static int prec_op(ir_op op) {
  switch (op) {
  case IR_MUL: case IR_DIV: case IR_REM: return 13;
  case IR_ADD: case IR_SUB: return 12;
  case IR_SHL: case IR_SHR: return 11;
  case IR_LT: case IR_LE: case IR_GT: case IR_GE: return 10;
  case IR_EQ: case IR_NE: return 9;
  case IR_AND: return 8;
  case IR_XOR: return 7;
  case IR_OR: return 6;
  default: return 0;
  }
}

static int prec(const ir_expr *e) {
  switch (e->kind) {
  case IR_BINOP: return prec_op(e->op);
  case IR_LAND: return 5;
  case IR_LOR: return 4;
  case IR_COND: return 3;
  case IR_ASSIGN: return 2;
  case IR_COMMA: return 1;
  default: return 0;
  }
}

static const ir_expr *strip(const ir_expr *e) {
  while (e && e->kind == IR_CAST && e->implicit) e = e->a;
  return e;
}

/* Is e written inside its own parentheses?  (The IR keeps no parentheses:
 * look at the source just around its range.) */
static int parenthesized(const ir_prog *p, const ir_expr *e) {
  const ir_file *f = &p->files[e->loc.file];
  unsigned a = e->loc.off, b = e->loc.end;
  while (a > 0 && (f->text[a - 1] == ' ' || f->text[a - 1] == '\t' || f->text[a - 1] == '\n')) a--;
  while (b < f->len && (f->text[b] == ' ' || f->text[b] == '\t' || f->text[b] == '\n')) b++;
  return a > 0 && f->text[a - 1] == '(' && b < f->len && f->text[b] == ')';
}

/* Would writing `op` in place of e's operator parse as the mutant does?
 * Only when precedences differ can the tree change: a loosely bound
 * operand or an enclosing operator would regroup (`a + b + 50` with
 * the second + turned into % reads a + (b % 50)).  Such swaps are left
 * out of the space rather than printed with parentheses the user did not
 * write. */
/* An opaque node other than a call (lenient IR) hides its operator, so
 * its binding strength is unknown. */
static int hidden_prec(const ir_prog *p, const ir_expr *e) {
  return e && e->kind == IR_OPAQUE && !e->name && e->loc.file >= 0 && !parenthesized(p, e);
}

static int swap_parses(const ir_prog *p, const ir_expr *e, const ir_expr *parent, ir_op op) {
  int np = prec_op(op), old = prec_op(e->op);
  if (np == old || e->kind != IR_BINOP) return 1;
  const ir_expr *l = strip(e->a), *r = strip(e->b);
  if (hidden_prec(p, l) || hidden_prec(p, r)) return 0;
  if (parent && parent->kind == IR_OPAQUE && !parent->name && !parenthesized(p, e)) return 0;
  if (l && l->loc.file >= 0 && prec(l) && prec(l) < np && !parenthesized(p, l)) return 0;
  if (r && r->loc.file >= 0 && prec(r) && prec(r) <= np && !parenthesized(p, r)) return 0;
  if (parent && prec(parent) && !parenthesized(p, e)) {
    int pp = prec(parent);
    if (strip(parent->a) == e ? np < pp : np <= pp) return 0;
  }
  return 1;
}

static void op_muts(walk *w, const ir_expr *e, const ir_expr *parent, const char *suffix) {
  const ir_op *g = group_of(w->o->level, e->op);
  char orig[8];
  snprintf(orig, sizeof orig, "%s%s", ir_op_str(e->op), suffix);
  if (!g || !spells(w->p, e->oploc, orig)) return;
  int ptr = e->a && (e->a->type->kind == IR_TY_PTR || (e->b && e->b->type->kind == IR_TY_PTR));
  /* floating-point operands: + - * / and the comparisons, never % */
  const ir_type *ct = e->kind == IR_ASSIGN && e->ctype ? e->ctype : e->a ? e->a->type : e->type;
  int fp = ct->kind == IR_TY_FLOAT || e->type->kind == IR_TY_FLOAT;
  for (int i = 0; g[i] != END; i++) {
    if (g[i] == e->op) continue;
    if (fp && g[i] == IR_REM) continue;
    /* pointer operands only move along {+,-} (and compare): keep it C */
    if (ptr && !ir_op_is_cmp(e->op) && !(g[i] == IR_ADD || g[i] == IR_SUB)) continue;
    if (ptr && e->kind == IR_BINOP && e->a->type->kind == IR_TY_PTR && e->b->type->kind == IR_TY_PTR &&
        !ir_op_is_cmp(e->op))
      continue;
    if (!swap_parses(w->p, e, parent, g[i])) continue;
    char text[8];
    snprintf(text, sizeof text, "%s%s", ir_op_str(g[i]), suffix);
    add_mut(w, e, g[i], 0, e->oploc, ir_strdup(w->p, text));
  }
}

const char *mut_const_text(ir_prog *p, int64_t v, const ir_type *t) {
  char buf[64];
  const char *suf = "";
  if (t->bits == 64) suf = t->is_signed ? "L" : "UL";
  else if (!t->is_signed && !t->is_bool && t->bits == 32) suf = "U";
  if (v < 0 && t->is_signed) snprintf(buf, sizeof buf, "(%lld%s)", (long long)v, suf);
  else if (t->is_signed || t->bits == 64) snprintf(buf, sizeof buf, "%llu%s", (unsigned long long)v, suf);
  else snprintf(buf, sizeof buf, "%llu%s", (unsigned long long)v & ((1ULL << t->bits) - 1), suf);
  return ir_strdup(p, buf);
}

static int is_literal(const ir_prog *p, const ir_expr *e) {
  if (e->loc.file < 0 || e->loc.end <= e->loc.off) return 0;
  const char *t = ir_loc_text(p, e->loc);
  for (unsigned i = 0; i < e->loc.end - e->loc.off; i++)
    if (!((t[i] >= '0' && t[i] <= '9') || t[i] == 'x' || t[i] == 'X' || (t[i] >= 'a' && t[i] <= 'f') ||
          (t[i] >= 'A' && t[i] <= 'F') || t[i] == 'u' || t[i] == 'U' || t[i] == 'l' || t[i] == 'L'))
      return 0;
  return t[0] >= '0' && t[0] <= '9';
}

/* Integer constants only: a float or double literal is never changed. */
static void const_muts(walk *w, const ir_expr *e) {
  if (w->o->level < 2 || e->type->kind != IR_TY_INT || e->type->is_bool || !is_literal(w->p, e)) return;
  int64_t c = e->ival;
  int64_t cand[4] = {c + 1, c - 1, -c, 0};
  for (int i = 0; i < 4; i++) {
    int dup = cand[i] == c;
    for (int j = 0; j < i; j++) dup |= cand[j] == cand[i];
    if (dup) continue;
    add_mut(w, e, IR_NOP, cand[i], e->loc, mut_const_text(w->p, cand[i], e->type));
  }
}

static int is_opaque(const ir_type *t) { return t && t->opaque; }

/* Lenient IR: a node whose value or operands have an opaque type is never
 * changed (what C allows on it is unknown); its sub-expressions may be. */
static int opaque_operands(const ir_expr *e) {
  return is_opaque(e->type) || is_opaque(e->ctype) || (e->a && is_opaque(e->a->type)) ||
         (e->b && is_opaque(e->b->type));
}

/* parent: the nearest enclosing node that is not an implicit conversion */
static void expr_muts(walk *w, const ir_expr *e, const ir_expr *parent) {
  if (!e) return;
  ir_exkind k = opaque_operands(e) ? IR_OPAQUE : e->kind;  /* IR_OPAQUE: nothing of its own */
  switch (k) {
  case IR_BINOP: op_muts(w, e, parent, ""); break;
  case IR_ASSIGN:
    if (e->op != IR_NOP) op_muts(w, e, parent, "=");
    break;
  case IR_INCDEC:
    if (spells(w->p, e->oploc, e->op == IR_ADD ? "++" : "--"))
      add_mut(w, e, e->op == IR_ADD ? IR_SUB : IR_ADD, 0, e->oploc, e->op == IR_ADD ? "--" : "++");
    break;
  case IR_LAND:
  case IR_LOR:
    if (spells(w->p, e->oploc, e->kind == IR_LAND ? "&&" : "||"))
      add_mut(w, e, e->kind == IR_LAND ? IR_OR : IR_AND, 0, e->oploc, e->kind == IR_LAND ? "||" : "&&");
    break;
  case IR_CONST: const_muts(w, e); break;
  default: break;
  }
  const ir_expr *up = e->kind == IR_CAST && e->implicit ? parent : e;
  expr_muts(w, e->a, up);
  expr_muts(w, e->b, up);
  expr_muts(w, e->c, up);
  for (int i = 0; i < e->nargs; i++) expr_muts(w, e->args[i], up);
}

static void add_site(walk *w, const ir_expr *root) {
  if (!root) return;
  mut_space *m = w->out;
  if (m->nsites == w->cap_sites) {
    w->cap_sites = w->cap_sites ? 2 * w->cap_sites : 32;
    m->sites = xrealloc(m->sites, sizeof *m->sites * (size_t)w->cap_sites);
  }
  w->site = m->nsites;
  int first = m->nmuts;
  expr_muts(w, root, NULL);
  if (m->nmuts == first) return;  /* nothing to vary here */
  m->sites[m->nsites++] = (mut_site){root, w->func, first, m->nmuts - first};
}

/* A slot of a frozen function or file is specification, not a site. */
static void slot_sites(void *ctx, const ir_expr *root, const ir_func *f) {
  walk *w = ctx;
  if (site_frozen(&w->o->spec, f, root)) return;
  w->func = f;
  add_site(w, root);
}

void mut_enumerate(ir_prog *p, const mut_opts *o, mut_space *out) {
  memset(out, 0, sizeof *out);
  walk w = {p, o, out, 0, 0, 0, NULL};
  ir_each_slot(p, slot_sites, &w);
}

void mut_space_free(mut_space *m) {
  free(m->sites);
  free(m->muts);
  memset(m, 0, sizeof *m);
}

patch mut_patch(const ir_prog *p, const mut_space *ms, const int *muts, int n) {
  patch_edit *e = xmalloc(sizeof *e * (size_t)(n + 1));
  for (int i = 0; i < n; i++) e[i] = (patch_edit){ms->muts[muts[i]].at, ms->muts[muts[i]].text};
  patch pt = patch_apply(p, e, n);
  free(e);
  return pt;
}

static char *splice(const ir_prog *p, const mut *m, int after) {
  ir_loc n = m->node->loc;
  const char *t = ir_loc_text(p, n);
  size_t len = n.end - n.off;
  if (!after) return strndup(t, len);
  size_t pre = m->at.off - n.off, rl = strlen(m->text), post = n.end - m->at.end;
  char *r = xmalloc(pre + rl + post + 1);
  memcpy(r, t, pre);
  memcpy(r + pre, m->text, rl);
  memcpy(r + pre + rl, t + (m->at.end - n.off), post);
  r[pre + rl + post] = 0;
  return r;
}

char *mut_expr_before(const ir_prog *p, const mut *m) { return splice(p, m, 0); }
char *mut_expr_after(const ir_prog *p, const mut *m) { return splice(p, m, 1); }

void mut_describe(const ir_prog *p, const mut *m, rep_change *c) {
  c->file = p->files[m->node->loc.file].path;
  c->line = m->node->loc.line;
  c->col = m->node->loc.col;
  c->original = mut_expr_before(p, m);
  c->replacement = mut_expr_after(p, m);
  rep_linecol(p, m->at.file, m->at.off, &c->at_line, &c->at_col);
  rep_linecol(p, m->at.file, m->at.end, &c->at_end_line, &c->at_end_col);
  c->new_text = m->text;
}
