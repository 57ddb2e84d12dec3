/* mutate.c - enumerate sites and their mutations (operator and constant
 * swaps, statement deletions, the reference's strings); turn chosen ones
 * into patches and report entries. */
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

static void add_mut_kind(walk *w, const ir_expr *node, ir_op op, int64_t value, ir_loc at, const char *text,
                         int kind) {
  mut_space *m = w->out;
  if (m->nmuts == w->cap_muts) {
    w->cap_muts = w->cap_muts ? 2 * w->cap_muts : 64;
    m->muts = xrealloc(m->muts, sizeof *m->muts * (size_t)w->cap_muts);
  }
  m->muts[m->nmuts++] = (mut){.site = w->site, .node = node, .op = op, .value = value, .at = at, .text = text,
                              .kind = kind};
}

static void add_mut(walk *w, const ir_expr *node, ir_op op, int64_t value, ir_loc at, const char *text) {
  add_mut_kind(w, node, op, value, at, text, MUT_SWAP);
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

/* ---- the reference's strings --------------------------------------------- */

/* The family of a call whose argument *arg is a string the reference may
 * write otherwise, or -1. */
static int text_family(const char *name, int *arg) {
  static const struct { const char *name; int family, arg; } calls[] = {
      {"printf", MUT_TEXT_PRINTF, 0}, {"fprintf", MUT_TEXT_PRINTF, 1}, {"puts", MUT_TEXT_PUTS, 0},
      {"fputs", MUT_TEXT_PUTS, 0},    {"scanf", MUT_TEXT_SCANF, 0},    {"fscanf", MUT_TEXT_SCANF, 1}};
  for (size_t i = 0; name && i < sizeof calls / sizeof *calls; i++)
    if (!strcmp(name, calls[i].name)) {
      *arg = calls[i].arg;
      return calls[i].family;
    }
  return -1;
}

/* Is e (an argument) a string literal written in the user's text? */
static int is_literal_arg(const ir_prog *p, const ir_expr *e) {
  while (e && (e->kind == IR_CAST || e->kind == IR_DECAY)) e = e->a;
  if (!e || (e->kind != IR_OPAQUE && !(e->kind == IR_VAR && e->var->literal))) return 0;
  return e->loc.file >= 0 && e->loc.end > e->loc.off && ir_loc_text(p, e->loc)[0] == '"';
}

static int hexval(char c) {
  return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* The bytes of a literal's spelling (adjacent literals joined, escapes
 * undone) into buf, at most cap; their count, or -1. */
static int literal_bytes(const char *t, size_t len, char *buf, int cap) {
  static const char esc[] = "n\nt\tr\ra\ab\bf\fv\ve\033";
  int n = 0;
  size_t i = 0;
  while (i < len) {
    while (i < len && t[i] != '"') {
      if (t[i] != ' ' && t[i] != '\t' && t[i] != '\n' && t[i] != '\r') return -1;  /* a macro or a comment */
      i++;
    }
    if (i++ >= len) break;
    while (i < len && t[i] != '"') {
      int v = (unsigned char)t[i++];
      if (v == '\\' && i < len) {
        char c = t[i++];
        const char *e = strchr(esc, c);
        if (c && e && (e - esc) % 2 == 0) v = (unsigned char)e[1];
        else if (c == 'x') for (v = 0; i < len && hexval(t[i]) >= 0; i++) v = v * 16 + hexval(t[i]);
        else if (c >= '0' && c <= '7') {
          v = c - '0';
          for (int k = 1; k < 3 && i < len && t[i] >= '0' && t[i] <= '7'; k++) v = v * 8 + (t[i++] - '0');
        } else v = (unsigned char)c;
      }
      if (n >= cap) return -1;
      buf[n++] = (char)v;
    }
    i++;
  }
  return n;
}

/* The kinds of a format's conversions, one letter each: i an integer, l a
 * long, f a floating-point number, s a string, c (scanf) a character. */
static void conv_kinds(const char *f, int n, int scan, char *out, int cap) {
  int k = 0;
  for (int i = 0; i < n && k + 1 < cap; i++) {
    if (f[i] != '%') continue;
    int j = i + 1, lng = 0;
    while (j < n && strchr("-+ #0123456789.*", f[j])) j++;
    while (j < n && strchr("hlLqjzt", f[j])) lng += f[j++] == 'l';
    if (j >= n) break;
    char c = f[j], kind = 0;
    if (c == '%') kind = 0;
    else if (strchr("diuxXo", c)) kind = lng ? 'l' : 'i';
    else if (c == 'c') kind = scan ? 'c' : 'i';
    else if (strchr("feEgGaAF", c)) kind = 'f';
    else if (c == 's' || c == '[') kind = 's';
    else kind = '?';
    if (kind) out[k++] = kind;
    i = j;
  }
  out[k] = 0;
}

/* Bytes as a C string literal, in p's arena. */
static const char *c_literal(ir_prog *p, const char *b, int n) {
  char *t = xmalloc((size_t)n * 4 + 3);
  int k = 0;
  t[k++] = '"';
  for (int i = 0; i < n; i++) {
    unsigned char ch = (unsigned char)b[i];
    if (ch == '\n') k += sprintf(t + k, "\\n");
    else if (ch == '\t') k += sprintf(t + k, "\\t");
    else if (ch == '"' || ch == '\\') k += sprintf(t + k, "\\%c", ch);
    else if (ch < 32 || ch >= 127) k += sprintf(t + k, "\\%03o", ch);
    else t[k++] = (char)ch;
  }
  t[k++] = '"';
  t[k] = 0;
  const char *r = ir_strdup(p, t);
  free(t);
  return r;
}

/* Edit distance of two short strings (bounded: long ones are far). */
static int distance(const char *a, int na, const char *b, int nb) {
  if (na > 200 || nb > 200) return 1000;
  int row[201];
  for (int j = 0; j <= nb; j++) row[j] = j;
  for (int i = 1; i <= na; i++) {
    int diag = row[0];
    row[0] = i;
    for (int j = 1; j <= nb; j++) {
      int up = row[j];
      int best = diag + (a[i - 1] != b[j - 1]);
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      if (up + 1 < best) best = up + 1;
      row[j] = best;
      diag = up;
    }
  }
  return row[nb];
}

/* the reference's strings tried per literal, nearest first */
#define MUT_TEXT_TRIES 4

/* The string a call writes or reads may become one the reference's calls
 * of its family take with conversions of the same kinds (nearest first),
 * or, for output, the same with a newline added at its end or taken away.
 * Only with the reference's strings (the test-suite engine). */
static void string_muts(walk *w, const ir_expr *e) {
  int argi, fam = w->o->texts ? text_family(e->name, &argi) : -1;
  if (fam < 0 || argi >= e->nargs) return;
  const ir_expr *arg = e->args[argi];
  if (!is_literal_arg(w->p, arg)) return;
  char mine[256], kinds[64], rk[64];
  int n = literal_bytes(ir_loc_text(w->p, arg->loc), arg->loc.end - arg->loc.off, mine, (int)sizeof mine - 1);
  if (n < 0) return;
  conv_kinds(mine, n, fam == MUT_TEXT_SCANF, kinds, (int)sizeof kinds);
  int best[MUT_TEXT_TRIES], bestd[MUT_TEXT_TRIES], nb = 0;
  for (int i = 0; i < w->o->ntexts; i++) {
    const mut_text *t = &w->o->texts[i];
    if (t->family != fam || (t->len == n && !memcmp(t->bytes, mine, (size_t)n))) continue;
    conv_kinds(t->bytes, t->len, fam == MUT_TEXT_SCANF, rk, (int)sizeof rk);
    if (strcmp(rk, kinds)) continue;
    int d = distance(mine, n, t->bytes, t->len);
    if (nb == MUT_TEXT_TRIES && bestd[nb - 1] <= d) continue;  /* not among the nearest */
    int k = nb < MUT_TEXT_TRIES ? nb++ : MUT_TEXT_TRIES - 1;
    for (; k > 0 && bestd[k - 1] > d; k--) {
      best[k] = best[k - 1];
      bestd[k] = bestd[k - 1];
    }
    best[k] = i;
    bestd[k] = d;
  }
  for (int k = 0; k < nb; k++) add_mut_kind(w, arg, IR_NOP, 0, arg->loc, w->o->texts[best[k]].src, MUT_STRING);
  if (fam == MUT_TEXT_SCANF) return;
  /* a newline at the end, or none */
  if (n > 0 && mine[n - 1] == '\n') {
    add_mut_kind(w, arg, IR_NOP, 0, arg->loc, c_literal(w->p, mine, n - 1), MUT_STRING);
  } else if (n < (int)sizeof mine - 1) {
    mine[n] = '\n';
    add_mut_kind(w, arg, IR_NOP, 0, arg->loc, c_literal(w->p, mine, n + 1), MUT_STRING);
  }
}

typedef struct collect {
  const ir_prog *p;
  mut_text *t;
  int n, cap;
} collect;

static void collect_call(void *ctx, const ir_expr *e) {
  collect *c = ctx;
  int argi, fam = e->kind == IR_OPAQUE ? text_family(e->name, &argi) : -1;
  if (fam < 0 || argi >= e->nargs) return;
  const ir_expr *arg = e->args[argi];
  if (!is_literal_arg(c->p, arg)) return;
  const char *src = ir_loc_text(c->p, arg->loc);
  size_t sl = arg->loc.end - arg->loc.off;
  char buf[256];
  int n = literal_bytes(src, sl, buf, (int)sizeof buf);
  if (n < 0) return;
  for (int i = 0; i < c->n; i++)
    if (c->t[i].family == fam && c->t[i].len == n && !memcmp(c->t[i].bytes, buf, (size_t)n)) return;
  if (c->n == c->cap) {
    c->cap = c->cap ? 2 * c->cap : 16;
    c->t = xrealloc(c->t, sizeof *c->t * (size_t)c->cap);
  }
  char *s = ir_alloc((ir_prog *)c->p, sl + 1), *b = ir_alloc((ir_prog *)c->p, (size_t)n + 1);
  memcpy(s, src, sl);
  memcpy(b, buf, (size_t)n);
  c->t[c->n++] = (mut_text){fam, s, b, n};
}

static void collect_slot(void *ctx, const ir_expr *root, const ir_func *f) {
  (void)f;
  ir_expr_walk(root, collect_call, ctx);
}

int mut_collect_texts(const ir_prog *ref, mut_text **out) {
  collect c = {ref, NULL, 0, 0};
  ir_each_slot(ref, collect_slot, &c);
  *out = c.t;
  return c.n;
}

/* ---- the test-suite engine's further slips -------------------------------- */

/* The source between offsets a and b of file f, blanks trimmed, in p's
 * arena; NULL when nothing is left. */
static const char *trimmed(ir_prog *p, int f, unsigned a, unsigned b) {
  const char *t = p->files[f].text;
  while (a < b && (t[a] == ' ' || t[a] == '\t' || t[a] == '\n' || t[a] == '\r')) a++;
  while (b > a && (t[b - 1] == ' ' || t[b - 1] == '\t' || t[b - 1] == '\n' || t[b - 1] == '\r')) b--;
  if (a == b) return NULL;
  char *s = ir_alloc(p, b - a + 1);
  memcpy(s, t + a, b - a);
  s[b - a] = 0;
  return s;
}

/* A condition with one operand too many, `c == 'a' || c == '+'`: a && or
 * || replaced by one of its operands as written (parentheses included;
 * an operand binds at least as tightly as the operator it leaves, so the
 * text parses the same in its place). */
static void drop_muts(walk *w, const ir_expr *e) {
  if (!w->o->schema_ops || w->o->level < 2) return;
  ir_loc at = e->loc, op = e->oploc;
  if (at.file < 0 || op.file != at.file || op.off <= at.off || op.end >= at.end || at.end > w->p->files[at.file].len)
    return;
  const char *l = trimmed(w->p, at.file, at.off, op.off), *r = trimmed(w->p, at.file, op.end, at.end);
  if (l) add_mut_kind(w, e, IR_NOP, 0, at, l, MUT_DROP);
  if (r) add_mut_kind(w, e, IR_NOP, 1, at, r, MUT_DROP);
}

/* An integer value one too small or too large where it is used whole: an
 * array index, the value assigned or a local starts with, a returned
 * value, an argument of an output call (`printf("%d", max)` ->
 * `max + 1`).  Those places are delimited (by brackets, `=`, commas,
 * `return` and `;`), so `e + 1` needs no parentheses; e itself is a
 * variable, an element, a call or an additive or multiplicative
 * expression, never a literal (const_muts moves those). */
static void off1_muts(walk *w, const ir_expr *e) {
  if (!w->o->schema_ops || w->o->level < 2 || !e) return;
  e = strip(e);
  if (!e || !e->type || e->type->kind != IR_TY_INT || e->type->is_bool || opaque_operands(e)) return;
  int ok = e->kind == IR_VAR || e->kind == IR_INDEX || e->kind == IR_MEMBER || e->kind == IR_CALL ||
           (e->kind == IR_BINOP && prec_op(e->op) >= 12);
  /* `x + 1` already moves by its literal (const_muts) */
  if (e->kind == IR_BINOP && prec_op(e->op) == 12 && (is_literal(w->p, strip(e->a)) || is_literal(w->p, strip(e->b))))
    return;
  if (!ok || e->loc.file < 0 || e->loc.end <= e->loc.off || e->loc.end > w->p->files[e->loc.file].len) return;
  if (e->kind == IR_VAR && e->var->literal) return;
  size_t n = e->loc.end - e->loc.off;
  const char *src = ir_loc_text(w->p, e->loc);
  for (int d = 0; d < 2; d++) {
    char *t = ir_alloc(w->p, n + 5);
    memcpy(t, src, n);
    memcpy(t + n, d ? " - 1" : " + 1", 5);
    add_mut_kind(w, e, IR_NOP, d ? -1 : 1, e->loc, t, MUT_OFF1);
  }
}

/* Integer division where the author meant a real one, `x >= a/2`: the
 * literal divisor of d written as a double (`2.0`).  Only where d is an
 * operand of a comparison or the value given a floating-point variable,
 * places that take a double as they take an int (an index or a `%`
 * would not compile, and a site whose schema text fails loses all its
 * mutations). */
static void real_div_mut(walk *w, const ir_expr *d) {
  d = strip(d);
  if (d && d->kind == IR_UNOP && d->op == IR_NEG) d = strip(d->a);  /* `-(a/2)` */
  if (!w->o->schema_ops || w->o->level < 2 || !d || d->kind != IR_BINOP || d->op != IR_DIV) return;
  const ir_expr *e = strip(d->b);
  if (!d->a || !d->a->type || d->a->type->kind != IR_TY_INT || !e || e->kind != IR_CONST) return;
  if (!is_literal(w->p, e) || e->ival <= 0) return;
  const char *t = ir_loc_text(w->p, e->loc);
  for (unsigned i = 0; i < e->loc.end - e->loc.off; i++)
    if (t[i] < '0' || t[i] > '9') return;  /* plain decimal only */
  char buf[32];
  snprintf(buf, sizeof buf, "%lld.0", (long long)e->ival);
  add_mut_kind(w, e, IR_NOP, e->ival, e->loc, ir_strdup(w->p, buf), MUT_REAL);
}

static int is_output_call(const char *name) {
  return name && (!strcmp(name, "printf") || !strcmp(name, "fprintf") || !strcmp(name, "putchar"));
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
    if (spells(w->p, e->oploc, e->kind == IR_LAND ? "&&" : "||")) {
      drop_muts(w, e);  /* first: of two that pass, the smaller condition */
      add_mut(w, e, e->kind == IR_LAND ? IR_OR : IR_AND, 0, e->oploc, e->kind == IR_LAND ? "||" : "&&");
    }
    break;
  case IR_CONST: const_muts(w, e); break;
  case IR_OPAQUE: string_muts(w, e); break;
  default: break;
  }
  if (k == IR_BINOP && ir_op_is_cmp(e->op)) {
    real_div_mut(w, e->a);
    real_div_mut(w, e->b);
  } else if (k == IR_ASSIGN && e->op == IR_NOP && e->a->type && e->a->type->kind == IR_TY_FLOAT) {
    real_div_mut(w, e->b);
  }
  /* the value an index, an assignment or an output call takes whole */
  if (k == IR_INDEX) off1_muts(w, e->b);
  else if (k == IR_ASSIGN && e->op == IR_NOP) off1_muts(w, e->b);
  else if (k == IR_OPAQUE && is_output_call(e->name))
    for (int i = strcmp(e->name, "putchar") ? 1 + !strcmp(e->name, "fprintf") : 0; i < e->nargs; i++)
      off1_muts(w, e->args[i]);
  const ir_expr *up = e->kind == IR_CAST && e->implicit ? parent : e;
  expr_muts(w, e->a, up);
  expr_muts(w, e->b, up);
  expr_muts(w, e->c, up);
  for (int i = 0; i < e->nargs; i++) expr_muts(w, e->args[i], up);
}

/* ---- sweeps of comparisons ----------------------------------------------- */

typedef struct sweep {
  const ir_prog *p;
  int dir;
  int n;
  ir_loc at[32];
  const char *to[32];
} sweep;

static void sweep_node(void *ctx, const ir_expr *e) {
  sweep *sw = ctx;
  if (e->kind != IR_BINOP || sw->n >= 32) return;
  static const struct { ir_op from, to; int dir; } flips[] = {
      {IR_LT, IR_LE, SWEEP_TO_NONSTRICT}, {IR_GT, IR_GE, SWEEP_TO_NONSTRICT},
      {IR_LE, IR_LT, SWEEP_TO_STRICT},    {IR_GE, IR_GT, SWEEP_TO_STRICT}};
  for (size_t i = 0; i < sizeof flips / sizeof *flips; i++)
    if (flips[i].dir == sw->dir && e->op == flips[i].from && spells(sw->p, e->oploc, ir_op_str(e->op))) {
      sw->at[sw->n] = e->oploc;
      sw->to[sw->n++] = ir_op_str(flips[i].to);
    }
}

/* root's text with every strict comparison made non-strict (or the other
 * way): one mutation when there are two or more of them (one alone is an
 * operator swap already). */
static void sweep_muts(walk *w, const ir_expr *root) {
  if (!w->o->schema_ops || w->o->level < 2 || root->loc.file < 0 || root->loc.end <= root->loc.off) return;
  for (int dir = SWEEP_TO_NONSTRICT; dir <= SWEEP_TO_STRICT; dir++) {
    sweep sw = {w->p, dir, 0, {{0}}, {0}};
    ir_expr_walk(root, sweep_node, &sw);
    if (sw.n < 2) continue;
    /* the occurrences in text order, then the text rebuilt */
    for (int i = 1; i < sw.n; i++)
      for (int j = i; j > 0 && sw.at[j - 1].off > sw.at[j].off; j--) {
        ir_loc t = sw.at[j];
        sw.at[j] = sw.at[j - 1];
        sw.at[j - 1] = t;
        const char *s = sw.to[j];
        sw.to[j] = sw.to[j - 1];
        sw.to[j - 1] = s;
      }
    const char *src = ir_loc_text(w->p, root->loc);
    size_t len = root->loc.end - root->loc.off, k = 0;
    char *text = xmalloc(len + (size_t)sw.n + 1);
    unsigned pos = root->loc.off;
    for (int i = 0; i < sw.n; i++) {
      if (sw.at[i].off < pos || sw.at[i].end > root->loc.end) goto next;
      memcpy(text + k, src + (pos - root->loc.off), sw.at[i].off - pos);
      k += sw.at[i].off - pos;
      memcpy(text + k, sw.to[i], strlen(sw.to[i]));
      k += strlen(sw.to[i]);
      pos = sw.at[i].end;
    }
    memcpy(text + k, src + (pos - root->loc.off), root->loc.end - pos);
    k += root->loc.end - pos;
    text[k] = 0;
    add_mut_kind(w, root, IR_NOP, dir, root->loc, ir_strdup(w->p, text), MUT_SWEEP);
  next:
    free(text);
  }
}

/* Deleting the expression statement of root: an item of a block loses
 * its whole line when nothing else stands on it (else the expression and
 * its ';'); the lone body of an if or a loop keeps the ';', an empty
 * statement. */
static void delete_mut(walk *w, const ir_expr *root, int item) {
  if (root->loc.file < 0 || root->loc.end <= root->loc.off) return;
  const ir_file *f = &w->p->files[root->loc.file];
  if (root->loc.end > f->len) return;
  ir_loc at = root->loc;
  if (!item) {
    add_mut_kind(w, root, IR_NOP, 0, at, "", MUT_DELETE);
    return;
  }
  unsigned e = root->loc.end;
  while (e < f->len && (f->text[e] == ' ' || f->text[e] == '\t')) e++;
  if (e >= f->len || f->text[e] != ';') {
    add_mut_kind(w, root, IR_NOP, 0, at, "", MUT_DELETE);  /* a macro's ';': keep it */
    return;
  }
  at.end = e + 1;
  unsigned a = at.off, b = at.end;
  while (a > 0 && (f->text[a - 1] == ' ' || f->text[a - 1] == '\t')) a--;
  while (b < f->len && (f->text[b] == ' ' || f->text[b] == '\t')) b++;
  if ((a == 0 || f->text[a - 1] == '\n') && (b >= f->len || f->text[b] == '\n')) {
    at.off = a;
    at.end = b < f->len ? b + 1 : b;
    at.col = 1;
  }
  add_mut_kind(w, root, IR_NOP, 0, at, "", MUT_DELETE);
}

/* A condition that is a plain assignment, `if (min = -1)`: the slip of
 * `=` for `==`, a comparison of the same operands.  The test-suite
 * engine only (its schema splices the text). */
static void eq_mut(walk *w, const ir_expr *root, const ir_stmt *st) {
  if (!w->o->schema_ops || !st || st->e != root) return;
  if (st->kind != IR_S_IF && st->kind != IR_S_WHILE && st->kind != IR_S_DO && st->kind != IR_S_FOR) return;
  const ir_expr *e = strip(root);
  if (!e || e->kind != IR_ASSIGN || e->op != IR_NOP || !spells(w->p, e->oploc, "=")) return;
  if (!e->a || !e->b || opaque_operands(e) || !ir_is_scalar(e->a->type)) return;
  add_mut_kind(w, e, IR_EQ, 0, e->oploc, "==", MUT_EQ);
}

static void add_site(walk *w, const ir_expr *root, const ir_stmt *st, int item) {
  if (!root) return;
  mut_space *m = w->out;
  if (m->nsites == w->cap_sites) {
    w->cap_sites = w->cap_sites ? 2 * w->cap_sites : 32;
    m->sites = xrealloc(m->sites, sizeof *m->sites * (size_t)w->cap_sites);
  }
  w->site = m->nsites;
  int first = m->nmuts;
  expr_muts(w, root, NULL);
  /* a local's initial value and a returned value are used whole too */
  if (st && ((st->kind == IR_S_DECL && st->vinit == root) || (st->kind == IR_S_RETURN && st->e == root)))
    off1_muts(w, root);
  sweep_muts(w, root);
  eq_mut(w, root, st);
  /* level 2: a statement that should not be there (a stray scanf, a
   * debugging printf, a second increment) */
  if (w->o->level >= 2 && st && st->kind == IR_S_EXPR && st->e == root && item >= 0) delete_mut(w, root, item);
  if (m->nmuts == first) return;  /* nothing to vary here */
  m->sites[m->nsites++] = (mut_site){root, w->func, first, m->nmuts - first};
}

/* A slot of a frozen function or file is specification, not a site. */
static void slot_sites(void *ctx, const ir_expr *root, const ir_func *f, const ir_stmt *st, int item) {
  walk *w = ctx;
  if (site_frozen(&w->o->spec, f, root)) return;
  w->func = f;
  add_site(w, root, st, item);
}

void mut_enumerate(ir_prog *p, const mut_opts *o, mut_space *out) {
  memset(out, 0, sizeof *out);
  walk w = {.p = p, .o = o, .out = out};
  ir_each_stmt_slot(p, slot_sites, &w);
  if (getenv("AMEND_DEBUG_MUTS"))  /* the space, one mutation a line */
    for (int i = 0; i < out->nmuts; i++) {
      const mut *m = &out->muts[i];
      fprintf(stderr, "mut %d: site %d kind %d %u:%u '%.*s' -> '%s'\n", i, m->site, m->kind, m->at.line, m->at.col,
              (int)(m->at.end - m->at.off), ir_loc_text(p, m->at), m->text);
    }
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
  if (m->kind == MUT_DELETE) return after ? strdup("") : strndup(ir_loc_text(p, n), n.end - n.off);
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
  c->edit = m->kind == MUT_DELETE ? "delete" : m->kind == MUT_STRING ? "string" : "expression";
}
