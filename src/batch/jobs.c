/* jobs.c - the job list: a JSON Lines manifest, read with jansson, or a
 * directory of program folders. */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <jansson.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "batch/batch_internal.h"
#include "util/arena.h"
#include "util/path.h"

static char *dup_or_null(const char *s) { return s ? strdup(s) : NULL; }

/* The group of a job: the folder part of its id ("hw1/alice" -> "hw1"). */
static char *folder_of(const char *id) {
  const char *slash = strrchr(id, '/');
  return slash ? strndup(id, (size_t)(slash - id)) : strdup(".");
}

static bjob *new_job(bjobs *js) {
  bjob j = {0};
  VEC_PUSH(js->v, js->n, js->cap, j);
  return &js->v[js->n - 1];
}

void bjobs_free(bjobs *js) {
  for (int i = 0; i < js->n; i++) {
    bjob *j = &js->v[i];
    free(j->id), free(j->folder), free(j->command), free(j->reference), free(j->entry), free(j->tests);
    for (int k = 0; k < j->nfiles; k++) free(j->files[k]);
    for (int k = 0; k < j->nargs; k++) free(j->args[k]);
    free(j->files), free(j->args);
  }
  free(js->v);
  free(js->cwd);
  memset(js, 0, sizeof *js);
}

static int dup_id(const bjobs *js, const char *id) {
  for (int i = 0; i < js->n; i++)
    if (!strcmp(js->v[i].id, id)) return 1;
  return 0;
}

/* ---- manifest ---- */

typedef struct mline {
  const char *path;
  int line;
  const char *entry;   /* the batch's --entry: every job's default */
  FILE *err;
} mline;

static int bad(const mline *m, int col, const char *what, const char *name) {
  fprintf(m->err, "%s:%d:%d: error: %s%s%s%s\n", m->path, m->line, col, what, name ? " \"" : "",
          name ? name : "", name ? "\"" : "");
  return -1;
}

/* A string member (NULL when absent); -1 when present but not a string. */
static int opt_string(const mline *m, json_t *o, const char *key, char **out) {
  json_t *v = json_object_get(o, key);
  *out = NULL;
  if (!v) return 0;
  if (!json_is_string(v) || !*json_string_value(v)) return bad(m, 1, "field must be a non-empty string:", key);
  *out = strdup(json_string_value(v));
  return 0;
}

/* A whole number of seconds or megabytes, at least lo; 0 when absent. */
static int opt_limit(const mline *m, json_t *o, const char *key, int lo, int *out) {
  json_t *v = json_object_get(o, key);
  *out = 0;
  if (!v) return 0;
  if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > 1 << 24)
    return bad(m, 1, lo > 1 ? "field must be a number of megabytes >= 64:" : "field must be a number >= 1:", key);
  *out = (int)json_integer_value(v);
  return 0;
}

static int string_array(const mline *m, json_t *o, const char *key, int *n, char ***out) {
  json_t *v = json_object_get(o, key);
  *n = 0;
  *out = NULL;
  if (!v) return 0;
  if (!json_is_array(v)) return bad(m, 1, "field must be an array of strings:", key);
  *out = xcalloc(json_array_size(v) + 1, sizeof **out);
  size_t i;
  json_t *e;
  json_array_foreach(v, i, e) {
    if (!json_is_string(e)) return bad(m, 1, "field must be an array of strings:", key);
    (*out)[(*n)++] = strdup(json_string_value(e));
  }
  return 0;
}

static int manifest_job(const mline *m, json_t *o, bjobs *js) {
  static const char *known[] = {"id",   "files",   "reference", "entry",  "tests",
                                "args", "command", "folder",    "timeout", "memory"};
  if (!json_is_object(o)) return bad(m, 1, "a manifest line must be a JSON object", NULL);
  const char *key;
  json_t *v;
  json_object_foreach(o, key, v) {
    size_t k = 0;
    while (k < sizeof known / sizeof *known && strcmp(known[k], key)) k++;
    if (k == sizeof known / sizeof *known) return bad(m, 1, "unknown field", key);
  }
  bjob *j = new_job(js);
  j->cwd = js->cwd;
  if (opt_string(m, o, "id", &j->id) < 0 || opt_string(m, o, "reference", &j->reference) < 0 ||
      opt_string(m, o, "entry", &j->entry) < 0 || opt_string(m, o, "tests", &j->tests) < 0 ||
      opt_string(m, o, "command", &j->command) < 0 || opt_string(m, o, "folder", &j->folder) < 0 ||
      string_array(m, o, "files", &j->nfiles, &j->files) < 0 || string_array(m, o, "args", &j->nargs, &j->args) < 0)
    return -1;
  if (opt_limit(m, o, "timeout", 1, &j->timeout_s) < 0 || opt_limit(m, o, "memory", 64, &j->memory_mb) < 0) return -1;
  if (!j->id) return bad(m, 1, "missing field", "id");
  if (!j->entry && m->entry) j->entry = strdup(m->entry);
  if (!j->nfiles) return bad(m, 1, "\"files\" must list at least one file; job", j->id);
  /* a "reference" without "entry" is a whole-program one: main against main */
  if (!j->command) j->command = strdup("repair");
  if (strcmp(j->command, "repair") && strcmp(j->command, "check"))
    return bad(m, 1, "\"command\" must be \"repair\" or \"check\"; job", j->id);
  if (strcmp(j->command, "repair") && j->tests) return bad(m, 1, "\"tests\" needs \"command\":\"repair\"; job", j->id);
  if (!j->folder) j->folder = folder_of(j->id);
  js->n--;  /* the duplicate test must not see the job itself */
  int dup = dup_id(js, j->id);
  js->n++;
  if (dup) return bad(m, 1, "duplicate id", j->id);
  return 0;
}

int bjobs_manifest(const char *path, const char *entry, bjobs *js, FILE *err) {
  memset(js, 0, sizeof *js);
  FILE *f = fopen(path, "r");
  if (!f) {
    fprintf(err, "%s: error: cannot read the manifest\n", path);
    return -1;
  }
  char *dir = path_dir(path);
  js->cwd = realpath(dir, NULL);
  free(dir);
  char *line = NULL;
  size_t cap = 0;
  mline m = {path, 0, entry, err};
  int rc = 0;
  while (rc == 0 && getline(&line, &cap, f) >= 0) {
    m.line++;
    size_t k = strspn(line, " \t\r\n");
    if (!line[k]) continue;   /* blank lines are allowed */
    json_error_t e;
    json_t *o = json_loads(line, JSON_REJECT_DUPLICATES, &e);
    if (!o) {
      fprintf(err, "%s:%d:%d: error: %s\n", path, m.line, e.column > 0 ? e.column : 1, e.text);
      rc = -1;
      break;
    }
    rc = manifest_job(&m, o, js);
    json_decref(o);
  }
  free(line);
  fclose(f);
  if (rc == 0 && !js->n) {
    fprintf(err, "%s:1:1: error: the manifest lists no job\n", path);
    rc = -1;
  }
  return rc;
}

/* ---- directory layout ---- */

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int is_dir(const char *root, const char *rel) {
  char p[PATH_MAX];
  struct stat st;
  snprintf(p, sizeof p, "%s/%s", root, rel);
  return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static int is_file(const char *root, const char *rel) {
  char p[PATH_MAX];
  struct stat st;
  snprintf(p, sizeof p, "%s/%s", root, rel);
  return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

/* "a/b" + "c" -> "a/b/c"; "" + "c" -> "c" */
static char *join(const char *a, const char *b) {
  size_t n = strlen(a) + strlen(b) + 2;
  char *s = xmalloc(n);
  snprintf(s, n, "%s%s%s", a, *a ? "/" : "", b);
  return s;
}

/* The nearest `name` in rel or a folder above it, up to the root. */
static char *nearest(const char *root, const char *rel, const char *name, int want_dir) {
  char *d = strdup(rel);
  for (;;) {
    char *cand = join(d, name);
    if (want_dir ? is_dir(root, cand) : is_file(root, cand)) {
      free(d);
      return cand;
    }
    free(cand);
    if (!*d) break;
    char *slash = strrchr(d, '/');
    if (slash) *slash = 0;
    else *d = 0;
  }
  free(d);
  return NULL;
}

static int visit(const char *root, const char *rel, const char *entry, bjobs *js, FILE *err, int depth) {
  char p[PATH_MAX];
  snprintf(p, sizeof p, "%s%s%s", root, *rel ? "/" : "", rel);
  DIR *d = opendir(p);
  if (!d) {
    fprintf(err, "%s: error: cannot read the folder\n", p);
    return -1;
  }
  char **names = NULL;
  int n = 0, cap = 0;
  for (struct dirent *e; (e = readdir(d));)
    if (e->d_name[0] != '.') VEC_PUSH(names, n, cap, strdup(e->d_name));
  closedir(d);
  if (n) qsort(names, (size_t)n, sizeof *names, cmp_str);
  int rc = 0;
  /* the folder's own .c files first: a job pointer must not outlive the
   * recursion below, which grows the job list */
  for (int i = 0; i < n && *rel; i++) {
    size_t len = strlen(names[i]);
    char *r = join(rel, names[i]);
    if (len > 2 && !strcmp(names[i] + len - 2, ".c") && strcmp(names[i], "reference.c") && is_file(root, r)) {
      bjob *j = js->n && !strcmp(js->v[js->n - 1].id, rel) ? &js->v[js->n - 1] : NULL;
      if (!j) {
        j = new_job(js);
        j->id = strdup(rel);
        j->folder = folder_of(rel);
        j->command = strdup("repair");
        j->files = xcalloc((size_t)n + 1, sizeof *j->files);
        j->cwd = js->cwd;
        j->tests = nearest(root, rel, "tests", 1);
        j->reference = nearest(root, rel, "reference.c", 0);
        j->entry = dup_or_null(entry);
        if (j->reference && !entry) {
          fprintf(err, "%s/%s: error: a shared reference needs --entry F\n", root, j->reference);
          rc = -1;
        }
      }
      j->files[j->nfiles++] = r;
    } else {
      free(r);
    }
  }
  for (int i = 0; i < n && rc == 0; i++) {
    char *r = join(rel, names[i]);
    if (strcmp(names[i], "tests") && depth < 16 && is_dir(root, r)) rc = visit(root, r, entry, js, err, depth + 1);
    free(r);
  }
  for (int i = 0; i < n; i++) free(names[i]);
  free(names);
  return rc;
}

int bjobs_dir(const char *dir, const char *entry, bjobs *js, FILE *err) {
  memset(js, 0, sizeof *js);
  js->cwd = realpath(dir, NULL);
  if (!js->cwd) {
    fprintf(err, "%s: error: no such folder\n", dir);
    return -1;
  }
  if (visit(js->cwd, "", entry, js, err, 0) < 0) return -1;
  if (!js->n) {
    fprintf(err, "%s: error: no folder with a .c file (one folder per program)\n", dir);
    return -1;
  }
  return 0;
}
