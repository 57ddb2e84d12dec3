/* test_batch.c - what amend batch makes of a child's output and exit
 * (outcome.c), the manifest reader (jobs.c), one row's round trip
 * through the database (store.c), a database of schema 1 brought to
 * schema 3, and the HTML page of --report (report_html.c, sha256.c) of
 * rows with hostile text, without running any child. */
#define _GNU_SOURCE
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch/batch_internal.h"
#include "check.h"

static bjob job = {.id = "g/x", .folder = "g", .command = "repair"};

static char last_by[32];  /* the stopped_by of classify's last job, "-" for none */

/* classify OUT (stdout) and ERR with this exit code; returns "status/outcome" */
static const char *classify(const char *out, const char *err, int code, int memory, int killed, int *nrep) {
  static char buf[64];
  bresult r = {0};
  r.job = &job;
  r.out = strdup(out), r.nout = strlen(out);
  r.err = strdup(err), r.nerr = strlen(err);
  r.exit_code = code < 0 ? -1 : code;
  r.signal = code < 0 ? -code : 0;
  r.memory_limit = memory;
  r.killed = killed;
  bres_classify(&r);
  snprintf(buf, sizeof buf, "%s/%s", r.status, r.outcome);
  snprintf(last_by, sizeof last_by, "%s", r.stopped_by ? r.stopped_by : "-");
  if (nrep) *nrep = r.nrepairs;
  bres_free(&r);
  return buf;
}

#define REPAIR "{\"type\":\"repair\",\"size\":1,\"engine\":\"mutation\",\"diff\":\"--- a/x.c\\n+++ b/x.c\\n\"}\n"
#define SUMMARY(st) "{\"type\":\"summary\",\"status\":\"" st "\",\"repairs\":0}\n"

static void test_classify(void) {
  int n = 0;
  CHECK_STR(classify(REPAIR REPAIR SUMMARY("exhausted"), "", 0, 0, 0, &n), "repaired/repaired");
  CHECK_EQ_INT(n, 2);
  /* a repair printed before the deadline stands */
  CHECK_STR(classify(REPAIR SUMMARY("timeout"), "", 0, 0, 0, NULL), "repaired/repaired");
  CHECK_STR(classify(SUMMARY("correct"), "", 0, 0, 0, NULL), "correct/proven");
  CHECK_STR(classify(SUMMARY("exhausted"), "", 10, 0, 0, NULL), "exhausted/exhausted");
  CHECK_STR(classify(SUMMARY("timeout"), "", 5, 0, 0, NULL), "timeout/limit");
  CHECK_STR(classify(SUMMARY("limit"), "", 5, 0, 0, NULL), "limit/limit");
  CHECK_STR(classify("{\"type\":\"result\",\"status\":\"violated\"}\n", "", 10, 0, 0, NULL), "violated/violated");
  CHECK_STR(classify("{\"type\":\"result\",\"status\":\"verified\"}\n", "", 0, 0, 0, NULL), "verified/proven");
  CHECK_STR(classify("", "x.c:3:5: error: expected ';'\n", 6, 0, 0, NULL), "input_error/error");
  CHECK_STR(classify("", "amend: internal error: Z3: out of memory\n", 70, 300, 0, NULL), "memory/limit");
  CHECK_STR(last_by, "memory");
  /* without a memory limit, running out is amend's own failure */
  CHECK_STR(classify("", "amend: internal error: Z3: out of memory\n", 70, 0, 0, NULL), "internal_error/error");
  CHECK_STR(classify("{\"type\":\"rep", "", -11, 300, 0, NULL), "crashed/error");
  CHECK_STR(classify("", "", -9, 0, 1, NULL), "timeout/limit");
  CHECK_STR(last_by, "time");
  /* the child's own word on what stopped it */
  CHECK_STR(classify("{\"type\":\"summary\",\"status\":\"timeout\",\"repairs\":0,\"stopped_by\":\"time\"}\n", "", 5,
                     0, 0, NULL), "timeout/limit");
  CHECK_STR(last_by, "time");
  CHECK_STR(classify(SUMMARY("correct"), "", 0, 0, 0, NULL), "correct/proven");
  CHECK_STR(last_by, "-");
  /* a summary that contradicts the exit code is not believed */
  CHECK_STR(classify(SUMMARY("correct"), "", 10, 0, 0, NULL), "internal_error/error");
  CHECK_STR(classify("garbage\n", "", 0, 0, 0, NULL), "crashed/error");
}

static int write_file(const char *path, const char *text) {
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  fputs(text, f);
  return fclose(f);
}

static void test_manifest(const char *dir) {
  char path[512], errtext[512];
  snprintf(path, sizeof path, "%s/m.jsonl", dir);
  write_file(path, "{\"id\":\"a/b\",\"files\":[\"p.c\"],\"args\":[\"--unwind\",\"3\"],\"timeout\":7}\n\n"
                   "{\"id\":\"c\",\"files\":[\"q.c\",\"r.c\"],\"command\":\"check\",\"memory\":100}\n");
  bjobs js;
  CHECK_EQ_INT(bjobs_manifest(path, NULL, &js, stderr), 0);
  CHECK_EQ_INT(js.n, 2);
  if (js.n == 2) {
    CHECK_STR(js.v[0].folder, "a");
    CHECK_STR(js.v[0].command, "repair");
    CHECK_EQ_INT(js.v[0].nargs, 2);
    CHECK_EQ_INT(js.v[0].timeout_s, 7);
    CHECK_STR(js.v[1].folder, ".");
    CHECK_EQ_INT(js.v[1].nfiles, 2);
    CHECK_EQ_INT(js.v[1].memory_mb, 100);
  }
  bjobs_free(&js);
  static const struct { const char *text, *error; } bad[] = {
      {"{\"id\":\"a\",\"files\":[\"p.c\"]}\n{\"id\":\"a\",\"files\":[\"q.c\"]}\n", ":2:1: error: duplicate id \"a\""},
      {"{\"id\":\"a\",\"files\":[]}\n", ":1:1: error: \"files\" must list at least one file"},
      {"{\"id\":\"a\",\"file\":[\"p.c\"]}\n", ":1:1: error: unknown field \"file\""},
      {"{\"id\":\"a\",\"files\":[\"p.c\"],\"memory\":10}\n", ":1:1: error: field must be a number of megabytes"},
      {"[1,2]\n", ":1:1: error: a manifest line must be a JSON object"},
      {"\n", ":1:1: error: the manifest lists no job"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    write_file(path, bad[i].text);
    FILE *err = fmemopen(errtext, sizeof errtext, "w");
    CHECK_EQ_INT(bjobs_manifest(path, NULL, &js, err), -1);
    fclose(err);
    CHECK(strstr(errtext, bad[i].error) != NULL);
    if (!strstr(errtext, bad[i].error)) fprintf(stderr, "  got: %s", errtext);
    bjobs_free(&js);
  }
  /* a "reference" without "entry" is the whole-program reference */
  write_file(path, "{\"id\":\"a\",\"files\":[\"p.c\"],\"reference\":\"r.c\"}\n");
  CHECK_EQ_INT(bjobs_manifest(path, NULL, &js, stderr), 0);
  CHECK_EQ_INT(js.n, 1);
  if (js.n == 1) {
    CHECK_STR(js.v[0].reference, "r.c");
    CHECK(js.v[0].entry == NULL);
  }
  bjobs_free(&js);
}

static void test_store(const char *dir) {
  char path[512];
  snprintf(path, sizeof path, "%s/r.sqlite", dir);
  char *files[] = {"x.c"};
  bjob j = {.id = "g/x", .folder = "g", .command = "repair", .nfiles = 1, .files = files};
  bresult r = {0};
  r.job = &j;
  const char *out = REPAIR SUMMARY("exhausted");
  r.out = strdup(out), r.nout = strlen(out);
  r.argv_json = strdup("[\"repair\",\"x.c\"]");
  bres_classify(&r);
  bstore *s = bstore_open(path, stderr);
  CHECK(s != NULL);
  if (!s) return;
  CHECK_EQ_INT(bstore_rows(s), 0);
  CHECK_EQ_INT(bstore_put(s, &r, "amend test", "[]", stderr), 0);
  CHECK_EQ_INT(bstore_rows(s), 1);
  CHECK(bstore_has(s, "g/x"));
  CHECK(!bstore_has(s, "g/y"));
  /* the id is the key: a second row for it is refused, the first stays */
  CHECK_EQ_INT(bstore_put(s, &r, "amend test", "[]", fopen("/dev/null", "w")), -1);
  CHECK_EQ_INT(bstore_rows(s), 1);
  bstore_close(s);
  bres_free(&r);
  char text[1024] = "";
  FILE *o = fmemopen(text, sizeof text, "w");
  CHECK_EQ_INT(bstore_report(path, "csv", 0, o, stderr), 0);
  fclose(o);
  CHECK(strstr(text, "folder,jobs,repaired,proven,exhausted,violated,limit,error,time_s\n") == text);
  CHECK(strstr(text, "\ng,1,1,0,0,0,0,0,") != NULL);
  CHECK(strstr(text, "\ntotal,1,1,0,0,0,0,0,") != NULL);
  /* --per-job: a row per job, its feedback's level 3 last */
  o = fmemopen(text, sizeof text, "w");
  CHECK_EQ_INT(bstore_report(path, "csv", 1, o, stderr), 0);
  fclose(o);
  CHECK(strstr(text, "id,folder,command,status,outcome,repairs,wall_s,feedback_status,level3\n") == text);
  CHECK(strstr(text, "\ng/x,g,repair,repaired,repaired,1,") != NULL);
}

static long sql_int(const char *path, const char *sql) {
  sqlite3 *db = NULL;
  sqlite3_stmt *st = NULL;
  long v = -1;
  if (sqlite3_open(path, &db) == SQLITE_OK && sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK &&
      sqlite3_step(st) == SQLITE_ROW)
    v = sqlite3_column_int64(st, 0);
  sqlite3_finalize(st);
  sqlite3_close(db);
  return v;
}

/* A database written by a batch of schema 1 (no sandbox column) is
 * migrated when opened, keeps its row, and takes rows with a sandbox. */
static void test_migrate(const char *dir) {
  char path[512];
  snprintf(path, sizeof path, "%s/v1.sqlite", dir);
  sqlite3 *db = NULL;
  CHECK_EQ_INT(sqlite3_open(path, &db), SQLITE_OK);
  CHECK_EQ_INT(sqlite3_exec(db,
                            "PRAGMA journal_mode=WAL;"
                            "CREATE TABLE jobs(id TEXT PRIMARY KEY, folder TEXT NOT NULL, command TEXT NOT NULL,"
                            " files TEXT NOT NULL, argv TEXT NOT NULL, status TEXT NOT NULL, outcome TEXT NOT NULL,"
                            " exit_code INTEGER, signal INTEGER, repairs INTEGER NOT NULL,"
                            " amend_version TEXT NOT NULL, flags TEXT NOT NULL, timeout_s INTEGER, memory_mb INTEGER,"
                            " started_at REAL NOT NULL, wall_s REAL NOT NULL, cpu_s REAL NOT NULL,"
                            " maxrss_kb INTEGER NOT NULL, host TEXT, summary TEXT, stdout TEXT, stderr TEXT);"
                            "CREATE TABLE repairs(job_id TEXT NOT NULL REFERENCES jobs(id), idx INTEGER NOT NULL,"
                            " size INTEGER NOT NULL, engine TEXT, diff TEXT, json TEXT NOT NULL,"
                            " PRIMARY KEY(job_id, idx));"
                            "INSERT INTO jobs VALUES('old','.','repair','[]','[]','correct','proven',0,NULL,0,"
                            "'amend 0.1','[]',300,NULL,0,1,1,1000,'h',NULL,'','');"
                            "PRAGMA user_version=1; PRAGMA application_id=1634561636;",
                            NULL, NULL, NULL),
               SQLITE_OK);
  sqlite3_close(db);
  bstore *s = bstore_open(path, stderr);
  CHECK(s != NULL);
  if (!s) return;
  CHECK_EQ_INT(bstore_rows(s), 1);
  char *files[] = {"x.c"};
  bjob j = {.id = "new", .folder = ".", .command = "repair", .nfiles = 1, .files = files};
  bresult r = {0};
  r.job = &j;
  const char *out = "{\"type\":\"summary\",\"status\":\"limit\",\"repairs\":0,\"sandbox\":\"bwrap\","
                    "\"stopped_by\":\"max_size\"}\n";
  r.out = strdup(out), r.nout = strlen(out);
  r.argv_json = strdup("[]");
  bres_classify(&r);
  r.exit_code = 5;
  CHECK_STR(r.sandbox ? r.sandbox : "", "bwrap");
  CHECK_STR(r.stopped_by ? r.stopped_by : "", "max_size");
  CHECK_EQ_INT(bstore_put(s, &r, "amend test", "[]", stderr), 0);
  bstore_close(s);
  bres_free(&r);
  CHECK_EQ_INT(sql_int(path, "PRAGMA user_version"), 3);
  CHECK_EQ_INT(sql_int(path, "SELECT count(*) FROM jobs WHERE id = 'old' AND sandbox IS NULL AND stopped_by IS NULL"), 1);
  CHECK_EQ_INT(sql_int(path, "SELECT count(*) FROM jobs WHERE id = 'new' AND sandbox = 'bwrap'"), 1);
  CHECK_EQ_INT(sql_int(path, "SELECT count(*) FROM jobs WHERE id = 'new' AND stopped_by = 'max_size'"), 1);
  /* a later schema is refused */
  CHECK_EQ_INT(sql_int(path, "PRAGMA user_version=4"), -1);
  s = bstore_open(path, fopen("/dev/null", "w"));
  CHECK(s == NULL);
  bstore_close(s);
}

/* FIPS 180-4's examples and the lengths around a block's end. */
static void test_sha256(void) {
  static const struct {
    size_t n;
    char c;
    const char *text, *b64;
  } v[] = {{0, 0, "", "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="},
           {0, 0, "abc", "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="},
           {0, 0, "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE="},
           {55, 'a', NULL, "n0OQ+NMMLdkuyfCVtl4rmumwqSWlJY4kHJ8ekQ9zQxg="},
           {63, 'a', NULL, "fT50oF19sVvOStnsBljqmOPwbu7PFrTG//LaRX3cLzQ="},
           {64, 'a', NULL, "/+BU/nrgy23GXDr5th1SCfQ5hR20PQulmXM33xVGaOs="},
           {1000, 'a', NULL, "Qe3s5C1j6Nm/UVqbppMuHCDLyfWl0TRkWttdsblzfqM="}};
  char buf[1000], out[45];
  for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
    const char *text = v[i].text;
    size_t n = text ? strlen(text) : v[i].n;
    if (!text) memset(buf, v[i].c, n), text = buf;
    bsha256_base64(text, n, out);
    CHECK_STR(out, v[i].b64);
  }
}

static int count(const char *hay, const char *needle) {
  int n = 0;
  for (const char *p = hay; (p = strstr(p, needle)); p++) n++;
  return n;
}

/* Two jobs whose id, folder, diff and stderr are HTML: the view reads
 * them back, and the page shows them as text, its one script allowed by
 * the hash in its Content-Security-Policy. */
static void test_html(const char *dir) {
  char path[512];
  snprintf(path, sizeof path, "%s/h.sqlite", dir);
  bstore *s = bstore_open(path, stderr);
  CHECK(s != NULL);
  if (!s) return;
  char *files[] = {"x.c"};
  const char *outs[] = {
      "{\"type\":\"repair\",\"size\":2,\"engine\":\"mutation\",\"diff\":\"--- a/x.c\\n+++ b/x.c\\n"
      "@@ -1,3 +1,3 @@\\n int f(int x) { /* <script>alert(1)</script> */\\n---x;\\n+x = \\\"<b>&amp;\\\";\\n"
      " return x;\\n--- a/y.c\\n\"}\n" SUMMARY("exhausted"),
      "{\"type\":\"summary\",\"status\":\"exhausted\",\"repairs\":0,\"candidates\":12}\n"};
  const char *ids[] = {"g/<img src=x onerror=alert(1)>", "g/\"q'&"};
  for (int i = 0; i < 2; i++) {
    bjob j = {.id = (char *)ids[i], .folder = "<g>", .command = "repair", .nfiles = 1, .files = files};
    bresult r = {0};
    r.job = &j;
    r.out = strdup(outs[i]), r.nout = strlen(outs[i]);
    r.err = strdup("x.c:1:1: error: <oops>\n"), r.nerr = strlen(r.err);
    r.argv_json = strdup("[]");
    r.exit_code = i ? 10 : 0;
    r.wall_s = 1.5 + i;
    bres_classify(&r);
    CHECK_EQ_INT(bstore_put(s, &r, "amend test", "[]", stderr), 0);
    bres_free(&r);
  }
  bstore_close(s);
  bview v;
  CHECK_EQ_INT(bstore_view(path, &v, stderr), 0);
  CHECK_EQ_INT(v.n, 2);
  if (v.n == 2) {
    /* folder, then id: '"' sorts before '<' */
    CHECK_STR(v.v[0].id, ids[1]);
    CHECK_STR(v.v[0].status, "exhausted");
    CHECK(v.v[0].diff == NULL);
    CHECK_EQ_INT(v.v[0].exit_code, 10);
    CHECK_STR(v.v[1].status, "repaired");
    CHECK_EQ_INT(v.v[1].repairs, 1);
    CHECK_EQ_INT(v.v[1].size, 2);
    CHECK(v.v[1].diff && strstr(v.v[1].diff, "<script>") != NULL);
    CHECK_STR(v.versions, "amend test");
  }
  bview_free(&v);
  char *page = NULL;
  size_t len = 0;
  FILE *o = open_memstream(&page, &len);
  CHECK_EQ_INT(bstore_report(path, "html", 0, o, stderr), 0);
  fclose(o);
  CHECK_EQ_INT(count(page, "<script"), 1);
  CHECK_EQ_INT(count(page, "<img"), 0);
  CHECK_EQ_INT(count(page, "<b>"), 0);
  CHECK(strstr(page, "<td>g/&lt;img src=x onerror=alert(1)&gt;</td><td>&lt;g&gt;</td>") != NULL);
  CHECK(strstr(page, "<td>g/&quot;q&#39;&amp;</td>") != NULL);
  CHECK(strstr(page, "<span class=\"c\">/* &lt;script&gt;alert(1)&lt;/script&gt; */</span>") != NULL);
  CHECK(strstr(page, "<span class=\"s\">&quot;&lt;b&gt;&amp;amp;&quot;</span>") != NULL);
  /* inside the hunk "---x;" is a removed line; after it "--- a/y.c" a header */
  CHECK(strstr(page, "<span class=\"dd\">---x;</span>") != NULL);
  CHECK(strstr(page, "<span class=\"dh\">--- a/y.c</span>") != NULL);
  CHECK(strstr(page, "<span class=\"dk\">@@ -1,3 +1,3 @@</span>") != NULL);
  CHECK(strstr(page, "<span class=\"kw\">int</span>") != NULL);
  CHECK(strstr(page, "search exhausted: 12 candidates tried, none is a repair") != NULL);
  CHECK(strstr(page, "<tfoot>\n<tr class=\"total\"><td>total</td><td class=\"n\">2</td>"
                     "<td class=\"n\" data-outcome=\"repaired\">1</td>") != NULL);
  /* the policy names the script's own hash */
  const char *a = strstr(page, "<script>"), *b = a ? strstr(a, "</script>") : NULL;
  CHECK(a && b);
  if (a && b) {
    char hash[45], want[96];
    bsha256_base64(a + 8, (size_t)(b - a - 8), hash);
    snprintf(want, sizeof want, "script-src 'sha256-%s'", hash);
    CHECK(strstr(page, want) != NULL);
  }
  free(page);
  /* a file of another kind is refused with a message */
  snprintf(path, sizeof path, "%s/not.sqlite", dir);
  FILE *f = fopen(path, "w");
  if (f) fputs("not a database\n", f), fclose(f);
  FILE *devnull = fopen("/dev/null", "w");
  CHECK_EQ_INT(bstore_report(path, "html", 0, devnull, devnull), -1);
  fclose(devnull);
}

int main(void) {
  char dir[] = "/tmp/amend-test-batch.XXXXXX";
  if (!mkdtemp(dir)) return 1;
  test_classify();
  test_manifest(dir);
  test_store(dir);
  test_migrate(dir);
  test_sha256();
  test_html(dir);
  char cmd[600];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", dir);
  return check_summary();
}
