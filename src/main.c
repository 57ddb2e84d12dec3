/* main.c - the command line: parse flags, run the pipeline, map results to
 * exit codes (0 verified/repaired, 10 violated, 6 input error, 70 internal). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bmc/bmc.h"
#include "front/front.h"
#include "report/verdict.h"
#include "util/arena.h"
#include "util/clock.h"

enum { EXIT_OK = 0, EXIT_VIOLATED = 10, EXIT_INPUT = 6, EXIT_INTERNAL = 70 };

typedef struct cli {
  const char *cmd;
  int nfiles;
  const char **files;
  int nclang;
  const char **clang;      /* -I/-D/-U passed to the front end */
  int unwind;
  const char *entry;
  int json;
  int unwinding_assertions;
  double timeout_s;
} cli;

static void usage(FILE *o) {
  fputs("usage: amend check FILE... [--unwind N] [--entry F] [--unwinding-assertions]\n"
        "                 [--timeout S] [--json] [-I DIR] [-D NAME[=VALUE]] [-U NAME]\n"
        "\n"
        "  check   bounded verification of the program's assertions\n"
        "\n"
        "exit codes: 0 verified, 10 violated, 6 input error, 70 internal error\n",
        o);
}

static int bad_usage(const char *fmt, const char *arg) {
  fputs("amend: error: ", stderr);
  fprintf(stderr, fmt, arg);
  fputs("\n", stderr);
  usage(stderr);
  return EXIT_INPUT;
}

static int parse_int(const char *s, int lo, int *out) {
  char *end;
  long v = strtol(s, &end, 10);
  if (!*s || *end || v < lo || v > 1000000) return 0;
  *out = (int)v;
  return 1;
}

/* Returns -1 when parsing succeeded, else the exit code. */
static int parse_args(int argc, char **argv, cli *c) {
  memset(c, 0, sizeof *c);
  c->unwind = 10;
  c->files = xmalloc(sizeof *c->files * (size_t)argc);
  c->clang = xmalloc(sizeof *c->clang * (size_t)(2 * argc));
  c->cmd = argv[1];
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    int has_next = i + 1 < argc;
    if (!strcmp(a, "--unwind")) {
      if (!has_next || !parse_int(argv[++i], 1, &c->unwind)) return bad_usage("--unwind needs a number >= 1%s", "");
    } else if (!strcmp(a, "--entry")) {
      if (!has_next) return bad_usage("--entry needs a function name%s", "");
      c->entry = argv[++i];
    } else if (!strcmp(a, "--timeout")) {
      int t;
      if (!has_next || !parse_int(argv[++i], 1, &t)) return bad_usage("--timeout needs seconds >= 1%s", "");
      c->timeout_s = t;
    } else if (!strcmp(a, "--json")) {
      c->json = 1;
    } else if (!strcmp(a, "--unwinding-assertions")) {
      c->unwinding_assertions = 1;
    } else if ((!strcmp(a, "-I") || !strcmp(a, "-D") || !strcmp(a, "-U"))) {
      if (!has_next) return bad_usage("%s needs an argument", a);
      c->clang[c->nclang++] = a;
      c->clang[c->nclang++] = argv[++i];
    } else if (!strncmp(a, "-I", 2) || !strncmp(a, "-D", 2) || !strncmp(a, "-U", 2)) {
      c->clang[c->nclang++] = a;
    } else if (a[0] == '-' && a[1]) {
      return bad_usage("unknown option '%s'", a);
    } else {
      c->files[c->nfiles++] = a;
    }
  }
  if (!c->nfiles) return bad_usage("no input file%s", "");
  return -1;
}

static int cmd_check(cli *c) {
  double t0 = clock_now();
  front_opts fo = {c->nclang, c->clang};
  ir_prog *p = front_parse(c->nfiles, c->files, &fo, stderr);
  if (!p) return EXIT_INPUT;
  double t1 = clock_now();
  bmc_opts bo = {.unwind = c->unwind, .entry = c->entry, .unwinding_assertions = c->unwinding_assertions,
                 .timeout_ms = (unsigned)(c->timeout_s * 1000)};
  bmc *b = bmc_encode(p, &bo, stderr);
  if (!b) {
    ir_prog_free(p);
    return EXIT_INPUT;
  }
  double t2 = clock_now();
  bmc_result r;
  bmc_check(b, &r);
  verdict_times times = {t1 - t0, t2 - t1, r.solve_s};
  if (c->json) verdict_json(stdout, p, &r, &times);
  else verdict_text(stdout, p, &r, c->unwind);
  int code = r.status == BMC_VERIFIED ? EXIT_OK : r.status == BMC_VIOLATED ? EXIT_VIOLATED : 5;
  bmc_result_free(&r);
  bmc_free(b);
  ir_prog_free(p);
  return code;
}

int main(int argc, char **argv) {
  if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
    usage(argc < 2 ? stderr : stdout);
    return argc < 2 ? EXIT_INPUT : EXIT_OK;
  }
  if (!strcmp(argv[1], "--version")) {
    puts("amend 0.1");
    return EXIT_OK;
  }
  cli c;
  int code = parse_args(argc, argv, &c);
  if (code < 0) {
    if (!strcmp(c.cmd, "check")) code = cmd_check(&c);
    else code = bad_usage("unknown command '%s'", c.cmd);
  }
  free(c.files);
  free(c.clang);
  return code;
}
