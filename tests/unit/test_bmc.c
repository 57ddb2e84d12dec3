/* test_bmc.c - the encoder's contract: verdicts, counterexamples, the
 * assumption order, completeness, and the constraint sets it exposes. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bmc/bmc.h"
#include "check.h"
#include "front/front.h"

static char dir[] = "/tmp/amend-test-bmc-XXXXXX";

typedef struct run {
  ir_prog *p;
  bmc *b;
  bmc_result r;
} run;

static int encode(run *x, const char *src, int unwind, const char *entry, int unw_assert) {
  char path[256];
  snprintf(path, sizeof path, "%s/t.c", dir);
  FILE *f = fopen(path, "w");
  fputs(src, f);
  fclose(f);
  const char *files[] = {path};
  front_opts fo = {.nargs = 0};
  memset(x, 0, sizeof *x);
  FILE *devnull = fopen("/dev/null", "w");
  x->p = front_parse(1, files, &fo, devnull);
  if (x->p) {
    bmc_opts o = {.unwind = unwind, .entry = entry, .unwinding_assertions = unw_assert};
    x->b = bmc_encode(x->p, &o, devnull);
  }
  fclose(devnull);
  if (!x->b) return 0;
  bmc_check(x->b, &x->r);
  return 1;
}

static ir_prog *parse_as(const char *name, const char *src) {
  char path[256];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  fputs(src, f);
  fclose(f);
  const char *files[] = {path};
  front_opts fo = {.nargs = 0};
  FILE *devnull = fopen("/dev/null", "w");
  ir_prog *p = front_parse(1, files, &fo, devnull);
  fclose(devnull);
  return p;
}

/* In bounded mode the original run may call ref_F for F. */
static const ir_func *ref_of(const ir_prog *p, const ir_func *f) {
  char name[128];
  snprintf(name, sizeof name, "ref_%s", f->name);
  return ir_find_func(p, name);
}

/* Bounded mode: src checked with unwind + 1 against orig at unwind. */
static int encode_bounded(run *x, const char *src, const char *orig, int unwind, int redirect, ir_prog **op) {
  memset(x, 0, sizeof *x);
  *op = parse_as("o.c", orig);
  x->p = parse_as("t.c", src);
  if (!x->p || !*op) return 0;
  bmc_opts o = {.unwind = unwind + 1, .shadow_unwind = unwind, .shadow = *op,
                .shadow_call = redirect ? ref_of : NULL};
  FILE *devnull = fopen("/dev/null", "w");
  x->b = bmc_encode(x->p, &o, devnull);
  fclose(devnull);
  if (!x->b) return 0;
  bmc_check(x->b, &x->r);
  return 1;
}

static void done(run *x) {
  bmc_result_free(&x->r);
  bmc_free(x->b);
  ir_prog_free(x->p);
}

static int status_of(const char *src, int unwind) {
  run x;
  if (!encode(&x, src, unwind, NULL, 0)) return -1;
  int s = x.r.status;
  done(&x);
  return s;
}

int main(void) {
  if (!mkdtemp(dir)) return 2;
  run x;

  /* a counterexample names its inputs in execution order */
  CHECK(encode(&x,
               "int nondet_int(void);\n"
               "int main(void) {\n"
               "  int a = nondet_int();\n"
               "  int b = nondet_int();\n"
               "  if (a == 3 && b == a + 4) assert(0);\n"
               "  return 0;\n"
               "}\n",
               5, NULL, 0));
  CHECK_EQ_INT(x.r.status, BMC_VIOLATED);
  CHECK(x.r.prop && x.r.prop->kind == BMC_PROP_ASSERT);
  CHECK_EQ_INT(x.r.prop ? x.r.prop->loc.line : 0, 5);
  CHECK_EQ_INT(x.r.nvalues, 2);
  if (x.r.nvalues == 2) {
    CHECK_STR(x.r.values[0].input->name, "a");
    CHECK_EQ_INT(x.r.values[0].value, 3);
    CHECK_STR(x.r.values[1].input->name, "b");
    CHECK_EQ_INT(x.r.values[1].value, 7);
  }
  CHECK(x.r.complete);
  done(&x);

  /* an assertion fails only if the assumptions executed before it held */
  CHECK_EQ_INT(status_of("int nondet_int(void);\n"
                         "int main(void) { int x = nondet_int();\n"
                         "  assert(x != 5);\n"
                         "  __CPROVER_assume(x != 5);\n"
                         "  return 0; }\n",
                         3),
               BMC_VIOLATED);
  CHECK_EQ_INT(status_of("int nondet_int(void);\n"
                         "int main(void) { int x = nondet_int();\n"
                         "  __CPROVER_assume(x != 5);\n"
                         "  assert(x != 5);\n"
                         "  return 0; }\n",
                         3),
               BMC_VERIFIED);

  /* the first failing property in execution order is the one reported */
  CHECK(encode(&x,
               "int main(void) { int a = 1;\n"
               "  assert(a == 2);\n"
               "  assert(a == 3);\n"
               "  return 0; }\n",
               3, NULL, 0));
  CHECK_EQ_INT(x.r.prop ? x.r.prop->loc.line : 0, 2);
  done(&x);

  /* bounded vs complete, and unwinding assertions */
  const char *loop = "int main(void) { int i = 0;\n"
                     "  while (i < 8) i++;\n"
                     "  assert(i == 8);\n"
                     "  return 0; }\n";
  CHECK(encode(&x, loop, 4, NULL, 0));
  CHECK_EQ_INT(x.r.status, BMC_VERIFIED);
  CHECK(!x.r.complete);
  done(&x);
  CHECK(encode(&x, loop, 8, NULL, 0));
  CHECK_EQ_INT(x.r.status, BMC_VERIFIED);
  CHECK(x.r.complete);
  done(&x);
  CHECK(encode(&x, loop, 4, NULL, 1));
  CHECK_EQ_INT(x.r.status, BMC_VIOLATED);
  CHECK(x.r.prop && x.r.prop->kind == BMC_PROP_UNWIND);
  done(&x);

  /* bounded mode: the original's run and the program's read the same
   * inputs, inside loops too, so the program itself passes */
  ir_prog *orig;
  const char *reads = "int nondet_int(void);\n"
                      "int main(void) { int i = 0;\n"
                      "  while (nondet_int()) i++;\n"
                      "  assert(i >= 0);\n"
                      "  return 0; }\n";
  CHECK(encode_bounded(&x, reads, reads, 3, 0, &orig));
  CHECK_EQ_INT(x.r.status, BMC_VERIFIED);
  CHECK(!x.r.complete);
  done(&x);
  ir_prog_free(orig);
  /* one more iteration than the original is within the slack */
  const char *under = "int nondet_int(void);\n"
                      "int main(void) { int n = nondet_int(), s = 0;\n"
                      "  for (int i = 0; i < n - 1; i++) s++;\n"
                      "  return 0; }\n";
  const char *fixed = "int nondet_int(void);\n"
                      "int main(void) { int n = nondet_int(), s = 0;\n"
                      "  for (int i = 0; i <= n - 1; i++) s++;\n"
                      "  return 0; }\n";
  CHECK(encode_bounded(&x, fixed, under, 4, 0, &orig));
  CHECK_EQ_INT(x.r.status, BMC_VERIFIED);
  done(&x);
  ir_prog_free(orig);
  /* a loop that never ends where the original does is a violation */
  const char *never = "int nondet_int(void);\n"
                      "int main(void) { int n = nondet_int(), s = 0;\n"
                      "  for (int i = 0; i < n + 1; i--) s++;\n"
                      "  return 0; }\n";
  CHECK(encode_bounded(&x, never, under, 4, 0, &orig));
  CHECK_EQ_INT(x.r.status, BMC_VIOLATED);
  CHECK(x.r.prop && x.r.prop->kind == BMC_PROP_UNWIND && x.r.prop->cut == 1 + BMC_CUT_LOOP);
  CHECK_EQ_INT(x.r.prop ? x.r.prop->loc.line : 0, 3);
  done(&x);
  ir_prog_free(orig);
  /* with the specification's version of f in the original run, a wrong
   * f that never ends excuses nothing */
  const char *wrong = "int nondet_int(void);\n"
                      "int f(int n) { int s = 0; for (int i = 0; i < n; i--) s++; return s; }\n"
                      "int ref_f(int n) { int s = 0; for (int i = 0; i < n; i++) s++; return s; }\n"
                      "int main(void) { int n = nondet_int();\n"
                      "  assert(f(n) == ref_f(n));\n"
                      "  return 0; }\n";
  CHECK(encode_bounded(&x, wrong, wrong, 4, 0, &orig));
  CHECK_EQ_INT(x.r.status, BMC_VERIFIED);
  done(&x);
  ir_prog_free(orig);
  CHECK(encode_bounded(&x, wrong, wrong, 4, 1, &orig));
  CHECK_EQ_INT(x.r.status, BMC_VIOLATED);
  CHECK(x.r.prop && x.r.prop->kind == BMC_PROP_UNWIND && x.r.prop->loc.line == 2);
  done(&x);
  ir_prog_free(orig);

  /* one site definition per unwound copy of an expression in a loop */
  CHECK(encode(&x,
               "int main(void) { int s = 0;\n"
               "  for (int i = 0; i < 3; i++) s = s + i;\n"
               "  assert(s == 3);\n"
               "  return 0; }\n",
               3, NULL, 0));
  {
    const bmc_site_def *first = NULL;
    int copies = 0;
    for (int i = 0; i < bmc_nsites(x.b); i++) {
      const bmc_site_def *d = bmc_site(x.b, i);
      const char *t = ir_loc_text(x.p, d->site->loc);
      if (!strncmp(t, "s + i", 5)) {
        if (!first) first = d;
        CHECK(d->site == first->site);
        CHECK_EQ_INT(d->copy, copies);
        copies++;
      }
    }
    CHECK_EQ_INT(copies, 3);
    CHECK(bmc_nprops(x.b) >= 1);
  }
  done(&x);

  /* entry function arguments are inputs */
  CHECK(encode(&x, "int f(int a, unsigned b) { assert(a < 100 || b != 9u); return 0; }\n", 2, "f", 0));
  CHECK_EQ_INT(x.r.status, BMC_VIOLATED);
  CHECK(x.r.nvalues == 2 && x.r.values[0].input->is_arg && x.r.values[0].value >= 100 &&
        x.r.values[1].value == 9);
  done(&x);

  /* built-in checks */
  CHECK(encode(&x, "int nondet_int(void);\nint main(void) { int d = nondet_int(); return 10 / d; }\n", 2,
               NULL, 0));
  CHECK(x.r.prop && x.r.prop->kind == BMC_PROP_DIV);
  done(&x);
  CHECK(encode(&x,
               "int nondet_int(void);\nint a[4];\n"
               "int main(void) { int i = nondet_int(); if (i >= 0) a[i] = 1; return 0; }\n",
               2, NULL, 0));
  CHECK(x.r.prop && x.r.prop->kind == BMC_PROP_BOUNDS);
  CHECK(x.r.nvalues == 1 && x.r.values[0].value >= 4);
  done(&x);

  /* encoding errors are reported, not crashed on */
  CHECK(!encode(&x, "int main(void) { int *p; return *p; }\n", 2, NULL, 0));
  ir_prog_free(x.p);

  char cmd[300];
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  if (system(cmd) != 0) return 2;
  return check_summary();
}
