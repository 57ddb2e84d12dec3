/* test_lenient.c - the lenient front end: real stdin/stdout programs map to
 * IR with opaque nodes, and mutation and scoping still work on it. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* open_memstream, mkdtemp */
#endif
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "front/front.h"
#include "repair/mutation/mutation.h"
#include "oracle/scope.h"

static char dir[] = "/tmp/amend_test_lenient_XXXXXX";
static char *paths[16];
static int npaths;
static char *diag_text;

static const char *write_file(const char *name, const char *text) {
  size_t n = strlen(dir) + strlen(name) + 2;
  char *path = malloc(n);
  snprintf(path, n, "%s/%s", dir, name);
  FILE *f = fopen(path, "wb");
  if (f) {
    fputs(text, f);
    fclose(f);
  }
  if (npaths < 16) paths[npaths++] = path;
  return path;
}

static ir_prog *parse(const char *path, int lenient) {
  free(diag_text);
  diag_text = NULL;
  size_t len = 0;
  FILE *d = open_memstream(&diag_text, &len);
  front_opts o = {.lenient = lenient};
  ir_prog *p = front_parse(1, &path, &o, d);
  fclose(d);
  return p;
}

/* ---- walking ------------------------------------------------------------- */

#define MAXN 4096
static const ir_expr *ex[MAXN];
static int nex;
static const ir_stmt *st[MAXN];
static int nst;

static void add_e(void *ctx, const ir_expr *e) {
  (void)ctx;
  if (nex < MAXN) ex[nex++] = e;
}

static void walk_s(const ir_stmt *s) {
  if (!s) return;
  if (nst < MAXN) st[nst++] = s;
  ir_expr_walk(s->e, add_e, NULL);
  ir_expr_walk(s->vinit, add_e, NULL);
  ir_expr_walk(s->step, add_e, NULL);
  walk_s(s->init);
  walk_s(s->then);
  walk_s(s->els);
  for (int i = 0; i < s->n; i++) walk_s(s->body[i]);
}

static void walk(const ir_prog *p) {
  nex = nst = 0;
  for (int i = 0; i < p->nglobals; i++) ir_expr_walk(p->globals[i]->init, add_e, NULL);
  for (int i = 0; i < p->nfuncs; i++) walk_s(p->funcs[i]->body);
}

static int text_is(const ir_prog *p, ir_loc l, const char *text) {
  size_t n = strlen(text);
  return l.end - l.off == n && memcmp(ir_loc_text(p, l), text, n) == 0;
}

static const ir_expr *find_e(const ir_prog *p, ir_exkind k, const char *text) {
  walk(p);
  for (int i = 0; i < nex; i++)
    if (ex[i]->kind == k && text_is(p, ex[i]->loc, text)) return ex[i];
  return NULL;
}

static const ir_stmt *nth_s(const ir_prog *p, ir_stkind k, int nth) {
  walk(p);
  for (int i = 0; i < nst; i++)
    if (st[i]->kind == k && nth-- == 0) return st[i];
  return NULL;
}

static const ir_var *var_named(const ir_prog *p, const char *name) {
  for (int i = 0; i < p->nvars; i++)
    if (!strcmp(p->vars[i]->name, name)) return p->vars[i];
  return NULL;
}

/* Is `inner` one of the nodes below `root`? */
static const ir_expr *wanted;
static int seen;
static void spot(void *ctx, const ir_expr *e) {
  (void)ctx;
  seen |= e == wanted;
}
static int reaches(const ir_expr *root, const ir_expr *inner) {
  wanted = inner;
  seen = 0;
  ir_expr_walk(root, spot, NULL);
  return seen;
}

static int is_opaque_ty(const ir_type *t) { return t && t->kind == IR_TY_VOID && t->opaque; }

static int within(ir_loc in, ir_loc out) { return in.off >= out.off && in.end <= out.end; }

/* ---- the program ------------------------------------------------------------ */

static const char prog[] =
    "#include <stdio.h>\n"
    "#include <string.h>\n"
    "\n"
    "static double scale(double v, int k) { return v * k; }\n"
    "\n"
    "int main(void) {\n"
    "  int a, b, n = 0;\n"
    "  char word[32];\n"
    "  double avg = 0.0;\n"
    "  if (scanf(\"%d %d\", &a, &b) != 2) return 1;\n"
    "  if (scanf(\"%31s\", word) != 1) return 1;\n"
    "  if (a > b) printf(\"%d\\n\", a / b);\n"
    "  else printf(\"%d\\n\", b - a);\n"
    "  avg = (a + b) / 2.0;\n"
    "  avg = scale(avg, 3);\n"
    "  n = a / 2 + strlen(word);\n"
    "  while (getchar() != EOF) n++;\n"
    "  if (avg > 10.0) goto big;\n"
    "  printf(\"%s %.1f %d\\n\", \"small\", avg, n);\n"
    "  return 0;\n"
    "big:\n"
    "  puts(\"big\");\n"
    "  return 2;\n"
    "}\n";

static const char *prog_path;

static void test_normal_mode_unchanged(void) {
  /* the subset front end reads doubles (IR_TY_FLOAT); lenient mode keeps
   * them opaque, as it always has (test_map) */
  ir_prog *p = parse(prog_path, 0);
  CHECK(p != NULL);
  CHECK_STR(diag_text, "");
  const ir_func *f = p ? ir_find_func(p, "scale") : NULL;
  CHECK(f && f->ret->kind == IR_TY_FLOAT && f->ret->bits == 64);
  ir_prog_free(p);
}

static void test_map(ir_prog *p) {
  CHECK_STR(diag_text, "");
  /* every if of main, with its condition's exact range */
  static const char *const conds[] = {"scanf(\"%d %d\", &a, &b) != 2", "scanf(\"%31s\", word) != 1",
                                      "a > b", "avg > 10.0"};
  for (int i = 0; i < 4; i++) {
    const ir_stmt *s = nth_s(p, IR_S_IF, i);
    CHECK(s && s->e && text_is(p, s->e->loc, conds[i]));
    CHECK(s && text_is(p, (ir_loc){s->loc.file, 0, 0, s->loc.off, s->loc.off + 4}, "if ("));
  }
  CHECK(nth_s(p, IR_S_IF, 4) == NULL);
  const ir_stmt *s3 = nth_s(p, IR_S_IF, 2);
  CHECK(s3 && s3->e->kind == IR_BINOP && s3->e->op == IR_GT);
  CHECK(s3 && s3->els != NULL);
  /* `avg > 10.0` compares doubles, as the verifier reads them: a mutation site */
  const ir_stmt *s4 = nth_s(p, IR_S_IF, 3);
  CHECK(s4 && s4->e->kind == IR_BINOP && s4->e->op == IR_GT && s4->e->type->kind == IR_TY_INT &&
        s4->e->a->type->kind == IR_TY_FLOAT);
  /* the goto is an opaque statement; the labelled statement lowers */
  const ir_stmt *g = nth_s(p, IR_S_OPAQUE, 0);
  CHECK(g && text_is(p, g->loc, "goto big"));
  CHECK(s4 && s4->then == g);
  CHECK(nth_s(p, IR_S_OPAQUE, 1) == NULL);
  const ir_expr *puts_call = find_e(p, IR_OPAQUE, "puts(\"big\")");
  CHECK(puts_call && puts_call->name && !strcmp(puts_call->name, "puts") && puts_call->nargs == 1);

  /* printf("%d\n", a / b): a call kept by name, its arguments lowered */
  const ir_expr *div = find_e(p, IR_BINOP, "a / b");
  const ir_expr *pf = find_e(p, IR_OPAQUE, "printf(\"%d\\n\", a / b)");
  CHECK(div && div->op == IR_DIV && div->type->kind == IR_TY_INT);
  CHECK(pf && pf->name && !strcmp(pf->name, "printf") && pf->nargs == 2);
  CHECK(pf && div && pf->args[1] == div && reaches(pf, div));
  CHECK(s3 && pf && s3->then->e == pf);
  /* the format string is opaque (string literal), converted to char * */
  CHECK(pf && pf->nargs == 2 && text_is(p, pf->args[0]->loc, "\"%d\\n\""));
  CHECK(find_e(p, IR_OPAQUE, "\"%d\\n\"") != NULL);

  /* n = a / 2 + strlen(word): only the call is opaque */
  const ir_expr *sl = find_e(p, IR_OPAQUE, "strlen(word)");
  CHECK(sl && sl->name && !strcmp(sl->name, "strlen"));
  CHECK(sl && sl->type->kind == IR_TY_INT && sl->type->bits == 64 && !sl->type->is_signed);
  CHECK(sl && sl->nargs == 1 && sl->args[0]->kind == IR_DECAY);
  const ir_expr *add = find_e(p, IR_BINOP, "a / 2 + strlen(word)");
  const ir_expr *asg = find_e(p, IR_ASSIGN, "n = a / 2 + strlen(word)");
  CHECK(add && add->op == IR_ADD && add->b == sl);
  CHECK(asg && asg->a->kind == IR_VAR && add && reaches(asg, add));
  CHECK(find_e(p, IR_BINOP, "a / 2") != NULL);

  /* getchar() != EOF */
  const ir_stmt *w = nth_s(p, IR_S_WHILE, 0);
  CHECK(w && w->e->kind == IR_BINOP && w->e->op == IR_NE && w->e->a->kind == IR_OPAQUE &&
        w->e->a->name && !strcmp(w->e->a->name, "getchar"));

  /* doubles are read as the verifier reads them: typed variables and
   * arithmetic, the integer part converted */
  const ir_var *avg = var_named(p, "avg");
  CHECK(avg && avg->type->kind == IR_TY_FLOAT && avg->type->bits == 64);
  const ir_expr *sum = find_e(p, IR_BINOP, "a + b");
  const ir_expr *half = find_e(p, IR_BINOP, "(a + b) / 2.0");
  CHECK(sum && half && half->op == IR_DIV && half->type->kind == IR_TY_FLOAT && reaches(half, sum));
  const ir_expr *a2 = find_e(p, IR_ASSIGN, "avg = (a + b) / 2.0");
  CHECK(a2 && a2->a->var == avg && a2->b == half);

  /* a function taking a double */
  ir_func *sc = ir_find_func(p, "scale");
  CHECK(sc && sc->body && sc->nparams == 2);
  CHECK(sc && sc->ret->kind == IR_TY_FLOAT && sc->params[0]->type->kind == IR_TY_FLOAT);
  CHECK(sc && sc->params[1]->type->kind == IR_TY_INT);
  const ir_expr *call = find_e(p, IR_CALL, "scale(avg, 3)");
  CHECK(call && call->callee == sc && call->nargs == 2 && call->type->kind == IR_TY_FLOAT);
  CHECK(call && call->args[0]->kind == IR_VAR && call->args[1]->kind == IR_CONST);
  /* in scale's body `v * k` multiplies doubles: k converted */
  const ir_expr *vk = find_e(p, IR_BINOP, "v * k");
  CHECK(vk && vk->op == IR_MUL && vk->a->kind == IR_VAR && vk->b->kind == IR_CAST && vk->b->a->kind == IR_VAR);

  /* the dump knows the new kinds */
  char *buf = NULL;
  size_t len = 0;
  FILE *o = open_memstream(&buf, &len);
  ir_dump(p, o);
  fclose(o);
  CHECK(buf && strstr(buf, "opaque<printf>(") && strstr(buf, "(a / b))") && strstr(buf, "opaque;\n"));
  free(buf);
}

static void test_mutations(ir_prog *p) {
  mut_opts mo = {.level = 2};
  mut_space m;
  mut_enumerate(p, &mo, &m);
  CHECK(m.nmuts > 0);
  const ir_expr *div = find_e(p, IR_BINOP, "a / b");
  int div_muts = 0, bad = 0;
  walk(p);
  for (int i = 0; i < m.nmuts; i++) {
    const mut *u = &m.muts[i];
    if (u->kind == MUT_DELETE) continue;  /* a whole statement goes, whatever its expression */
    if (u->node == div) div_muts++;
    if (u->node->kind == IR_OPAQUE || is_opaque_ty(u->node->type) ||
        (u->node->a && is_opaque_ty(u->node->a->type)) || (u->node->b && is_opaque_ty(u->node->b->type)))
      bad++;
    /* inside an opaque node only through one of its lowered parts */
    for (int k = 0; k < nex; k++) {
      const ir_expr *o = ex[k];
      if (o->kind != IR_OPAQUE || !within(u->at, o->loc)) continue;
      int inside = 0;
      for (int j = 0; j < o->nargs; j++) inside |= within(u->at, o->args[j]->loc);
      if (!inside) bad++;
    }
  }
  CHECK_EQ_INT(bad, 0);
  CHECK(div_muts >= 2);  /* a * b, a % b, ... */
  mut_space_free(&m);
}

/* An operator below an opaque node whose own operator is hidden only
 * changes into one of the same precedence: `1.5 - a * b` must not become
 * `1.5 - a + b`, which C reads as (1.5 - a) + b. */
static void test_hidden_precedence(void) {
  const char *f = write_file("prec.c",
                             "int main(void) {\n  int a = 3, b = 4;\n  double x = 1.5 - a * b;\n"
                             "  return x > 2.0;\n}\n");
  ir_prog *p = parse(f, 1);
  CHECK(p != NULL);
  if (!p) return;
  const ir_expr *mul = find_e(p, IR_BINOP, "a * b");
  CHECK(mul != NULL);
  mut_opts mo = {.level = 2};
  mut_space m;
  mut_enumerate(p, &mo, &m);
  int same = 0, other = 0;
  for (int i = 0; i < m.nmuts; i++) {
    if (m.muts[i].node != mul) continue;
    if (m.muts[i].op == IR_DIV || m.muts[i].op == IR_REM) same++;
    else other++;
  }
  CHECK_EQ_INT(same, 2);
  CHECK_EQ_INT(other, 0);
  mut_space_free(&m);
  ir_prog_free(p);
}

/* Only integer variables are offered to templates; the double is not. */
static void test_scope(ir_prog *p) {
  scope_table t;
  scope_build(p, &t);
  const ir_expr *div = find_e(p, IR_BINOP, "a / b");
  CHECK(div && div->id < t.nexprs);
  if (div && div->id < t.nexprs) {
    bmc_watch wl = t.watch[div->id];
    int a = 0, b = 0, n = 0, other = 0;
    for (int i = 0; i < wl.n; i++) {
      const char *nm = wl.v[i]->name;
      if (!strcmp(nm, "a")) a++;
      else if (!strcmp(nm, "b")) b++;
      else if (!strcmp(nm, "n")) n++;
      else other++;
    }
    CHECK(a == 1 && b == 1 && n == 1 && other == 0);
  }
  scope_free(&t);
}

/* Constructs of every kind the subset refuses, all absorbed. */
static void test_odd_constructs(void) {
  const char *f = write_file(
      "odd.c",
      "#include <stdio.h>\n#include <stdlib.h>\n#include <stdarg.h>\n"
      "typedef int (*binop)(int, int);\n"
      "struct node { double w; struct node *next; };\n"
      "struct plain { int k; struct plain *next; };\n"
      "union U { int i; float f; };\n"
      "static int add(int a, int b) { return a + b; }\n"
      "static binop table[2] = { add, add };\n"
      "double g = 2.5;\n"
      "int sum(int n, ...) { va_list ap; va_start(ap, n); int t = 0;\n"
      "  for (int i = 0; i < n; i++) t += va_arg(ap, int); va_end(ap); return t; }\n"
      "void twice(double v[], int n) { for (int i = 0; i < n; i++) v[i] *= 2; }\n"
      "int main(int argc, char *argv[]) {\n"
      "  int n = argc > 1 ? atoi(argv[1]) : 3;\n"
      "  int vla[n];\n"
      "  union U u; u.i = 3;\n"
      "  struct node *head = malloc(sizeof *head);\n"
      "  struct plain pl = {1, 0};\n"
      "  binop f = add;\n"
      "  int r = f(1, 2) + table[0](3, 4) + sum(3, 1, 2, 3);\n"
      "  for (double t = 0; t < 1; t += 0.1) r++;\n"
      "  if (g) r--;\n"
      "  int c = ({ int q = 2; q * 3; });\n"
      "  __asm__ volatile (\"\" ::: \"memory\");\n"
      "  switch (n) { case 1: { case 2: r++; } break; default: break; }\n"
      "  vla[0] = sizeof vla;\n"
      "  if (head) { head->w = 1.0; free(head); }\n"
      "  r += pl.k + u.i + c;\n"
      "  d: r -= 1;\n"
      "  if (r > 100) goto d;\n"
      "  printf(\"%d\\n\", r);\n"
      "  exit(r > 0 ? 0 : 1);\n"
      "}\n");
  ir_prog *p = parse(f, 1);
  CHECK(p != NULL);
  CHECK_STR(diag_text, "");
  if (p) {
    CHECK(ir_find_func(p, "sum") && ir_find_func(p, "twice") && ir_find_func(p, "main"));
    ir_func *m = ir_find_func(p, "main");
    CHECK(m && m->nparams == 2);
    const ir_var *pl = var_named(p, "pl");
    CHECK(pl && pl->type->kind == IR_TY_STRUCT);
    const ir_var *head = var_named(p, "head");
    CHECK(head && head->type->kind == IR_TY_PTR);   /* to a struct with a double */
    const ir_var *g = var_named(p, "g");
    CHECK(g && g->type->kind == IR_TY_FLOAT && g->init);
    /* `if (g)` keeps its statement with an opaque-typed condition */
    const ir_expr *cond = find_e(p, IR_VAR, "g");
    CHECK(cond != NULL);
    CHECK(nth_s(p, IR_S_ABORT, 0) != NULL);  /* exit() as in the subset */
    mut_opts mo = {.level = 2};
    mut_space ms;
    mut_enumerate(p, &mo, &ms);
    CHECK(ms.nmuts > 0);
    int bad = 0;
    for (int i = 0; i < ms.nmuts; i++) bad += ms.muts[i].node->kind == IR_OPAQUE && ms.muts[i].kind != MUT_DELETE;
    CHECK_EQ_INT(bad, 0);
    mut_space_free(&ms);
    ir_prog_free(p);
  }
  /* the subset front end still refuses the file */
  p = parse(f, 0);
  CHECK(p == NULL && diag_text && strstr(diag_text, "error: unsupported: "));
  ir_prog_free(p);
}

/* clang's own errors still fail a lenient parse, and are printed. */
static void test_real_errors(void) {
  const char *f = write_file("syntax.c", "#include <stdio.h>\nint main(void) {\n  int x = ;\n  return 0;\n}\n");
  ir_prog *p = parse(f, 1);
  CHECK(p == NULL);
  ir_prog_free(p);
  CHECK(diag_text && strstr(diag_text, "syntax.c:3:11: error: expected expression"));
  f = write_file("undecl.c", "int main(void) {\n  return y;\n}\n");
  p = parse(f, 1);
  CHECK(p == NULL);
  ir_prog_free(p);
  char want[512];
  snprintf(want, sizeof want, "%s:2:10: error: use of undeclared identifier 'y'\n", f);
  CHECK_STR(diag_text, want);
}

/* Nesting past the front end's depth limit is absorbed, not a crash.  It
 * runs on a thread with a large stack: 2000 levels of recursion outgrow
 * the default 8 MB under AddressSanitizer, in either mode. */
static void *deep_parse(void *path) {
  ir_prog *p = parse(path, 1);
  int ok = 0;
  if (p) {
    const ir_stmt *r = nth_s(p, IR_S_RETURN, 0);
    ok = r && r->e && r->e->kind == IR_BINOP;
    ir_prog_free(p);
  }
  return ok ? path : NULL;
}

static void test_deep(void) {
  size_t cap = 64 + 4 * 3000;
  char *src = malloc(cap);
  size_t n = (size_t)snprintf(src, cap, "int main(void) { int a = 1; return a");
  for (int i = 0; i < 2500; i++) n += (size_t)snprintf(src + n, cap - n, "+a");
  snprintf(src + n, cap - n, "; }\n");
  const char *f = write_file("deep.c", src);
  free(src);
  pthread_attr_t at;
  pthread_t th;
  void *res = NULL;
  pthread_attr_init(&at);
  pthread_attr_setstacksize(&at, (size_t)256 << 20);
  int started = pthread_create(&th, &at, deep_parse, (void *)f) == 0;
  CHECK(started);
  if (started) pthread_join(th, &res);
  pthread_attr_destroy(&at);
  CHECK(res == f);
}

int main(void) {
  if (!mkdtemp(dir)) {
    perror("mkdtemp");
    return 1;
  }
  prog_path = write_file("io.c", prog);
  test_normal_mode_unchanged();
  ir_prog *p = parse(prog_path, 1);
  CHECK(p != NULL);
  if (p) {
    test_map(p);
    test_mutations(p);
    test_scope(p);
    ir_prog_free(p);
  }
  test_hidden_precedence();
  test_odd_constructs();
  test_real_errors();
  test_deep();
  for (int i = 0; i < npaths; i++) {
    remove(paths[i]);
    free(paths[i]);
  }
  rmdir(dir);
  free(diag_text);
  return check_summary();
}
