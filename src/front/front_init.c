/* front_init.c - initialisers: braced lists with brace elision and
 * designators, string literals for char arrays, scalars. */
#include <string.h>

#include "front/front_internal.h"

/* ---- initialisers -------------------------------------------------------- */

static int is_designator(front_ctx *c, CXCursor k) {
  ir_loc l = front_loc(c, k);
  unsigned len;
  const char *t = front_text(c, &len);
  if (l.line == 0 || l.off >= len) return 0;
  return t[l.off] == '.' || t[l.off] == '[';
}

static int is_string(CXCursor k) {
  return clang_getCursorKind(k) == CXCursor_StringLiteral;
}

static ir_expr *scalar_init(front_ctx *c, CXCursor k, ir_type *t) {
  int64_t v;
  if (c->fold && t->kind == IR_TY_INT && front_eval_int(k, &v))
    return front_const(c, t, v, front_loc(c, k));
  ir_expr *e = front_expr(c, k);
  return front_convert(c, e, t, 1, k);
}

static ir_expr *fill_designated(front_ctx *c, CXCursor *kids, int n, int *idx, ir_type *t,
                                CXCursor list);

/* Fill an aggregate of type t from kids[*idx...]; used both for a braced
 * list and, with brace elision, for a sub-aggregate taking a flat run. */
static ir_expr *fill_aggregate(front_ctx *c, CXCursor *kids, int n, int *idx, ir_type *t,
                               CXCursor list) {
  if (!clang_Cursor_isNull(list))
    for (int j = *idx; j < n; j++)
      if (is_designator(c, kids[j])) return fill_designated(c, kids, n, idx, t, list);
  uint64_t count = t->kind == IR_TY_ARRAY ? t->count : (uint64_t)t->nfields;
  if (t->is_union && count > 1) count = 1;  /* a union takes its first member */
  int start = *idx;
  uint64_t cap = count;
  if (cap > (uint64_t)(n - start)) cap = (uint64_t)(n - start);  /* only what is there */
  ir_expr **args = ir_alloc(c->p, sizeof *args * (cap ? cap : 1));
  uint64_t i = 0;
  for (; i < count && *idx < n; i++) {
    ir_type *et = t->kind == IR_TY_ARRAY ? t->elem : t->fields[i].type;
    CXCursor k = kids[*idx];
    if (is_designator(c, k)) {
      if (clang_Cursor_isNull(list) && i > 0) break;  /* ends an elided run */
      front_unsupported(c, k, "designated initializer");
    }
    if (clang_getCursorKind(k) == CXCursor_InitListExpr) {
      args[i] = front_init(c, k, et);
      (*idx)++;
    } else if (et->kind == IR_TY_ARRAY && is_string(k) && !c->lenient) {
      args[i] = front_string_init(c, k, et);  /* char names[3][8] = {"ab", ...} */
      (*idx)++;
    } else if (et->kind == IR_TY_STRUCT || et->kind == IR_TY_ARRAY) {
      if (is_string(k)) front_unsupported(c, k, "string literal");
      CXType kt = clang_getCanonicalType(clang_getCursorType(k));
      if (et->kind == IR_TY_STRUCT && kt.kind == CXType_Record &&
          front_ty_same(front_type(c, kt, k), et)) {
        args[i] = front_expr(c, k);  /* a whole struct value */
        (*idx)++;
      } else {
        args[i] = fill_aggregate(c, kids, n, idx, et, clang_getNullCursor());
      }
    } else {
      args[i] = scalar_init(c, k, et);
      (*idx)++;
    }
  }
  ir_loc loc;
  if (!clang_Cursor_isNull(list)) {
    loc = front_loc(c, list);
  } else {
    ir_loc a = front_loc(c, kids[start]), b = front_loc(c, kids[*idx - 1]);
    loc = front_loc_at(c, a.off, b.end);
  }
  ir_expr *e = ir_expr_new(c->p, IR_INITLIST, t, loc);
  e->nargs = (int)i;
  e->args = args;
  return e;
}

/* A designator `.f = v` or `[i] = v`: the position it names in t and, in
 * *value, the initialiser.  Nested (`.a.b`) and GNU range designators are
 * refused. */
static uint64_t designate(front_ctx *c, CXCursor k, ir_type *t, CXCursor *value) {
  CXCursor *d;
  int nd = front_children(c, k, &d);
  if (nd != 2) front_unsupported(c, k, "nested or range designator");
  *value = d[1];
  if (clang_getCursorKind(d[0]) == CXCursor_MemberRef) {
    const char *name = front_spelling(c, d[0]);
    if (t->kind == IR_TY_STRUCT)
      for (int i = 0; i < t->nfields; i++)
        if (!strcmp(t->fields[i].name, name)) return (uint64_t)i;
    front_unsupported(c, d[0], "designator '.%s'", name);
  }
  int64_t v;
  if (t->kind != IR_TY_ARRAY || !front_eval_int(d[0], &v) || v < 0 || (uint64_t)v >= t->count)
    front_unsupported(c, d[0], "array designator");
  return (uint64_t)v;
}

/* A braced list with designators: a designator moves the current position,
 * other items continue from there, and a later item for the same position
 * wins.  Positions left out hold an empty list (zero). */
static ir_expr *fill_designated(front_ctx *c, CXCursor *kids, int n, int *idx, ir_type *t,
                                CXCursor list) {
  uint64_t count = t->kind == IR_TY_ARRAY ? t->count : (uint64_t)t->nfields;
  if (t->kind == IR_TY_ARRAY && count > 4096)
    front_unsupported(c, list, "designated initializer of an array of %llu elements",
                      (unsigned long long)count);
  ir_expr **args = ir_alloc(c->p, sizeof *args * (size_t)(count ? count : 1));
  uint64_t pos = 0, used = 0;
  while (*idx < n) {
    CXCursor k = kids[*idx], v = k;
    int des = is_designator(c, k);
    if (des) pos = designate(c, k, t, &v);
    if (t->is_union && *idx > 0) front_unsupported(c, k, "more than one initializer for a union");
    if (pos >= count) break;  /* excess: the caller refuses it */
    ir_type *et = t->kind == IR_TY_ARRAY ? t->elem : t->fields[pos].type;
    if (clang_getCursorKind(v) == CXCursor_InitListExpr) {
      args[pos] = front_init(c, v, et);
      (*idx)++;
    } else if (et->kind == IR_TY_STRUCT || et->kind == IR_TY_ARRAY) {
      CXType vt = clang_getCanonicalType(clang_getCursorType(v));
      if (et->kind == IR_TY_STRUCT && vt.kind == CXType_Record &&
          front_ty_same(front_type(c, vt, v), et)) {
        args[pos] = front_expr(c, v);
        (*idx)++;
      } else if (!des) {
        args[pos] = fill_aggregate(c, kids, n, idx, et, clang_getNullCursor());
      } else {
        front_unsupported(c, k, "designated initializer of an aggregate without braces");
      }
    } else {
      args[pos] = scalar_init(c, v, et);
      (*idx)++;
    }
    if (++pos > used) used = pos;
  }
  ir_loc loc = front_loc(c, list);
  for (uint64_t i = 0; i < used; i++)
    if (!args[i]) {
      ir_type *et = t->kind == IR_TY_ARRAY ? t->elem : t->fields[i].type;
      args[i] = ir_expr_new(c->p, IR_INITLIST, et, front_loc_at(c, loc.end, loc.end));
    }
  ir_expr *e = ir_expr_new(c->p, IR_INITLIST, t, loc);
  e->nargs = (int)used;
  e->args = args;
  return e;
}

ir_expr *front_init(front_ctx *c, CXCursor init, ir_type *t) {
  return c->lenient ? front_lenient_init(c, init, t) : front_init_node(c, init, t);
}

ir_expr *front_init_node(front_ctx *c, CXCursor init, ir_type *t) {
  front_enter(c, init);
  ir_expr *e;
  if (clang_getCursorKind(init) == CXCursor_InitListExpr) {
    CXCursor *kids;
    c->nondet_hint = NULL;
    int n = front_expr_children(c, init, &kids);
    if (t->kind == IR_TY_STRUCT || t->kind == IR_TY_ARRAY) {
      int idx = 0;
      e = fill_aggregate(c, kids, n, &idx, t, init);
      if (idx < n) front_unsupported(c, kids[idx], "excess elements in initializer");
    } else if (n == 0) {
      e = front_const(c, t, 0, front_loc(c, init));
    } else {
      if (n > 1) front_unsupported(c, kids[1], "excess elements in scalar initializer");
      if (is_designator(c, kids[0])) front_unsupported(c, kids[0], "designated initializer");
      e = scalar_init(c, kids[0], t);
    }
  } else if (t->kind == IR_TY_ARRAY && is_string(init) && !c->lenient) {
    e = front_string_init(c, init, t);
  } else if (t->kind == IR_TY_ARRAY) {
    front_unsupported(c, init, is_string(init) ? "string literal" : "array initializer");
  } else {
    e = scalar_init(c, init, t);
  }
  front_leave(c);
  return e;
}

/* ---- compound literals --------------------------------------------------- */

ir_expr *front_compound_literal(front_ctx *c, CXCursor cur) {
  if (c->lenient) front_unsupported(c, cur, "compound literal");  /* stays opaque */
  CXCursor *k;
  /* `(int[5]){...}` also shows the size expression: the list comes last */
  int n = front_expr_children(c, cur, &k);
  if (n < 1 || clang_getCursorKind(k[n - 1]) != CXCursor_InitListExpr)
    front_unsupported(c, cur, "compound literal");
  ir_type *t = front_type(c, clang_getCursorType(cur), cur);
  if (t->kind == IR_TY_VOID || (t->kind == IR_TY_ARRAY && !t->count))
    front_unsupported(c, cur, "compound literal of this type");
  /* a static initialiser's literal has static storage, like one at file scope */
  int global = !c->fn || c->fold;
  ir_var *v = ir_add_var(c->p, "compound literal", t, global ? IR_GLOBAL : IR_LOCAL,
                         global ? NULL : c->fn);
  v->loc = front_loc(c, cur);
  ir_expr *init = front_init(c, k[n - 1], t);
  ir_expr *e = ir_expr_new(c->p, IR_COMPOUND, t, front_loc(c, cur));
  e->var = v;
  if (global) {
    v->init = init;
    v->literal = 1;
  } else {
    e->a = init;
  }
  return e;
}
