/* test_options.c - the option table (util/options.h): each kind parsed,
 * the complaints, the row chosen per command, the usage and the echo. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "util/options.h"

typedef struct opts {
  int n, flag, choice, given, nlist, ncpp, nwords;
  double secs, real;
  const char *s;
  const char **list, **cpp, **words;
} opts;

#define AT(f) OPT_AT(opts, f)
enum { A = 1, B = 2 };

static const opt_choice colours[] = {{"red", 0}, {"green", 5}, {"blue", 7}, {NULL, 0}};

static const opt_def table[] = {
    {"--n", "N", OPT_INT, A | B, AT(n), .given = AT(given), .lo = 1, .hi = 9, .flags = OPT_SPEC,
     .help = "a number"},
    {"--mem", "MB", OPT_INT, A, AT(n), .lo = 64, .zero_ok = 1, .error = "needs megabytes >= 64, or 0"},
    {"--flag", NULL, OPT_FLAG, A, AT(flag), .help = "a flag\nover two lines"},
    {"--off", NULL, OPT_FLAG_OFF, A, AT(flag), .help = NULL},
    {"--secs", "S", OPT_SECONDS, A, AT(secs), .lo = 1},
    {"--real", "S", OPT_REAL, A, AT(real), .hi = 10},
    {"--s", "X", OPT_STRING, A, AT(s), .nonempty = 1, .flags = OPT_SPEC},
    {"--colour", "C", OPT_CHOICE, A, AT(choice), .choices = colours, .flags = OPT_SPEC},
    {"--list", "F,...", OPT_LIST, A, AT(list), .count = AT(nlist)},
    {"--words", "W...", OPT_WORDS, A, AT(words), .count = AT(nwords)},
    {"-I", "DIR", OPT_CPP, A, AT(cpp), .count = AT(ncpp), .label = "-I DIR, -D M", .help = "cpp"},
    {"-D", "M", OPT_CPP, A, AT(cpp), .count = AT(ncpp)},
    {"-j", "N", OPT_INT, A, AT(n), .lo = 1, .flags = OPT_GLUED},
    {"--b-only", NULL, OPT_FLAG, B, AT(flag), .help = "for B, first row"},
    {"--two", NULL, OPT_FLAG, A, AT(flag), .help = "A's help"},
    {"--two", NULL, OPT_FLAG, B, AT(flag), .help = "B's help"},
    {0},
};

/* Parse words (a copy: lists cut it) as command bit cmd; the complaint
 * of the first bad option into err, "" when none. */
static void parse(opts *o, unsigned cmd, char *err, int n, ...) {
  static char buf[16][64];
  char *argv[16];
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++) argv[i] = strcpy(buf[i], va_arg(ap, const char *));
  va_end(ap);
  memset(o, 0, sizeof *o);
  o->list = calloc(16, sizeof *o->list);
  o->cpp = calloc(32, sizeof *o->cpp);
  o->words = calloc(16, sizeof *o->words);
  err[0] = 0;
  for (int i = 0; i < n; i++) {
    const opt_def *d = opt_find(table, argv[i], cmd);
    if (!d) continue;
    if (opt_parse(d, n, argv, &i, o, err, 128) < 0) return;
  }
}

static void freeo(opts *o) { free(o->list), free(o->cpp), free(o->words); }

int main(void) {
  opts o;
  char err[128];
  parse(&o, A, err, 8, "--n", "3", "--flag", "--secs", "4", "--real", "2.5", "x.c");
  CHECK_STR(err, "");
  CHECK_EQ_INT(o.n, 3);
  CHECK_EQ_INT(o.given, 1);
  CHECK_EQ_INT(o.flag, 1);
  CHECK(o.secs == 4.0);
  CHECK(o.real == 2.5);
  freeo(&o);
  parse(&o, A, err, 4, "--flag", "--off", "--colour", "blue");
  CHECK_EQ_INT(o.flag, 0);
  CHECK_EQ_INT(o.choice, 7);
  freeo(&o);
  parse(&o, A, err, 6, "--list", "a,,b", "-I", "inc", "-DX=1", "--list");
  CHECK_EQ_INT(o.nlist, 2);
  if (o.nlist == 2) CHECK_STR(o.list[1], "b");
  CHECK_EQ_INT(o.ncpp, 3);
  if (o.ncpp == 3) CHECK_STR(o.cpp[2], "-DX=1");
  CHECK_STR(err, "--list needs an argument");
  freeo(&o);
  parse(&o, A, err, 4, "--words", "a", "b", "--flag");
  CHECK_EQ_INT(o.nwords, 2);
  CHECK_EQ_INT(o.flag, 1);
  freeo(&o);

  parse(&o, A, err, 2, "-j7", "x.c");
  CHECK_STR(err, "");
  CHECK_EQ_INT(o.n, 7);
  freeo(&o);
  parse(&o, A, err, 1, "-jx");
  CHECK_STR(err, "-j needs a number >= 1");
  freeo(&o);
  CHECK(!opt_takes_arg(opt_find(table, "-j7", A), "-j7") && opt_takes_arg(opt_find(table, "-j", A), "-j"));

  /* complaints: from the bounds, the choices, or the row's own words */
  static const struct { const char *flag, *value, *error; } bad[] = {
      {"--n", "0", "--n needs a number from 1 to 9"},
      {"--n", "x", "--n needs a number from 1 to 9"},
      {"--secs", "0", "--secs needs a number >= 1"},
      {"--mem", "10", "--mem needs megabytes >= 64, or 0"},
      {"--real", "11", "--real needs an argument"},
      {"--s", "", "--s needs an argument"},
      {"--colour", "pink", "--colour takes red, green or blue"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    parse(&o, A, err, 2, bad[i].flag, bad[i].value);
    CHECK_STR(err, bad[i].error);
    freeo(&o);
  }
  parse(&o, A, err, 2, "--mem", "0");
  CHECK_STR(err, "");
  freeo(&o);

  /* the row for the command: its own, else the first of that name */
  CHECK_STR(opt_find(table, "--two", B)->help, "B's help");
  CHECK_STR(opt_find(table, "--two", A)->help, "A's help");
  CHECK(opt_find(table, "--b-only", A) != NULL && !(opt_find(table, "--b-only", A)->commands & A));
  CHECK(opt_find(table, "--nothing", A) == NULL);
  CHECK_EQ_INT((long long)opt_commands(table, "--two"), A | B);
  CHECK(opt_takes_arg(opt_find(table, "-I", A), "-I"));
  CHECK(!opt_takes_arg(opt_find(table, "-Iinc", A), "-Iinc"));

  /* usage, synopsis and echo */
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  opt_usage(f, table, A);
  fclose(f);
  CHECK(strstr(text, "  --n N                   a number\n") != NULL);
  CHECK(strstr(text, "  --flag                  a flag\n                          over two lines\n") != NULL);
  CHECK(strstr(text, "  -I DIR, -D M            cpp\n") != NULL);
  CHECK(strstr(text, "A's help") && !strstr(text, "B's help") && !strstr(text, "for B"));
  free(text);
  f = open_memstream(&text, &len);
  opt_synopsis(f, table, B, 10, 4, 40);
  fclose(f);
  CHECK_STR(text, " [--n N] [--b-only] [--two]\n");
  free(text);
  opts in = {.n = 4, .s = "y", .choice = 0};
  f = open_memstream(&text, &len);
  opt_echo(f, table, A, &in);
  fclose(f);
  CHECK_STR(text, " --n 4 --s y");
  free(text);
  in.choice = 5;
  f = open_memstream(&text, &len);
  opt_echo(f, table, A, &in);
  fclose(f);
  CHECK_STR(text, " --n 4 --s y --colour green");
  free(text);
  return check_summary();
}
