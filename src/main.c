/* main.c - the command line: parse flags, run the pipeline, map results to
 * exit codes (util/exitcode.h). */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>

#include "batch/batch.h"
#include "bmc/bmc.h"
#include "native/sandbox.h"
#include "repair/mutation/mutation.h"
#include "repair/repair.h"
#include "repair/templates/templates.h"
#include "report/verdict.h"
#include "oracle/confirm.h"
#include "load/harness.h"
#include "load/iomodel.h"
#include "oracle/patch.h"
#include "load/program.h"
#include "oracle/sites.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/deadline.h"
#include "util/exitcode.h"

#define AMEND_VERSION "amend 0.1"

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

typedef struct cli {
  const char *cmd;
  int nfiles;
  const char **files;
  int nclang;
  const char **clang;      /* -I/-D/-U passed to the front end */
  int unwind;
  const char *entry;
  int json;
  const char *json_out_path;   /* --json-out FILE */
  FILE *json_out;              /* open on it */
  int unwinding_assertions;    /* -1: the command's default */
  double timeout_s;
  int memory_mb;               /* --memory MB, 0: no limit */
  int memory_given;
  /* repair */
  int level, max_size, max_repairs;
  int max_size_given;
  int level_given;
  int ninputs;                 /* --inputs: failing inputs for diagnosis */
  int nfrozen;
  const char **frozen;
  int nmutate;
  const char **mutate;         /* --mutate: harness functions a repair may change */
  const char *reference;
  const char *sarif;
  int prune;                   /* PRUNE_* bits */
  int per_site;
  int engine;                  /* ENGINE_* */
  const char *tests;           /* --tests DIR */
  double test_timeout_s;       /* --test-timeout S */
  const char *oracle;          /* --oracle CMD */
  spec_compare compare;        /* --compare exact|space|tokens|numbers */
  int compare_given;
  const char *repair_flag;     /* a repair-only flag that was given */
  const char *diag_flag;       /* a flag of repair and diagnose only */
  bmc_env env;                 /* --max-argc, --max-arg-len, heap flags */
  int strict;                  /* --strict */
  int stdin_bytes;             /* --stdin-bytes N, 0: the default */
  int io;                      /* --io auto|typed|bytes (io_choice) */
  int stdin_tokens;            /* --stdin-tokens N, 0: counted or the default */
  sandbox_mode sandbox;        /* --sandbox auto|bwrap|rlimits */
  const char *sandbox_flag;    /* given: an option of check and repair only */
  int max_string;              /* --max-string N, 0: the default */
} cli;

/* One command's synopsis (continuation lines indented for "usage: "), what
 * it does, and its flags.  `amend --help` prints every synopsis and summary;
 * `amend COMMAND --help` and a bad flag print the command's whole entry. */
typedef struct command {
  const char *name;
  const char *synopsis;
  const char *summary;
  const char *flags;
} command;

#define COMMON_FLAGS                                                                   \
  "  --unwind N              unroll loops and recursion N times (default 10)\n"        \
  "  --entry F               start at function F; its parameters become inputs\n"     \
  "  --reference REF.c       with --entry F: F must return what REF.c's F returns\n"  \
  "                          and leave the same globals (equivalence); without\n"    \
  "                          --entry: main must print what REF.c's main prints and\n"\
  "                          return the same, on the same stdin and argv\n"          \
  "  --compare MODE          outputs (of --tests, or of main against the reference)\n" \
  "                          equal byte for byte (exact, the default), up to runs\n" \
  "                          of blanks and white space at the end of lines (space),\n" \
  "                          as sequences of words (tokens), or in the numbers they\n" \
  "                          print, compared as numbers (numbers)\n"             \
  "  --stdin-bytes N         stdin has at most N bytes (default 8)\n"                \
  "  --io auto|typed|bytes   against a reference: stdin as typed numbers where both\n" \
  "                          programs read it only with scanf's number conversions\n" \
  "                          (auto, the default; typed: an error elsewhere), or bytes\n" \
  "  --stdin-tokens N        typed stdin: at most N numbers (default: as many as the\n" \
  "                          programs read, 8 when a loop reads them; at most 32)\n" \
  "  --timeout S             stop after S seconds with the usual summary (exit 5)\n"    \
  "  --memory MB             stop with the usual summary (LIMIT, exit 5) once amend\n"  \
  "                          is resident in more than MB megabytes (default 1024;\n"   \
  "                          2048 for repair; 0: no limit)\n"                             \
  "  --max-argc N            main(argc, argv): argc is at most N (default 16)\n"      \
  "  --max-arg-len N         main(argc, argv): each argv[i] has at most N chars (8)\n" \
  "  --max-string N          the C library's loops over strings and buffers (strlen,\n" \
  "                          strcpy, memset...) run up to N characters, whatever\n" \
  "                          --unwind says (default 64)\n"                          \
  "  --strict                refuse calls to functions without a body (default:\n"    \
  "                          their results are nondeterministic inputs)\n"           \
  "  --json                  one JSON object on one line\n"                            \
  "  --json-out OUT          also write the --json output to OUT (text stays on stdout)\n" \
  "  -I DIR, -D M[=V], -U M  passed to the C preprocessor\n"

/* for the commands that run the user's program natively */
#define SANDBOX_FLAGS                                                                  \
  "  --sandbox MODE          how the user's program runs natively: bwrap (no network,\n" \
  "                          read-only files outside its own directory, nothing\n"   \
  "                          outlives a run), rlimits (resource limits only), or\n" \
  "                          auto (the default: bwrap where it works)\n"

#define HEAP_FLAGS                                                                     \
  "  --malloc-may-fail       malloc, calloc and realloc may return NULL\n"             \
  "  --max-heap-cells N      cells of a block of symbolic size or a variable-length\n" \
  "                          array (default 64); a run needing more is cut\n"

static const command commands[] = {
    {"check",
     "FILE... [--unwind N] [--entry F] [--unwinding-assertions]\n"
     "                 [--reference REF.c --entry F] [--timeout S] [--memory MB] [--json]\n"
     "                 [--json-out OUT] [--malloc-may-fail] [--max-heap-cells N]\n"
     "                 [--sandbox auto|bwrap|rlimits] [-I DIR] [-D NAME[=VALUE]] [-U NAME]\n",
     "bounded verification of the program's assertions\n"
     "exit 0 verified, 10 violated, 5 a limit (--timeout, --memory), 6 input error,\n"
     "70 internal error\n",
     COMMON_FLAGS HEAP_FLAGS SANDBOX_FLAGS
     "  --unwinding-assertions  a loop that needs more than N iterations is a violation\n"},
    {"repair",
     "FILE... [--unwind N] [--level 1|2] [--max-size K] [--max-repairs R]\n"
     "                 [--timeout S] [--memory MB] [--no-mutate F,...] [--mutate F,...]\n"
     "                 [--reference REF.c --entry F]\n"
     "                 [--prune none|fl|vars|cex|all] [--per-site D] [--[no-]unwinding-assertions]\n"
     "                 [--engine mutation|templates|reference|auto] [--inputs N]\n"
     "                 [--tests DIR [--test-timeout S] [--engine mutation|synthesis|auto]\n"
     "                  [--compare MODE | --oracle CMD]] [--sandbox auto|bwrap|rlimits]\n"
     "                 [--json] [--json-out OUT] [--sarif OUT] [-I DIR] [-D NAME[=VALUE]]\n",
     "every minimal mutation repair, smallest first, each re-verified;\n"
     "when there is none, linear-template repairs of the minimal diagnoses\n"
     "(--engine auto, the default; both engines run in parallel)\n"
     "exit 0 repaired (or already correct), 10 no repair exists in the\n"
     "mutation space, 5 a limit (or the unwinding bound) stopped the search,\n"
     "6 input error\n",
     COMMON_FLAGS
     "  --level 1|2             operator groups and constant changes (default 1; 2 with\n"
     "                          --tests, or --reference without --entry)\n"
     "  --max-size K            largest repair, in mutations (default 2)\n"
     "  --max-repairs R         stop after R repairs\n"
     "  --no-mutate F,...       never change these functions\n"
     "  --mutate F,...          with a reference in the run (--reference, or a function\n"
     "                          AllRepair_correct_F), the harness that calls both the\n"
     "                          program and the reference is specification: repair\n"
     "                          these functions of it too\n"
     "  --prune MODE            what a failing candidate teaches the search (default all)\n"
     "  --per-site D            up to D mutations in one site (default 1)\n"
     "  --unwinding-assertions  a repair must finish every run within the bound\n"
     "  --no-unwinding-assertions  runs cut at the bound are not checked at all (by default\n"
     "                          a repair may leave a run unfinished only where the original does)\n"
     "  --engine E              mutation, templates, synthesis (with --tests),\n"
     "                          reference (with a whole-program --reference: edits\n"
     "                          brought over from it) or auto (all that apply)\n"
     "  --inputs N              failing inputs the template engine diagnoses (default 2)\n"
     "  --tests DIR             the specification is a test suite: NAME.in, NAME.out;\n"
     "                          with --reference REF.c too, the tests filter candidates\n"
     "                          and only those proven equivalent to REF.c are printed\n"
     "  --test-timeout S        limit of one test run with --tests (default 2)\n"
     "  --oracle CMD            with --tests: a test passes when CMD ACTUAL EXPECTED\n"
     "                          INPUT (three file paths) exits 0\n"
     "  --sarif OUT             also write the repairs as a SARIF 2.1.0 log to OUT\n"
     SANDBOX_FLAGS},
    {"localize",
     "FILE... [--unwind N] [--entry F] [--unwinding-assertions]\n"
     "                 [--reference REF.c --entry F] [--timeout S] [--memory MB] [--json] [-I DIR] [-D ...]\n",
     "check, and on a violation the must location set: the places\n"
     "one of which every repair of that failing run has to change\n"
     "(exit codes as check)\n",
     COMMON_FLAGS HEAP_FLAGS "  --unwinding-assertions  a loop that needs more than N iterations is a violation\n"},
    {"diagnose",
     "FILE... [--inputs N] [--max-size K] [--unwind N] [--entry F]\n"
     "                 [--reference REF.c --entry F] [--timeout S] [--memory MB] [--json] [-I DIR] [-D ...]\n",
     "check, and on a violation every minimal set of sites whose\n"
     "change can make N failing inputs pass (exit codes as check)\n",
     COMMON_FLAGS HEAP_FLAGS
     "  --inputs N              failing inputs the diagnoses must explain (default 2)\n"
     "  --max-size K            largest diagnosis (default 3)\n"
     "  --unwinding-assertions  a loop that needs more than N iterations is a violation\n"},
    {"batch",
     "MANIFEST|DIR [-j N] [--db RESULTS.sqlite] [--resume] [--timeout S]\n"
     "                 [--memory MB] [--entry F] [--command repair|check] [repair flags...]\n"
     "       amend batch --report RESULTS.sqlite [--format text|md|csv|html]\n"
     "       amend batch --merge A.sqlite B.sqlite... --db ALL.sqlite\n",
     "many repairs (or checks) in a process pool, one row per job in SQLite,\n"
     "written as each job ends; --resume skips the jobs already recorded\n"
     "exit 0 every job recorded, 6 input error, 70 internal error,\n"
     "130 stopped by SIGINT/SIGTERM (the finished jobs stay recorded)\n",
     "  MANIFEST                JSON Lines, one job a line: {\"id\",\"files\":[...],\n"
     "                          \"reference\",\"entry\",\"tests\",\"args\":[...],\"command\"}\n"
     "  DIR                     one folder per program (its .c files); reference.c\n"
     "                          and tests/ in the folder or one above are used\n"
     "  -j N                    jobs at a time (default: the number of cores)\n"
     "  --db FILE               the results database (default amend-batch.sqlite)\n"
     "  --resume                run only the jobs the database has no row for\n"
     "  --timeout S             each job's --timeout (default 300); killed at S + 5\n"
     "  --memory MB             each job's address space (default: memory / N;\n"
     "                          0: no limit, as a sanitizer build needs)\n"
     "  --entry F               every job's --entry (needed by a shared reference.c)\n"
     "  --command C             repair (default) or check, for a folder layout\n"
     "  --report DB             print the summary table per folder\n"
     "  --format F              text (default), md or csv, with --report; html:\n"
     "                          one self-contained page (charts, every job with\n"
     "                          its first diff or why none, sort and filter)\n"
     "  --merge DB...           copy the rows of each DB into --db\n"
     "  --sandbox MODE          every job's --sandbox: auto (default), bwrap, rlimits\n"
     "  other flags             handed to every job: --unwind, --level, --max-size,\n"
     "                          --engine, --prune, -I, -D, ... (see amend repair --help)\n"},
};
enum { NCOMMANDS = sizeof commands / sizeof *commands };

static const command *command_named(const char *name) {
  for (int i = 0; name && i < NCOMMANDS; i++)
    if (!strcmp(commands[i].name, name)) return &commands[i];
  return NULL;
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

/* Every command: synopses, then one summary each. */
static void usage(FILE *o) {
  for (int i = 0; i < NCOMMANDS; i++)
    fprintf(o, "%s amend %s %s", i ? "      " : "usage:", commands[i].name, commands[i].synopsis);
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
  fprintf(o, "usage: amend %s %s\n", c->name, c->synopsis);
  indented(o, c->summary, 2);
  fprintf(o, "\n%s", c->flags);
}

/* The command being parsed: its usage goes with every complaint. */
static const command *current;

static int bad_usage(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("amend: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputs("\n", stderr);
  va_end(ap);
  if (current) command_usage(stderr, current);
  else usage(stderr);
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
  c->unwinding_assertions = -1;
  c->level = 1;
  c->max_size = 2;
  c->ninputs = 2;
  c->prune = PRUNE_ALL;
  c->per_site = 1;
  c->engine = ENGINE_AUTO;
  c->files = xmalloc(sizeof *c->files * (size_t)argc);
  c->frozen = xmalloc(sizeof *c->frozen * (size_t)argc);
  c->mutate = xmalloc(sizeof *c->mutate * (size_t)argc);
  c->clang = xmalloc(sizeof *c->clang * (size_t)(2 * argc));
  c->cmd = argv[1];
  current = command_named(c->cmd);
  if (!current) return bad_usage("unknown command '%s'", c->cmd);
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    int has_next = i + 1 < argc;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      command_usage(stdout, current);
      return EXIT_OK;
    } else if (!strcmp(a, "--unwind")) {
      if (!has_next || !parse_int(argv[++i], 1, &c->unwind)) return bad_usage("--unwind needs a number >= 1");
    } else if (!strcmp(a, "--entry")) {
      if (!has_next) return bad_usage("--entry needs a function name");
      c->entry = argv[++i];
    } else if (!strcmp(a, "--timeout")) {
      int t;
      if (!has_next || !parse_int(argv[++i], 1, &t)) return bad_usage("--timeout needs seconds >= 1");
      c->timeout_s = t;
    } else if (!strcmp(a, "--memory")) {
      if (!has_next || !parse_int(argv[++i], 0, &c->memory_mb) || (c->memory_mb > 0 && c->memory_mb < 64))
        return bad_usage("--memory needs megabytes >= 64, or 0 for no limit");
      c->memory_given = 1;
    } else if (!strcmp(a, "--max-argc")) {
      if (!has_next || !parse_int(argv[++i], 1, &c->env.max_argc) || c->env.max_argc > 1000)
        return bad_usage("--max-argc needs a number from 1 to 1000");
    } else if (!strcmp(a, "--max-arg-len")) {
      if (!has_next || !parse_int(argv[++i], 1, &c->env.max_arg_len) || c->env.max_arg_len > 4096)
        return bad_usage("--max-arg-len needs a number from 1 to 4096");
    } else if (!strcmp(a, "--max-string")) {
      if (!has_next || !parse_int(argv[++i], 1, &c->max_string) || c->max_string > 4000)
        return bad_usage("--max-string needs a number from 1 to 4000");
    } else if (!strcmp(a, "--strict")) {
      c->strict = 1;
    } else if (!strcmp(a, "--stdin-bytes")) {
      if (!has_next || !parse_int(argv[++i], 1, &c->stdin_bytes) || c->stdin_bytes > 4096)
        return bad_usage("--stdin-bytes needs a number from 1 to 4096");
    } else if (!strcmp(a, "--io")) {
      const char *v = has_next ? argv[++i] : "";
      c->io = !strcmp(v, "auto") ? IO_AUTO : !strcmp(v, "typed") ? IO_TYPED : !strcmp(v, "bytes") ? IO_BYTES : -1;
      if (c->io < 0) return bad_usage("--io takes auto, typed or bytes");
    } else if (!strcmp(a, "--stdin-tokens")) {
      if (!has_next || !parse_int(argv[++i], 1, &c->stdin_tokens) || c->stdin_tokens > IOM_MAX_TOKENS)
        return bad_usage("--stdin-tokens needs a number from 1 to %d", IOM_MAX_TOKENS);
    } else if (!strcmp(a, "--level")) {
      c->repair_flag = a;
      c->level_given = 1;
      if (!has_next || !parse_int(argv[++i], 1, &c->level) || c->level > 2)
        return bad_usage("--level must be 1 or 2");
    } else if (!strcmp(a, "--max-size")) {
      c->diag_flag = a;
      c->max_size_given = 1;
      if (!has_next || !parse_int(argv[++i], 1, &c->max_size)) return bad_usage("--max-size needs a number >= 1");
    } else if (!strcmp(a, "--inputs")) {
      c->diag_flag = a;
      if (!has_next || !parse_int(argv[++i], 1, &c->ninputs) || c->ninputs > 64)
        return bad_usage("--inputs needs a number from 1 to 64");
    } else if (!strcmp(a, "--max-repairs")) {
      c->repair_flag = a;
      if (!has_next || !parse_int(argv[++i], 1, &c->max_repairs))
        return bad_usage("--max-repairs needs a number >= 1");
    } else if (!strcmp(a, "--no-mutate")) {
      c->repair_flag = a;
      if (!has_next) return bad_usage("--no-mutate needs function names");
      /* comma-separated; argv is ours to cut */
      for (char *tok = strtok(argv[++i], ","); tok; tok = strtok(NULL, ","))
        if (*tok && c->nfrozen < argc) c->frozen[c->nfrozen++] = tok;
    } else if (!strcmp(a, "--mutate")) {
      c->repair_flag = a;
      if (!has_next) return bad_usage("--mutate needs function names");
      for (char *tok = strtok(argv[++i], ","); tok; tok = strtok(NULL, ","))
        if (*tok && c->nmutate < argc) c->mutate[c->nmutate++] = tok;
    } else if (!strcmp(a, "--reference")) {
      if (!has_next) return bad_usage("--reference needs a file");
      c->reference = argv[++i];
    } else if (!strcmp(a, "--prune")) {
      c->repair_flag = a;
      const char *v = has_next ? argv[++i] : "";
      static const struct { const char *name; int bits; } modes[] = {
          {"none", 0}, {"fl", PRUNE_FL}, {"vars", PRUNE_VARS}, {"cex", PRUNE_CEX},
          {"all", PRUNE_ALL}};
      c->prune = -1;
      for (size_t k = 0; k < sizeof modes / sizeof *modes; k++)
        if (!strcmp(v, modes[k].name)) c->prune = modes[k].bits;
      if (c->prune < 0) return bad_usage("--prune takes none, fl, vars, cex or all");
    } else if (!strcmp(a, "--per-site")) {
      c->repair_flag = a;
      if (!has_next || !parse_int(argv[++i], 1, &c->per_site) || c->per_site > 8)
        return bad_usage("--per-site needs a number from 1 to 8");
    } else if (!strcmp(a, "--engine")) {
      c->repair_flag = a;
      const char *v = has_next ? argv[++i] : "";
      c->engine = !strcmp(v, "mutation") ? ENGINE_MUTATION : !strcmp(v, "templates") ? ENGINE_TEMPLATES
                  : !strcmp(v, "auto")   ? ENGINE_AUTO : !strcmp(v, "synthesis") ? ENGINE_SYNTHESIS
                  : !strcmp(v, "reference") ? ENGINE_REFERENCE : 0;
      if (!c->engine) return bad_usage("--engine takes mutation, templates, synthesis, reference or auto");
    } else if (!strcmp(a, "--tests")) {
      c->repair_flag = a;
      if (!has_next) return bad_usage("--tests needs a directory");
      c->tests = argv[++i];
    } else if (!strcmp(a, "--test-timeout")) {
      c->repair_flag = a;
      char *end = NULL;
      c->test_timeout_s = has_next ? strtod(argv[++i], &end) : 0;
      if (!end || *end || !(c->test_timeout_s > 0 && c->test_timeout_s <= 3600))
        return bad_usage("--test-timeout needs seconds (> 0, at most 3600)");
    } else if (!strcmp(a, "--compare")) {
      const char *v = has_next ? argv[++i] : "";
      c->compare_given = 1;
      if (!strcmp(v, "exact")) c->compare = SPEC_COMPARE_EXACT;
      else if (!strcmp(v, "space")) c->compare = SPEC_COMPARE_SPACE;
      else if (!strcmp(v, "tokens")) c->compare = SPEC_COMPARE_TOKENS;
      else if (!strcmp(v, "numbers")) c->compare = SPEC_COMPARE_NUMBERS;
      else return bad_usage("--compare takes exact, space, tokens or numbers");
    } else if (!strcmp(a, "--oracle")) {
      c->repair_flag = a;
      if (!has_next || !*argv[i + 1]) return bad_usage("--oracle needs a command");
      c->oracle = argv[++i];
    } else if (!strcmp(a, "--sandbox")) {
      const char *v = has_next ? argv[++i] : "";
      c->sandbox_flag = a;
      c->sandbox = !strcmp(v, "auto") ? SANDBOX_AUTO : !strcmp(v, "bwrap") ? SANDBOX_BWRAP
                   : !strcmp(v, "rlimits") ? SANDBOX_RLIMITS : (sandbox_mode)-1;
      if ((int)c->sandbox < 0) return bad_usage("--sandbox takes auto, bwrap or rlimits");
    } else if (!strcmp(a, "--sarif")) {
      c->repair_flag = a;
      if (!has_next) return bad_usage("--sarif needs an output file");
      c->sarif = argv[++i];
    } else if (!strcmp(a, "--json")) {
      c->json = 1;
    } else if (!strcmp(a, "--json-out")) {
      if (!has_next) return bad_usage("--json-out needs an output file");
      c->json_out_path = argv[++i];
    } else if (!strcmp(a, "--malloc-may-fail")) {
      c->env.malloc_may_fail = 1;
    } else if (!strcmp(a, "--max-heap-cells")) {
      if (!has_next || !parse_int(argv[++i], 1, &c->env.max_heap_cells))
        return bad_usage("--max-heap-cells needs a number >= 1");
    } else if (!strcmp(a, "--unwinding-assertions")) {
      c->unwinding_assertions = 1;
    } else if (!strcmp(a, "--no-unwinding-assertions")) {
      c->repair_flag = a;
      c->unwinding_assertions = 0;
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
  if (!c->nfiles) return bad_usage("no input file");
  if (c->repair_flag && strcmp(c->cmd, "repair")) return bad_usage("%s is an option of amend repair", c->repair_flag);
  if (c->diag_flag && strcmp(c->cmd, "repair") && strcmp(c->cmd, "diagnose"))
    return bad_usage("%s is an option of amend repair and amend diagnose", c->diag_flag);
  if (c->sandbox_flag && strcmp(c->cmd, "repair") && strcmp(c->cmd, "check"))
    return bad_usage("--sandbox is an option of amend repair and amend check");
  if (c->test_timeout_s > 0 && !c->tests) return bad_usage("--test-timeout needs --tests DIR");
  if (c->oracle && !c->tests) return bad_usage("--oracle needs --tests DIR");
  if (c->compare_given && !c->tests && !c->reference)
    return bad_usage("--compare needs --tests DIR or --reference REF.c");
  if (c->compare_given && c->oracle)
    return bad_usage("--compare and --oracle both say how an output is judged; give one");
  /* a mutant costs a process run against tests, not a solver call, and a
   * whole program proven against a reference is proven alone, its terms
   * shared with the reference's (a failing one costs about one solver
   * call): search wider.  Student programs' slips (`==` for `!=`, `<=`
   * for `>=`) are level-2 mutations. */
  if ((c->tests || (c->reference && !c->entry)) && !c->level_given) c->level = 2;
  if (!c->memory_given) c->memory_mb = strcmp(c->cmd, "repair") ? MEMORY_CHECK_MB : MEMORY_REPAIR_MB;
  return -1;
}

static program_spec spec_of(const cli *c) {
  program_spec s = {.nfiles = c->nfiles, .files = c->files, .nclang = c->nclang, .clang = c->clang,
                    .reference = c->reference, .entry = c->entry, .env = c->env, .strict = c->strict,
                    .stdin_bytes = c->stdin_bytes, .compare = c->compare, .io = c->io,
                    .stdin_tokens = c->stdin_tokens, .max_string = c->max_string};
  return s;
}

/* The verdict of a run the deadline stopped in `phase`. */
static bmc_result timed_out(const char *phase) {
  bmc_result r = {.status = BMC_UNKNOWN, .timed_out = 1};
  snprintf(r.reason, sizeof r.reason, "%s", phase);
  return r;
}

static int exit_code(const bmc_result *r) {
  if (r->timed_out) return EXIT_LIMIT;
  return r->status == BMC_VERIFIED ? EXIT_OK : r->status == BMC_VIOLATED ? EXIT_VIOLATED : EXIT_LIMIT;
}

static void backstop_json(const cli *c, FILE *o, const bmc_result *r) {
  verdict_diag vd = {0};
  vd.max_size = c->max_size_given ? c->max_size : 3;
  if (!strcmp(c->cmd, "localize")) verdict_must_json(o, NULL, r, NULL, 0);
  else if (!strcmp(c->cmd, "diagnose")) verdict_diag_json(o, NULL, r, &vd);
  else verdict_json(o, NULL, r, NULL);
}

/* A run a limit stopped names the memory limit when it was that one. */
static void limit_of(bmc_result *r) {
  if (!r->timed_out || deadline_reason() != DEADLINE_MEMORY) return;
  r->by_memory = 1;
  r->memory_mb = deadline_memory_mb();
}

/* What the watchdog prints should the command not stop by itself in time
 * once `why` was reached in `phase`: the command's own verdict for that
 * limit, with nothing known. */
static void backstop_for(const cli *c, deadline_why why, const char *phase) {
  char *text = NULL;
  size_t n = 0;
  FILE *o = open_memstream(&text, &n);
  if (!o) return;
  bmc_result r = timed_out(phase);
  r.by_memory = why == DEADLINE_MEMORY;
  r.memory_mb = c->memory_mb;
  if (!c->json) verdict_text(o, NULL, &r, c->unwind);
  else backstop_json(c, o, &r);
  fclose(o);
  deadline_set_summary(why, text, EXIT_LIMIT);
  free(text);
  if (!c->json_out || !(o = open_memstream(&text, &n))) return;
  backstop_json(c, o, &r);
  fclose(o);
  deadline_set_side_summary(why, c->json_out, text);
  free(text);
}

/* Both limits', and memory's even without --memory: a failed allocation
 * ends the run with it (deadline_out_of_memory).  check says the phase it
 * is in, as its own summary would (a Z3 call the watchdog cancels outside
 * a check ends in the backstop); NULL: "stopped by the watchdog". */
static void backstop_summary(const cli *c, const char *phase) {
  if (!phase) phase = "stopped by the watchdog";
  backstop_for(c, DEADLINE_TIME, phase);
  backstop_for(c, DEADLINE_MEMORY, phase);
}

/* Load, encode and check; NULL (and *code set) on an input error. */
static ir_prog *check_once(cli *c, const program_spec *spec, bmc **bp, bmc_result *r, verdict_times *times,
                           int *code) {
  double t0 = clock_now();
  const char *entry = NULL;
  *bp = NULL;
  backstop_summary(c, "while parsing");
  ir_prog *p = program_load(spec, &entry, stderr);
  if (!p) {
    *code = EXIT_INPUT;
    return NULL;
  }
  program_warn_undefined(p, stderr);
  double t1 = clock_now();
  bmc_opts bo = {.unwind = c->unwind, .entry = entry, .unwinding_assertions = c->unwinding_assertions > 0,
                 .timeout_ms = (unsigned)(c->timeout_s * 1000), .env = c->env, .share_sites = 1,
                 .friendly_cex = spec->reference && !spec->entry};
  backstop_summary(c, "while encoding");
  bmc *b = bmc_encode(p, &bo, stderr);
  if (!b && !deadline_passed()) {
    ir_prog_free(p);
    *code = EXIT_INPUT;
    return NULL;
  }
  double t2 = clock_now();
  backstop_summary(c, "while solving");
  if (b) bmc_check(b, r);
  else *r = timed_out("while encoding");
  *bp = b;
  *times = (verdict_times){t1 - t0, t2 - t1, r->solve_s};
  return p;
}

static int cmd_check(cli *c) {
  program_spec spec = spec_of(c);
  bmc *b;
  bmc_result r;
  verdict_times times;
  int code = EXIT_OK;
  ir_prog *p = check_once(c, &spec, &b, &r, &times, &code);
  if (!p) return code;
  /* a difference of typed output that native runs do not show was one of
   * form only: check again with the numbers printed as bytes */
  if (confirm_needed(p, &spec, &r)) {
    unsigned char in[4096];
    int len = bmc_result_stdin(p, &r, in, (int)sizeof in);
    if (len >= 0 && len <= (int)sizeof in && confirm_differs(&spec, in, len) == 0) {
      bmc_result_free(&r);
      bmc_free(b);
      ir_prog_free(p);
      spec.out_bytes = 1;
      p = check_once(c, &spec, &b, &r, &times, &code);
      if (!p) return code;
    }
  }
  r.stdin_bytes = program_stdin_bytes(p, &spec);
  r.stdin_tokens = program_stdin_tokens(p, &spec, &r.tokens_exact, &r.tokens_double);
  r.stdin_text = program_stdin_text(p, &spec);
  r.max_string = program_max_string(p, &spec);
  r.ref_uninit = spec.reference && harness_ref_uninit(p) ? spec.reference : NULL;
  /* the runs left out may be all of them: then say that nothing was compared */
  if (b && r.ref_uninit && r.status == BMC_VERIFIED) r.compared_none = bmc_some_run_ends(b) == 0;
  r.sandbox = sandbox_used();
  r.sandbox_text = sandbox_describe();
  limit_of(&r);
  if (c->json) verdict_json(stdout, p, &r, &times);
  else verdict_text(stdout, p, &r, c->unwind);
  if (c->json_out) verdict_json(c->json_out, p, &r, &times);
  code = exit_code(&r);
  bmc_result_free(&r);
  bmc_free(b);
  ir_prog_free(p);
  return code;
}

/* Load the program and the encoder options of check-like commands; *ref
 * is the reference's file index or -1.  NULL on an input error. */
static ir_prog *load_checked(cli *c, bmc_opts *bo, int *ref) {
  program_spec spec = spec_of(c);
  const char *entry = NULL;
  ir_prog *p = program_load(&spec, &entry, stderr);
  if (!p) return NULL;
  program_warn_undefined(p, stderr);
  *bo = (bmc_opts){.unwind = c->unwind, .entry = entry, .unwinding_assertions = c->unwinding_assertions > 0,
                   .timeout_ms = (unsigned)(c->timeout_s * 1000), .env = c->env};
  *ref = program_reference_file(p, &spec);
  return p;
}

static int cmd_localize(cli *c) {
  bmc_opts bo;
  int ref;
  ir_prog *p = load_checked(c, &bo, &ref);
  if (!p) return EXIT_INPUT;
  localize_result r;
  if (localize_run(p, &bo, ref, &r, stderr) < 0) {
    if (!deadline_passed()) {
      ir_prog_free(p);
      return EXIT_INPUT;
    }
    r.check = timed_out("while encoding");
  }
  program_spec spec = spec_of(c);
  r.check.max_string = program_max_string(p, &spec);
  limit_of(&r.check);
  const ir_expr *const *must = r.must;
  if (c->json) {
    verdict_must_json(stdout, p, &r.check, must, r.nmust);
  } else {
    verdict_text(stdout, p, &r.check, c->unwind);
    if (r.check.status == BMC_VIOLATED) verdict_must_text(stdout, p, must, r.nmust);
  }
  if (c->json_out) verdict_must_json(c->json_out, p, &r.check, must, r.nmust);
  int code = exit_code(&r.check);
  localize_result_free(&r);
  ir_prog_free(p);
  return code;
}

static int cmd_diagnose(cli *c) {
  bmc_opts bo;
  int ref;
  ir_prog *p = load_checked(c, &bo, &ref);
  if (!p) return EXIT_INPUT;
  /* the same slots as repair leaves alone: harness, reference, AllRepair_correct_* */
  const char *harness[] = {HARNESS_ENTRY};
  site_opts spec = {.nfrozen = 1, .frozen = harness, .nfiles_frozen = ref >= 0, .files_frozen = &ref};
  if (site_scope(p, &spec, 0, NULL, stderr) < 0) {
    ir_prog_free(p);
    return EXIT_INPUT;
  }
  diag_opts o = {.bo = &bo, .ninputs = c->ninputs, .max_size = c->max_size_given ? c->max_size : 3,
                 .timeout_s = c->timeout_s, .spec = &spec};
  diag_result r;
  if (diagnose_run(p, &o, &r, stderr) < 0) {
    if (!deadline_passed()) {
      ir_prog_free(p);
      return EXIT_INPUT;
    }
    r.check = timed_out("while encoding");
  }
  /* stopped while diagnosing: the verdict stands, the diagnoses are partial */
  if (r.timed_out && deadline_passed() && !r.check.timed_out) {
    r.check.timed_out = 1;
    snprintf(r.check.reason, sizeof r.check.reason, "while diagnosing");
  }
  program_spec pspec = spec_of(c);
  r.check.max_string = program_max_string(p, &pspec);
  limit_of(&r.check);
  verdict_diag vd = {.ncomps = r.ncomps, .comps = r.comps, .ninputs = r.njs, .n = r.ndiags, .size = r.dsize,
                     .sets = r.diags, .complete = r.hs.complete && !r.timed_out, .max_size = o.max_size,
                     .elapsed_s = r.elapsed_s};
  if (c->json) {
    verdict_diag_json(stdout, p, &r.check, &vd);
  } else {
    verdict_text(stdout, p, &r.check, c->unwind);
    if (r.check.status == BMC_VIOLATED) verdict_diag_text(stdout, p, &vd);
  }
  if (c->json_out) verdict_diag_json(c->json_out, p, &r.check, &vd);
  int code = exit_code(&r.check);
  diag_result_free(&r);
  ir_prog_free(p);
  return code;
}

static void batch_usage(FILE *o) { command_usage(o, command_named("batch")); }

int main(int argc, char **argv) {
  if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
    usage(argc < 2 ? stderr : stdout);
    return argc < 2 ? EXIT_INPUT : EXIT_OK;
  }
  /* batch has flags of its own and hands the rest to its children */
  if (!strcmp(argv[1], "batch")) return batch_main(argc, argv, AMEND_VERSION, batch_usage);
  if (!strcmp(argv[1], "--version")) {
    puts(AMEND_VERSION);
    return EXIT_OK;
  }
  cli c;
  int code = parse_args(argc, argv, &c);
  if (code < 0 && c.json_out_path && !(c.json_out = fopen(c.json_out_path, "w"))) {
    fprintf(stderr, "amend: error: cannot write '%s': %s\n", c.json_out_path, strerror(errno));
    code = EXIT_INPUT;
  }
  char why[256];
  if (code < 0 && sandbox_select(c.sandbox, why, sizeof why) != 0) {
    fprintf(stderr, "amend: error: --sandbox bwrap: %s\n", why);
    code = EXIT_INPUT;
  }
  if (code < 0) {
    deadline_start(c.timeout_s, c.memory_mb);
    bmc_memory_limit(c.memory_mb);
    if (strcmp(c.cmd, "repair")) backstop_summary(&c, NULL);
    if (!strcmp(c.cmd, "check")) {
      code = cmd_check(&c);
    } else if (!strcmp(c.cmd, "localize")) {
      code = cmd_localize(&c);
    } else if (!strcmp(c.cmd, "diagnose")) {
      code = cmd_diagnose(&c);
    } else {
      /* a repair must not pass by pushing runs past the bound */
      int mode = c.unwinding_assertions < 0 ? PATCH_CUT_BOUNDED
                 : c.unwinding_assertions ? PATCH_CUT_FULL
                                          : PATCH_CUT_FREE;
      repair_cli r = {.spec = spec_of(&c), .unwind = c.unwind, .unwinding_assertions = mode, .level = c.level,
                      .max_size = c.max_size, .max_repairs = c.max_repairs, .timeout_s = c.timeout_s,
                      .nfrozen = c.nfrozen, .frozen = c.frozen, .json = c.json, .sarif = c.sarif, .prune = c.prune,
                      .per_site = c.per_site, .engine = c.engine, .ninputs = c.ninputs, .tests = c.tests,
                      .test_timeout_s = c.test_timeout_s, .oracle = c.oracle, .json_out = c.json_out,
                      .nmutate = c.nmutate, .mutate = c.mutate};
      code = repair_main(&r);
    }
  }
  if (c.json_out && fclose(c.json_out) != 0) {
    fprintf(stderr, "amend: error: cannot write '%s': %s\n", c.json_out_path, strerror(errno));
    if (code == EXIT_OK || code == EXIT_VIOLATED || code == EXIT_LIMIT) code = EXIT_INPUT;
  }
  free(c.files);
  free(c.clang);
  free(c.frozen);
  free(c.mutate);
  return code;
}
