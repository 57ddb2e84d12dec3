/* front_stmt.c - statements, functions and global variables. */
#include <stdlib.h>
#include <string.h>

#include "front/front_internal.h"

/* A growable list of statements kept in the arena (a bail-out leaks
 * nothing). */
typedef struct stmt_vec {
  ir_stmt **v;
  int n, cap;
} stmt_vec;

static void push(front_ctx *c, stmt_vec *sv, ir_stmt *s) {
  if (!s) return;
  if (sv->n == sv->cap) {
    int cap = sv->cap ? sv->cap * 2 : 8;
    ir_stmt **nv = ir_alloc(c->p, sizeof *nv * (size_t)cap);
    if (sv->n) memcpy(nv, sv->v, sizeof *nv * (size_t)sv->n);
    sv->v = nv;
    sv->cap = cap;
  }
  sv->v[sv->n++] = s;
}

static ir_stmt *mk(front_ctx *c, ir_stkind k, CXCursor cur) {
  return ir_stmt_new(c->p, k, front_loc(c, cur));
}

static ir_stmt *block_of(front_ctx *c, stmt_vec *sv, ir_loc loc) {
  ir_stmt *b = ir_stmt_new(c->p, IR_S_BLOCK, loc);
  b->n = sv->n;
  b->body = sv->v;
  return b;
}

static ir_stmt *lower_stmt(front_ctx *c, CXCursor cur);
static void lower_into(front_ctx *c, CXCursor cur, stmt_vec *out, int switch_top);

/* ---- globals -------------------------------------------------------------- */

static int is_definition(CXCursor var) {
  return clang_Cursor_getStorageClass(var) != CX_SC_Extern ||
         !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(var));
}

/* Lower a static initialiser (globals and static locals fold to constants). */
static void lower_static_init(front_ctx *c, ir_var *v, CXCursor init) {
  int fold = c->fold;
  c->fold = 1;
  c->nondet_hint = NULL;
  v->init = front_init(c, init, v->type);
  c->fold = fold;
}

static ir_var *new_global(front_ctx *c, front_sym *s, CXCursor decl) {
  const char *name = front_spelling(c, decl);
  ir_type *t = front_type(c, clang_getCursorType(decl), decl);
  if (t->kind == IR_TY_VOID && !t->opaque) front_unsupported(c, decl, "variable of type void");
  s->var = ir_add_var(c->p, name, t, IR_GLOBAL, NULL);
  s->var->loc = front_name_loc(c, decl);
  s->file = c->u->index;
  s->def = decl;
  return s->var;
}

static int holds_pointer(const ir_type *t) {
  if (t->kind == IR_TY_PTR) return 1;
  if (t->kind == IR_TY_ARRAY) return holds_pointer(t->elem);
  for (int i = 0; t->kind == IR_TY_STRUCT && i < t->nfields; i++)
    if (holds_pointer(t->fields[i].type)) return 1;
  return 0;
}

/* An extern object that no file of the run defines (`extern int INPUT1;`
 * in every file of a benchmark harness): as in CBMC, an object whose
 * contents are nondeterministic inputs.  Its type must be complete, and
 * hold no pointer (where would it point?). */
static ir_var *undefined_global(front_ctx *c, front_sym *s, CXCursor decl, CXCursor at) {
  const char *name = front_spelling(c, decl);
  CXType ct = clang_getCanonicalType(clang_getCursorType(decl));
  if (c->lenient || ct.kind == CXType_IncompleteArray || clang_Type_getSizeOf(ct) < 0)
    front_unsupported(c, at, "undefined variable '%s'", name);
  ir_type *t = front_type(c, clang_getCursorType(decl), decl);
  if (holds_pointer(t)) front_unsupported(c, at, "undefined variable '%s' that holds a pointer", name);
  ir_var *v = new_global(c, s, decl);
  v->undefined = 1;
  s->lowered = 1;
  ir_note_undef_var(c->p, name);
  return v;
}

ir_var *front_global_var(front_ctx *c, CXCursor decl, CXCursor at) {
  front_sym *s = front_sym_get(c, front_sym_key(c, decl), 0);
  if (s && s->var) return s->var;
  /* defined outside the files being lowered (a header): created on first use */
  CXCursor def = clang_getCursorDefinition(decl);
  if (clang_Cursor_isNull(def) || clang_getCursorKind(def) != CXCursor_VarDecl) {
    if (!is_definition(decl)) return undefined_global(c, front_sym_get(c, front_sym_key(c, decl), 1), decl, at);
    def = decl;
  }
  s = front_sym_get(c, front_sym_key(c, def), 1);
  ir_func *fn = c->fn;
  const char *hint = c->nondet_hint;
  front_kids *kids = c->kids;
  c->fn = NULL;
  c->kids = NULL;  /* the initialiser is no part of the expression being lowered */
  ir_var *v = new_global(c, s, def);
  CXCursor init = clang_Cursor_getVarDeclInitializer(def);
  if (!clang_Cursor_isNull(init)) {
    s->has_init = 1;
    lower_static_init(c, v, init);
  }
  s->lowered = 1;
  c->fn = fn;
  c->nondet_hint = hint;
  c->kids = kids;
  return v;
}

/* ---- declarations in blocks ---------------------------------------------- */

static ir_stmt *lower_var(front_ctx *c, CXCursor cur) {
  const char *name = front_spelling(c, cur);
  enum CX_StorageClass sc = clang_Cursor_getStorageClass(cur);
  if (sc == CX_SC_Extern) {  /* a block-scope declaration of a global */
    front_bind_local(c, cur, front_global_var(c, cur, cur));
    return NULL;
  }
  if (front_heap_is_vla(c, cur)) return front_heap_vla(c, cur);
  ir_type *t = front_type(c, clang_getCursorType(cur), cur);
  if (t->kind == IR_TY_VOID && !t->opaque) front_unsupported(c, cur, "variable of type void");
  CXCursor init = clang_Cursor_getVarDeclInitializer(cur);
  if (sc == CX_SC_Static) {  /* one object for all activations */
    ir_var *v = ir_add_var(c->p, name, t, IR_GLOBAL, c->fn);
    v->loc = front_name_loc(c, cur);
    front_bind_local(c, cur, v);
    if (!clang_Cursor_isNull(init)) lower_static_init(c, v, init);
    return NULL;
  }
  ir_var *v = ir_add_var(c->p, name, t, IR_LOCAL, c->fn);
  v->loc = front_name_loc(c, cur);
  front_bind_local(c, cur, v);  /* in scope inside its own initialiser */
  ir_stmt *s = mk(c, IR_S_DECL, cur);
  s->var = v;
  if (!clang_Cursor_isNull(init)) {
    c->nondet_hint = v->name;
    s->vinit = front_init(c, init, t);
    c->nondet_hint = NULL;
  }
  return s;
}

static void *var_try(front_ctx *c, CXCursor cur, void *arg) {
  (void)arg;
  return lower_var(c, cur);
}

/* Lenient: a declaration that fails is an opaque statement; its variable
 * stays unbound, so its uses become opaque expressions. */
static ir_stmt *lenient_var(front_ctx *c, CXCursor cur) {
  void *r;
  return front_try(c, var_try, cur, NULL, NULL, &r) ? r : mk(c, IR_S_OPAQUE, cur);
}

static void lower_decls(front_ctx *c, CXCursor cur, stmt_vec *out) {
  CXCursor *k;
  int n = front_children(c, cur, &k);
  for (int i = 0; i < n; i++) {
    switch (clang_getCursorKind(k[i])) {
    case CXCursor_VarDecl: push(c, out, c->lenient ? lenient_var(c, k[i]) : lower_var(c, k[i])); break;
    case CXCursor_TypedefDecl:
    case CXCursor_StructDecl:
    case CXCursor_UnionDecl:
    case CXCursor_EnumDecl:
    case CXCursor_FunctionDecl:
    case CXCursor_StaticAssert: break;  /* nothing to execute */
    default:
      if (c->lenient) break;  /* declares nothing the map needs */
      front_unsupported(c, k[i], "declaration %s", front_kind_name(c, k[i]));
    }
  }
}

/* ---- specification primitives -------------------------------------------- */

static const char *eval_str(front_ctx *c, CXCursor cur) {
  CXEvalResult r = clang_Cursor_Evaluate(cur);
  const char *msg = NULL;
  if (r) {
    if (clang_EvalResult_getKind(r) == CXEval_StrLiteral && clang_EvalResult_getAsStr(r))
      msg = ir_strdup(c->p, clang_EvalResult_getAsStr(r));
    clang_EvalResult_dispose(r);
  }
  return msg;
}

/* The text of a string-literal argument (libclang evaluates the decayed
 * literal, i.e. the implicit cast around it). */
static const char *string_arg(front_ctx *c, CXCursor arg) {
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(arg);
    if (k == CXCursor_StringLiteral) break;
    CXCursor *kids;
    if ((k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr) || front_children(c, arg, &kids) != 1)
      front_unsupported(c, arg, "assertion message that is not a string literal");
    const char *m = eval_str(c, arg);
    if (m) return m;
    arg = kids[0];
  }
  const char *msg = eval_str(c, arg);
  if (!msg) front_unsupported(c, arg, "assertion message");
  return msg;
}

static ir_stmt *lower_expr_stmt(front_ctx *c, CXCursor cur) {
  CXCursor call = cur;
  /* (void)reach_error(); */
  while (clang_getCursorKind(call) == CXCursor_CStyleCastExpr ||
         clang_getCursorKind(call) == CXCursor_ParenExpr) {
    CXCursor *k;
    int n = front_expr_children(c, call, &k);
    if (n < 1) break;
    if (clang_getCursorKind(call) == CXCursor_CStyleCastExpr &&
        clang_getCanonicalType(clang_getCursorType(call)).kind != CXType_Void)
      break;
    call = k[n - 1];
  }
  if (clang_getCursorKind(call) == CXCursor_CallExpr) {
    const char *name;
    front_prim pk = front_classify_call(c, call, &name);
    int nargs = clang_Cursor_getNumArguments(call);
    ir_stmt *s = NULL;
    switch (pk) {
    case FRONT_P_ASSERT:
    case FRONT_P_CPROVER_ASSERT:
    case FRONT_P_ASSUME:
      if (nargs < 1 || (pk == FRONT_P_CPROVER_ASSERT && nargs < 2))
        front_unsupported(c, call, "call to '%s' without a condition", name);
      s = mk(c, pk == FRONT_P_ASSUME ? IR_S_ASSUME : IR_S_ASSERT, call);
      s->e = front_cond_arg(c, clang_Cursor_getArgument(call, 0));
      if (pk == FRONT_P_CPROVER_ASSERT) s->msg = string_arg(c, clang_Cursor_getArgument(call, 1));
      return s;
    case FRONT_P_ERROR: return mk(c, IR_S_ASSERT, call);
    case FRONT_P_UNDEF:
      if (!c->lenient && !strcmp(name, "__builtin_unreachable")) {  /* as CBMC: a failed assertion */
        s = mk(c, IR_S_ASSERT, call);
        s->e = ir_expr_new(c->p, IR_CONST, ir_ty_int(c->p, 32, 1), s->loc);
        s->msg = "unreachable";
        return s;
      }
      break;
    case FRONT_P_ABORT: return mk(c, IR_S_ABORT, call);
    default: break;
    }
  }
  ir_stmt *s = mk(c, IR_S_EXPR, cur);
  c->nondet_hint = NULL;
  s->e = front_expr(c, cur);
  return s;
}

/* ---- control flow --------------------------------------------------------- */

static ir_expr *cond_expr(front_ctx *c, CXCursor cur) {
  c->nondet_hint = NULL;
  ir_expr *e = front_expr(c, cur);
  if (!front_cond_ok(c, e)) front_unsupported(c, cur, "condition of non-scalar type");
  return e;
}

/* Offsets of the two ';' and the ')' of a for header, from the text (libclang
 * skips absent init/cond/step children, so positions tell them apart). */
static int for_header(front_ctx *c, ir_loc loc, unsigned pos[3]) {
  unsigned len;
  const char *t = front_text(c, &len);
  unsigned i = loc.off;
  if (loc.line == 0 || i + 3 > len || memcmp(t + i, "for", 3) != 0) return 0;
  i += 3;
  while (i < len && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')) i++;
  if (i >= len || t[i] != '(') return 0;
  int depth = 0, nsemi = 0;
  for (; i < loc.end && i < len; i++) {
    char ch = t[i];
    if (ch == '"' || ch == '\'') {  /* skip literals */
      for (i++; i < len && t[i] != ch; i++)
        if (t[i] == '\\') i++;
    } else if (ch == '/' && i + 1 < len && t[i + 1] == '*') {
      for (i += 2; i + 1 < len && !(t[i] == '*' && t[i + 1] == '/'); i++) {}
      i++;
    } else if (ch == '/' && i + 1 < len && t[i + 1] == '/') {
      while (i < len && t[i] != '\n') i++;
    } else if (ch == '(' || ch == '[' || ch == '{') {
      depth++;
    } else if (ch == ')' || ch == ']' || ch == '}') {
      if (--depth == 0) {
        if (nsemi != 2) return 0;
        pos[2] = i;
        return 1;
      }
    } else if (ch == ';' && depth == 1) {
      if (nsemi >= 2) return 0;
      pos[nsemi++] = i;
    }
  }
  return 0;
}

static ir_stmt *lower_for(front_ctx *c, CXCursor cur) {
  CXCursor *k;
  int n = front_children(c, cur, &k);
  if (n < 1) front_unsupported(c, cur, "for statement");
  ir_stmt *s = mk(c, IR_S_FOR, cur);
  CXCursor slot[3] = {clang_getNullCursor(), clang_getNullCursor(), clang_getNullCursor()};
  if (n == 4) {
    slot[0] = k[0], slot[1] = k[1], slot[2] = k[2];
  } else if (n > 1) {
    unsigned pos[3];
    if (!for_header(c, s->loc, pos))
      front_unsupported(c, cur, "for statement whose header comes from a macro");
    for (int i = 0; i < n - 1; i++) {
      unsigned off = front_loc(c, k[i]).off;
      int which = off < pos[0] ? 0 : off < pos[1] ? 1 : 2;
      slot[which] = k[i];
    }
  }
  if (!clang_Cursor_isNull(slot[0])) {
    if (clang_getCursorKind(slot[0]) == CXCursor_DeclStmt) {
      stmt_vec sv = {0};
      lower_decls(c, slot[0], &sv);
      s->init = sv.n == 1 ? sv.v[0] : block_of(c, &sv, front_loc(c, slot[0]));
    } else {
      s->init = lower_stmt(c, slot[0]);
    }
  }
  if (!clang_Cursor_isNull(slot[1])) s->e = cond_expr(c, slot[1]);
  if (!clang_Cursor_isNull(slot[2])) {
    c->nondet_hint = NULL;
    s->step = front_expr(c, slot[2]);
  }
  s->then = lower_stmt(c, k[n - 1]);
  return s;
}

static ir_stmt *lower_switch(front_ctx *c, CXCursor cur) {
  CXCursor *k;
  if (front_children(c, cur, &k) != 2) front_unsupported(c, cur, "switch statement");
  ir_stmt *s = mk(c, IR_S_SWITCH, cur);
  s->e = cond_expr(c, k[0]);
  if (s->e->type->kind != IR_TY_INT) front_unsupported(c, k[0], "switch on a non-integer");
  ir_type *outer = c->switch_ty;
  c->switch_ty = s->e->type;
  stmt_vec body = {0};
  if (clang_getCursorKind(k[1]) == CXCursor_CompoundStmt) {
    CXCursor *items;
    int n = front_children(c, k[1], &items);
    for (int i = 0; i < n; i++) lower_into(c, items[i], &body, 1);
  } else {
    lower_into(c, k[1], &body, 1);
  }
  s->then = block_of(c, &body, front_loc(c, k[1]));
  c->switch_ty = outer;
  return s;
}

/* `case 1: case 2: stmt` becomes CASE 1, CASE 2, stmt in the switch body. */
static void lower_case(front_ctx *c, CXCursor cur, stmt_vec *out) {
  CXCursor *k;
  int n = front_children(c, cur, &k);
  int is_default = clang_getCursorKind(cur) == CXCursor_DefaultStmt;
  if (n != (is_default ? 1 : 2)) front_unsupported(c, cur, is_default ? "default label" : "case range");
  ir_loc whole = front_loc(c, cur), sub = front_loc(c, k[n - 1]);
  ir_stmt *s = ir_stmt_new(c->p, IR_S_CASE, whole);
  if (sub.off > whole.off && sub.off <= whole.end) {  /* just "case 1:" */
    unsigned len, end = sub.off;
    const char *t = front_text(c, &len);
    while (end > whole.off && (t[end - 1] == ' ' || t[end - 1] == '\t' || t[end - 1] == '\n' ||
                               t[end - 1] == '\r'))
      end--;
    s->loc = front_loc_at(c, whole.off, end);
  }
  s->is_default = is_default;
  if (!is_default) {
    int64_t v;
    if (!front_eval_int(k[0], &v)) front_unsupported(c, k[0], "non-constant case value");
    ir_type *t = c->switch_ty;
    if (t && t->bits < 64 && !t->is_bool) {  /* the value in the condition's type */
      uint64_t mask = (UINT64_C(1) << t->bits) - 1, u = (uint64_t)v & mask;
      if (t->is_signed && (u >> (t->bits - 1))) u |= ~mask;
      v = (int64_t)u;
    }
    s->ival = v;
  }
  push(c, out, s);
  lower_into(c, k[n - 1], out, 1);
}

static ir_stmt *lower_return(front_ctx *c, CXCursor cur) {
  CXCursor *k;
  int n = front_expr_children(c, cur, &k);
  ir_stmt *s = mk(c, IR_S_RETURN, cur);
  if (n == 0) return s;
  c->nondet_hint = NULL;
  ir_expr *e = front_expr(c, k[0]);
  if (c->fn->ret->kind == IR_TY_VOID && !c->fn->ret->opaque) {  /* return f(); in a void function */
    stmt_vec sv = {0};
    ir_stmt *x = mk(c, IR_S_EXPR, k[0]);
    x->e = e;
    push(c, &sv, x);
    push(c, &sv, s);
    return block_of(c, &sv, s->loc);
  }
  s->e = front_convert(c, e, c->fn->ret, 1, k[0]);
  return s;
}

static void lower_into_node(front_ctx *c, CXCursor cur, stmt_vec *out, int switch_top) {
  switch (clang_getCursorKind(cur)) {
  case CXCursor_DeclStmt: lower_decls(c, cur, out); return;
  case CXCursor_CaseStmt:
  case CXCursor_DefaultStmt:
    if (!switch_top) front_unsupported(c, cur, "case label not at the top level of a switch");
    front_enter(c, cur);
    lower_case(c, cur, out);
    front_leave(c);
    return;
  case CXCursor_LabelStmt: {  /* the label, then the labelled statement */
    CXCursor *k;
    if (front_children(c, cur, &k) != 1) front_unsupported(c, cur, "label");
    front_enter(c, cur);
    if (!c->lenient) push(c, out, front_label(c, cur));  /* lenient maps keep no labels */
    lower_into(c, k[0], out, switch_top);
    front_leave(c);
    return;
  }
  default: push(c, out, lower_stmt(c, cur));
  }
}

static ir_stmt *lower_stmt_node(front_ctx *c, CXCursor cur) {
  CXCursor *k;
  int n;
  ir_stmt *s = NULL;
  enum CXCursorKind kind = clang_getCursorKind(cur);
  front_enter(c, cur);
  switch (kind) {
  case CXCursor_CompoundStmt: {
    stmt_vec sv = {0};
    n = front_children(c, cur, &k);
    for (int i = 0; i < n; i++) lower_into(c, k[i], &sv, 0);
    s = block_of(c, &sv, front_loc(c, cur));
    break;
  }
  case CXCursor_NullStmt: s = mk(c, IR_S_SKIP, cur); break;
  case CXCursor_DeclStmt: {
    stmt_vec sv = {0};
    lower_decls(c, cur, &sv);
    s = sv.n == 1 ? sv.v[0] : block_of(c, &sv, front_loc(c, cur));
    break;
  }
  case CXCursor_CaseStmt:
  case CXCursor_DefaultStmt:
  case CXCursor_LabelStmt: {
    stmt_vec sv = {0};
    lower_into(c, cur, &sv, 0);
    s = sv.n == 1 ? sv.v[0] : block_of(c, &sv, front_loc(c, cur));
    break;
  }
  case CXCursor_IfStmt:
    n = front_children(c, cur, &k);
    if (n != 2 && n != 3) front_unsupported(c, cur, "if statement");
    s = mk(c, IR_S_IF, cur);
    s->e = cond_expr(c, k[0]);
    s->then = lower_stmt(c, k[1]);
    if (n == 3) s->els = lower_stmt(c, k[2]);
    break;
  case CXCursor_WhileStmt:
    if (front_children(c, cur, &k) != 2) front_unsupported(c, cur, "while statement");
    s = mk(c, IR_S_WHILE, cur);
    s->e = cond_expr(c, k[0]);
    s->then = lower_stmt(c, k[1]);
    break;
  case CXCursor_DoStmt:
    if (front_children(c, cur, &k) != 2) front_unsupported(c, cur, "do statement");
    s = mk(c, IR_S_DO, cur);
    s->then = lower_stmt(c, k[0]);
    s->e = cond_expr(c, k[1]);
    break;
  case CXCursor_ForStmt: s = lower_for(c, cur); break;
  case CXCursor_BreakStmt: s = mk(c, IR_S_BREAK, cur); break;
  case CXCursor_ContinueStmt: s = mk(c, IR_S_CONTINUE, cur); break;
  case CXCursor_ReturnStmt: s = lower_return(c, cur); break;
  case CXCursor_SwitchStmt: s = lower_switch(c, cur); break;
  case CXCursor_GotoStmt: s = front_goto(c, cur); break;
  case CXCursor_IndirectGotoStmt: front_unsupported(c, cur, "computed goto (goto *p)");
  case CXCursor_AsmStmt:
  case CXCursor_MSAsmStmt: front_unsupported(c, cur, "inline assembly");
  default:
    if (!clang_isExpression(kind)) front_unsupported(c, cur, "%s", front_kind_name(c, cur));
    s = lower_expr_stmt(c, cur);
  }
  front_leave(c);
  return s;
}

/* Lenient: a statement that fails becomes IR_S_OPAQUE over its range. */
static void *stmt_try(front_ctx *c, CXCursor cur, void *arg) {
  (void)arg;
  return lower_stmt_node(c, cur);
}

static ir_stmt *lower_stmt(front_ctx *c, CXCursor cur) {
  if (!c->lenient) return lower_stmt_node(c, cur);
  void *r;
  return front_try(c, stmt_try, cur, NULL, NULL, &r) ? r : mk(c, IR_S_OPAQUE, cur);
}

typedef struct into_arg {
  stmt_vec *out;
  int switch_top;
} into_arg;

static void *into_try(front_ctx *c, CXCursor cur, void *arg) {
  into_arg *a = arg;
  lower_into_node(c, cur, a->out, a->switch_top);
  return NULL;
}

static void lower_into(front_ctx *c, CXCursor cur, stmt_vec *out, int switch_top) {
  if (!c->lenient) {
    lower_into_node(c, cur, out, switch_top);
    return;
  }
  int n = out->n;
  into_arg a = {out, switch_top};
  void *r;
  if (front_try(c, into_try, cur, &a, NULL, &r)) return;
  out->n = n;  /* drop what the failed item had pushed */
  push(c, out, mk(c, IR_S_OPAQUE, cur));
}

/* ---- functions and files -------------------------------------------------- */

/* Reaching the end of main returns 0 (C99 5.1.2.2.3): the exit code a
 * comparison with a reference sees.  The 0 has no source text, so no
 * repair changes it. */
static void main_returns_zero(front_ctx *c, ir_func *f) {
  ir_stmt *b = f->body;
  if (!b || b->kind != IR_S_BLOCK || f->ret->kind != IR_TY_INT || f->ret->bits != 32) return;
  ir_loc none = b->loc;
  none.file = -1;
  ir_stmt *r = ir_stmt_new(c->p, IR_S_RETURN, b->loc);
  r->loc.off = r->loc.end = b->loc.end ? b->loc.end - 1 : 0;  /* at the closing brace */
  r->e = front_const(c, f->ret, 0, none);
  ir_stmt **items = ir_alloc(c->p, sizeof *items * (size_t)(b->n + 1));
  for (int i = 0; i < b->n; i++) items[i] = b->body[i];
  items[b->n] = r;
  b->body = items;
  b->n++;
}

static int lowered_function(front_ctx *c, CXCursor cur) {
  if (!clang_isCursorDefinition(cur) || !front_is_main_file(c, cur)) return 0;
  return !front_is_primitive_name(front_spelling(c, cur));
}

typedef struct annot {
  front_ctx *c;
  ir_func *f;
} annot;

/* amend's annotations of a function (the library models use them):
 * "amend_unroll", loops with constant bounds run to their end;
 * "amend_max_string VERB", loops over a string or buffer run up to
 * --max-string characters (ir.h, ir_func.string_bound). */
static enum CXChildVisitResult find_annotations(CXCursor k, CXCursor parent, CXClientData d) {
  annot *a = d;
  (void)parent;
  if (clang_getCursorKind(k) != CXCursor_AnnotateAttr) return CXChildVisit_Continue;
  CXString sp = clang_getCursorSpelling(k);
  const char *s = clang_getCString(sp);
  static const char str[] = "amend_max_string ";
  if (!strcmp(s, "amend_unroll")) {
    a->f->unroll = 1;
  } else if (!strncmp(s, str, sizeof str - 1)) {
    a->f->string_bound = a->c->max_string;
    a->f->string_verb = ir_strdup(a->c->p, s + sizeof str - 1);
  }
  clang_disposeString(sp);
  return CXChildVisit_Continue;
}

static void declare_function(front_ctx *c, CXCursor cur) {
  const char *name = front_spelling(c, cur);
  front_sym *s = front_sym_get(c, front_sym_key(c, cur), 1);
  if (s->func && c->u->lib) return;  /* the user's own definition wins */
  if (s->func) front_error(c, cur, "duplicate definition of function '%s'", name);
  CXType ft = clang_getCursorType(cur);
  /* lenient: a variadic function keeps its named parameters */
  /* a library model may be variadic (printf): the extra arguments are
   * evaluated and dropped */
  if (!c->lenient && !c->u->lib && (clang_Cursor_isVariadic(cur) ||
                      (ft.kind == CXType_FunctionProto && clang_isFunctionTypeVariadic(ft))))
    front_unsupported(c, cur, "variadic function '%s'", name);
  int n = clang_Cursor_getNumArguments(cur);
  if (n < 0) front_unsupported(c, cur, "function '%s'", name);
  ir_func *f = ir_add_func(c->p, name);
  f->lib = c->u->lib;
  f->variadic = c->u->lib && clang_Cursor_isVariadic(cur);
  annot an = {c, f};
  clang_visitChildren(cur, find_annotations, &an);
  s->func = f;
  s->file = c->u->index;
  s->def = cur;
  f->file = c->u->index;
  f->loc = front_name_loc(c, cur);
  f->ret = front_type(c, clang_getResultType(ft), cur);
  if (f->ret->kind == IR_TY_ARRAY) front_unsupported(c, cur, "function returning an array");
  f->nparams = n;
  f->params = ir_alloc(c->p, sizeof *f->params * (size_t)(n ? n : 1));
  for (int i = 0; i < n; i++) {
    CXCursor pc = clang_Cursor_getArgument(cur, (unsigned)i);
    CXType pt = clang_getCanonicalType(clang_getCursorType(pc));
    ir_type *t;
    if (pt.kind == CXType_ConstantArray || pt.kind == CXType_IncompleteArray ||
        pt.kind == CXType_VariableArray || pt.kind == CXType_DependentSizedArray) {
      /* libclang shows the declared array type; the parameter is a pointer */
      ir_type *et = front_type(c, clang_getArrayElementType(pt), pc);
      t = et->opaque ? front_ty_opaque(c, pt) : ir_ty_ptr(c->p, et);
    } else {
      t = front_type(c, pt, pc);
    }
    if (t->kind == IR_TY_VOID && !t->opaque) front_unsupported(c, pc, "parameter of type void");
    f->params[i] = ir_add_var(c->p, front_spelling(c, pc), t, IR_PARAM, f);
    f->params[i]->loc = front_name_loc(c, pc);
  }
}

static void declare_global(front_ctx *c, CXCursor cur) {
  if (!is_definition(cur)) return;
  front_sym *s = front_sym_get(c, front_sym_key(c, cur), 1);
  int has_init = !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(cur));
  if (!s->var) new_global(c, s, cur);
  if (has_init) {
    if (s->has_init)
      front_error(c, cur, "duplicate definition of '%s'", front_spelling(c, cur));
    s->has_init = 1;
    s->file = c->u->index;
    s->def = cur;
  }
}

/* Top-level declarations of the main file that need no code. */
static int harmless_decl(enum CXCursorKind k) {
  return k == CXCursor_TypedefDecl || k == CXCursor_StructDecl || k == CXCursor_EnumDecl ||
         k == CXCursor_StaticAssert || k == CXCursor_UnionDecl;
}

static void *declare_one(front_ctx *c, CXCursor cur, void *arg) {
  (void)arg;
  enum CXCursorKind kind = clang_getCursorKind(cur);
  if (kind == CXCursor_FunctionDecl) {
    if (lowered_function(c, cur)) declare_function(c, cur);
  } else if (kind == CXCursor_VarDecl) {
    declare_global(c, cur);
  } else if (!harmless_decl(kind)) {
    const char *what = front_kind_name(c, cur);
    if (kind == CXCursor_UnexposedDecl) what = "top-level declaration";
    front_unsupported(c, cur, "%s", what);
  }
  return NULL;
}

static void *lower_one(front_ctx *c, CXCursor cur, void *arg) {
  (void)arg;
  enum CXCursorKind kind = clang_getCursorKind(cur);
  if (kind == CXCursor_FunctionDecl && lowered_function(c, cur)) {
    front_sym *s = front_sym_get(c, front_sym_key(c, cur), 0);
    if (!s || !s->func || !clang_equalCursors(s->def, cur)) return NULL;
    ir_func *f = s->func;
    CXCursor *kids;
    int nk = front_children(c, cur, &kids);
    CXCursor body = clang_getNullCursor();
    for (int j = 0; j < nk; j++)
      if (clang_getCursorKind(kids[j]) == CXCursor_CompoundStmt) body = kids[j];
    if (clang_Cursor_isNull(body)) front_unsupported(c, cur, "function without a body");
    front_clear_locals(c);
    for (int j = 0; j < f->nparams; j++)
      front_bind_local(c, clang_Cursor_getArgument(cur, (unsigned)j), f->params[j]);
    c->fn = f;
    f->body = lower_stmt(c, body);
    if (!c->lenient && !strcmp(f->name, "main")) main_returns_zero(c, f);
    if (!c->lenient) front_check_gotos(c, f);
    c->fn = NULL;
  } else if (kind == CXCursor_VarDecl && is_definition(cur)) {
    front_sym *s = front_sym_get(c, front_sym_key(c, cur), 0);
    CXCursor init = clang_Cursor_getVarDeclInitializer(cur);
    if (!s || !s->var || s->lowered || clang_Cursor_isNull(init) || !clang_equalCursors(s->def, cur))
      return NULL;
    s->lowered = 1;
    lower_static_init(c, s->var, init);
  }
  return NULL;
}

/* Each top-level declaration of the main file (headers: only what is
 * used); lenient mode skips one it cannot map. */
static void each_decl(front_ctx *c, front_try_fn fn) {
  CXCursor *k;
  int n = front_children(c, clang_getTranslationUnitCursor(c->u->tu), &k);
  for (int i = 0; i < n; i++) {
    if (!front_is_main_file(c, k[i])) continue;
    void *r;
    if (c->lenient) front_try(c, fn, k[i], NULL, NULL, &r);
    else fn(c, k[i], NULL);
  }
}

void front_declare_unit(front_ctx *c) { each_decl(c, declare_one); }

void front_lower_unit(front_ctx *c) { each_decl(c, lower_one); }
