/* batch_internal.h - what the files of src/batch share: the job list
 * (jobs.c), one job's result and its reading (outcome.c), the results
 * database (store.c) and the process pool (pool.c). */
#ifndef AMEND_BATCH_INTERNAL_H
#define AMEND_BATCH_INTERNAL_H

#include <stddef.h>
#include <stdio.h>

/* One `amend repair|check` of one program.  Paths are as written (in the
 * manifest, or relative to the batch folder) and the child runs in `cwd`,
 * so the same job gives the same row on any machine. */
typedef struct bjob {
  char *id;
  char *folder;        /* the group of the summary table */
  char *command;       /* "repair" or "check" */
  int nfiles;
  char **files;
  char *reference, *entry, *tests;   /* NULL when absent */
  int nargs;
  char **args;         /* the job's own flags */
  int timeout_s, memory_mb;          /* the job's own limits; 0: the batch's */
  const char *cwd;
} bjob;

typedef struct bjobs {
  int n, cap;
  bjob *v;
  char *cwd;           /* owned: the folder jobs run in */
} bjobs;

/* JSON Lines manifest or directory layout; 0, or -1 after printing
 * `file:line:col: error: ...` to err.  `entry` is the batch's --entry
 * (a directory layout's shared reference.c needs one). */
int bjobs_manifest(const char *path, const char *entry, bjobs *out, FILE *err);
int bjobs_dir(const char *dir, const char *entry, bjobs *out, FILE *err);
void bjobs_free(bjobs *js);

/* A finished job as the pool saw it; outcome.c fills the verdict. */
typedef struct brepair {
  int size;
  char *engine, *diff, *json;
} brepair;

typedef struct bresult {
  const bjob *job;
  char *argv_json;     /* the child's arguments after the program name */
  int exit_code;       /* -1 when a signal ended it */
  int signal;
  int killed;          /* the pool's backstop killed it past its time */
  int memory_limit;    /* MB, 0 none */
  int timeout_s;
  const char *status;  /* repaired correct exhausted limit timeout memory verified
                          violated input_error internal_error crashed */
  const char *outcome; /* repaired proven exhausted violated limit error */
  int nrepairs;
  brepair *repairs;
  char *summary;       /* the final JSON object, verbatim, or NULL */
  char *sandbox;       /* its "sandbox": "bwrap", "rlimits", or NULL */
  char *stopped_by;    /* the limit that ended it: its summary's
                          "stopped_by", or the backstop's ("time" past
                          its timeout, "memory" out of address space);
                          NULL when none did */
  double started;      /* Unix time */
  double wall_s, cpu_s;
  long maxrss_kb;
  char *out, *err;     /* stdout whole, stderr's last BATCH_ERR_KEEP bytes */
  size_t nout, nerr;
} bresult;

#define BATCH_ERR_KEEP 16384

void bres_classify(bresult *r);
void bres_free(bresult *r);

/* The database.  Rows are written only for finished jobs, one transaction
 * each, so any row means "done". */
typedef struct bstore bstore;
bstore *bstore_open(const char *path, FILE *err);
void bstore_close(bstore *s);
long bstore_rows(bstore *s);
int bstore_has(bstore *s, const char *id);
int bstore_put(bstore *s, const bresult *r, const char *version, const char *flags_json, FILE *err);
/* --report: format "text", "md", "csv" or "html"; per_job (csv only): a
 * row per job with its feedback's level 3 instead of the summary */
int bstore_report(const char *path, const char *format, int per_job, FILE *out, FILE *err);

/* A database read back whole, for --report html and --per-job: every job
 * with its first repair, ordered by folder and id (the summary table's order).  Strings
 * are owned, NULL where the column is; numbers are 0 (exit_code -1) when
 * NULL. */
typedef struct bview_job {
  char *id, *folder, *command, *status, *outcome;
  char *summary;       /* the final JSON object */
  char *err;           /* stderr's tail */
  char *diff, *engine; /* the first repair's */
  char *stopped_by;    /* the limit that ended the job, or NULL */
  char *repair_json;   /* its JSON line (what feedback is worded from) */
  int repairs, size;   /* size: the first repair's */
  int exit_code, signal, timeout_s, memory_mb;
  double started, wall_s, cpu_s;
} bview_job;

typedef struct bview {
  int n;
  bview_job *v;
  char *versions;      /* the amend versions that wrote the rows, ", " between */
} bview;

/* Opens `path` read-only (it must be a results database of ours, of any
 * version up to this one) and reads it into *out: 0, or -1 after a message. */
int bstore_view(const char *path, bview *out, FILE *err);
void bview_free(bview *v);
/* --report html (report_html.c): one self-contained page of the database
 * at `path`; 0, or -1 after a message. */
int bhtml_report(const char *path, FILE *out, FILE *err);
/* SHA-256 of data[0..n), base64 (44 characters and a NUL): the page's
 * Content-Security-Policy names its one script by this hash. */
void bsha256_base64(const void *data, size_t n, char out[45]);
/* --merge: every row of the inputs into `out` */
int bstore_merge(const char *out, int n, char **in, FILE *err);

/* The pool. */
typedef struct bpool_opts {
  const char *exe;     /* amend itself */
  int jobs;            /* -j */
  int timeout_s;       /* passed down as --timeout; backstop + grace */
  int memory_mb;       /* --memory of every child, 0 none */
  int npass;
  char **pass;         /* flags for every repair job */
  int ncheck;
  char **check;        /* the same less repair's own, for check jobs */
  const char *version;
  const char *flags_json;
} bpool_opts;

/* Runs the jobs todo[0..n) and writes a row for each; returns 0, 70 when
 * the database refused a row, EXIT_INTERRUPTED on SIGINT/SIGTERM. */
int bpool_run(const bpool_opts *o, const bjobs *js, const int *todo, int n, bstore *db, FILE *err);

/* A JSON array of strings, newly allocated. */
char *bjson_strings(int n, char *const *v);

#endif
