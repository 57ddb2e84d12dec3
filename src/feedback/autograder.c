/* autograder.c - Gradescope's and PrairieLearn's results files, and the
 * course's tests run on the submission for them (autograder.h). */
#define _GNU_SOURCE
#include "feedback/autograder.h"

#include <stdlib.h>
#include <string.h>

#include "native/run.h"
#include "native/suite.h"
#include "report/json.h"
#include "util/arena.h"

/* ---- the course's tests ---- */

static char *slurp(const char *path, size_t *n) {
  char *s = NULL;
  *n = 0;
  FILE *f = path ? fopen(path, "rb") : NULL;
  if (!f) return strdup("");
  FILE *m = open_memstream(&s, n);
  char buf[4096];
  size_t k;
  while ((k = fread(buf, 1, sizeof buf, f)) > 0) fwrite(buf, 1, k, m);
  fclose(m);
  fclose(f);
  return s;
}

static suite_judge judge_of(spec_compare c) {
  return c == SPEC_COMPARE_SPACE ? SUITE_SPACE : c == SPEC_COMPARE_TOKENS ? SUITE_TOKENS
         : c == SPEC_COMPARE_NUMBERS ? SUITE_NUMBERS : SUITE_EXACT;
}

int ag_run_tests(const program_spec *spec, const char *dir, double timeout_s, ag_tests *out, FILE *diag) {
  memset(out, 0, sizeof *out);
  suite s = {0};
  if (suite_load(dir, &s, diag) < 0) return -1;
  suite_judge_set(&s, judge_of(spec->compare), NULL);
  char *work = run_workdir(), *bin = NULL, *log = NULL;
  if (!work || asprintf(&bin, "%s/prog", work) < 0) {
    fputs("amend: error: cannot create a private work directory\n", diag);
    free(work);
    suite_free(&s);
    return -1;
  }
  if (run_compile((const char *const *)spec->files, spec->nfiles, spec->clang, spec->nclang, bin, &log) < 0) {
    out->problem = log ? log : strdup("the program does not compile\n");
  } else {
    free(log);
    out->v = xcalloc((size_t)s.n + 1, sizeof *out->v);
    for (int i = 0; i < s.n; i++) {
      ag_test *t = &out->v[out->n++];
      run_result r;
      run_status st = run_suite_test(bin, &s, i, timeout_s, NULL, 0, &r);
      t->name = strdup(s.t[i].name);
      t->passed = st == RUN_PASS;
      t->status = run_status_name(st);
      t->in = slurp(s.t[i].in_path, &t->nin);
      t->exp = slurp(s.t[i].out_path, &t->nexp);
      char *path = NULL;
      if (!t->passed && asprintf(&path, "%s/out%d", work, i) >= 0 &&
          run_capture(bin, s.t[i].in_path, path, timeout_s, NULL, 0, &r) != RUN_ERROR)
        t->out = slurp(path, &t->nout);
      else
        t->out = strdup("");
      free(path);
    }
  }
  run_rmtree(work);
  free(work);
  free(bin);
  suite_free(&s);
  return 0;
}

void ag_tests_free(ag_tests *t) {
  for (int i = 0; i < t->n; i++) free(t->v[i].name), free(t->v[i].in), free(t->v[i].out), free(t->v[i].exp);
  free(t->v);
  free(t->problem);
  memset(t, 0, sizeof *t);
}

/* ---- what both files say ---- */

static char *text_of(void (*write)(FILE *, const void *), const void *arg) {
  char *s = NULL;
  size_t n = 0;
  FILE *m = open_memstream(&s, &n);
  write(m, arg);
  fclose(m);
  return s;
}

typedef struct levels_arg {
  const fb *f;
  int max;
} levels_arg;

static void write_levels(FILE *o, const void *p) {
  const levels_arg *a = p;
  fb_text(o, a->f, a->max);
}

static void write_io(FILE *o, const void *p) {
  const ag_test *t = p;
  fputs(!strcmp(t->status, "wrong-output") ? "Your program's output differs from the expected one.\n"
        : !strcmp(t->status, "exit")       ? "Your program ended with an exit status other than 0.\n"
        : !strcmp(t->status, "crash")      ? "Your program crashed.\n"
        : !strcmp(t->status, "timeout")    ? "Your program did not finish in time.\n"
                                           : "Your program could not be run.\n",
        o);
  fb_io_text(o, t->in, t->nin, t->out, t->nout, t->exp, t->nexp);
}

static int passed_all(const ag_tests *t) {
  for (int i = 0; i < t->n; i++)
    if (!t->v[i].passed) return 0;
  return t->n > 0;
}

/* The whole program's verdict when entries are levels: correct or not. */
static int correct(const fb *f) { return fb_state_of(f) == FB_CORRECT; }

static const char *summary_line(const fb *f, const ag_opts *a) {
  if (a->problem) return "amend could not read your program:";
  if (correct(f)) return "Your program prints what is expected.";
  if (fb_holds(f, 1) || fb_state_of(f) == FB_REPAIRED)
    return "Your program's output is not the expected one. The feedback below helps you find why.";
  return "amend could not decide whether your program is right.";
}

/* ---- Gradescope ---- */

static void gs_entry(FILE *o, int first, const char *name, int scored, double score, double max, const char *text,
                     const char *visibility) {
  fprintf(o, "%s{\"name\":", first ? "" : ",");
  json_str(o, name);
  if (scored) fprintf(o, ",\"score\":%g,\"max_score\":%g,\"status\":\"%s\"", score, max, score >= max ? "passed" : "failed");
  fputs(",\"output\":", o);
  json_bytes(o, text, strlen(text));
  fprintf(o, ",\"output_format\":\"text\",\"name_format\":\"text\",\"visibility\":\"%s\"}", visibility);
}

void ag_gradescope(FILE *o, const fb *f, const ag_opts *a, const ag_tests *t) {
  const char *vis = a->visibility ? a->visibility : "visible";
  double score = 0, max = 0;
  if (a->per_test) {
    for (int i = 0; i < t->n; i++) score += t->v[i].passed ? a->points : 0, max += a->points;
  } else {
    score = correct(f) && !a->problem ? a->points : 0, max = a->points;
  }
  levels_arg la = {f, a->level};
  char *levels = text_of(write_levels, &la);
  char *top = NULL;
  const char *more = a->problem ? a->problem : a->per_test ? levels : NULL;
  if (asprintf(&top, "%s%s%s", summary_line(f, a), more ? "\n" : "", more ? more : "") < 0) top = NULL;
  fprintf(o, "{\"score\":%g,\"output\":", score);
  json_bytes(o, top ? top : "", top ? strlen(top) : 0);
  fprintf(o, ",\"output_format\":\"text\",\"test_output_format\":\"text\",\"test_name_format\":\"text\","
             "\"visibility\":\"%s\",\"stdout_visibility\":\"hidden\",\"tests\":[", vis);
  if (a->per_test) {
    for (int i = 0; i < t->n; i++) {
      char *name = NULL, *io = t->v[i].passed ? strdup("passed") : text_of(write_io, &t->v[i]);
      if (asprintf(&name, "test %s", t->v[i].name) < 0) name = NULL;
      gs_entry(o, i == 0, name ? name : "test", 1, t->v[i].passed ? a->points : 0, a->points, io, vis);
      free(name), free(io);
    }
  } else {
    gs_entry(o, 1, "the output is the expected one", 1, score, max, summary_line(f, a), vis);
    for (int k = 1; k <= a->level && !a->problem; k++) {
      char *text = fb_level_text(f, k), *name = NULL;
      if (!text) continue;
      if (asprintf(&name, "feedback, level %d: %s", k, fb_level_title(k)) < 0) name = NULL;
      gs_entry(o, 0, name ? name : "feedback", 0, 0, 0, text, vis);
      free(text), free(name);
    }
    char *note = a->problem ? NULL : fb_note(f, a->level);
    if (note) gs_entry(o, 0, "feedback: why it stops here", 0, 0, 0, note, vis);
    free(note);
  }
  fputs("]}\n", o);
  free(top);
  free(levels);
}

/* ---- PrairieLearn ---- */

static void pl_entry(FILE *o, int first, const char *name, double points, double max, const char *message,
                     const char *text) {
  fprintf(o, "%s{\"name\":", first ? "" : ",");
  json_str(o, name);
  fprintf(o, ",\"points\":%g,\"max_points\":%g,\"message\":", points, max);
  json_str(o, message);
  fputs(",\"output\":", o);
  json_bytes(o, text, strlen(text));
  fputc('}', o);
}

void ag_prairielearn(FILE *o, const fb *f, const ag_opts *a, const ag_tests *t) {
  levels_arg la = {f, a->level};
  char *levels = text_of(write_levels, &la);
  if (a->problem) {
    /* not gradable: PrairieLearn keeps the attempt and shows why */
    fputs("{\"gradable\":false,\"format_errors\":[", o);
    json_bytes(o, a->problem, strlen(a->problem));
    fputs("],\"message\":", o);
    json_str(o, summary_line(f, a));
    fputs(",\"output\":", o);
    json_bytes(o, a->problem, strlen(a->problem));
    fputs("}\n", o);
    free(levels);
    return;
  }
  double score = 0;
  if (a->per_test) {
    int passed = 0;
    for (int i = 0; i < t->n; i++) passed += t->v[i].passed;
    score = t->n ? (double)passed / t->n : 0;
  } else {
    score = correct(f) ? 1 : 0;
  }
  fprintf(o, "{\"gradable\":true,\"score\":%g,\"message\":", score);
  json_str(o, a->per_test && passed_all(t) ? "Your program passes every test." : summary_line(f, a));
  fputs(",\"output\":", o);
  json_bytes(o, levels, strlen(levels));
  fputs(",\"tests\":[", o);
  if (a->per_test) {
    for (int i = 0; i < t->n; i++) {
      char *io = t->v[i].passed ? strdup("") : text_of(write_io, &t->v[i]), *name = NULL;
      if (asprintf(&name, "test %s", t->v[i].name) < 0) name = NULL;
      pl_entry(o, i == 0, name ? name : "test", t->v[i].passed ? a->points : 0, a->points,
               t->v[i].passed ? "passed" : "failed", io);
      free(io), free(name);
    }
  } else {
    pl_entry(o, 1, "the output is the expected one", score * a->points, a->points, summary_line(f, a), "");
    for (int k = 1; k <= a->level; k++) {
      char *text = fb_level_text(f, k), *name = NULL;
      if (!text) continue;
      if (asprintf(&name, "feedback, level %d: %s", k, fb_level_title(k)) < 0) name = NULL;
      pl_entry(o, 0, name ? name : "feedback", 0, 0, "", text);
      free(text), free(name);
    }
  }
  fputs("]}\n", o);
  free(levels);
}
