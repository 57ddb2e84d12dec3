/* ir.c - arena, constructors and queries for the IR. */
#include "ir/ir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/arena.h"

/* Interned scalar types live beside the arena that owns all nodes. */
struct ir_arena {
  arena *mem;
  ir_prog *adopted;      /* programs merged into this one (ir_merge) */
  ir_type *ints[4][2];   /* [bits index][signed] */
  ir_type *boolean, *voidt, *floats[2];
};

void *ir_alloc(ir_prog *p, size_t n) { return arena_alloc(p->arena->mem, n); }

char *ir_strdup(ir_prog *p, const char *s) { return arena_strdup(p->arena->mem, s); }

void ir_adopt(ir_prog *dst, ir_prog *src) {
  /* src's own tables were copied into dst; only its arena must live on */
  for (int i = 0; i < src->nfiles; i++) free((void *)src->files[i].text);
  src->nfiles = src->nfuncs = src->nvars = src->nglobals = 0;
  src->arena->adopted = dst->arena->adopted;
  dst->arena->adopted = src;
}

ir_prog *ir_prog_new(void) {
  ir_prog *p = xmalloc(sizeof *p);
  memset(p, 0, sizeof *p);
  p->arena = xmalloc(sizeof *p->arena);
  memset(p->arena, 0, sizeof *p->arena);
  p->arena->mem = arena_new();
  return p;
}

void ir_prog_free(ir_prog *p) {
  if (!p) return;
  arena_free(p->arena->mem);
  ir_prog_free(p->arena->adopted);
  for (int i = 0; i < p->nfiles; i++) free((void *)p->files[i].text);
  free(p->files);
  free(p->funcs);
  free(p->vars);
  free(p->globals);
  free(p->arena);
  free(p);
}

/* Grow a pointer array stored outside the arena by one slot. */
#define PUSH(arr, n, x)                                              \
  do {                                                               \
    if (((n) & ((n) - 1)) == 0)                                      \
      (arr) = xrealloc((arr), sizeof *(arr) * ((n) ? 2 * (n) : 1));  \
    (arr)[(n)++] = (x);                                              \
  } while (0)

int ir_add_file(ir_prog *p, const char *path, const char *text, size_t len) {
  if ((p->nfiles & (p->nfiles - 1)) == 0)
    p->files = xrealloc(p->files, sizeof *p->files * (p->nfiles ? 2 * p->nfiles : 1));
  char *copy = xrealloc(NULL, len + 1);
  memcpy(copy, text, len);
  copy[len] = 0;
  p->files[p->nfiles] = (ir_file){ir_strdup(p, path), copy, len, 0};
  return p->nfiles++;
}

/* Add name to the list (n, v) unless it is there. */
static void note_name(ir_prog *p, int *n, const char ***v, const char *name) {
  for (int i = 0; i < *n; i++)
    if (!strcmp((*v)[i], name)) return;
  const char **w = ir_alloc(p, sizeof *w * (size_t)(*n + 1));
  if (*n) memcpy(w, *v, sizeof *w * (size_t)*n);
  w[(*n)++] = ir_strdup(p, name);
  *v = w;
}

void ir_note_undef(ir_prog *p, const char *name) { note_name(p, &p->nundef, &p->undef, name); }

void ir_note_undef_var(ir_prog *p, const char *name) { note_name(p, &p->nundef_vars, &p->undef_vars, name); }

ir_func *ir_add_func(ir_prog *p, const char *name) {
  ir_func *f = ir_alloc(p, sizeof *f);
  f->name = ir_strdup(p, name);
  PUSH(p->funcs, p->nfuncs, f);
  return f;
}

void ir_append_func(ir_prog *p, ir_func *f) { PUSH(p->funcs, p->nfuncs, f); }

void ir_append_var(ir_prog *p, ir_var *v) {
  v->id = p->nvars;
  PUSH(p->vars, p->nvars, v);
  if (v->storage == IR_GLOBAL) PUSH(p->globals, p->nglobals, v);
}

ir_func *ir_find_func(const ir_prog *p, const char *name) {
  for (int i = 0; i < p->nfuncs; i++)
    if (strcmp(p->funcs[i]->name, name) == 0) return p->funcs[i];
  return NULL;
}

ir_var *ir_add_var(ir_prog *p, const char *name, ir_type *t, ir_storage s, ir_func *f) {
  ir_var *v = ir_alloc(p, sizeof *v);
  v->name = ir_strdup(p, name);
  v->type = t;
  v->storage = s;
  v->func = f;
  ir_append_var(p, v);
  return v;
}

/* ---- types ------------------------------------------------------------ */

static int bits_index(int bits) {
  switch (bits) {
  case 8: return 0;
  case 16: return 1;
  case 32: return 2;
  default: return 3;
  }
}

ir_type *ir_ty_void(ir_prog *p) {
  if (!p->arena->voidt) {
    ir_type *t = ir_alloc(p, sizeof *t);
    t->kind = IR_TY_VOID;
    t->name = "void";
    p->arena->voidt = t;
  }
  return p->arena->voidt;
}

ir_type *ir_ty_int(ir_prog *p, int bits, int is_signed) {
  ir_type **slot = &p->arena->ints[bits_index(bits)][!!is_signed];
  if (!*slot) {
    static const char *names[4][2] = {{"unsigned char", "signed char"},
                                      {"unsigned short", "short"},
                                      {"unsigned int", "int"},
                                      {"unsigned long", "long"}};
    ir_type *t = ir_alloc(p, sizeof *t);
    t->kind = IR_TY_INT;
    t->bits = bits;
    t->is_signed = !!is_signed;
    t->name = names[bits_index(bits)][!!is_signed];
    *slot = t;
  }
  return *slot;
}

ir_type *ir_ty_bool(ir_prog *p) {
  if (!p->arena->boolean) {
    ir_type *t = ir_alloc(p, sizeof *t);
    t->kind = IR_TY_INT;
    t->bits = 1;
    t->is_bool = 1;
    t->name = "_Bool";
    p->arena->boolean = t;
  }
  return p->arena->boolean;
}

ir_type *ir_ty_float(ir_prog *p, int bits) {
  ir_type **slot = &p->arena->floats[bits == 64];
  if (!*slot) {
    ir_type *t = ir_alloc(p, sizeof *t);
    t->kind = IR_TY_FLOAT;
    t->bits = bits == 64 ? 64 : 32;
    t->is_signed = 1;
    t->name = bits == 64 ? "double" : "float";
    *slot = t;
  }
  return *slot;
}

ir_type *ir_ty_ptr(ir_prog *p, ir_type *to) {
  ir_type *t = ir_alloc(p, sizeof *t);
  t->kind = IR_TY_PTR;
  t->elem = to;
  t->bits = 64;
  t->name = "pointer";
  return t;
}

ir_type *ir_ty_array(ir_prog *p, ir_type *elem, uint64_t count) {
  ir_type *t = ir_alloc(p, sizeof *t);
  t->kind = IR_TY_ARRAY;
  t->elem = elem;
  t->count = count;
  t->name = "array";
  return t;
}

ir_type *ir_ty_struct(ir_prog *p, const char *name, int nfields) {
  ir_type *t = ir_alloc(p, sizeof *t);
  t->kind = IR_TY_STRUCT;
  t->name = ir_strdup(p, name ? name : "struct");
  t->nfields = nfields;
  t->fields = nfields ? ir_alloc(p, sizeof *t->fields * nfields) : NULL;
  return t;
}

ir_type *ir_ty_func(ir_prog *p, ir_type *ret, int nparams) {
  ir_type *t = ir_alloc(p, sizeof *t);
  t->kind = IR_TY_FUNC;
  t->elem = ret;
  t->nparams = nparams;
  t->params = ir_alloc(p, sizeof *t->params * (size_t)(nparams > 0 ? nparams : 1));
  t->name = "function";
  return t;
}

ir_type *ir_func_type(ir_prog *p, const ir_func *f) {
  ir_type *t = ir_ty_func(p, f->ret, f->nparams);
  for (int i = 0; i < f->nparams; i++) t->params[i] = f->params[i]->type;
  return t;
}

/* ---- nodes ------------------------------------------------------------ */

ir_expr *ir_expr_new(ir_prog *p, ir_exkind k, ir_type *t, ir_loc loc) {
  ir_expr *e = ir_alloc(p, sizeof *e);
  e->id = p->nexprs++;
  e->kind = k;
  e->type = t;
  e->loc = loc;
  e->oploc = loc;
  return e;
}

ir_stmt *ir_stmt_new(ir_prog *p, ir_stkind k, ir_loc loc) {
  ir_stmt *s = ir_alloc(p, sizeof *s);
  s->kind = k;
  s->loc = loc;
  return s;
}

/* ---- queries ---------------------------------------------------------- */

int ir_is_scalar(const ir_type *t) {
  return t->kind == IR_TY_INT || t->kind == IR_TY_FLOAT || t->kind == IR_TY_PTR;
}

int ir_is_arith(const ir_type *t) { return t->kind == IR_TY_INT || t->kind == IR_TY_FLOAT; }

int ir_ty_equal(const ir_type *a, const ir_type *b) {
  for (;;) {
    if (a == b) return 1;
    if (!a || !b || a->kind != b->kind) return 0;
    switch (a->kind) {
    case IR_TY_VOID:  /* opaque types are equal by spelling */
      return a->opaque == b->opaque && (!a->opaque || !strcmp(a->name, b->name));
    case IR_TY_INT:
      return a->bits == b->bits && a->is_signed == b->is_signed && a->is_bool == b->is_bool;
    case IR_TY_FLOAT: return a->bits == b->bits;
    case IR_TY_STRUCT: return 0;  /* interned: identity decides */
    case IR_TY_FUNC:
      if (a->nparams != b->nparams) return 0;
      for (int i = 0; i < a->nparams; i++)
        if (!ir_ty_equal(a->params[i], b->params[i])) return 0;
      a = a->elem;
      b = b->elem;
      break;
    case IR_TY_ARRAY:
      if (a->count != b->count) return 0;
      /* fall through */
    case IR_TY_PTR:
      a = a->elem;
      b = b->elem;
      break;
    }
  }
}

int ir_func_has_type(const ir_func *f, const ir_type *ft) {
  if (f->variadic || ft->kind != IR_TY_FUNC || f->nparams != ft->nparams) return 0;
  for (int i = 0; i < f->nparams; i++)
    if (!ir_ty_equal(f->params[i]->type, ft->params[i])) return 0;
  return ir_ty_equal(f->ret, ft->elem);
}

int ir_is_funcptr(const ir_type *t) {
  return t->kind == IR_TY_PTR && t->elem && t->elem->kind == IR_TY_FUNC;
}

uint64_t ir_cells(const ir_type *t) {
  switch (t->kind) {
  case IR_TY_ARRAY: return t->count * ir_cells(t->elem);
  case IR_TY_STRUCT: {
    if (t->is_union) return t->nfields ? ir_cells(t->fields[0].type) : 0;
    uint64_t n = 0;
    for (int i = 0; i < t->nfields; i++) n += ir_cells(t->fields[i].type);
    return n;
  }
  case IR_TY_VOID:
  case IR_TY_FUNC: return 0;  /* not objects */
  default: return 1;
  }
}

uint64_t ir_field_cell(const ir_type *st, int field) {
  uint64_t n = 0;
  if (st->is_union) return 0;
  for (int i = 0; i < field; i++) n += ir_cells(st->fields[i].type);
  return n;
}

static uint64_t align_of(const ir_type *t) {
  switch (t->kind) {
  case IR_TY_INT:
  case IR_TY_FLOAT: return t->bits <= 8 ? 1 : (uint64_t)t->bits / 8;
  case IR_TY_PTR: return 8;
  case IR_TY_ARRAY: return align_of(t->elem);
  case IR_TY_STRUCT: {
    uint64_t a = 1;
    for (int i = 0; i < t->nfields; i++) {
      uint64_t f = align_of(t->fields[i].type);
      if (f > a) a = f;
    }
    return a;
  }
  default: return 1;
  }
}

uint64_t ir_sizeof(const ir_type *t) {
  switch (t->kind) {
  case IR_TY_INT:
  case IR_TY_FLOAT: return t->bits <= 8 ? 1 : (uint64_t)t->bits / 8;
  case IR_TY_PTR: return 8;
  case IR_TY_ARRAY: return t->count * ir_sizeof(t->elem);
  case IR_TY_STRUCT: {
    uint64_t n = 0, a = align_of(t);
    for (int i = 0; i < t->nfields; i++) {
      uint64_t f = align_of(t->fields[i].type);
      n = (n + f - 1) / f * f + ir_sizeof(t->fields[i].type);
    }
    return (n + a - 1) / a * a;
  }
  default: return 1;
  }
}

const char *ir_op_str(ir_op op) {
  static const char *s[] = {"", "+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^",
                            "<", ">", "<=", ">=", "==", "!=", "-", "~", "!", "+",
                            "sqrt", "floor", "ceil", "round", "trunc", "powi", "fma", "ldexp", "signbit",
                            "tobits", "frombits"};
  return (unsigned)op < sizeof s / sizeof *s ? s[op] : "?";
}

int ir_op_is_cmp(ir_op op) { return op >= IR_LT && op <= IR_NE; }

const char *ir_loc_text(const ir_prog *p, ir_loc loc) {
  if (loc.file < 0 || loc.file >= p->nfiles) return "";
  const ir_file *f = &p->files[loc.file];
  if (loc.off > f->len) return "";
  return f->text + loc.off;
}

/* ---- debug dump ------------------------------------------------------- */

static void dump_expr(FILE *o, const ir_expr *e) {
  if (!e) {
    fputs("_", o);
    return;
  }
  switch (e->kind) {
  case IR_CONST:
    if (e->type->kind == IR_TY_FLOAT) fprintf(o, "%.17g", e->fval);
    else fprintf(o, "%lld", (long long)e->ival);
    break;
  case IR_VAR: fputs(e->var->name, o); break;
  case IR_UNOP: fprintf(o, "(%s", ir_op_str(e->op)); dump_expr(o, e->a); fputs(")", o); break;
  case IR_BINOP:
    fputs("(", o);
    dump_expr(o, e->a);
    fprintf(o, " %s ", ir_op_str(e->op));
    dump_expr(o, e->b);
    if (e->c) {  /* fma's addend */
      fputs(" , ", o);
      dump_expr(o, e->c);
    }
    fputs(")", o);
    break;
  case IR_LAND:
  case IR_LOR:
    fputs("(", o);
    dump_expr(o, e->a);
    fputs(e->kind == IR_LAND ? " && " : " || ", o);
    dump_expr(o, e->b);
    fputs(")", o);
    break;
  case IR_COND:
    fputs("(", o);
    dump_expr(o, e->a);
    fputs(" ? ", o);
    dump_expr(o, e->b);
    fputs(" : ", o);
    dump_expr(o, e->c);
    fputs(")", o);
    break;
  case IR_CAST: fprintf(o, "(%s%s)", e->implicit ? "~" : "", e->type->name); dump_expr(o, e->a); break;
  case IR_DECAY: fputs("&", o); dump_expr(o, e->a); fputs("[0]", o); break;
  case IR_ASSIGN:
    dump_expr(o, e->a);
    fprintf(o, " %s= ", ir_op_str(e->op));
    dump_expr(o, e->b);
    break;
  case IR_INCDEC:
    if (e->prefix) fputs(e->op == IR_ADD ? "++" : "--", o);
    dump_expr(o, e->a);
    if (!e->prefix) fputs(e->op == IR_ADD ? "++" : "--", o);
    break;
  case IR_FUNCADDR: fprintf(o, "&%s", e->callee->name); break;
  case IR_COMPOUND:
    fprintf(o, "(%s)", e->type->name);
    if (e->a) dump_expr(o, e->a);
    else fprintf(o, "<%s>", e->var->name);
    break;
  case IR_CALLPTR:
    fputs("(*", o);
    dump_expr(o, e->a);
    fputs(")", o);
    /* fall through */
  case IR_CALL:
  case IR_INITLIST:
    fputs(e->kind == IR_CALL ? e->callee->name : "", o);
    fputs(e->kind != IR_INITLIST ? "(" : "{", o);
    for (int i = 0; i < e->nargs; i++) {
      if (i) fputs(", ", o);
      dump_expr(o, e->args[i]);
    }
    fputs(e->kind != IR_INITLIST ? ")" : "}", o);
    break;
  case IR_NONDET: fprintf(o, "nondet<%s>", e->name ? e->name : "?"); break;
  case IR_ALLOC:
    fprintf(o, "%s<%s>(", e->name ? e->name : "alloc", e->type->elem ? e->type->elem->name : "?");
    for (int i = 0; i < e->nargs; i++) {
      if (i) fputs(", ", o);
      dump_expr(o, e->args[i]);
    }
    fputs(")", o);
    break;
  case IR_FREE: fputs("free(", o); dump_expr(o, e->a); fputs(")", o); break;
  case IR_INDEX: dump_expr(o, e->a); fputs("[", o); dump_expr(o, e->b); fputs("]", o); break;
  case IR_MEMBER: dump_expr(o, e->a); fprintf(o, ".%s", e->a->type->fields[e->field].name); break;
  case IR_DEREF: fputs("*", o); dump_expr(o, e->a); break;
  case IR_ADDROF: fputs("&", o); dump_expr(o, e->a); break;
  case IR_COMMA: dump_expr(o, e->a); fputs(", ", o); dump_expr(o, e->b); break;
  case IR_OPAQUE:
    fprintf(o, "opaque<%s>", e->name ? e->name : "");
    if (e->nargs) {
      fputs("(", o);
      for (int i = 0; i < e->nargs; i++) {
        if (i) fputs(", ", o);
        dump_expr(o, e->args[i]);
      }
      fputs(")", o);
    }
    break;
  }
}

static void dump_stmt(FILE *o, const ir_stmt *s, int depth) {
  if (!s) return;
  fprintf(o, "%*s", 2 * depth, "");
  switch (s->kind) {
  case IR_S_SKIP: fputs(";\n", o); break;
  case IR_S_EXPR: dump_expr(o, s->e); fputs(";\n", o); break;
  case IR_S_DECL:
    fprintf(o, "decl %s", s->var->name);
    if (s->vinit) {
      fputs(" = ", o);
      dump_expr(o, s->vinit);
    }
    fputs(";\n", o);
    break;
  case IR_S_BLOCK:
    fputs("{\n", o);
    for (int i = 0; i < s->n; i++) dump_stmt(o, s->body[i], depth + 1);
    fprintf(o, "%*s}\n", 2 * depth, "");
    break;
  case IR_S_IF:
    fputs("if ", o);
    dump_expr(o, s->e);
    fputs("\n", o);
    dump_stmt(o, s->then, depth + 1);
    if (s->els) {
      fprintf(o, "%*selse\n", 2 * depth, "");
      dump_stmt(o, s->els, depth + 1);
    }
    break;
  case IR_S_WHILE:
  case IR_S_DO:
  case IR_S_SWITCH:
    fputs(s->kind == IR_S_WHILE ? "while " : s->kind == IR_S_DO ? "do-while " : "switch ", o);
    dump_expr(o, s->e);
    fputs("\n", o);
    dump_stmt(o, s->then, depth + 1);
    break;
  case IR_S_FOR:
    fputs("for\n", o);
    dump_stmt(o, s->init, depth + 1);
    fprintf(o, "%*scond ", 2 * depth + 2, "");
    dump_expr(o, s->e);
    fprintf(o, "\n%*sstep ", 2 * depth + 2, "");
    dump_expr(o, s->step);
    fputs("\n", o);
    dump_stmt(o, s->then, depth + 1);
    break;
  case IR_S_BREAK: fputs("break;\n", o); break;
  case IR_S_CONTINUE: fputs("continue;\n", o); break;
  case IR_S_RETURN:
    fputs("return ", o);
    dump_expr(o, s->e);
    fputs(";\n", o);
    break;
  case IR_S_CASE:
    if (s->is_default) fputs("default:\n", o);
    else fprintf(o, "case %lld:\n", (long long)s->ival);
    break;
  case IR_S_ASSERT:
  case IR_S_ASSUME:
    fputs(s->kind == IR_S_ASSERT ? "assert " : "assume ", o);
    dump_expr(o, s->e);
    fputs(";\n", o);
    break;
  case IR_S_ABORT: fputs("abort;\n", o); break;
  case IR_S_OPAQUE: fputs("opaque;\n", o); break;
  case IR_S_LABEL: fprintf(o, "%s:\n", s->label); break;
  case IR_S_GOTO: fprintf(o, "goto %s;\n", s->label); break;
  }
}

void ir_dump(const ir_prog *p, void *out) {
  FILE *o = out;
  for (int i = 0; i < p->nglobals; i++) {
    fprintf(o, "global %s", p->globals[i]->name);
    if (p->globals[i]->init) {
      fputs(" = ", o);
      dump_expr(o, p->globals[i]->init);
    }
    fputs("\n", o);
  }
  for (int i = 0; i < p->nfuncs; i++) {
    const ir_func *f = p->funcs[i];
    if (!f->body) continue;
    fprintf(o, "func %s(", f->name);
    for (int j = 0; j < f->nparams; j++) fprintf(o, "%s%s", j ? ", " : "", f->params[j]->name);
    fputs(")\n", o);
    dump_stmt(o, f->body, 1);
  }
}
