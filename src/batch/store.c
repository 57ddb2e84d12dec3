/* store.c - the results database (SQLite): one row per finished job,
 * written in one transaction with its repairs, so that a batch killed at
 * any moment leaves only whole rows.  WAL journal, synchronous=FULL: a
 * committed row survives a crash of amend and of the machine. */
#define _POSIX_C_SOURCE 200809L
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch/batch_internal.h"
#include "util/arena.h"

/* Bump on any change of the tables below, with a step in migrate(); a
 * database of a later version is refused rather than guessed at. */
#define SCHEMA_VERSION 3
#define APPLICATION_ID 0x616d6e64   /* "amnd": tells our files from others */

static const char schema[] =
    "CREATE TABLE IF NOT EXISTS jobs("
    " id TEXT PRIMARY KEY, folder TEXT NOT NULL, command TEXT NOT NULL,"
    " files TEXT NOT NULL, argv TEXT NOT NULL,"           /* JSON arrays */
    " status TEXT NOT NULL, outcome TEXT NOT NULL,"
    " exit_code INTEGER, signal INTEGER, repairs INTEGER NOT NULL,"
    " amend_version TEXT NOT NULL, flags TEXT NOT NULL,"
    " timeout_s INTEGER, memory_mb INTEGER,"
    /* timing and raw output: they differ from run to run */
    " started_at REAL NOT NULL, wall_s REAL NOT NULL, cpu_s REAL NOT NULL,"
    " maxrss_kb INTEGER NOT NULL, host TEXT, summary TEXT, stdout TEXT, stderr TEXT,"
    /* version 2: how the job ran the user's program ("bwrap", "rlimits";
     * NULL when it ran none), last so that ALTER TABLE gives the same order */
    " sandbox TEXT,"
    /* version 3: the limit that ended the job (bresult.stopped_by) */
    " stopped_by TEXT);"
    "CREATE TABLE IF NOT EXISTS repairs("
    " job_id TEXT NOT NULL REFERENCES jobs(id), idx INTEGER NOT NULL,"
    " size INTEGER NOT NULL, engine TEXT, diff TEXT, json TEXT NOT NULL,"
    " PRIMARY KEY(job_id, idx));";

struct bstore {
  sqlite3 *db;
  sqlite3_stmt *has, *job, *rep;
  const char *path;
  char host[256];
};

static int fail(sqlite3 *db, const char *path, const char *what, FILE *err) {
  fprintf(err, "%s: error: %s: %s\n", path, what, db ? sqlite3_errmsg(db) : "cannot open");
  return -1;
}

static long pragma_int(sqlite3 *db, const char *sql) {
  sqlite3_stmt *st;
  long v = -1;
  if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
    v = sqlite3_column_int64(st, 0);
  sqlite3_finalize(st);
  return v;
}

/* Brings a database of an earlier version of our schema to this one, in
 * one transaction: 0, or -1. */
static int migrate(sqlite3 *db, long version) {
  char sql[256];
  snprintf(sql, sizeof sql, "BEGIN IMMEDIATE; %s%s PRAGMA user_version=%d; COMMIT;",
           version < 2 ? "ALTER TABLE jobs ADD COLUMN sandbox TEXT;" : "",
           version < 3 ? "ALTER TABLE jobs ADD COLUMN stopped_by TEXT;" : "", SCHEMA_VERSION);
  if (sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK) return 0;
  sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
  return -1;
}

/* Opens (creating when new) a database of our schema, migrating one of an
 * earlier version; NULL after a message. */
static sqlite3 *open_db(const char *path, FILE *err) {
  sqlite3 *db = NULL;
  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
    fail(db, path, "cannot open the database", err);
    sqlite3_close(db);
    return NULL;
  }
  sqlite3_busy_timeout(db, 10000);
  long version = pragma_int(db, "PRAGMA user_version");
  long tables = pragma_int(db, "SELECT count(*) FROM sqlite_schema");
  if (version < 0 || tables < 0) {
    fail(db, path, "not an SQLite database", err);
  } else if (version == 0 && tables == 0) {
    char sql[sizeof schema + 128];
    snprintf(sql, sizeof sql, "PRAGMA journal_mode=WAL; %s PRAGMA user_version=%d; PRAGMA application_id=%d;",
             schema, SCHEMA_VERSION, APPLICATION_ID);
    if (sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK) return db;
    fail(db, path, "cannot create the tables", err);
  } else if (version < 1 || version > SCHEMA_VERSION || pragma_int(db, "PRAGMA application_id") != APPLICATION_ID) {
    fprintf(err, "%s: error: not a results database of amend batch (schema %d)\n", path, SCHEMA_VERSION);
  } else if (version < SCHEMA_VERSION && migrate(db, version) != 0) {
    fail(db, path, "cannot bring the tables to this version", err);
  } else if (sqlite3_exec(db, "PRAGMA journal_mode=WAL", NULL, NULL, NULL) == SQLITE_OK) {
    return db;
  } else {
    fail(db, path, "cannot use a write-ahead log", err);
  }
  sqlite3_close(db);
  return NULL;
}

bstore *bstore_open(const char *path, FILE *err) {
  sqlite3 *db = open_db(path, err);
  if (!db) return NULL;
  bstore *s = calloc(1, sizeof *s);
  s->db = db;
  s->path = path;
  if (gethostname(s->host, sizeof s->host - 1) != 0) strcpy(s->host, "?");
  if (sqlite3_exec(db, "PRAGMA synchronous=FULL", NULL, NULL, NULL) != SQLITE_OK ||
      sqlite3_prepare_v2(db, "SELECT 1 FROM jobs WHERE id = ?1", -1, &s->has, NULL) != SQLITE_OK ||
      sqlite3_prepare_v2(db,
                         "INSERT INTO jobs VALUES(?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,?16,?17,?18,"
                         "?19,?20,?21,?22,?23,?24)",
                         -1, &s->job, NULL) != SQLITE_OK ||
      sqlite3_prepare_v2(db, "INSERT INTO repairs VALUES(?1,?2,?3,?4,?5,?6)", -1, &s->rep, NULL) != SQLITE_OK) {
    fail(db, path, "cannot prepare", err);
    bstore_close(s);
    return NULL;
  }
  return s;
}

void bstore_close(bstore *s) {
  if (!s) return;
  sqlite3_finalize(s->has);
  sqlite3_finalize(s->job);
  sqlite3_finalize(s->rep);
  sqlite3_close(s->db);
  free(s);
}

long bstore_rows(bstore *s) { return pragma_int(s->db, "SELECT count(*) FROM jobs"); }

int bstore_has(bstore *s, const char *id) {
  sqlite3_reset(s->has);
  sqlite3_bind_text(s->has, 1, id, -1, SQLITE_TRANSIENT);
  int found = sqlite3_step(s->has) == SQLITE_ROW;
  sqlite3_reset(s->has);
  return found;
}

static void text_or_null(sqlite3_stmt *st, int i, const char *s, size_t n) {
  if (s) sqlite3_bind_text(st, i, s, (int)n, SQLITE_TRANSIENT);
  else sqlite3_bind_null(st, i);
}

#define TEXT(st, i, s) text_or_null(st, i, s, (size_t)-1)

int bstore_put(bstore *s, const bresult *r, const char *version, const char *flags_json, FILE *err) {
  const bjob *j = r->job;
  char *files = bjson_strings(j->nfiles, j->files);
  sqlite3_stmt *st = s->job;
  sqlite3_reset(st);
  sqlite3_clear_bindings(st);
  TEXT(st, 1, j->id), TEXT(st, 2, j->folder), TEXT(st, 3, j->command), TEXT(st, 4, files);
  TEXT(st, 5, r->argv_json), TEXT(st, 6, r->status), TEXT(st, 7, r->outcome);
  if (r->exit_code >= 0) sqlite3_bind_int(st, 8, r->exit_code);
  if (r->signal) sqlite3_bind_int(st, 9, r->signal);
  sqlite3_bind_int(st, 10, r->nrepairs);
  TEXT(st, 11, version), TEXT(st, 12, flags_json);
  sqlite3_bind_int(st, 13, r->timeout_s);
  if (r->memory_limit > 0) sqlite3_bind_int(st, 14, r->memory_limit);
  sqlite3_bind_double(st, 15, r->started);
  sqlite3_bind_double(st, 16, r->wall_s);
  sqlite3_bind_double(st, 17, r->cpu_s);
  sqlite3_bind_int64(st, 18, r->maxrss_kb);
  TEXT(st, 19, s->host), TEXT(st, 20, r->summary);
  text_or_null(st, 21, r->out ? r->out : "", r->nout);
  text_or_null(st, 22, r->err ? r->err : "", r->nerr);
  TEXT(st, 23, r->sandbox);
  TEXT(st, 24, r->stopped_by);
  int ok = sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) == SQLITE_OK && sqlite3_step(st) == SQLITE_DONE;
  for (int i = 0; ok && i < r->nrepairs; i++) {
    const brepair *b = &r->repairs[i];
    sqlite3_reset(s->rep);
    TEXT(s->rep, 1, j->id);
    sqlite3_bind_int(s->rep, 2, i + 1);
    sqlite3_bind_int(s->rep, 3, b->size);
    TEXT(s->rep, 4, b->engine), TEXT(s->rep, 5, b->diff), TEXT(s->rep, 6, b->json);
    ok = sqlite3_step(s->rep) == SQLITE_DONE;
  }
  ok = ok && sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) == SQLITE_OK;
  free(files);
  if (ok) return 0;
  fail(s->db, s->path, "cannot write a result", err);
  sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
  return -1;
}

/* ---- reading back: --report html, --report --per-job ---- */

/* %s: the stopped_by column, NULL in a database older than version 3
 * (opened read-only, so not migrated) */
static const char view_sql[] =
    "SELECT j.id, j.folder, j.command, j.status, j.outcome, j.summary, j.stderr, r.diff, r.engine,"
    " j.repairs, r.size, j.exit_code, j.signal, j.timeout_s, j.memory_mb, j.started_at, j.wall_s, j.cpu_s,"
    " %s, r.json FROM jobs j LEFT JOIN repairs r ON r.job_id = j.id AND r.idx = 1 ORDER BY j.folder, j.id";

static char *col_text(sqlite3_stmt *st, int i) {
  const unsigned char *v = sqlite3_column_text(st, i);
  return v ? strdup((const char *)v) : NULL;
}

int bstore_view(const char *path, bview *out, FILE *err) {
  memset(out, 0, sizeof *out);
  sqlite3 *db = NULL;
  sqlite3_stmt *st = NULL;
  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
    fail(db, path, "cannot open the database", err);
    sqlite3_close(db);
    return -1;
  }
  sqlite3_busy_timeout(db, 10000);
  long version = pragma_int(db, "PRAGMA user_version");
  char sql[sizeof view_sql + 16];
  snprintf(sql, sizeof sql, view_sql, version >= 3 ? "j.stopped_by" : "NULL");
  if (version < 1 || version > SCHEMA_VERSION || pragma_int(db, "PRAGMA application_id") != APPLICATION_ID ||
      sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
    fprintf(err, "%s: error: not a results database of amend batch (schema %d)\n", path, SCHEMA_VERSION);
    sqlite3_close(db);
    return -1;
  }
  int cap = 0, step;
  while ((step = sqlite3_step(st)) == SQLITE_ROW) {
    if (out->n == cap) out->v = xrealloc(out->v, sizeof *out->v * (size_t)(cap = cap ? 2 * cap : 64));
    bview_job *j = &out->v[out->n++];
    j->id = col_text(st, 0), j->folder = col_text(st, 1), j->command = col_text(st, 2);
    j->status = col_text(st, 3), j->outcome = col_text(st, 4), j->summary = col_text(st, 5);
    j->err = col_text(st, 6), j->diff = col_text(st, 7), j->engine = col_text(st, 8);
    j->repairs = sqlite3_column_int(st, 9), j->size = sqlite3_column_int(st, 10);
    j->exit_code = sqlite3_column_type(st, 11) == SQLITE_NULL ? -1 : sqlite3_column_int(st, 11);
    j->signal = sqlite3_column_int(st, 12);
    j->timeout_s = sqlite3_column_int(st, 13), j->memory_mb = sqlite3_column_int(st, 14);
    j->started = sqlite3_column_double(st, 15), j->wall_s = sqlite3_column_double(st, 16);
    j->cpu_s = sqlite3_column_double(st, 17);
    j->stopped_by = col_text(st, 18);
    j->repair_json = col_text(st, 19);
  }
  int rc = step == SQLITE_DONE ? 0 : -1;
  sqlite3_finalize(st);
  if (!rc && sqlite3_prepare_v2(db, "SELECT group_concat(v, ', ') FROM (SELECT DISTINCT amend_version AS v"
                                    " FROM jobs ORDER BY v)", -1, &st, NULL) == SQLITE_OK) {
    if (sqlite3_step(st) == SQLITE_ROW) out->versions = col_text(st, 0);
    sqlite3_finalize(st);
  }
  if (rc) fail(db, path, "cannot read the jobs", err);
  sqlite3_close(db);
  if (rc) bview_free(out);
  return rc;
}

void bview_free(bview *v) {
  for (int i = 0; i < v->n; i++) {
    bview_job *j = &v->v[i];
    free(j->id), free(j->folder), free(j->command), free(j->status), free(j->outcome);
    free(j->summary), free(j->err), free(j->diff), free(j->engine), free(j->stopped_by), free(j->repair_json);
  }
  free(v->v);
  free(v->versions);
  memset(v, 0, sizeof *v);
}
