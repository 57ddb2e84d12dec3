/* test_front.c - the libclang front end: small programs in, IR checked. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* open_memstream, mkdtemp */
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "front/front.h"

static char dir[] = "/tmp/amend_test_front_XXXXXX";
static char *paths[64];
static int npaths;

/* Write `text` to dir/name; the path stays valid until the end. */
static const char *write_file(const char *name, const char *text) {
  size_t n = strlen(dir) + strlen(name) + 2;
  char *path = malloc(n);
  snprintf(path, n, "%s/%s", dir, name);
  FILE *f = fopen(path, "wb");
  if (f) {
    fputs(text, f);
    fclose(f);
  }
  if (npaths < 64) paths[npaths++] = path;
  return path;
}

static char *diag_text;  /* diagnostics of the last parse */

static ir_prog *parse_files(int n, const char *const *files, int nargs, const char *const *args) {
  free(diag_text);
  diag_text = NULL;
  size_t len = 0;
  FILE *d = open_memstream(&diag_text, &len);
  front_opts o = {.nargs = nargs, .args = args};
  ir_prog *p = front_parse(n, files, &o, d);
  fclose(d);
  return p;
}

static const char *main_path;
static const char *main_text;

static ir_prog *parse(const char *text) {
  main_text = text;
  main_path = write_file("main.c", text);
  return parse_files(1, &main_path, 0, NULL);
}

/* ---- walking the IR ------------------------------------------------------ */

static ir_expr *found_e[4096];
static int nfound_e;
static ir_stmt *found_s[1024];
static int nfound_s;

static void walk_e(ir_expr *e) {
  if (!e) return;
  if (nfound_e < 4096) found_e[nfound_e++] = e;
  walk_e(e->a);
  walk_e(e->b);
  walk_e(e->c);
  for (int i = 0; i < e->nargs; i++) walk_e(e->args[i]);
}

static void walk_s(ir_stmt *s) {
  if (!s) return;
  if (nfound_s < 1024) found_s[nfound_s++] = s;
  walk_e(s->e);
  walk_e(s->vinit);
  walk_e(s->step);
  walk_s(s->init);
  walk_s(s->then);
  walk_s(s->els);
  for (int i = 0; i < s->n; i++) walk_s(s->body[i]);
}

static void walk(ir_prog *p) {
  nfound_e = nfound_s = 0;
  for (int i = 0; i < p->nglobals; i++) walk_e(p->globals[i]->init);
  for (int i = 0; i < p->nfuncs; i++) walk_s(p->funcs[i]->body);
}

static int loc_is(const ir_prog *p, ir_loc l, const char *text) {
  size_t n = strlen(text);
  return l.end - l.off == n && memcmp(ir_loc_text(p, l), text, n) == 0;
}

/* First expression of kind k whose source text is `text`. */
static ir_expr *find_e(ir_prog *p, ir_exkind k, const char *text) {
  walk(p);
  for (int i = 0; i < nfound_e; i++)
    if (found_e[i]->kind == k && loc_is(p, found_e[i]->loc, text)) return found_e[i];
  return NULL;
}

static ir_stmt *find_s(ir_prog *p, ir_stkind k, int nth) {
  walk(p);
  for (int i = 0; i < nfound_s; i++)
    if (found_s[i]->kind == k && nth-- == 0) return found_s[i];
  return NULL;
}

static int is_int(const ir_type *t, int bits, int is_signed) {
  return t && t->kind == IR_TY_INT && t->bits == bits && t->is_signed == is_signed && !t->is_bool;
}

/* 1-based line/col and byte offset of the first occurrence of s in the
 * main text: what an exact range must report. */
static void where(const char *s, unsigned *line, unsigned *col, unsigned *off) {
  const char *at = strstr(main_text, s);
  *off = at ? (unsigned)(at - main_text) : 0;
  *line = 1;
  *col = 1;
  for (const char *q = main_text; at && q < at; q++) {
    if (*q == '\n') {
      ++*line;
      *col = 1;
    } else {
      ++*col;
    }
  }
}

/* ---- tests --------------------------------------------------------------- */

static void test_promotions_and_ranges(void) {
  ir_prog *p = parse("int main(void) {\n"
                     "  char c = 1; short s = 2;\n"
                     "  int r = c + s;\n"
                     "  int i = 0;\n"
                     "  r = i + 1;\n"
                     "  i++;\n"
                     "  return r;\n"
                     "}\n");
  CHECK(p != NULL);
  if (!p) return;
  ir_expr *e = find_e(p, IR_BINOP, "c + s");
  CHECK(e != NULL);
  if (e) {
    CHECK(is_int(e->type, 32, 1));
    CHECK_EQ_INT(e->op, IR_ADD);
    CHECK(e->a->kind == IR_CAST && e->a->implicit && is_int(e->a->a->type, 8, 1));
    CHECK(e->b->kind == IR_CAST && e->b->implicit && is_int(e->b->a->type, 16, 1));
    CHECK(loc_is(p, e->a->loc, "c"));  /* implicit casts: the operand's range */
    CHECK(loc_is(p, e->oploc, "+"));
  }
  e = find_e(p, IR_BINOP, "i + 1");
  CHECK(e != NULL);
  if (e) {
    unsigned line, col, off;
    where("i + 1", &line, &col, &off);
    CHECK_EQ_INT(e->loc.line, line);
    CHECK_EQ_INT(e->loc.col, col);
    CHECK_EQ_INT(e->loc.off, off);
    CHECK_EQ_INT(e->loc.end, off + 5);
    CHECK_EQ_INT(e->loc.file, 0);
    CHECK_EQ_INT(e->oploc.off, off + 2);
    CHECK_EQ_INT(e->oploc.col, col + 2);
    CHECK(e->a->kind == IR_VAR && e->b->kind == IR_CONST && e->b->ival == 1);
  }
  e = find_e(p, IR_INCDEC, "i++");
  CHECK(e != NULL);
  if (e) {
    unsigned line, col, off;
    where("i++", &line, &col, &off);
    CHECK(loc_is(p, e->oploc, "++"));
    CHECK_EQ_INT(e->oploc.line, line);
    CHECK_EQ_INT(e->oploc.col, col + 1);
    CHECK_EQ_INT(e->prefix, 0);
    CHECK_EQ_INT(e->op, IR_ADD);
  }
  /* the assignment-conversion of `char c = 1` is an implicit cast of 1 */
  ir_stmt *d = find_s(p, IR_S_DECL, 0);
  CHECK(d && d->vinit && d->vinit->kind == IR_CAST && d->vinit->implicit &&
        is_int(d->vinit->type, 8, 1));
  CHECK_STR(p->files[0].path, main_path);
  CHECK(p->files[0].len == strlen(main_text));
  ir_prog_free(p);
}

static void test_compound_assignment(void) {
  ir_prog *p = parse("int main(void) {\n"
                     "  unsigned char uc = 1; unsigned u = 2; char c = 3; long l = 4;\n"
                     "  uc += 1;\n"
                     "  u += c;\n"
                     "  l <<= u;\n"
                     "  int *q = 0; q += 2;\n"
                     "  return 0;\n"
                     "}\n");
  CHECK(p != NULL);
  if (!p) return;
  ir_expr *e = find_e(p, IR_ASSIGN, "uc += 1");
  CHECK(e && e->op == IR_ADD && is_int(e->ctype, 32, 1) && is_int(e->type, 8, 0));
  CHECK(e && loc_is(p, e->oploc, "+="));
  e = find_e(p, IR_ASSIGN, "u += c");
  CHECK(e && is_int(e->ctype, 32, 0) && e->b->kind == IR_CAST && is_int(e->b->type, 32, 0));
  e = find_e(p, IR_ASSIGN, "l <<= u");
  CHECK(e && e->op == IR_SHL && is_int(e->ctype, 64, 1) && is_int(e->b->type, 32, 0));
  e = find_e(p, IR_ASSIGN, "q += 2");
  CHECK(e && e->ctype && e->ctype->kind == IR_TY_PTR);
  ir_prog_free(p);
}

static void test_switch_flattening(void) {
  ir_prog *p = parse("int main(void) {\n"
                     "  int x = 1;\n"
                     "  switch (x) { case 1: case 2: x++; break; default: ; }\n"
                     "  return x;\n"
                     "}\n");
  CHECK(p != NULL);
  if (!p) return;
  ir_stmt *s = find_s(p, IR_S_SWITCH, 0);
  CHECK(s && s->then && s->then->kind == IR_S_BLOCK);
  if (s && s->then && s->then->n == 6) {
    ir_stmt **b = s->then->body;
    CHECK(b[0]->kind == IR_S_CASE && b[0]->ival == 1 && !b[0]->is_default);
    CHECK(b[1]->kind == IR_S_CASE && b[1]->ival == 2);
    CHECK(b[2]->kind == IR_S_EXPR && b[2]->e->kind == IR_INCDEC);
    CHECK(b[3]->kind == IR_S_BREAK);
    CHECK(b[4]->kind == IR_S_CASE && b[4]->is_default);
    CHECK(b[5]->kind == IR_S_SKIP);
    CHECK(loc_is(p, b[0]->loc, "case 1:"));
  } else {
    CHECK(!"switch body has 6 items");
  }
  ir_prog_free(p);
}

static void test_nondet(void) {
  ir_prog *p = parse("unsigned short __VERIFIER_nondet_ushort(void);\n"
                     "int main(void) {\n"
                     "  int x = __VERIFIER_nondet_int();\n"
                     "  unsigned u;\n"
                     "  u = __VERIFIER_nondet_uint();\n"
                     "  unsigned short h = __VERIFIER_nondet_ushort();\n"
                     "  long l = nondet_long();\n"
                     "  return x + nondet_char();\n"
                     "}\n");
  CHECK(p != NULL);
  if (!p) return;
  ir_expr *e = find_e(p, IR_NONDET, "__VERIFIER_nondet_int()");
  CHECK(e && is_int(e->type, 32, 1));
  CHECK_STR(e ? e->name : NULL, "x");
  e = find_e(p, IR_NONDET, "__VERIFIER_nondet_uint()");
  CHECK(e && is_int(e->type, 32, 0));
  CHECK_STR(e ? e->name : NULL, "u");
  e = find_e(p, IR_NONDET, "__VERIFIER_nondet_ushort()");
  CHECK(e && is_int(e->type, 16, 0));
  CHECK_STR(e ? e->name : NULL, "h");
  e = find_e(p, IR_NONDET, "nondet_long()");
  CHECK(e && is_int(e->type, 64, 1));
  CHECK_STR(e ? e->name : NULL, "l");
  e = find_e(p, IR_NONDET, "nondet_char()");
  CHECK(e && is_int(e->type, 8, 1));
  CHECK_STR(e ? e->name : NULL, "nondet_char");
  ir_prog_free(p);
}

static void test_spec_primitives(void) {
  ir_prog *p = parse("#include <assert.h>\n"
                     "#include <stdlib.h>\n"
                     "void reach_error() { __assert_fail(\"0\", \"x.c\", 3, \"reach_error\"); }\n"
                     "int main(void) {\n"
                     "  int x = 3; long big = 1L << 40; int *ptr = &x;\n"
                     "  assert(x > 2);\n"
                     "  assert(big); assert(ptr);\n"
                     "  __CPROVER_assert(x != 4, \"x is not four\");\n"
                     "  __VERIFIER_assume(x < 10);\n"
                     "  if (x == 7) reach_error();\n"
                     "  if (x == 8) abort();\n"
                     "  return 0;\n"
                     "}\n");
  CHECK(p != NULL);
  if (!p) return;
  /* reach_error's own body is not lowered: every call to it is a violation */
  ir_stmt *s = find_s(p, IR_S_ASSERT, 0);
  CHECK(s && s->e && loc_is(p, s->loc, "assert(x > 2)") && loc_is(p, s->e->loc, "x > 2"));
  CHECK(s && s->msg == NULL);
  s = find_s(p, IR_S_ASSERT, 1);
  CHECK(s && s->e && is_int(s->e->type, 64, 1));  /* not truncated to int */
  s = find_s(p, IR_S_ASSERT, 2);
  CHECK(s && s->e && s->e->type->kind == IR_TY_PTR);
  s = find_s(p, IR_S_ASSERT, 3);
  CHECK(s && s->e);
  CHECK_STR(s ? s->msg : NULL, "x is not four");
  s = find_s(p, IR_S_ASSUME, 0);
  CHECK(s && s->e && loc_is(p, s->e->loc, "x < 10"));
  s = find_s(p, IR_S_ASSERT, 4);
  CHECK(s && s->e == NULL && loc_is(p, s->loc, "reach_error()"));
  CHECK(find_s(p, IR_S_ABORT, 0) != NULL);
  ir_prog_free(p);
}

static void test_lvalues_and_pointers(void) {
  ir_prog *p = parse("struct pt { int x; char y; };\n"
                     "int g = 2 + 3;\n"
                     "int f(void) { static int k = 7; return k++; }\n"
                     "int main(void) {\n"
                     "  int a[] = {1, 2, 3};\n"
                     "  int m[2][2] = {1, 2, 3, 4};\n"
                     "  struct pt s = {1, 2}; struct pt *ps = &s;\n"
                     "  int *p = 0;\n"
                     "  p = a;\n"
                     "  a[1] = ps->x + s.y;\n"
                     "  long n = (long)a[2];\n"
                     "  return f() + m[1][0] + (int)n;\n"
                     "}\n");
  CHECK(p != NULL);
  if (!p) return;
  ir_stmt *d = find_s(p, IR_S_DECL, 0);
  CHECK(d && d->var->type->kind == IR_TY_ARRAY && d->var->type->count == 3);
  CHECK(d && d->vinit && d->vinit->kind == IR_INITLIST && d->vinit->nargs == 3);
  d = find_s(p, IR_S_DECL, 1);  /* brace elision: {{1,2},{3,4}} */
  CHECK(d && d->vinit && d->vinit->nargs == 2 && d->vinit->args[0]->kind == IR_INITLIST &&
        d->vinit->args[0]->nargs == 2);
  d = find_s(p, IR_S_DECL, 4);
  CHECK(d && d->vinit && d->vinit->kind == IR_CONST && d->vinit->type->kind == IR_TY_PTR &&
        d->vinit->ival == 0);
  ir_expr *e = find_e(p, IR_INDEX, "a[1]");
  CHECK(e && e->a->kind == IR_DECAY && e->a->type->kind == IR_TY_PTR && e->a->a->kind == IR_VAR);
  e = find_e(p, IR_MEMBER, "ps->x");
  CHECK(e && e->field == 0 && e->a->kind == IR_DEREF);
  e = find_e(p, IR_MEMBER, "s.y");
  CHECK(e && e->field == 1 && e->a->kind == IR_VAR && is_int(e->type, 8, 1));
  e = find_e(p, IR_CAST, "(long)a[2]");
  CHECK(e && !e->implicit && is_int(e->type, 64, 1));
  e = find_e(p, IR_INDEX, "m[1][0]");
  CHECK(e && e->a->kind == IR_DECAY && e->a->a->kind == IR_INDEX);
  /* globals fold; a static local is a global owned by its function */
  int seen_g = 0, seen_k = 0;
  for (int i = 0; i < p->nglobals; i++) {
    ir_var *v = p->globals[i];
    if (!strcmp(v->name, "g")) seen_g = v->init && v->init->kind == IR_CONST && v->init->ival == 5;
    if (!strcmp(v->name, "k"))
      seen_k = v->storage == IR_GLOBAL && v->func && !strcmp(v->func->name, "f") && v->init &&
               v->init->ival == 7;
  }
  CHECK(seen_g);
  CHECK(seen_k);
  ir_prog_free(p);
}

static void test_array_params(void) {
  ir_prog *p = parse("int first(int a[3]) { return a[0]; }\n"
                     "void bump(int a[], int m[][2]) { a[1]++; m[1][1] = 2; }\n"
                     "int main(void) { int v[3] = {4}; int w[2][2]; bump(v, w); return first(v); }\n");
  CHECK(p != NULL);
  if (!p) return;
  ir_func *f = ir_find_func(p, "first"), *b = ir_find_func(p, "bump");
  CHECK(f && f->nparams == 1 && f->params[0]->type->kind == IR_TY_PTR);
  CHECK(b && b->nparams == 2 && b->params[1]->type->kind == IR_TY_PTR &&
        b->params[1]->type->elem->kind == IR_TY_ARRAY && b->params[1]->type->elem->count == 2);
  ir_expr *e = find_e(p, IR_INDEX, "a[0]");
  CHECK(e && e->a->kind == IR_VAR && e->a->type->kind == IR_TY_PTR);
  e = find_e(p, IR_INDEX, "m[1][1]");
  CHECK(e && e->a->kind == IR_DECAY && e->a->a->kind == IR_INDEX && e->a->a->a->kind == IR_VAR);
  ir_prog_free(p);
}

static void test_loops(void) {
  ir_prog *p = parse("int main(void) {\n"
                     "  unsigned u = 3;\n"
                     "  for (;;) break;\n"
                     "  for (; u;) u--;\n"
                     "  for (;; u++) break;\n"
                     "  for (int i = 0; i < 2; i++) ;\n"
                     "  while (u) u--;\n"
                     "  do u++; while (u < 3);\n"
                     "  return 0;\n"
                     "}\n");
  CHECK(p != NULL);
  if (!p) return;
  ir_stmt *f0 = find_s(p, IR_S_FOR, 0), *f1 = find_s(p, IR_S_FOR, 1);
  ir_stmt *f2 = find_s(p, IR_S_FOR, 2), *f3 = find_s(p, IR_S_FOR, 3);
  CHECK(f0 && !f0->init && !f0->e && !f0->step && f0->then->kind == IR_S_BREAK);
  CHECK(f1 && !f1->init && f1->e && !f1->step);
  CHECK(f2 && !f2->init && !f2->e && f2->step);
  CHECK(f3 && f3->init && f3->init->kind == IR_S_DECL && f3->e && f3->step);
  CHECK(f3 && f3->loc.col == 3 && ir_loc_text(p, f3->loc)[0] == 'f');
  CHECK(find_s(p, IR_S_WHILE, 0) && find_s(p, IR_S_DO, 0));
  ir_prog_free(p);
}

static void test_goto(void) {
  ir_prog *p = parse("int main(void) {\n"
                     "  int x = 0;\n"
                     "again:\n"
                     "  x++;\n"
                     "  if (x > 5) goto out;\n"
                     "  if (x < 3) goto again;\n"
                     "out:\n"
                     "  return x;\n"
                     "}\n");
  CHECK(p != NULL);
  if (!p) return;
  ir_stmt *l0 = find_s(p, IR_S_LABEL, 0), *l1 = find_s(p, IR_S_LABEL, 1);
  ir_stmt *g0 = find_s(p, IR_S_GOTO, 0), *g1 = find_s(p, IR_S_GOTO, 1);
  CHECK(l0 && l1 && g0 && g1);
  if (l0 && l1 && g0 && g1) {
    CHECK(!strcmp(l0->label, "again") && l0->lab == 0 && l0->back && l0->loc.line == 3);
    CHECK(ir_loc_text(p, l0->loc)[0] == 'a' && l0->loc.end - l0->loc.off == 5);
    CHECK(!strcmp(l1->label, "out") && l1->lab == 1 && !l1->back);
    CHECK(g0->target == l1 && !g0->back && g1->target == l0 && g1->back);
    CHECK(ir_find_func(p, "main")->nlabels == 2);
  }
  ir_prog_free(p);
}

static void test_multiple_files(void) {
  const char *files[2];
  files[0] = write_file("a.c", "extern int shared;\nint helper(int);\n"
                               "int main(void) { shared = helper(1); return shared; }\n");
  files[1] = write_file("b.c", "int shared = 5;\nint helper(int x) { return x + shared; }\n");
  ir_prog *p = parse_files(2, files, 0, NULL);
  CHECK(p != NULL);
  if (p) {
    /* the user's two files, then the library models */
    int user_files = 0, user_globals = 0;
    for (int i = 0; i < p->nfiles; i++) user_files += !p->files[i].lib;
    for (int i = 0; i < p->nglobals; i++) user_globals += !p->files[p->globals[i]->loc.file].lib;
    CHECK_EQ_INT(user_files, 2);
    CHECK(!p->files[0].lib && !p->files[1].lib);
    ir_func *m = ir_find_func(p, "main"), *h = ir_find_func(p, "helper");
    CHECK(m && h && h->body && h->file == 1 && m->file == 0 && !m->lib && !h->lib);
    CHECK_EQ_INT(p->nfiles, 2);  /* no library call: no model joins */
    CHECK_EQ_INT(user_globals, 1);
    walk(p);
    int calls = 0;
    for (int i = 0; i < nfound_e; i++)
      if (found_e[i]->kind == IR_CALL) calls += found_e[i]->callee == h;
    CHECK_EQ_INT(calls, 1);
    ir_prog_free(p);
  }
  /* the same function defined twice */
  const char *dup[2] = {files[1], write_file("c.c", "int helper(int x) { return x; }\n")};
  p = parse_files(2, dup, 0, NULL);
  CHECK(p == NULL);
  CHECK(diag_text && strstr(diag_text, "c.c:1:5: error: duplicate definition"));
}

/* A model joins a program that names something it provides, and only then;
 * its functions are library functions, and a user's definition wins. */
/* The header a library function's model stands for. */
static void test_model_headers(void) {
  char h[32];
  CHECK(front_model_header("abs", h, sizeof h) && !strcmp(h, "stdlib.h"));
  CHECK(front_model_header("strlen", h, sizeof h) && !strcmp(h, "string.h"));
  CHECK(front_model_header("sqrt", h, sizeof h) && !strcmp(h, "math.h"));
  CHECK(front_model_header("isdigit", h, sizeof h) && !strcmp(h, "ctype.h"));
  CHECK(front_model_header("printf", h, sizeof h) && !strcmp(h, "stdio.h"));
  CHECK(!front_model_header("ab", h, sizeof h));  /* a word of the list, not a part */
  CHECK(!front_model_header("main", h, sizeof h));
  CHECK(!front_model_header("abs", h, 4));  /* "stdlib.h" does not fit */
}

static void test_library_models(void) {
  ir_prog *p = parse("#include <string.h>\nint main(void) { char s[4] = \"ab\";\n"
                     "  return (int)strlen(s) + abs(-1); }\nint abs(int x) { return x < 0 ? -x : x; }\n");
  CHECK(p != NULL);
  if (p) {
    const ir_func *f = ir_find_func(p, "strlen"), *m = ir_find_func(p, "main");
    CHECK(f && f->lib && f->body && p->files[f->file].lib);
    CHECK(m && !m->lib && !p->files[m->file].lib);
    int nabs = 0, libfiles = 0;
    for (int i = 0; i < p->nfuncs; i++) nabs += !strcmp(p->funcs[i]->name, "abs");
    for (int i = 0; i < p->nfiles; i++) libfiles += p->files[i].lib;
    CHECK_EQ_INT(nabs, 1);
    CHECK(ir_find_func(p, "abs") && !ir_find_func(p, "abs")->lib);
    CHECK_EQ_INT(libfiles, 2);  /* string.c for strlen, stdlib.c for abs */
    CHECK(ir_find_func(p, "printf") == NULL);
    ir_prog_free(p);
  }
}

/* The one diagnostic line expected for `text`. */
static void expect_error(const char *text, const char *what) {
  ir_prog *p = parse(text);
  CHECK(p == NULL);
  ir_prog_free(p);
  char want[512];
  snprintf(want, sizeof want, "%s:%s\n", main_path, what);
  CHECK_STR(diag_text, want);
}

/* Designators become IR_FUNCADDR (through `&`, `*` and decay alike); a
 * call whose callee is not a function's name becomes IR_CALLPTR. */
static void test_function_pointers(void) {
  ir_prog *p = parse("typedef int (*op)(int, int);\n"
                     "static int add(int a, int b) { return a + b; }\n"
                     "static op pick(int k) { return k ? add : 0; }\n"
                     "struct calc { op f; } c = {&add};\n"
                     "int main(void) {\n"
                     "  op t[2] = {add, *add};\n"
                     "  int r = t[1](1, 2) + (*c.f)(3, 4) + pick(1)(5, 6);\n"
                     "  return r + add(7, 8) + (pick(0) == add);\n"
                     "}\n");
  CHECK(p != NULL);
  if (!p) return;
  ir_func *add = ir_find_func(p, "add");
  ir_expr *e = find_e(p, IR_FUNCADDR, "&add");
  CHECK(e && e->callee == add && ir_is_funcptr(e->type) && ir_func_has_type(add, e->type->elem));
  e = find_e(p, IR_FUNCADDR, "add");
  CHECK(e && e->callee == add);
  e = find_e(p, IR_CALLPTR, "t[1](1, 2)");
  CHECK(e && e->nargs == 2 && e->a->kind == IR_INDEX && is_int(e->type, 32, 1));
  e = find_e(p, IR_CALLPTR, "(*c.f)(3, 4)");
  CHECK(e && e->a->kind == IR_MEMBER);  /* `*` on a function pointer is the pointer */
  e = find_e(p, IR_CALLPTR, "pick(1)(5, 6)");
  CHECK(e && e->a->kind == IR_CALL && e->a->callee == ir_find_func(p, "pick"));
  e = find_e(p, IR_CALL, "add(7, 8)");
  CHECK(e && e->callee == add);
  e = find_e(p, IR_BINOP, "pick(0) == add");
  CHECK(e && e->op == IR_EQ && e->b->kind == IR_FUNCADDR);
  ir_prog_free(p);
  expect_error("int inc(int v) { return v + 1; }\n"
               "int main(void) { int (*f)(int) = inc; return f(1) + (f + 1)(2); }\n",
               "2:54: error: unsupported: arithmetic on a function pointer");
  expect_error("int ext(int);\nint main(void) { int (*f)(int) = ext; return f(1); }\n",
               "2:34: error: unsupported: address of function 'ext', which has no body");
}

/* A compound literal is an unnamed object: a local initialised where the
 * literal is evaluated, or at file scope a `literal` global. */
static void test_compound_literals(void) {
  ir_prog *p = parse("struct pt { int x, y; };\n"
                     "static struct pt *o = &(struct pt){1, 2};\n"
                     "int main(void) {\n"
                     "  int *a = (int[]){3, 4, 5};\n"
                     "  struct pt q = (struct pt){.y = 6};\n"
                     "  return a[2] + q.y + o->x;\n"
                     "}\n");
  CHECK(p != NULL);
  if (!p) return;
  ir_expr *e = find_e(p, IR_COMPOUND, "(int[]){3, 4, 5}");
  CHECK(e && e->type->kind == IR_TY_ARRAY && e->type->count == 3 && e->var->storage == IR_LOCAL &&
        e->a && e->a->kind == IR_INITLIST && e->a->nargs == 3);
  e = find_e(p, IR_COMPOUND, "(struct pt){.y = 6}");
  CHECK(e && e->type->kind == IR_TY_STRUCT && e->a && e->a->nargs == 2);
  e = find_e(p, IR_COMPOUND, "(struct pt){1, 2}");
  CHECK(e && !e->a && e->var->storage == IR_GLOBAL && e->var->literal && e->var->init &&
        e->var->init->kind == IR_INITLIST);
  ir_prog_free(p);
}

static void test_errors(void) {
  expect_error("int main(void) { int x = 0;\n { L: x++; }\n if (x < 3) goto L;\n return 0; }\n",
               "3:13: error: unsupported: backward goto into a nested block, to 'L'");
  expect_error("int main(void) {\n  long double d = 1.0;\n  return 0;\n}\n",
               "2:15: error: unsupported: long double (only float and double are read)");
  expect_error("int *foo(int);\nint main(void) { int *p = foo(1); return p == 0; }\n",
               "2:27: error: unsupported: call to 'foo', which has no body, returning 'int *'");
  expect_error("#include <stdlib.h>\nint main(void) { int n = 3; int a[n]; return sizeof a; }\n",
               "2:46: error: unsupported: sizeof of a variable-length array");
  expect_error("int main(void) { const void *s = L\"abc\"; return 0; }\n",
               "1:34: error: unsupported: wide or unicode string literal");
  expect_error("int main(void) { int x = 1; switch (x) { case 1: { case 2: x++; } } return 0; }\n",
               "1:52: error: unsupported: case label not at the top level of a switch");
  expect_error("int main(void) { int a[3][2] = {[1][0] = 2}; return 0; }\n",
               "1:33: error: unsupported: nested or range designator");
  expect_error("int main(void) { __asm__(\"nop\"); return 0; }\n",
               "1:18: error: unsupported: inline assembly");
  expect_error("int main(void) { int x; x = (reach_error(), 1); return x; }\n",
               "1:30: error: unsupported: call to 'reach_error' inside an expression");
  /* clang's own errors pass through */
  expect_error("int main(void) {\n  return y;\n}\n",
               "2:10: error: use of undeclared identifier 'y'");
  /* a missing file */
  const char *missing = "/nonexistent/amend/missing.c";
  ir_prog *p = parse_files(1, &missing, 0, NULL);
  CHECK(p == NULL);
  CHECK(diag_text && strncmp(diag_text, missing, strlen(missing)) == 0 &&
        strstr(diag_text, ": error: "));
  /* garbage never crashes */
  p = parse("\x01\xff@@ int { ( [ case 1: goto ; \"");
  CHECK(p == NULL);
  CHECK(diag_text && strstr(diag_text, ": error: "));
}

static void test_args(void) {
  const char *f = write_file("defs.c", "int main(void) { int a = N; return a; }\n");
  const char *args[] = {"-DN=5"};
  ir_prog *p = parse_files(1, &f, 1, args);
  CHECK(p != NULL);
  if (p) {
    ir_stmt *d = find_s(p, IR_S_DECL, 0);
    CHECK(d && d->vinit && d->vinit->kind == IR_CONST && d->vinit->ival == 5);
    CHECK(d && d->vinit && d->vinit->loc.end - d->vinit->loc.off == 1);  /* the macro name */
    ir_prog_free(p);
  }
}

/* front_same_tokens: layout and comments do not count, a token does, and a
 * quoted include (each file's own) makes two texts differ. */
static void test_same_tokens(void) {
  const char *a = "#include <stdio.h>\nint main(){int n=1; /* one */ printf(\"%d\\n\", n);}\n";
  const char *b = "#include <stdio.h>\n\nint main() {\n  int n = 1;\n  printf(\"%d\\n\", n);  // one\n}\n";
  const char *c = "#include <stdio.h>\nint main(){int n=2; printf(\"%d\\n\", n);}\n";
  const char *d = "#include <stdio.h>\nint main(){int n=1; printf(\"%d \\n\", n);}\n";
  const char *q = "#include \"x.h\"\nint main(){return 0;}\n";
  CHECK(front_same_tokens("/a/p.c", a, strlen(a), "/b/r.c", b, strlen(b), NULL, 0) == 1);
  CHECK(front_same_tokens("/a/p.c", a, strlen(a), "/b/r.c", c, strlen(c), NULL, 0) == 0);
  CHECK(front_same_tokens("/a/p.c", a, strlen(a), "/b/r.c", d, strlen(d), NULL, 0) == 0);  /* a blank in a string */
  CHECK(front_same_tokens("/a/p.c", q, strlen(q), "/b/r.c", q, strlen(q), NULL, 0) == 0);
  CHECK(front_same_tokens("/a/p.c", a, strlen(a), "/a/p.c", a, strlen(a), NULL, 0) == -1);
}

int main(void) {
  if (!mkdtemp(dir)) {
    perror("mkdtemp");
    return 1;
  }
  test_promotions_and_ranges();
  test_compound_assignment();
  test_switch_flattening();
  test_nondet();
  test_spec_primitives();
  test_lvalues_and_pointers();
  test_array_params();
  test_loops();
  test_goto();
  test_multiple_files();
  test_library_models();
  test_model_headers();
  test_function_pointers();
  test_compound_literals();
  test_errors();
  test_args();
  test_same_tokens();
  for (int i = 0; i < npaths; i++) {
    remove(paths[i]);
    free(paths[i]);
  }
  rmdir(dir);
  free(diag_text);
  return check_summary();
}
