/* batch.c - `amend batch`: the command line, the choice between running a
 * batch, --report and --merge, and --resume's arithmetic. */
#define _POSIX_C_SOURCE 200809L
#include "batch/batch.h"

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch/batch_internal.h"
#include "util/arena.h"
#include "util/exitcode.h"

/* Flags of repair/check handed to every child: the ones taking a value. */
static const char *const pass_value[] = {"--unwind", "--level", "--max-size", "--max-repairs", "--no-mutate",
                                         "--mutate", "--prune", "--per-site", "--engine", "--inputs", "--test-timeout",
                                         "--max-argc", "--max-arg-len", "--max-heap-cells", "--max-string", "--sandbox",
                                         "-I", "-D", "-U"};
static const char *const pass_plain[] = {"--unwinding-assertions", "--no-unwinding-assertions", "--malloc-may-fail",
                                         "--strict"};
/* Of those, the ones `amend check` refuses: a check job goes without them. */
static const char *const repair_only[] = {"--level", "--max-size", "--max-repairs", "--no-mutate", "--mutate", "--prune",
                                          "--per-site", "--engine", "--inputs", "--test-timeout",
                                          "--no-unwinding-assertions"};
/* Per job, or the batch's own doing. */
static const char *const refused[] = {"--json", "--sarif", "--tests", "--reference"};

static int listed(const char *a, const char *const *v, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (!strcmp(a, v[i])) return 1;
  return 0;
}
#define LISTED(a, v) listed(a, v, sizeof v / sizeof *v)

typedef struct bcli {
  const char *input, *db, *report, *format, *entry, *command;
  int jobs, timeout_s, memory_mb, resume, nmerge, npass, ncheck;
  char **merge, **pass, **check;
} bcli;

static void (*print_usage)(FILE *);

static int bad_usage(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("amend: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputs("\n", stderr);
  va_end(ap);
  if (print_usage) print_usage(stderr);
  return EXIT_INPUT;
}

static int number(const char *s, int lo, int hi, int *out) {
  char *end;
  long v = s ? strtol(s, &end, 10) : 0;
  if (!s || !*s || *end || v < lo || v > hi) return 0;
  *out = (int)v;
  return 1;
}

/* Returns -1 when parsing succeeded, else the exit code. */
static int parse(int argc, char **argv, bcli *c) {
  memset(c, 0, sizeof *c);
  c->db = "amend-batch.sqlite";
  c->format = "text";
  c->timeout_s = 300;
  c->memory_mb = -1;   /* the default below; 0: no limit */
  c->merge = xcalloc((size_t)argc, sizeof *c->merge);
  c->pass = xcalloc((size_t)argc, sizeof *c->pass);
  c->check = xcalloc((size_t)argc, sizeof *c->check);
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      print_usage(stdout);
      return EXIT_OK;
    } else if (!strcmp(a, "-j") || !strcmp(a, "--jobs")) {
      if (!number(v, 1, 1024, &c->jobs)) return bad_usage("%s needs a number from 1 to 1024", a);
      i++;
    } else if (!strncmp(a, "-j", 2) && a[2]) {
      if (!number(a + 2, 1, 1024, &c->jobs)) return bad_usage("-j needs a number from 1 to 1024");
    } else if (!strcmp(a, "--db")) {
      if (!v) return bad_usage("--db needs a file");
      c->db = argv[++i];
    } else if (!strcmp(a, "--timeout")) {
      if (!number(v, 1, 1000000, &c->timeout_s)) return bad_usage("--timeout needs seconds >= 1");
      i++;
    } else if (!strcmp(a, "--memory")) {
      if (!number(v, 0, 1 << 24, &c->memory_mb) || (c->memory_mb > 0 && c->memory_mb < 64))
        return bad_usage("--memory needs megabytes >= 64, or 0 for no limit");
      i++;
    } else if (!strcmp(a, "--resume")) {
      c->resume = 1;
    } else if (!strcmp(a, "--entry")) {
      if (!v) return bad_usage("--entry needs a function name");
      c->entry = argv[++i];
    } else if (!strcmp(a, "--command")) {
      if (!v || (strcmp(v, "repair") && strcmp(v, "check"))) return bad_usage("--command takes repair or check");
      c->command = argv[++i];
    } else if (!strcmp(a, "--report")) {
      if (!v) return bad_usage("--report needs a database");
      c->report = argv[++i];
    } else if (!strcmp(a, "--format")) {
      if (!v || (strcmp(v, "text") && strcmp(v, "md") && strcmp(v, "csv") && strcmp(v, "html")))
        return bad_usage("--format takes text, md, csv or html");
      c->format = argv[++i];
    } else if (!strcmp(a, "--merge")) {
      while (i + 1 < argc && argv[i + 1][0] != '-') c->merge[c->nmerge++] = argv[++i];
      if (!c->nmerge) return bad_usage("--merge needs databases");
    } else if (LISTED(a, refused)) {
      return bad_usage("%s is not an option of amend batch (each job's JSON goes to the database; tests and "
                       "references come from the manifest or the folders)", a);
    } else if (LISTED(a, pass_value)) {
      if (!v) return bad_usage("%s needs an argument", a);
      if (!LISTED(a, repair_only)) c->check[c->ncheck++] = argv[i], c->check[c->ncheck++] = argv[i + 1];
      c->pass[c->npass++] = argv[i++];
      c->pass[c->npass++] = argv[i];
    } else if (LISTED(a, pass_plain) || (a[0] == '-' && strchr("IDU", a[1]) && a[1] && a[2])) {
      if (!LISTED(a, repair_only)) c->check[c->ncheck++] = argv[i];
      c->pass[c->npass++] = argv[i];
    } else if (a[0] == '-' && a[1]) {
      return bad_usage("unknown option '%s'", a);
    } else if (!c->input) {
      c->input = a;
    } else {
      return bad_usage("one manifest or folder only ('%s' is a second)", a);
    }
  }
  if (c->report && (c->input || c->nmerge)) return bad_usage("--report takes a database and nothing else");
  if (c->nmerge && c->input) return bad_usage("--merge takes databases, not a manifest");
  if (!c->report && !c->nmerge && !c->input) return bad_usage("no manifest or folder");
  return -1;
}

static int default_jobs(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (int)n : 1;
}

/* Physical memory shared evenly between the jobs, in MB. */
static int default_memory(int jobs) {
  long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || size <= 0) return 0;
  long long mb = (long long)pages * size / jobs >> 20;
  return mb < 256 ? 256 : mb > (1 << 24) ? 1 << 24 : (int)mb;
}

static int run(bcli *c, const char *version) {
  bjobs js;
  struct stat st;
  int is_dir = stat(c->input, &st) == 0 && S_ISDIR(st.st_mode);
  if ((is_dir ? bjobs_dir(c->input, c->entry, &js, stderr) : bjobs_manifest(c->input, c->entry, &js, stderr)) < 0) {
    bjobs_free(&js);
    return EXIT_INPUT;
  }
  for (int i = 0; i < js.n; i++) {
    bjob *j = &js.v[i];
    if (c->command && is_dir) free(j->command), j->command = strdup(c->command);
    if (j->tests && strcmp(j->command, "repair")) free(j->tests), j->tests = NULL;
  }
  bstore *db = bstore_open(c->db, stderr);
  if (!db) {
    bjobs_free(&js);
    return EXIT_INPUT;
  }
  long rows = bstore_rows(db);
  if (rows > 0 && !c->resume) {
    fprintf(stderr, "%s: error: the database already holds %ld result(s): --resume goes on with it, "
                    "or name another --db\n", c->db, rows);
    bstore_close(db);
    bjobs_free(&js);
    return EXIT_INPUT;
  }
  int *todo = xcalloc((size_t)js.n, sizeof *todo), n = 0;
  for (int i = 0; i < js.n; i++)
    if (!bstore_has(db, js.v[i].id)) todo[n++] = i;
  if (c->resume)
    fprintf(stderr, "amend batch: %d of %d job(s) already recorded in %s; %d to run\n", js.n - n, js.n, c->db, n);
  char exe[PATH_MAX];
  ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
  int code = EXIT_INTERNAL;
  if (len > 0) {
    exe[len] = 0;
    if (!c->jobs) c->jobs = default_jobs();
    if (c->memory_mb < 0) c->memory_mb = default_memory(c->jobs);
    char *flags = bjson_strings(c->npass, c->pass);
    bpool_opts o = {.exe = exe, .jobs = c->jobs, .timeout_s = c->timeout_s, .memory_mb = c->memory_mb,
                    .npass = c->npass, .pass = c->pass, .ncheck = c->ncheck, .check = c->check, .version = version,
                    .flags_json = flags};
    code = bpool_run(&o, &js, todo, n, db, stderr);
    free(flags);
  } else {
    fprintf(stderr, "amend: internal error: cannot find amend's own executable\n");
  }
  free(todo);
  bstore_close(db);
  bjobs_free(&js);
  if (code == EXIT_OK && bstore_report(c->db, "text", stdout, stderr) < 0) code = EXIT_INTERNAL;
  return code;
}

int batch_main(int argc, char **argv, const char *version, void (*usage)(FILE *)) {
  print_usage = usage;
  bcli c;
  int code = parse(argc, argv, &c);
  if (code < 0) {
    if (c.report) code = bstore_report(c.report, c.format, stdout, stderr) < 0 ? EXIT_INPUT : EXIT_OK;
    else if (c.nmerge) code = bstore_merge(c.db, c.nmerge, c.merge, stderr) < 0 ? EXIT_INPUT : EXIT_OK;
    else code = run(&c, version);
  }
  free(c.merge);
  free(c.pass);
  free(c.check);
  return code;
}
