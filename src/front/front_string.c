/* front_string.c - string literals.
 *
 * A string literal in an expression is an unnamed array of static storage:
 * the front end makes it a global variable marked `literal`, initialised
 * with its characters and the terminating NUL, so every use (strcpy(s,
 * "abc"), a char pointer walking it) is an ordinary array access that the
 * bounds check covers.  A literal that initialises a char array
 * (char s[10] = "abc") is a list of character constants instead. */
#include <string.h>

#include "front/front_internal.h"

static int hexval(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
  return -1;
}

/* Undo the escapes of a literal's spelling.  libclang spells a literal
 * (adjacent literals already joined) with C escapes for what is not
 * printable, and clang_Cursor_Evaluate answers only in some contexts, so
 * the spelling is the reliable source.  Returns the byte count. */
static size_t unescape(const char *q, char *out) {
  size_t n = 0;
  while (*q && *q != '"') {
    if (*q != '\\') {
      out[n++] = *q++;
      continue;
    }
    q++;
    int v;
    switch (*q) {
    case 'n': v = '\n'; q++; break;
    case 't': v = '\t'; q++; break;
    case 'r': v = '\r'; q++; break;
    case 'a': v = '\a'; q++; break;
    case 'b': v = '\b'; q++; break;
    case 'f': v = '\f'; q++; break;
    case 'v': v = '\v'; q++; break;
    case 'e': v = 27; q++; break;
    case 'x':
      q++;
      for (v = 0; hexval(*q) >= 0; q++) v = v * 16 + hexval(*q);
      break;
    default:
      if (*q >= '0' && *q <= '7') {
        v = 0;
        for (int k = 0; k < 3 && *q >= '0' && *q <= '7'; k++, q++) v = v * 8 + (*q - '0');
      } else {
        v = (unsigned char)*q;  /* \\ \" \' \? */
        if (*q) q++;
      }
    }
    out[n++] = (char)v;
  }
  return n;
}

/* The bytes of literal cur (without the final NUL) in the arena, their
 * count in *len, and the literal's array type in *arr. */
static const char *literal_chars(front_ctx *c, CXCursor cur, ir_type **arr, size_t *len) {
  ir_type *t = front_type(c, clang_getCanonicalType(clang_getCursorType(cur)), cur);
  if (t->kind != IR_TY_ARRAY || t->elem->kind != IR_TY_INT || t->elem->bits != 8)
    front_unsupported(c, cur, "wide or unicode string literal");
  const char *sp = front_spelling(c, cur);
  if (sp[0] == 'u' && sp[1] == '8') sp += 2;
  if (sp[0] != '"') front_unsupported(c, cur, "string literal");
  char *out = ir_alloc(c->p, strlen(sp) + 1);
  *len = unescape(sp + 1, out);
  *arr = t;
  return out;
}

/* { 'a', 'b', 'c', 0 ... } for an array of type t: characters past its end
 * are dropped, as C does for char s[3] = "abc"; the tail is zero. */
static ir_expr *char_list_at(front_ctx *c, ir_loc loc, const char *s, size_t len, ir_type *t) {
  uint64_t n = len;
  if (n > t->count) n = t->count;
  ir_expr *e = ir_expr_new(c->p, IR_INITLIST, t, loc);
  e->nargs = (int)n;
  e->args = ir_alloc(c->p, sizeof *e->args * (size_t)(n ? n : 1));
  for (uint64_t i = 0; i < n; i++) {
    ir_expr *k = ir_expr_new(c->p, IR_CONST, t->elem, loc);
    unsigned char ch = (unsigned char)s[i];
    k->ival = t->elem->is_signed ? (int64_t)(signed char)ch : (int64_t)ch;
    e->args[i] = k;
  }
  return e;
}

static ir_expr *char_list(front_ctx *c, CXCursor cur, const char *s, size_t len, ir_type *t) {
  return char_list_at(c, front_loc(c, cur), s, len, t);
}

const char *front_string_value(front_ctx *c, CXCursor lit, size_t *len) {
  ir_type *t;
  return literal_chars(c, lit, &t, len);
}

ir_expr *front_string_bytes(front_ctx *c, ir_loc loc, const char *s, size_t len) {
  ir_type *t = ir_ty_array(c->p, ir_ty_int(c->p, 8, 1), (uint64_t)len + 1);
  ir_var *v = ir_add_var(c->p, "string literal", t, IR_GLOBAL, NULL);
  v->literal = 1;
  v->loc = loc;
  v->init = char_list_at(c, loc, s, len, t);
  ir_expr *e = ir_expr_new(c->p, IR_VAR, t, loc);
  e->var = v;
  return e;
}

ir_expr *front_string_literal(front_ctx *c, CXCursor cur) {
  ir_type *t;
  size_t len;
  const char *s = literal_chars(c, cur, &t, &len);
  ir_var *v = ir_add_var(c->p, "string literal", t, IR_GLOBAL, NULL);
  v->literal = 1;
  v->loc = front_loc(c, cur);
  v->init = char_list(c, cur, s, len, t);
  ir_expr *e = ir_expr_new(c->p, IR_VAR, t, v->loc);
  e->var = v;
  return e;
}

ir_expr *front_string_init(front_ctx *c, CXCursor cur, ir_type *t) {
  if (t->kind != IR_TY_ARRAY || t->elem->kind != IR_TY_INT || t->elem->bits != 8)
    front_unsupported(c, cur, "string literal initialising a non-char array");
  ir_type *lt;
  size_t len;
  const char *s = literal_chars(c, cur, &lt, &len);
  return char_list(c, cur, s, len, t);
}
