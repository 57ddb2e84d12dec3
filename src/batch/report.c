/* report.c - `amend batch --report` (the summary table as text, Markdown
 * or CSV; the HTML page is report_html.c's) and `--merge` (shards into one database), both in SQL over the
 * tables of store.c. */
#define _POSIX_C_SOURCE 200809L
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch/batch_internal.h"
#include "report/feedback.h"

/* The summary's columns: one per outcome (bres_classify's words). */
static const char *const heads[] = {"folder", "jobs", "repaired", "proven", "exhausted", "violated",
                                    "limit", "error", "time_s"};
enum { NCOLS = sizeof heads / sizeof *heads };

static const char summary_sql[] =
    "SELECT folder, count(*), sum(outcome='repaired'), sum(outcome='proven'), sum(outcome='exhausted'),"
    " sum(outcome='violated'), sum(outcome='limit'), sum(outcome='error'), printf('%.1f', sum(wall_s))"
    " FROM jobs GROUP BY folder"
    " UNION ALL SELECT 'total', count(*), sum(outcome='repaired'), sum(outcome='proven'),"
    " sum(outcome='exhausted'), sum(outcome='violated'), sum(outcome='limit'), sum(outcome='error'),"
    " printf('%.1f', sum(wall_s)) FROM jobs";

static void csv_cell(FILE *o, const char *s) {
  if (!strpbrk(s, ",\"\n\r")) {
    fputs(s, o);
    return;
  }
  fputc('"', o);
  for (; *s; s++) {
    if (*s == '"') fputc('"', o);
    fputc(*s, o);
  }
  fputc('"', o);
}

static void row(FILE *o, const char *format, char cells[][128], const int *width) {
  for (int c = 0; c < NCOLS; c++) {
    if (!strcmp(format, "csv")) {
      if (c) fputc(',', o);
      csv_cell(o, cells[c]);
    } else if (!strcmp(format, "md")) {
      fprintf(o, "| %s ", cells[c]);
    } else if (c == 0) {
      fprintf(o, "%-*s", width[c], cells[c]);
    } else {
      fprintf(o, "  %*s", width[c], cells[c]);
    }
  }
  fputs(!strcmp(format, "md") ? "|\n" : "\n", o);
}

/* Under the table (text and Markdown; the CSV stays one table): how many
 * jobs each limit ended, "stopped by: time 3, max_size 2", when any did.
 * A database older than schema 3 has no such column: nothing then. */
static void stopped_line(sqlite3 *db, const char *format, FILE *out) {
  sqlite3_stmt *st;
  if (sqlite3_prepare_v2(db, "SELECT stopped_by, count(*) FROM jobs WHERE stopped_by IS NOT NULL"
                             " GROUP BY stopped_by ORDER BY count(*) DESC, stopped_by", -1, &st, NULL) != SQLITE_OK)
    return;
  const char *sep = !strcmp(format, "md") ? "\nstopped by: " : "stopped by: ";
  int any = 0;
  while (sqlite3_step(st) == SQLITE_ROW) {
    fprintf(out, "%s%s %d", sep, (const char *)sqlite3_column_text(st, 0), sqlite3_column_int(st, 1));
    sep = ", ";
    any = 1;
  }
  if (any) fputc('\n', out);
  sqlite3_finalize(st);
}

/* --per-job: a row per job, with what its feedback says at level 3 (what
 * kind of change each place needs), for a spreadsheet; empty where the
 * job has no repair (its feedback_status says why). */
static int per_job(const char *path, FILE *out, FILE *err) {
  bview v;
  if (bstore_view(path, &v, err) < 0) return -1;
  fputs("id,folder,command,status,outcome,repairs,wall_s,feedback_status,level3\n", out);
  for (int i = 0; i < v.n; i++) {
    const bview_job *j = &v.v[i];
    int repair = j->command && !strcmp(j->command, "repair");
    fb *f = repair ? fb_from_json(j->repair_json, j->summary) : NULL;
    char *l3 = f ? fb_level_text(f, 3) : NULL, num[64];
    const char *cells[] = {j->id, j->folder, j->command, j->status, j->outcome};
    for (int c = 0; c < 5; c++) csv_cell(out, cells[c] ? cells[c] : ""), fputc(',', out);
    snprintf(num, sizeof num, "%d,%.1f,", j->repairs, j->wall_s);
    fputs(num, out);
    csv_cell(out, f ? fb_state_name(fb_state_of(f)) : "");
    fputc(',', out);
    if (l3 && *l3) l3[strlen(l3) - 1] = 0;   /* the last newline */
    csv_cell(out, l3 ? l3 : "");
    fputc('\n', out);
    free(l3);
    fb_free(f);
  }
  bview_free(&v);
  return ferror(out) ? -1 : 0;
}

int bstore_report(const char *path, const char *format, int by_job, FILE *out, FILE *err) {
  if (!strcmp(format, "html")) return bhtml_report(path, out, err);
  if (by_job) return per_job(path, out, err);
  sqlite3 *db = NULL;
  sqlite3_stmt *st = NULL;
  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
      sqlite3_prepare_v2(db, summary_sql, -1, &st, NULL) != SQLITE_OK) {
    fprintf(err, "%s: error: not a results database of amend batch: %s\n", path, db ? sqlite3_errmsg(db) : "");
    sqlite3_close(db);
    return -1;
  }
  /* rows first, to size the text columns */
  int n = 0, cap = 16, width[NCOLS];
  char (*cells)[NCOLS][128] = malloc(sizeof *cells * (size_t)cap);
  for (int c = 0; c < NCOLS; c++) width[c] = (int)strlen(heads[c]), snprintf(cells[0][c], 128, "%s", heads[c]);
  n = 1;
  int step;
  while ((step = sqlite3_step(st)) == SQLITE_ROW) {
    if (n == cap) cells = realloc(cells, sizeof *cells * (size_t)(cap *= 2));
    for (int c = 0; c < NCOLS; c++) {
      const unsigned char *v = sqlite3_column_text(st, c);
      snprintf(cells[n][c], 128, "%s", v ? (const char *)v : "0");
      int w = (int)strlen(cells[n][c]);
      if (w > width[c]) width[c] = w;
    }
    n++;
  }
  int rc = step == SQLITE_DONE ? 0 : -1;
  if (rc) fprintf(err, "%s: error: %s\n", path, sqlite3_errmsg(db));
  for (int i = 0; !rc && i < n; i++) {
    row(out, format, cells[i], width);
    if (i == 0 && !strcmp(format, "md")) {
      for (int c = 0; c < NCOLS; c++) fputs(c ? "|---:" : "|---", out);
      fputs("|\n", out);
    }
  }
  free(cells);
  sqlite3_finalize(st);
  if (!rc && strcmp(format, "csv")) stopped_line(db, format, out);
  sqlite3_close(db);
  return rc;
}

static long count(sqlite3 *db, const char *sql) {
  sqlite3_stmt *st;
  long v = -1;
  if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
    v = sqlite3_column_int64(st, 0);
  sqlite3_finalize(st);
  return v;
}

int bstore_merge(const char *out, int n, char **in, FILE *err) {
  bstore *dst = bstore_open(out, err);
  if (!dst) return -1;
  bstore_close(dst);   /* created with our schema; now plain SQL */
  sqlite3 *db = NULL;
  sqlite3_open_v2(out, &db, SQLITE_OPEN_READWRITE, NULL);
  sqlite3_busy_timeout(db, 10000);
  int rc = 0;
  for (int i = 0; i < n && rc == 0; i++) {
    /* each input must exist and be ours: opening it checks the schema */
    if (access(in[i], R_OK) != 0) {
      fprintf(err, "%s: error: no such database\n", in[i]);
      rc = -1;
      break;
    }
    bstore *src = bstore_open(in[i], err);
    if (!src) {
      rc = -1;
      break;
    }
    bstore_close(src);
    sqlite3_stmt *at;
    sqlite3_prepare_v2(db, "ATTACH ?1 AS src", -1, &at, NULL);
    sqlite3_bind_text(at, 1, in[i], -1, SQLITE_STATIC);
    int ok = sqlite3_step(at) == SQLITE_DONE;
    sqlite3_finalize(at);
    long dups = ok ? count(db, "SELECT count(*) FROM src.jobs WHERE id IN (SELECT id FROM main.jobs)") : -1;
    ok = ok && dups >= 0 &&
         sqlite3_exec(db,
                      "BEGIN IMMEDIATE;"
                      "INSERT INTO main.repairs SELECT * FROM src.repairs"
                      " WHERE job_id NOT IN (SELECT id FROM main.jobs);"
                      "INSERT OR IGNORE INTO main.jobs SELECT * FROM src.jobs;"
                      "COMMIT;",
                      NULL, NULL, NULL) == SQLITE_OK;
    if (!ok) {
      fprintf(err, "%s: error: cannot merge into %s: %s\n", in[i], out, sqlite3_errmsg(db));
      sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
      rc = -1;
    } else if (dups > 0) {
      fprintf(err, "amend: warning: %ld job(s) of %s were already in %s; the first row of each is kept\n", dups,
              in[i], out);
    }
    sqlite3_exec(db, "DETACH src", NULL, NULL, NULL);
  }
  sqlite3_close(db);
  return rc;
}
