/* front_types.c - clang types -> IR types, and C's integer conversion rules
 * (the front end makes every conversion explicit, so it needs them). */
#include <stdlib.h>
#include <string.h>

#include "front/front_internal.h"

static const char *type_spelling(front_ctx *c, CXType t) {
  CXString s = clang_getTypeSpelling(t);
  const char *r = ir_strdup(c->p, clang_getCString(s) ? clang_getCString(s) : "?");
  clang_disposeString(s);
  return r;
}

/* ---- structs ------------------------------------------------------------ */

typedef struct field_scan {
  front_ctx *c;
  CXCursor *v;   /* arena array when filling, NULL when counting */
  int n;
  int bitfield, anonymous;
  CXCursor bad;
} field_scan;

static enum CXVisitorResult scan_field(CXCursor f, CXClientData d) {
  field_scan *s = d;
  if (clang_Cursor_isBitField(f)) {
    if (!s->bitfield) s->bad = f;
    s->bitfield = 1;
  }
  if (clang_Cursor_isAnonymousRecordDecl(f) || clang_Cursor_isAnonymous(f)) {
    if (!s->anonymous) s->bad = f;
    s->anonymous = 1;
  }
  if (s->v) s->v[s->n] = f;
  s->n++;
  return CXVisit_Continue;
}

static const char *struct_key(front_ctx *c, CXCursor decl, int complete) {
  CXString u = clang_getCursorUSR(decl);
  const char *usr = clang_getCString(u);
  size_t n = (usr ? strlen(usr) : 0) + 48;
  char *k = ir_alloc(c->p, n);
  if (usr && *usr) {
    snprintf(k, n, "%s%s", complete ? "" : "incomplete:", usr);
  } else {
    /* no USR: the declaration's position identifies it within this unit */
    CXFile f;
    unsigned l, co, off;
    clang_getFileLocation(clang_getCursorLocation(decl), &f, &l, &co, &off);
    snprintf(k, n, "%s%d@%u", complete ? "" : "incomplete:", c->u->index, off);
  }
  clang_disposeString(u);
  return k;
}

/* Integer leaves of t, in order, into w[0..max): their widths; -1 for a
 * pointer (a union never reinterprets one). */
static void leaf_widths(const ir_type *t, int *w, uint64_t *n, uint64_t max) {
  if (*n >= max) return;
  switch (t->kind) {
  case IR_TY_ARRAY:
    for (uint64_t i = 0; i < t->count && *n < max; i++) leaf_widths(t->elem, w, n, max);
    return;
  case IR_TY_STRUCT:
    for (int i = 0; i < (t->is_union ? 1 : t->nfields); i++) leaf_widths(t->fields[i].type, w, n, max);
    return;
  case IR_TY_INT: w[(*n)++] = t->bits; return;
  case IR_TY_FLOAT: w[(*n)++] = 1000 + t->bits; return;  /* never shares with an integer */
  default: w[(*n)++] = -1; return;
  }
}

/* May a union overlay a and b?  The flat memory keeps one value per cell,
 * so only members made of the same integer widths, cell by cell, can
 * share it: reading one member then reinterprets the other's bits. */
static int same_layout(const ir_type *a, const ir_type *b) {
  enum { MAX = 256 };
  int wa[MAX], wb[MAX];
  uint64_t na = 0, nb = 0;
  if (ir_cells(a) != ir_cells(b) || ir_cells(a) > MAX) return 0;
  leaf_widths(a, wa, &na, MAX);
  leaf_widths(b, wb, &nb, MAX);
  if (na != nb) return 0;
  for (uint64_t i = 0; i < na; i++)
    if (wa[i] != wb[i] || wa[i] < 0) return 0;
  return 1;
}

static ir_type *struct_type(front_ctx *c, CXType t, CXCursor at) {
  CXCursor decl = clang_getTypeDeclaration(t);
  int is_union = clang_getCursorKind(decl) == CXCursor_UnionDecl;
  if (is_union && c->lenient) front_unsupported(c, at, "union '%s'", type_spelling(c, t));
  if (!is_union && clang_getCursorKind(decl) != CXCursor_StructDecl)
    front_unsupported(c, at, "record type '%s'", type_spelling(c, t));
  int complete = clang_Type_getSizeOf(t) >= 0;
  const char *key = struct_key(c, decl, complete);
  unsigned h = 0;
  for (const char *s = key; *s; s++) h = h * 31 + (unsigned char)*s;
  h %= FRONT_NBUCKETS;
  for (front_tyent *e = c->types[h]; e; e = e->next)
    if (strcmp(e->usr, key) == 0) return e->type;

  field_scan s = {.c = c, .bad = clang_getNullCursor()};
  if (complete) clang_Type_visitFields(t, scan_field, &s);
  if (s.bitfield) front_unsupported(c, at, "bit-field in '%s'", type_spelling(c, t));
  if (s.anonymous)
    front_unsupported(c, at, "anonymous struct or union member in '%s'", type_spelling(c, t));
  int n = s.n;
  ir_type *st = ir_ty_struct(c->p, type_spelling(c, t), n);
  st->is_union = is_union;
  /* register before converting fields: struct node { struct node *next; } */
  front_tyent *e = ir_alloc(c->p, sizeof *e);
  e->usr = key;
  e->type = st;
  e->seq = c->ntyents++;
  e->next = c->types[h];
  c->types[h] = e;
  if (n) {
    field_scan fill = {.c = c, .v = ir_alloc(c->p, sizeof(CXCursor) * n), .bad = clang_getNullCursor()};
    clang_Type_visitFields(t, scan_field, &fill);
    for (int i = 0; i < n && i < fill.n; i++) {
      st->fields[i].name = front_spelling(c, fill.v[i]);
      st->fields[i].type = front_type(c, clang_getCursorType(fill.v[i]), fill.v[i]);
      if (st->fields[i].type->kind == IR_TY_VOID)
        front_unsupported(c, fill.v[i], "void field");
      if (is_union && !same_layout(st->fields[i].type, st->fields[0].type))
        front_unsupported(c, fill.v[i],
                          "union '%s' whose members differ in layout (only members with the "
                          "same integer cells share storage)",
                          type_spelling(c, t));
    }
  }
  return st;
}

/* ---- conversion ---------------------------------------------------------- */

static ir_type *convert(front_ctx *c, CXType t, CXCursor at);

ir_type *front_ty_opaque(front_ctx *c, CXType t) {
  ir_type *o = ir_alloc(c->p, sizeof *o);
  o->kind = IR_TY_VOID;
  o->opaque = 1;
  o->name = type_spelling(c, clang_getCanonicalType(t));
  return o;
}

static void *convert_try(front_ctx *c, CXCursor at, void *t) {
  front_enter(c, at);
  ir_type *r = convert(c, *(CXType *)t, at);
  front_leave(c);
  return r;
}

/* Lenient: a type that does not map, or contains one that does not, is
 * opaque as a whole.  Structs interned while converting it are dropped
 * again: they may be half built. */
static ir_type *lenient_type(front_ctx *c, CXType t, CXCursor at) {
  unsigned seq = c->ntyents;
  void *r;
  c->in_type = 1;
  int ok = front_try(c, convert_try, at, &t, NULL, &r);
  c->in_type = 0;
  if (ok) return r;
  for (int h = 0; h < FRONT_NBUCKETS; h++)
    while (c->types[h] && c->types[h]->seq >= seq) c->types[h] = c->types[h]->next;
  c->ntyents = seq;
  return front_ty_opaque(c, t);
}

ir_type *front_type(front_ctx *c, CXType t, CXCursor at) {
  if (c->lenient && !c->in_type) return lenient_type(c, t, at);
  front_enter(c, at);  /* int ********...: bounded like expressions */
  ir_type *r = convert(c, t, at);
  front_leave(c);
  return r;
}

static ir_type *convert(front_ctx *c, CXType t, CXCursor at) {
  ir_prog *p = c->p;
  t = clang_getCanonicalType(t);
  switch (t.kind) {
  case CXType_Void: return ir_ty_void(p);
  case CXType_Bool: return ir_ty_bool(p);
  case CXType_Char_S:
  case CXType_SChar:
  case CXType_Char_U:  /* x86-64: plain char is signed */
    return ir_ty_int(p, 8, 1);
  case CXType_UChar: return ir_ty_int(p, 8, 0);
  case CXType_Short: return ir_ty_int(p, 16, 1);
  case CXType_UShort:
  case CXType_Char16: return ir_ty_int(p, 16, 0);
  case CXType_Int:
  case CXType_WChar: return ir_ty_int(p, 32, 1);
  case CXType_UInt:
  case CXType_Char32: return ir_ty_int(p, 32, 0);
  case CXType_Long:
  case CXType_LongLong: return ir_ty_int(p, 64, 1);
  case CXType_ULong:
  case CXType_ULongLong: return ir_ty_int(p, 64, 0);
  case CXType_Int128:
  case CXType_UInt128:
    front_unsupported(c, at, "128-bit integer type '%s'", type_spelling(c, t));
  case CXType_Float:
  case CXType_Double:
    return ir_ty_float(p, t.kind == CXType_Double ? 64 : 32);
  case CXType_LongDouble:
    front_unsupported(c, at, "long double (only float and double are read)");
  case CXType_Half:
  case CXType_Float16:
  case CXType_Float128:
  case CXType_BFloat16:
  case CXType_Ibm128:
    front_unsupported(c, at, "floating-point type '%s'", type_spelling(c, t));
  case CXType_Complex:
    front_unsupported(c, at, "complex type '%s'", type_spelling(c, t));
  case CXType_Pointer: {
    CXType to = clang_getCanonicalType(clang_getPointeeType(t));
    if (to.kind == CXType_FunctionProto || to.kind == CXType_FunctionNoProto)
      return ir_ty_ptr(p, front_func_type(c, to, at));
    return ir_ty_ptr(p, front_type(c, to, at));
  }
  case CXType_ConstantArray: {
    long long n = clang_getArraySize(t);
    ir_type *elem = front_type(c, clang_getArrayElementType(t), at);
    if (n <= 0) front_unsupported(c, at, "zero-length array");
    if (elem->kind == IR_TY_VOID) front_unsupported(c, at, "array of void");
    return ir_ty_array(p, elem, (uint64_t)n);
  }
  case CXType_IncompleteArray:
    front_unsupported(c, at, "array of unknown size '%s'", type_spelling(c, t));
  case CXType_VariableArray:
  case CXType_DependentSizedArray:
    front_unsupported(c, at, "variable-length array");
  case CXType_Record: return struct_type(c, t, at);
  case CXType_Enum: {
    CXType it = clang_getEnumDeclIntegerType(clang_getTypeDeclaration(t));
    if (it.kind == CXType_Invalid || it.kind == CXType_Enum)
      front_unsupported(c, at, "enum type '%s'", type_spelling(c, t));
    return front_type(c, it, at);
  }
  case CXType_Atomic: front_unsupported(c, at, "atomic type '%s'", type_spelling(c, t));
  case CXType_Vector:
  case CXType_ExtVector: front_unsupported(c, at, "vector type '%s'", type_spelling(c, t));
  case CXType_FunctionProto:
  case CXType_FunctionNoProto: return front_func_type(c, t, at);
  case CXType_BlockPointer: front_unsupported(c, at, "block pointer");
  default: front_unsupported(c, at, "type '%s'", type_spelling(c, t));
  }
}

int front_ty_same(const ir_type *a, const ir_type *b) { return ir_ty_equal(a, b); }

ir_type *front_ty_promote(front_ctx *c, ir_type *t) {
  if (t->kind == IR_TY_INT && (t->is_bool || t->bits < 32)) return ir_ty_int(c->p, 32, 1);
  return t;
}

/* The usual arithmetic conversions (LP64): the wider floating type if
 * either is one, else on the promoted integers. */
ir_type *front_ty_common(front_ctx *c, ir_type *a, ir_type *b) {
  if ((a->kind == IR_TY_FLOAT || b->kind == IR_TY_FLOAT) && ir_is_arith(a) && ir_is_arith(b)) {
    if (a->kind != IR_TY_FLOAT) return b;
    if (b->kind != IR_TY_FLOAT) return a;
    return a->bits >= b->bits ? a : b;
  }
  a = front_ty_promote(c, a);
  b = front_ty_promote(c, b);
  if (a->kind != IR_TY_INT || b->kind != IR_TY_INT) return a->kind == IR_TY_PTR ? a : b;
  if (front_ty_same(a, b)) return a;
  if (a->is_signed == b->is_signed) return a->bits >= b->bits ? a : b;
  ir_type *u = a->is_signed ? b : a, *s = a->is_signed ? a : b;
  if (u->bits >= s->bits) return u;
  return s;  /* the wider signed type holds every value of the unsigned one */
}

ir_type *front_ty_size(front_ctx *c) { return ir_ty_int(c->p, 64, 0); }
