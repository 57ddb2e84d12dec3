/* outcome.c - what a finished child said: its JSON lines (read with
 * jansson), its exit code or signal, and the words of its stderr that
 * tell a memory limit from a crash. */
#define _POSIX_C_SOURCE 200809L
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "batch/batch_internal.h"
#include "util/arena.h"
#include "util/exitcode.h"

char *bjson_strings(int n, char *const *v) {
  json_t *a = json_array();
  for (int i = 0; i < n; i++) json_array_append_new(a, json_string(v[i]));
  char *s = json_dumps(a, JSON_COMPACT);
  json_decref(a);
  return s;
}

static const char *str_member(json_t *o, const char *key) {
  json_t *v = json_object_get(o, key);
  return json_is_string(v) ? json_string_value(v) : NULL;
}

/* One repair line: kept whole, with the fields the report asks for. */
static void add_repair(bresult *r, json_t *o, const char *line, size_t len) {
  brepair b = {0};
  json_t *size = json_object_get(o, "size");
  b.size = json_is_integer(size) ? (int)json_integer_value(size) : 0;
  const char *engine = str_member(o, "engine"), *diff = str_member(o, "diff");
  b.engine = engine ? strdup(engine) : NULL;
  b.diff = diff ? strdup(diff) : NULL;
  b.json = strndup(line, len);
  r->repairs = xrealloc(r->repairs, sizeof *r->repairs * (size_t)(r->nrepairs + 1));
  r->repairs[r->nrepairs++] = b;
}

/* The status of the last summary ("summary" of repair, "result" of check),
 * or NULL, and its reason in *memory ("memory": the child's --memory
 * stopped it); collects the repair lines on the way.  A line that is not
 * JSON (a child that died mid-line) is skipped: the exit code speaks for it. */
static const char *read_lines(bresult *r, char *status, size_t cap, int *memory) {
  const char *found = NULL;
  for (size_t i = 0; i < r->nout;) {
    const char *nl = memchr(r->out + i, '\n', r->nout - i);
    size_t len = nl ? (size_t)(nl - (r->out + i)) : r->nout - i;
    json_t *o = json_loadb(r->out + i, len, 0, NULL);
    const char *type = o ? str_member(o, "type") : NULL;
    if (type && !strcmp(type, "repair")) {
      add_repair(r, o, r->out + i, len);
    } else if (type && (!strcmp(type, "summary") || !strcmp(type, "result"))) {
      const char *st = str_member(o, "status"), *why = str_member(o, "reason");
      snprintf(status, cap, "%s", st ? st : "");
      *memory = st && !strcmp(st, "limit") && why && !strcmp(why, "memory");
      found = status;
      free(r->summary);
      r->summary = strndup(r->out + i, len);
      const char *sb = str_member(o, "sandbox"), *by = str_member(o, "stopped_by");
      free(r->sandbox);
      r->sandbox = sb ? strdup(sb) : NULL;
      free(r->stopped_by);
      r->stopped_by = by ? strdup(by) : NULL;
    }
    json_decref(o);
    i += len + 1;
  }
  return found;
}

static int err_says_memory(const bresult *r) {
  return r->nerr && (strstr(r->err, "out of memory") || strstr(r->err, "bad_alloc") ||
                     strstr(r->err, "Cannot allocate memory") || strstr(r->err, "failed to map segment"));
}

#define VERDICT(st_, out_) \
  do {                     \
    r->status = (st_);     \
    r->outcome = (out_);   \
    return;                \
  } while (0)

/* The limit a verdict of the backstop names, over the child's own word. */
static void set_stopped_by(bresult *r, const char *by) {
  free(r->stopped_by);
  r->stopped_by = strdup(by);
}

void bres_classify(bresult *r) {
  char status[32];
  int stopped = 0;  /* the child kept its --memory: summary, exit 5 */
  const char *st = read_lines(r, status, sizeof status, &stopped);
  int memory = r->memory_limit > 0 && err_says_memory(r);
  if (r->killed) {
    set_stopped_by(r, "time");
    VERDICT("timeout", "limit");
  }
  if (r->exit_code < 0 || r->exit_code == EXIT_INTERNAL || !st) {
    if (memory) {
      set_stopped_by(r, "memory");
      VERDICT("memory", "limit");
    }
    if (r->exit_code == EXIT_INTERNAL) VERDICT("internal_error", "error");
    if (r->exit_code < 0) VERDICT("crashed", "error");
  }
  if (r->exit_code == EXIT_INPUT) VERDICT("input_error", "error");
  if (!st) VERDICT("crashed", "error");   /* exited without its summary */
  /* every printed repair was re-checked, whatever stopped the search after it */
  if (r->nrepairs > 0 && r->exit_code == EXIT_OK) VERDICT("repaired", "repaired");
  if (!strcmp(st, "correct") && r->exit_code == EXIT_OK) VERDICT("correct", "proven");
  if (!strcmp(st, "verified") && r->exit_code == EXIT_OK) VERDICT("verified", "proven");
  if (!strcmp(st, "exhausted") && r->exit_code == EXIT_VIOLATED) VERDICT("exhausted", "exhausted");
  if (!strcmp(st, "violated") && r->exit_code == EXIT_VIOLATED) VERDICT("violated", "violated");
  if (!strcmp(st, "timeout") && r->exit_code == EXIT_LIMIT) VERDICT("timeout", "limit");
  if (stopped && r->exit_code == EXIT_LIMIT) VERDICT("memory", "limit");
  /* the unwinding bound, not the program, kept a repair from being proven */
  if (!strcmp(st, "bound") && r->exit_code == EXIT_LIMIT) VERDICT("bound", "limit");
  if (r->exit_code == EXIT_LIMIT) VERDICT("limit", "limit");
  /* a summary that disagrees with the exit code */
  VERDICT("internal_error", "error");
}

void bres_free(bresult *r) {
  for (int i = 0; i < r->nrepairs; i++) free(r->repairs[i].engine), free(r->repairs[i].diff), free(r->repairs[i].json);
  free(r->repairs);
  free(r->summary);
  free(r->sandbox);
  free(r->stopped_by);
  free(r->argv_json);
  free(r->out);
  free(r->err);
}
