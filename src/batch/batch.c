/* batch.c - `amend batch`: the command line, the choice between running a
 * batch, --report and --merge, and --resume's arithmetic. */
#define _POSIX_C_SOURCE 200809L
#include "batch/batch.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch/batch_internal.h"
#include "util/arena.h"
#include "util/exitcode.h"
#include "util/options.h"

typedef struct bcli {
  const char *input, *db, *report, *entry;
  int command, format;  /* of commands[] and formats[] below; command 0: the job's */
  int jobs, timeout_s, memory_mb, resume, nmerge, npass, ncheck, per_job;
  char **merge, **pass, **check;
} bcli;

static const opt_choice commands[] = {{"repair", 1}, {"check", 2}, {NULL, 0}};
static const opt_choice formats[] = {{"text", 0}, {"md", 1}, {"csv", 2}, {"html", 3}, {NULL, 0}};

#define AT(f) OPT_AT(bcli, f)
const opt_def batch_options[] = {
    {"MANIFEST", NULL, OPT_FLAG, OPT_BATCH, .flags = OPT_HELPONLY,
     .help = "JSON Lines, one job a line: {\"id\",\"files\":[...],\n"
             "\"reference\",\"entry\",\"tests\",\"args\":[...],\"command\"};\n"
             "a \"reference\" without \"entry\" is a whole-program one"},
    {"DIR", NULL, OPT_FLAG, OPT_BATCH, .flags = OPT_HELPONLY,
     .help = "one folder per program (its .c files); reference.c\n"
             "and tests/ in the folder or one above are used"},
    {"-j", "N", OPT_INT, OPT_BATCH, AT(jobs), .lo = 1, .hi = 1024, .flags = OPT_GLUED,
     .help = "jobs at a time (default: the number of cores)"},
    {"--jobs", "N", OPT_INT, OPT_BATCH, AT(jobs), .lo = 1, .hi = 1024},
    {"--db", "FILE", OPT_STRING, OPT_BATCH, AT(db), .error = "needs a file",
     .help = "the results database (default amend-batch.sqlite)"},
    {"--resume", NULL, OPT_FLAG, OPT_BATCH, AT(resume), .help = "run only the jobs the database has no row for"},
    {OPTNAME_TIMEOUT, "S", OPT_INT, OPT_BATCH, AT(timeout_s), .lo = 1, .error = "needs seconds >= 1",
     .help = "each job's --timeout (default 300); killed at S + 5"},
    {OPTNAME_MEMORY, "MB", OPT_INT, OPT_BATCH, AT(memory_mb), .lo = 64, .hi = 1 << 24, .zero_ok = 1,
     .error = "needs megabytes >= 64, or 0 for no limit",
     .help = "each job's address space (default: memory / N;\n"
             "0: no limit, as a sanitizer build needs)"},
    {OPTNAME_ENTRY, "F", OPT_STRING, OPT_BATCH, AT(entry), .error = "needs a function name",
     .help = "every job's --entry (needed by a shared reference.c)"},
    {"--command", "C", OPT_CHOICE, OPT_BATCH, AT(command), .choices = commands,
     .help = "repair (default) or check, for a folder layout"},
    {"--report", "DB", OPT_STRING, OPT_BATCH, AT(report), .error = "needs a database",
     .help = "print the summary table per folder"},
    {"--format", "F", OPT_CHOICE, OPT_BATCH, AT(format), .choices = formats,
     .help = "text (default), md or csv, with --report; html:\n"
             "one self-contained page (charts, every job with\n"
             "its first diff or why none, sort and filter)"},
    {"--per-job", NULL, OPT_FLAG, OPT_BATCH, AT(per_job),
     .help = "with --report and --format csv: a row per job with what\n"
             "its feedback says at level 3 (amend feedback), instead\n"
             "of the summary per folder"},
    {"--merge", "DB...", OPT_WORDS, OPT_BATCH, AT(merge), .count = AT(nmerge), .error = "needs databases",
     .help = "copy the rows of each DB into --db"},
    {OPTNAME_SANDBOX, "MODE", OPT_FLAG, OPT_BATCH, .flags = OPT_HELPONLY,
     .help = "every job's --sandbox: auto (default), bwrap, rlimits"},
    {"other flags", NULL, OPT_FLAG, OPT_BATCH, .flags = OPT_HELPONLY,
     .help = "handed to every job: --unwind, --level, --max-size,\n"
             "--engine, --prune, --stdin-bytes, --compare, -I, -D, ...\n"
             "(see amend repair --help; a check job gets those of check)"},
    {0},
};

static void (*print_usage)(FILE *);

/* The rows of repair and check a job gets (main.c's table). */
static const opt_def *job_options;

/* Returns -1 when parsing succeeded, else the exit code. */
static int parse(int argc, char **argv, bcli *c) {
  memset(c, 0, sizeof *c);
  c->db = "amend-batch.sqlite";
  c->timeout_s = 300;
  c->memory_mb = -1;   /* the default below; 0: no limit */
  c->merge = xcalloc((size_t)argc, sizeof *c->merge);
  c->pass = xcalloc((size_t)argc, sizeof *c->pass);
  c->check = xcalloc((size_t)argc, sizeof *c->check);
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    int flag = a[0] == '-' && a[1];
    const opt_def *own = flag ? opt_find(batch_options, a, OPT_BATCH) : NULL;
    const opt_def *job = flag && !own ? opt_find(job_options, a, OPT_REPAIR) : NULL;
    if (job && !(opt_commands(job_options, job->name) & (OPT_REPAIR | OPT_CHECK))) job = NULL;  /* feedback's own */
    char err[256];
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      print_usage(stdout);
      return EXIT_OK;
    } else if (own) {
      if (opt_parse(own, argc, argv, &i, c, err, sizeof err) < 0) return opt_complain(print_usage, "%s", err);
    } else if (job && (job->flags & OPT_NOBATCH)) {
      return opt_complain(print_usage, "%s is not an option of amend batch (each job's JSON goes to the database; tests and "
                       "references come from the manifest or the folders)", a);
    } else if (job) {
      /* handed to every job as given; a check job gets what check takes */
      int for_check = (opt_commands(job_options, job->name) & OPT_CHECK) != 0;
      int words = opt_takes_arg(job, a) ? 2 : 1;
      if (words == 2 && i + 1 >= argc) return opt_complain(print_usage, "%s needs an argument", a);
      for (int k = 0; k < words; k++, i++) {
        if (for_check) c->check[c->ncheck++] = argv[i];
        c->pass[c->npass++] = argv[i];
      }
      i--;
    } else if (flag) {
      return opt_complain(print_usage, "unknown option '%s'", a);
    } else if (!c->input) {
      c->input = a;
    } else {
      return opt_complain(print_usage, "one manifest or folder only ('%s' is a second)", a);
    }
  }
  if (c->report && (c->input || c->nmerge)) return opt_complain(print_usage, "--report takes a database and nothing else");
  if (c->per_job && (!c->report || strcmp(formats[c->format].name, "csv")))
    return opt_complain(print_usage, "--per-job needs --report DB --format csv");
  if (c->nmerge && c->input) return opt_complain(print_usage, "--merge takes databases, not a manifest");
  if (!c->report && !c->nmerge && !c->input) return opt_complain(print_usage, "no manifest or folder");
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
    if (c->command && is_dir) free(j->command), j->command = strdup(commands[c->command - 1].name);
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
  if (code == EXIT_OK && bstore_report(c->db, "text", 0, stdout, stderr) < 0) code = EXIT_INTERNAL;
  return code;
}

int batch_main(int argc, char **argv, const char *version, const opt_def *options, void (*usage)(FILE *)) {
  print_usage = usage;
  job_options = options;
  bcli c;
  int code = parse(argc, argv, &c);
  if (code < 0) {
    if (c.report) code = bstore_report(c.report, formats[c.format].name, c.per_job, stdout, stderr) < 0 ? EXIT_INPUT : EXIT_OK;
    else if (c.nmerge) code = bstore_merge(c.db, c.nmerge, c.merge, stderr) < 0 ? EXIT_INPUT : EXIT_OK;
    else code = run(&c, version);
  }
  free(c.merge);
  free(c.pass);
  free(c.check);
  return code;
}
