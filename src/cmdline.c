/* cmdline.c - the command line's words: every command and flag, their help,
 * and the parser (cmdline.h). */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "batch/batch.h"
#include "bmc/bmc.h"
#include "feedback/feedback.h"
#include "native/sandbox.h"
#include "repair/mutation/mutation.h"
#include "repair/repair.h"
#include "report/verdict.h"
#include "load/iomodel.h"
#include "oracle/patch.h"
#include "load/program.h"
#include "util/arena.h"
#include "util/exitcode.h"
#include "util/options.h"
#include "cmdline.h"

/* --memory's defaults.  No check of a small program may pass 1 GB; what
 * the repository's own cases need (bench/RESULTS.md, "Memory"): checks at
 * most 250 MB, repairs up to 1 GB.  Under AddressSanitizer, none: its
 * shadow memory and quarantine more than double what amend holds. */
#if defined(__SANITIZE_ADDRESS__)
#define AMEND_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define AMEND_ASAN 1
#endif
#endif
#ifdef AMEND_ASAN
enum { MEMORY_CHECK_MB = 0, MEMORY_REPAIR_MB = 0 };
#else
enum { MEMORY_CHECK_MB = 1024, MEMORY_REPAIR_MB = 2048 };
#endif

/* ---- the options of check, repair, localize and diagnose ---------------- */

enum { ALL = OPT_CHECK | OPT_REPAIR | OPT_LOCALIZE | OPT_DIAGNOSE, VERIFY = OPT_CHECK | OPT_LOCALIZE | OPT_DIAGNOSE };
/* the flags that say what a program is judged against, and the limits:
 * feedback runs a repair, so it takes them too */
enum { ALLF = ALL | OPT_FEEDBACK, REPAIRF = OPT_REPAIR | OPT_FEEDBACK };
#define AT(f) OPT_AT(cli, f)

static const opt_choice compare_modes[] = {{"exact", SPEC_COMPARE_EXACT}, {"space", SPEC_COMPARE_SPACE},
                                           {"tokens", SPEC_COMPARE_TOKENS}, {"numbers", SPEC_COMPARE_NUMBERS},
                                           {NULL, 0}};
static const opt_choice io_modes[] = {{"auto", IO_AUTO}, {"typed", IO_TYPED}, {"bytes", IO_BYTES}, {NULL, 0}};
static const opt_choice sandbox_modes[] = {
    {"auto", SANDBOX_AUTO}, {"bwrap", SANDBOX_BWRAP}, {"rlimits", SANDBOX_RLIMITS}, {NULL, 0}};
static const opt_choice prune_modes[] = {{"none", 0},         {"fl", PRUNE_FL},   {"vars", PRUNE_VARS},
                                         {"cex", PRUNE_CEX}, {"all", PRUNE_ALL}, {NULL, 0}};
static const opt_choice fb_formats[] = {{"text", FEEDBACK_TEXT},
                                        {"json", FEEDBACK_JSON},
                                        {"gradescope", FEEDBACK_GRADESCOPE},
                                        {"prairielearn", FEEDBACK_PRAIRIELEARN},
                                        {NULL, 0}};
static const opt_choice fb_entries[] = {{"levels", FEEDBACK_PER_LEVEL}, {"tests", FEEDBACK_PER_TEST}, {NULL, 0}};
static const opt_choice visibilities[] = {
    {"visible", 0}, {"hidden", 1}, {"after_due_date", 2}, {"after_published", 3}, {NULL, 0}};
static const opt_choice engines[] = {{"mutation", ENGINE_MUTATION}, {"templates", ENGINE_TEMPLATES},
                                     {"synthesis", ENGINE_SYNTHESIS}, {"reference", ENGINE_REFERENCE},
                                     {"auto", ENGINE_AUTO},           {NULL, 0}};

/* Every flag of the four commands, once: the parser, each command's
 * --help and `amend batch` (which hands the rows without OPT_NOBATCH to
 * its jobs) read this table.  A flag's default is set in parse_args. */
const opt_def cmdline_options[] = {
    {"--unwind", "N", OPT_INT, ALLF, AT(unwind), .lo = 1, .help = "unroll loops and recursion N times (default 10)"},
    {OPTNAME_REFERENCE, "REF.c", OPT_STRING, ALLF, AT(reference), .error = "needs a file",
     .flags = OPT_NOBATCH | OPT_SPEC,
     .help = "with --entry F: F must return what REF.c's F returns\n"
             "and leave the same globals (equivalence); without\n"
             "--entry: main must print what REF.c's main prints and\n"
             "return the same, on the same stdin and argv"},
    {OPTNAME_ENTRY, "F", OPT_STRING, ALL, AT(entry), .error = "needs a function name", .flags = OPT_SPEC,
     .help = "start at function F; its parameters become inputs"},
    {OPTNAME_TESTS, "DIR", OPT_STRING, REPAIRF, AT(tests), .error = "needs a directory",
     .flags = OPT_NOBATCH | OPT_SPEC,
     .help = "the specification is a test suite: NAME.in, NAME.out;\n"
             "with --reference REF.c too, the tests filter candidates\n"
             "and only those proven equivalent to REF.c are printed"},
    {"--stdin-bytes", "N", OPT_INT, ALLF, AT(stdin_bytes), .lo = 1, .hi = 4096, .flags = OPT_SPEC,
     .help = "stdin has at most N bytes (default 8)"},
    {"--io", "auto|typed|bytes", OPT_CHOICE, ALLF, AT(io), .choices = io_modes, .flags = OPT_SPEC,
     .help = "against a reference: stdin as typed numbers where both\n"
             "programs read it only with scanf's number conversions\n"
             "(auto, the default; typed: an error elsewhere), or bytes"},
    {"--stdin-tokens", "N", OPT_INT, ALLF, AT(stdin_tokens), .lo = 1, .hi = IOM_MAX_TOKENS, .flags = OPT_SPEC,
     .help = "typed stdin: at most N numbers (default: as many as the\n"
             "programs read, 8 when a loop reads them; at most 32)"},
    {"--input-range", "LO:HI", OPT_STRING, ALLF, AT(input_range), .error = "needs LO:HI", .flags = OPT_SPEC,
     .help = "typed stdin (numbers read with scanf): each number is\n"
             "in [LO, HI], as an assignment's statement bounds it\n"
             "(default: every value of its type)"},
    {"--compare", "MODE", OPT_CHOICE, ALLF, AT(compare), .given = AT(compare_given), .choices = compare_modes,
     .help = "outputs (of --tests, or of main against the reference)\n"
             "equal byte for byte (exact, the default), up to runs\n"
             "of blanks and white space at the end of lines (space),\n"
             "as sequences of words (tokens), or in the numbers they\n"
             "print, compared as numbers (numbers)"},
    {OPTNAME_TIMEOUT, "S", OPT_SECONDS, ALLF, AT(timeout_s), .lo = 1, .error = "needs seconds >= 1",
     .flags = OPT_NOBATCH, .help = "stop after S seconds with the usual summary (exit 5)"},
    {OPTNAME_MEMORY, "MB", OPT_INT, ALLF, AT(memory_mb), .given = AT(memory_given), .lo = 64, .zero_ok = 1,
     .error = "needs megabytes >= 64, or 0 for no limit", .flags = OPT_NOBATCH,
     .help = "stop with the usual summary (LIMIT, exit 5) once amend\n"
             "is resident in more than MB megabytes (default 1024;\n"
             "2048 for repair; 0: no limit)"},
    {"--max-argc", "N", OPT_INT, ALL, AT(env.max_argc), .lo = 1, .hi = 1000,
     .help = "main(argc, argv): argc is at most N (default 16)"},
    {"--max-arg-len", "N", OPT_INT, ALL, AT(env.max_arg_len), .lo = 1, .hi = 4096,
     .help = "main(argc, argv): each argv[i] has at most N chars (8)"},
    {"--max-string", "N", OPT_INT, ALLF, AT(max_string), .lo = 1, .hi = 4000,
     .help = "the C library's loops over strings and buffers (strlen,\n"
             "strcpy, memset...) run up to N characters, whatever\n"
             "--unwind says (default 64)"},
    {"--strict", NULL, OPT_FLAG, ALLF, AT(strict),
     .help = "refuse calls to functions without a body (default:\n"
             "their results are nondeterministic inputs)"},
    {OPTNAME_JSON, NULL, OPT_FLAG, ALLF, AT(json), .flags = OPT_NOBATCH, .help = "one JSON object on one line"},
    {"--json-out", "OUT", OPT_STRING, ALLF, AT(json_out_path), .error = "needs an output file", .flags = OPT_NOBATCH,
     .help = "also write the --json output to OUT (text stays on stdout)"},
    {"-I", "DIR", OPT_CPP, ALLF, AT(clang), .count = AT(nclang), .label = "-I DIR, -D M[=V], -U M",
     .help = "passed to the C preprocessor"},
    {"-D", "M[=V]", OPT_CPP, ALLF, AT(clang), .count = AT(nclang)},
    {"-U", "M", OPT_CPP, ALLF, AT(clang), .count = AT(nclang)},
    {"--malloc-may-fail", NULL, OPT_FLAG, ALL, AT(env.malloc_may_fail),
     .help = "malloc, calloc and realloc may return NULL"},
    {"--max-heap-cells", "N", OPT_INT, ALL, AT(env.max_heap_cells), .lo = 1,
     .help = "cells of a block of symbolic size or a variable-length\n"
             "array (default 64); a run needing more is cut"},
    {OPTNAME_SANDBOX, "MODE", OPT_CHOICE, OPT_CHECK | REPAIRF, AT(sandbox), .choices = sandbox_modes,
     .help = "how the user's program runs natively: bwrap (no network,\n"
             "read-only files outside its own directory, nothing\n"
             "outlives a run), rlimits (resource limits only), or\n"
             "auto (the default: bwrap where it works)"},
    {"--unwinding-assertions", NULL, OPT_FLAG, VERIFY, AT(unwinding_assertions),
     .help = "a loop that needs more than N iterations is a violation"},
    {"--unwinding-assertions", NULL, OPT_FLAG, OPT_REPAIR, AT(unwinding_assertions),
     .help = "a repair must finish every run within the bound"},
    {"--no-unwinding-assertions", NULL, OPT_FLAG_OFF, OPT_REPAIR, AT(unwinding_assertions),
     .help = "runs cut at the bound are not checked at all (by default\n"
             "a repair may leave a run unfinished only where the original does)"},
    {"--level", "1|2", OPT_INT, OPT_REPAIR, AT(level), .given = AT(level_given), .lo = 1, .hi = 2,
     .error = "must be 1 or 2",
     .help = "operator groups and constant changes (default 1; 2 with\n"
             "--tests, or --reference without --entry)"},
    {"--max-size", "K", OPT_INT, REPAIRF, AT(max_size), .given = AT(max_size_given), .lo = 1,
     .help = "largest repair, in mutations (default 2)"},
    {"--max-size", "K", OPT_INT, OPT_DIAGNOSE, AT(max_size), .given = AT(max_size_given), .lo = 1,
     .help = "largest diagnosis (default 3)"},
    {"--max-repairs", "R", OPT_INT, OPT_REPAIR, AT(max_repairs), .lo = 1, .help = "stop after R repairs"},
    {"--no-mutate", "F,...", OPT_LIST, OPT_REPAIR, AT(frozen), .count = AT(nfrozen), .error = "needs function names",
     .help = "never change these functions"},
    {"--donor", "FILE...", OPT_WORDS, REPAIRF, AT(donors), .count = AT(ndonors), .error = "needs files",
     .help = "with a whole-program --reference: other correct programs of\n"
             "the task, whose statements the reference-guided engine\n"
             "brings over too (repairs are still proven by REF.c)"},
    {"--mutate", "F,...", OPT_LIST, OPT_REPAIR, AT(mutate), .count = AT(nmutate), .error = "needs function names",
     .help = "with a reference in the run (--reference, or a function\n"
             "AllRepair_correct_F), the harness that calls both the\n"
             "program and the reference is specification: repair\n"
             "these functions of it too"},
    {"--prune", "MODE", OPT_CHOICE, OPT_REPAIR, AT(prune), .choices = prune_modes,
     .help = "what a failing candidate teaches the search (default all)"},
    {"--per-site", "D", OPT_INT, OPT_REPAIR, AT(per_site), .lo = 1, .hi = 8,
     .help = "up to D mutations in one site (default 1)"},
    {"--engine", "E", OPT_CHOICE, OPT_REPAIR, AT(engine), .choices = engines,
     .help = "mutation, templates, synthesis (with --tests),\n"
             "reference (with a whole-program --reference: edits\n"
             "brought over from it) or auto (all that apply)"},
    {"--inputs", "N", OPT_INT, OPT_REPAIR, AT(ninputs), .lo = 1, .hi = 64,
     .help = "failing inputs the template engine diagnoses (default 2)"},
    {"--inputs", "N", OPT_INT, OPT_DIAGNOSE, AT(ninputs), .lo = 1, .hi = 64,
     .help = "failing inputs the diagnoses must explain (default 2)"},
    {"--test-timeout", "S", OPT_REAL, REPAIRF, AT(test_timeout_s), .hi = 3600,
     .error = "needs seconds (> 0, at most 3600)", .help = "limit of one test run with --tests (default 2)"},
    {"--oracle", "CMD", OPT_STRING, OPT_REPAIR, AT(oracle), .nonempty = 1, .error = "needs a command",
     .help = "with --tests: a test passes when CMD ACTUAL EXPECTED\n"
             "INPUT (three file paths) exits 0"},
    {"--sarif", "OUT", OPT_STRING, OPT_REPAIR, AT(sarif), .error = "needs an output file", .flags = OPT_NOBATCH,
     .help = "also write the repairs as a SARIF 2.1.0 log to OUT"},
    {"--level", "1..4", OPT_INT, OPT_FEEDBACK, AT(fb_level), .lo = 1, .hi = 4, .error = "must be 1, 2, 3 or 4",
     .help = "the last level of feedback given: 1 an input that shows\n"
             "the mistake, 2 where to look, 3 what kind of change,\n"
             "4 the repair (default 4)"},
    {"--format", "F", OPT_CHOICE, OPT_FEEDBACK, AT(fb_format), .choices = fb_formats,
     .help = "text (default), json (as --json), or the results file\n"
             "of an autograder: gradescope, prairielearn"},
    {"--entries", "levels|tests", OPT_CHOICE, OPT_FEEDBACK, AT(fb_entries), .choices = fb_entries,
     .help = "an autograder's file: an entry per level of feedback\n"
             "(default), or per test of --tests DIR run on the program"},
    {"--points", "P", OPT_REAL, OPT_FEEDBACK, AT(fb_points), .hi = 100000, .error = "needs a number > 0",
     .help = "an autograder's points: of each test with --entries tests,\n"
             "else of the whole program (default 1)"},
    {"--visibility", "V", OPT_CHOICE, OPT_FEEDBACK, AT(fb_visibility), .choices = visibilities,
     .help = "Gradescope's: visible (default), hidden, after_due_date\n"
             "or after_published"},
    {0},
};

/* One command: what it takes besides cmdline_options, more forms of it (a line
 * each: the names of its cmdline_options, in brackets when optional; their
 * arguments come from the table), and what it does.  `amend --help` prints every command's
 * first line and summary; `amend COMMAND --help` and a bad flag print the
 * command's whole entry, its options from the table. */
typedef struct command {
  const char *name;
  unsigned bit;
  const char *operands;
  const char *forms;
  const char *summary;
} command;

static const command commands[] = {
    {"check", OPT_CHECK, "FILE...", NULL,
     "bounded verification of the program's assertions\n"
     "exit 0 verified, 10 violated, 5 a limit (--timeout, --memory), 6 input error,\n"
     "70 internal error\n"},
    {"repair", OPT_REPAIR, "FILE...", NULL,
     "every minimal mutation repair, smallest first, each re-verified;\n"
     "when there is none, linear-template repairs of the minimal diagnoses\n"
     "(--engine auto, the default; both engines run in parallel)\n"
     "exit 0 repaired (or already correct), 10 no repair exists in the\n"
     "mutation space, 5 a limit (or the unwinding bound) stopped the search,\n"
     "6 input error\n"},
    {"localize", OPT_LOCALIZE, "FILE...", NULL,
     "check, and on a violation the must location set: the places\n"
     "one of which every repair of that failing run has to change\n"
     "(exit codes as check)\n"},
    {"diagnose", OPT_DIAGNOSE, "FILE...", NULL,
     "check, and on a violation every minimal set of sites whose\n"
     "change can make N failing inputs pass (exit codes as check)\n"},
    {"feedback", OPT_FEEDBACK, "FILE...", NULL,
     "feedback a student can learn from, from the first repair: an input\n"
     "that shows the mistake, where to look, what kind of change, the\n"
     "repair; as text, JSON or an autograder's results file\n"
     "exit codes as repair's (0 feedback from a proven repair, or correct)\n"},
    {"batch", OPT_BATCH, "MANIFEST|DIR", "--report [--format]\n--merge --db\n",
     "many repairs (or checks) in a process pool, one row per job in SQLite,\n"
     "written as each job ends; --resume skips the jobs already recorded\n"
     "exit 0 every job recorded, 6 input error, 70 internal error,\n"
     "130 stopped by SIGINT/SIGTERM (the finished jobs stay recorded)\n"},
};
enum { NCOMMANDS = sizeof commands / sizeof *commands };

static const command *command_named(const char *name) {
  for (int i = 0; name && i < NCOMMANDS; i++)
    if (!strcmp(commands[i].name, name)) return &commands[i];
  return NULL;
}

/* A command's own options: batch's table for batch. */
static const opt_def *table_of(const command *c) { return c->bit == OPT_BATCH ? batch_options : cmdline_options; }

/* The other forms of command c, a line each. */
static void forms_of(FILE *o, const command *c) {
  for (const char *t = c->forms; t && *t;) {
    fprintf(o, "       amend %s", c->name);
    while (*t && *t != '\n') {
      size_t n = strcspn(t, " \n");
      int optional = *t == '[';
      char name[32];
      snprintf(name, sizeof name, "%.*s", (int)(n - 2 * optional), t + optional);
      const opt_def *d = opt_find(table_of(c), name, c->bit);
      fprintf(o, " %s%s%s%s%s", optional ? "[" : "", name, d && d->arg ? " " : "", d && d->arg ? d->arg : "",
              optional ? "]" : "");
      t += n + (t[n] == ' ');
    }
    fputc('\n', o);
    t += *t == '\n';
  }
}

/* Lines of text, each indented by `indent` spaces. */
static void indented(FILE *o, const char *text, int indent) {
  for (const char *t = text; *t;) {
    const char *nl = strchr(t, '\n');
    size_t n = nl ? (size_t)(nl - t) : strlen(t);
    fprintf(o, "%*s%.*s\n", indent, "", (int)n, t);
    t += n + (nl != NULL);
  }
}

/* Every command: one line each, then one summary each. */
void cmdline_usage(FILE *o) {
  for (int i = 0; i < NCOMMANDS; i++) {
    fprintf(o, "%s amend %s %s [OPTION]...\n", i ? "      " : "usage:", commands[i].name, commands[i].operands);
    forms_of(o, &commands[i]);
  }
  fputs("\n", o);
  for (int i = 0; i < NCOMMANDS; i++) {
    int len = (int)strlen(commands[i].name);
    fprintf(o, "  %s%*s", commands[i].name, len < 8 ? 8 - len : 2, "");
    const char *first_nl = strchr(commands[i].summary, '\n');
    fprintf(o, "%.*s\n", (int)(first_nl - commands[i].summary), commands[i].summary);
    indented(o, first_nl + 1, 10);
  }
  fputs("\namend COMMAND --help describes one command's flags; amend --version prints the version.\n", o);
}

static void command_usage(FILE *o, const command *c) {
  fprintf(o, "usage: amend %s %s", c->name, c->operands);
  int col = (int)(strlen("usage: amend ") + strlen(c->name) + 1 + strlen(c->operands));
  opt_synopsis(o, table_of(c), c->bit, col, 16, 88);
  forms_of(o, c);
  fputs("\n", o);
  indented(o, c->summary, 2);
  fputs("\n", o);
  opt_usage(o, table_of(c), c->bit);
}

/* The command being parsed: its usage goes with every complaint. */
static const command *current;

/* After a complaint: the usage of the command being parsed, or amend's. */
static void usage_now(FILE *o) {
  if (current) command_usage(o, current);
  else cmdline_usage(o);
}

/* "amend repair and amend diagnose": the commands of bits, repair first. */
static void commands_of(unsigned bits, char *buf, size_t n) {
  static const char *const order[] = {"repair", "check", "localize", "diagnose", "feedback"};
  int total = 0, k = 0;
  size_t at = 0;
  for (int i = 0; i < 5; i++) total += (bits & command_named(order[i])->bit) != 0;
  buf[0] = 0;
  for (int i = 0; i < 5 && at < n; i++) {
    if (!(bits & command_named(order[i])->bit)) continue;
    const char *sep = k == 0 ? "" : k == total - 1 ? " and " : ", ";
    at += (size_t)snprintf(buf + at, n - at, "%samend %s", sep, order[i]);
    k++;
  }
}

/* Returns -1 when parsing succeeded, else the exit code. */
int cmdline_parse(int argc, char **argv, cli *c) {
  memset(c, 0, sizeof *c);
  c->unwind = 10;
  c->unwinding_assertions = -1;
  c->level = 1;
  c->max_size = 2;
  c->ninputs = 2;
  c->prune = PRUNE_ALL;
  c->per_site = 1;
  c->engine = ENGINE_AUTO;
  c->sandbox = SANDBOX_AUTO;
  c->fb_level = 4;
  c->fb_points = 1;
  c->files = xmalloc(sizeof *c->files * (size_t)argc);
  c->frozen = xmalloc(sizeof *c->frozen * (size_t)argc);
  c->mutate = xmalloc(sizeof *c->mutate * (size_t)argc);
  c->donors = xmalloc(sizeof *c->donors * (size_t)argc);
  c->clang = xmalloc(sizeof *c->clang * (size_t)(2 * argc));
  c->cmd = argv[1];
  current = command_named(c->cmd);
  if (!current) return opt_complain(usage_now, "unknown command '%s'", c->cmd);
  c->bit = current->bit;
  const opt_def *misplaced = NULL;  /* an option of other commands that was given */
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      command_usage(stdout, current);
      return EXIT_OK;
    }
    const opt_def *d = a[0] == '-' && a[1] ? opt_find(cmdline_options, a, c->bit) : NULL;
    if (d) {
      char err[256];
      if (opt_parse(d, argc, argv, &i, c, err, sizeof err) < 0) return opt_complain(usage_now, "%s", err);
      if (!(d->commands & c->bit)) misplaced = d;
    } else if (a[0] == '-' && a[1]) {
      return opt_complain(usage_now, "unknown option '%s'", a);
    } else {
      c->files[c->nfiles++] = a;
    }
  }
  if (!c->nfiles) return opt_complain(usage_now, "no input file");
  if (misplaced) {
    char names[128];
    commands_of(opt_commands(cmdline_options, misplaced->name), names, sizeof names);
    return opt_complain(usage_now, "%s is an option of %s", misplaced->name, names);
  }
  if (c->test_timeout_s > 0 && !c->tests) return opt_complain(usage_now, "--test-timeout needs --tests DIR");
  if (c->input_range) {
    char *end;
    const char *a = c->input_range;
    c->range_lo = strtol(a, &end, 10);
    int ok = end != a && *end == ':';
    if (ok) {
      a = end + 1;
      c->range_hi = strtol(a, &end, 10);
      ok = end != a && !*end && c->range_lo <= c->range_hi && c->range_lo >= INT32_MIN && c->range_hi <= INT32_MAX;
    }
    if (!ok) return opt_complain(usage_now, "--input-range needs LO:HI, two integers with LO <= HI within int's range");
    if (!c->reference || c->entry) return opt_complain(usage_now, "--input-range needs a whole-program --reference REF.c");
    c->range_set = 1;
    verdict_input_range(c->range_lo, c->range_hi);
  }
  if (c->oracle && !c->tests) return opt_complain(usage_now, "--oracle needs --tests DIR");
  if (c->ndonors && (!c->reference || c->entry)) return opt_complain(usage_now, "--donor needs a whole-program --reference REF.c");
  if (c->compare_given && !c->tests && !c->reference)
    return opt_complain(usage_now, "--compare needs --tests DIR or --reference REF.c");
  if (c->compare_given && c->oracle)
    return opt_complain(usage_now, "--compare and --oracle both say how an output is judged; give one");
  /* a mutant costs a process run against tests, not a solver call, and a
   * whole program proven against a reference is proven alone, its terms
   * shared with the reference's (a failing one costs about one solver
   * call): search wider.  Student programs' slips (`==` for `!=`, `<=`
   * for `>=`) are level-2 mutations. */
  if (c->bit == OPT_FEEDBACK && !c->reference && !c->tests)
    return opt_complain(usage_now, "amend feedback needs --reference REF.c or --tests DIR: what the program must print");
  if (c->json && c->fb_format != FEEDBACK_TEXT && c->fb_format != FEEDBACK_JSON)
    return opt_complain(usage_now, "--json and --format %s both say what to write; give one", fb_formats[c->fb_format].name);
  if (c->fb_entries == FEEDBACK_PER_TEST && !c->tests) return opt_complain(usage_now, "--entries tests needs --tests DIR");
  if ((c->tests || (c->reference && !c->entry)) && !c->level_given) c->level = 2;
  if (!c->memory_given) c->memory_mb = c->bit & REPAIRF ? MEMORY_REPAIR_MB : MEMORY_CHECK_MB;
  return -1;
}

const char *cmdline_visibility(const cli *c) { return visibilities[c->fb_visibility].name; }

/* The command a repair's "bound" summary suggests: amend repair, the
 * files and the flags that say what r repairs against (the rows with
 * OPT_SPEC), as r has them now (a fallback leaves --tests out). */
char *cmdline_repair_command(const repair_cli *r) {
  cli c = {.reference = r->spec.reference, .entry = r->spec.entry, .tests = r->tests,
           .stdin_bytes = r->spec.stdin_bytes, .io = r->spec.io, .stdin_tokens = r->spec.stdin_tokens};
  char *t = NULL;
  size_t n = 0;
  FILE *o = open_memstream(&t, &n);
  if (!o) return NULL;
  fputs("amend repair", o);
  for (int i = 0; i < r->spec.nfiles; i++) fprintf(o, " %s", r->spec.files[i]);
  opt_echo(o, cmdline_options, OPT_REPAIR, &c);
  fclose(o);
  return t;
}

void cmdline_batch_usage(FILE *o) { command_usage(o, command_named("batch")); }
