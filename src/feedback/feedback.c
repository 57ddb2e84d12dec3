/* feedback.c - `amend feedback`: the repair run, kept; the localization
 * when it finds nothing; the levels in the format asked (feedback.h). */
#define _GNU_SOURCE
#include "feedback/feedback.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bmc/bmc.h"
#include "feedback/autograder.h"
#include "load/program.h"
#include "repair/mutation/mutation.h"
#include "repair/repair.h"
#include "report/feedback.h"
#include "util/deadline.h"
#include "util/exitcode.h"

/* ---- stderr kept while the repair runs (autograders show gcc's words) ---- */

typedef struct kept_err {
  int saved;
  FILE *tmp;
} kept_err;

static void keep_stderr(kept_err *k) {
  fflush(stderr);
  k->tmp = tmpfile();
  k->saved = k->tmp ? dup(2) : -1;
  if (k->saved >= 0) dup2(fileno(k->tmp), 2);
}

/* stderr back; what was written meanwhile goes there too and is returned
 * (malloc'd, NULL when nothing was kept) */
static char *restore_stderr(kept_err *k) {
  if (k->saved < 0) {
    if (k->tmp) fclose(k->tmp);
    return NULL;
  }
  fflush(stderr);
  dup2(k->saved, 2);
  close(k->saved);
  char *text = NULL;
  size_t n = 0;
  FILE *m = open_memstream(&text, &n);
  char buf[4096];
  size_t got;
  rewind(k->tmp);
  while ((got = fread(buf, 1, sizeof buf, k->tmp)) > 0) fwrite(buf, 1, got, m), fwrite(buf, 1, got, stderr);
  fclose(m);
  fclose(k->tmp);
  return text;
}

/* ---- the repair run's lines ---- */

/* The first repair line and the last summary line of a run's JSON Lines
 * (each malloc'd, NULL when absent). */
static void pick_lines(const char *all, char **repair, char **summary) {
  *repair = *summary = NULL;
  for (const char *p = all; p && *p;) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    json_t *v = json_loadb(p, n, JSON_ALLOW_NUL, NULL);
    const char *type = json_string_value(json_object_get(v, "type"));
    if (type && !strcmp(type, "repair") && !*repair) *repair = strndup(p, n);
    if (type && !strcmp(type, "summary")) free(*summary), *summary = strndup(p, n);
    json_decref(v);
    p += n + (nl != NULL);
  }
}

/* ---- level 2 without a repair: amend localize against the reference ---- */

static char *source_line(const ir_file *f, unsigned line) {
  const char *p = f->text, *end = f->text + f->len;
  for (unsigned l = 1; l < line && p < end; l++) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    p = nl ? nl + 1 : end;
  }
  const char *nl = p < end ? memchr(p, '\n', (size_t)(end - p)) : NULL;
  return strndup(p, nl ? (size_t)(nl - p) : (size_t)(end - p));
}

/* The must location set of the reference's counterexample: one of these
 * lines has to change.  Quietly nothing when it cannot be had. */
static void localize(const repair_cli *r, fb *f) {
  if (!r->spec.reference || r->spec.entry || deadline_passed()) return;
  char *junk = NULL;
  size_t n = 0;
  FILE *quiet = open_memstream(&junk, &n);
  const char *entry = NULL;
  ir_prog *p = program_load(&r->spec, &entry, quiet);
  if (p) {
    bmc_opts bo = {.unwind = r->unwind, .entry = entry, .timeout_ms = (unsigned)(r->timeout_s * 1000),
                   .env = r->spec.env};
    localize_result lr;
    if (localize_run(p, &bo, program_reference_file(p, &r->spec), &lr, quiet) == 0) {
      for (int i = 0; lr.check.status == BMC_VIOLATED && i < lr.nmust; i++) {
        ir_loc at = lr.must[i]->loc;
        if (at.file < 0 || at.file >= p->nfiles) continue;
        char *text = source_line(&p->files[at.file], at.line);
        fb_add_site(f, p->files[at.file].path, at.line, text);
        free(text);
      }
      localize_result_free(&lr);
    }
    ir_prog_free(p);
  }
  fclose(quiet);
  free(junk);
}

/* ---- output ---- */

static void write_out(FILE *o, const fb *f, const feedback_opts *fo, const ag_tests *t, const char *problem) {
  ag_opts a = {.level = fo->level, .per_test = fo->entries == FEEDBACK_PER_TEST, .points = fo->points,
               .visibility = fo->visibility, .problem = problem};
  switch (fo->format) {
  case FEEDBACK_JSON: fb_json(o, f, fo->level); break;
  case FEEDBACK_GRADESCOPE: ag_gradescope(o, f, &a, t); break;
  case FEEDBACK_PRAIRIELEARN: ag_prairielearn(o, f, &a, t); break;
  default: fb_text(o, f, fo->level);
  }
}

/* What the watchdog prints should a limit stop amend before it can: the
 * feedback of a run that found nothing, in the format asked. */
static void backstop(const feedback_opts *fo, const ag_tests *t) {
  fb *f = fb_from_json(NULL, "{\"type\":\"summary\",\"status\":\"timeout\"}");
  char *text = NULL, *json = NULL;
  size_t n = 0;
  FILE *m = open_memstream(&text, &n);
  write_out(m, f, fo, t, NULL);
  fclose(m);
  m = open_memstream(&json, &n);
  fb_json(m, f, fo->level);
  fclose(m);
  for (deadline_why why = DEADLINE_TIME; why <= DEADLINE_MEMORY; why++) {
    deadline_set_summary(why, text, EXIT_LIMIT);
    if (fo->json_out) deadline_set_side_summary(why, fo->json_out, json);
  }
  free(text);
  free(json);
  fb_free(f);
}

int feedback_main(const repair_cli *r, const feedback_opts *fo) {
  int autograder = fo->format == FEEDBACK_GRADESCOPE || fo->format == FEEDBACK_PRAIRIELEARN;
  ag_tests tests = {0};
  /* the course's tests first: they score a submission even when amend
   * cannot read it */
  if (autograder && fo->entries == FEEDBACK_PER_TEST &&
      ag_run_tests(&r->spec, r->tests, r->test_timeout_s > 0 ? r->test_timeout_s : 2.0, &tests, stderr) < 0)
    return EXIT_INPUT;
  backstop(fo, &tests);
  char *lines = NULL;
  size_t n = 0;
  repair_cli rc = *r;
  rc.json = 1;
  rc.out = open_memstream(&lines, &n);
  rc.json_out = NULL;
  rc.sarif = NULL;
  rc.max_repairs = 1;   /* the first repair is the feedback's */
  kept_err ke = {-1, NULL};
  if (autograder) keep_stderr(&ke);
  int code = repair_main(&rc);
  fclose(rc.out);
  char *err = autograder ? restore_stderr(&ke) : NULL;
  if (getenv("AMEND_DEBUG_FEEDBACK")) fputs(lines ? lines : "", stderr);  /* the run it words */
  char *repair = NULL, *summary = NULL;
  pick_lines(lines, &repair, &summary);
  fb *f = fb_from_json(repair, summary);
  if (fb_state_of(f) == FB_NO_REPAIR || fb_state_of(f) == FB_LIMIT) localize(r, f);
  const char *problem = NULL;
  if (code == EXIT_INPUT || code == EXIT_INTERNAL) problem = tests.problem ? tests.problem : err && *err ? err : "an error";
  if (!problem || autograder) write_out(stdout, f, fo, &tests, problem);
  if (fo->json_out && !problem) fb_json(fo->json_out, f, fo->level);
  fflush(stdout);
  fb_free(f);
  free(repair), free(summary), free(lines), free(err);
  ag_tests_free(&tests);
  return code;
}
