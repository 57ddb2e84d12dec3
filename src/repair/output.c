/* output.c - what every engine of the repair command prints: repairs,
 * the closing summary, the watchdog's backstop summaries. */
#define _POSIX_C_SOURCE 200809L
#include "repair/output.h"

#include <stdlib.h>
#include <string.h>

#include "native/run.h"
#include "native/sandbox.h"
#include "report/verdict.h"
#include "util/deadline.h"
#include "util/exitcode.h"

/* The summary of one limit, as a repair run that stops now prints it. */
static void backstop_for(const repair_cli *c, int repairs, deadline_why why) {
  if (c->out) return;   /* stdout is the caller's */
  rep_tests rt = {0};
  rep_summary sum = {0};
  sum.status = "timeout";
  sum.repairs = repairs;
  sum.engine = repair_engine_name(c->engine);
  sum.tests = c->tests ? &rt : NULL;
  sum.stopped_by = "time";
  if (why == DEADLINE_MEMORY) {
    sum.status = "limit";
    sum.reason = "memory";
    sum.memory_mb = deadline_memory_mb();
    sum.stopped_by = "memory";
  }
  char *text = NULL;
  size_t n = 0;
  FILE *o = open_memstream(&text, &n);
  if (!o) return;
  if (c->json) rep_summary_json(o, &sum);
  else rep_summary_text(o, &sum);
  fclose(o);
  deadline_set_summary(why, text, repairs > 0 ? EXIT_OK : EXIT_LIMIT);
  free(text);
  if (!c->json_out || !(o = open_memstream(&text, &n))) return;
  rep_summary_json(o, &sum);
  fclose(o);
  deadline_set_side_summary(why, c->json_out, text);
  free(text);
}

/* Every limit's: a run with neither still ends with one should memory run
 * out (deadline_out_of_memory). */
void repair_backstop(const repair_cli *c, int repairs) {
  backstop_for(c, repairs, DEADLINE_TIME);
  backstop_for(c, repairs, DEADLINE_MEMORY);
}

void repair_print(const repair_cli *c, const rep_repair *rr) {
  FILE *o = c->out ? c->out : stdout;
  if (c->json) rep_json(o, rr);
  else rep_text(o, rr);
  if (c->json_out) rep_json(c->json_out, rr);
}

/* A run --memory stopped says "limit", reason memory, where the deadline's
 * would say "timeout" (its engines' lines too). */
static const char *limit_word(const char *status) {
  return status && !strcmp(status, "timeout") ? "limit" : status;
}

/* How the user's program ran natively in this process (none: NULL). */
static const verdict_sandbox *sandbox_of(verdict_sandbox *v) {
  sandbox_stops st;
  sandbox_stops_get(&st);
  run_time rt;
  run_time_get(&rt);
  *v = (verdict_sandbox){.mode = sandbox_used(), .text = sandbox_describe(), .runs = st.runs, .time = st.time,
                         .cpu = st.cpu, .file_size = st.file_size, .output = st.output, .orphans = st.orphans,
                         .run_s = rt.run_s, .stopped_s = rt.stopped_s, .compiles = rt.compiles, .compile_s = rt.compile_s};
  return v->mode ? v : NULL;
}

/* Which limit ended a run whose status is timeout or limit (NULL for
 * the others): amend's own (time, memory), a bound of the search
 * (max_size, max_repairs), the template engine's share of the time, or
 * the cap on each candidate's proof (candidates left undecided). */
static const char *stopped_by(const repair_cli *c, const rep_summary *s) {
  if (s->reason && !strcmp(s->reason, "memory")) return "memory";
  if (!strcmp(s->status, "timeout")) return "time";
  if (strcmp(s->status, "limit")) return NULL;
  if (c->max_repairs > 0 && s->repairs >= c->max_repairs) return "max_repairs";
  const rep_tests *t = s->tests;
  if (t && t->undecided && t->mut_status && strcmp(t->mut_status, "limit")) return "proof_limit";
  if (t && t->mut_status && !strcmp(t->mut_status, "limit")) return "max_size";
  if (t && t->synth_status && !strcmp(t->synth_status, "limit")) return "synthesis_limit";
  if (t && t->undecided) return "proof_limit";
  if (s->tmpl_share_s > 0) return "template_share";
  return "max_size";
}

/* The template engine's, when its status is a limit's. */
static const char *tmpl_stopped_by(const rep_summary *s) {
  if (!s->tmpl_status) return NULL;
  if (s->reason && !strcmp(s->reason, "memory") && strcmp(s->tmpl_status, "exhausted") &&
      strcmp(s->tmpl_status, "correct"))
    return "memory";
  if (!strcmp(s->tmpl_status, "timeout")) return "time";
  if (!strcmp(s->tmpl_status, "limit")) return s->tmpl_share_s > 0 ? "template_share" : "search_limit";
  return NULL;
}

void repair_print_summary(const repair_cli *c, const rep_summary *sum) {
  rep_summary s = *sum;
  rep_tests t;
  verdict_sandbox sb;
  s.sandbox = sandbox_of(&sb);
  if (!s.tests) s.before = c->tests_before;
  if (!strcmp(s.status, "timeout") && deadline_reason() == DEADLINE_MEMORY) {
    s.status = "limit";
    s.reason = "memory";
    s.memory_mb = deadline_memory_mb();
    s.tmpl_status = limit_word(s.tmpl_status);
    if (s.tests) {
      t = *s.tests;
      t.synth_status = limit_word(t.synth_status);
      t.mut_status = limit_word(t.mut_status);
      s.tests = &t;
    }
  }
  if (!s.stopped_by) s.stopped_by = stopped_by(c, &s);
  if (!s.tmpl_stopped_by) s.tmpl_stopped_by = tmpl_stopped_by(&s);
  FILE *o = c->out ? c->out : stdout;
  if (c->json) rep_summary_json(o, &s);
  else rep_summary_text(o, &s);
  if (c->json_out) rep_summary_json(c->json_out, &s);
}

void repair_scope_summary(const site_opts *o, rep_summary *sum) {
  sum->scoped = o->scoped;
  sum->nmutable = o->nmutable;
  sum->mutable_fns = o->mutable_fns;
  sum->nharness = o->nharness;
  sum->harness = o->harness;
}


const char *repair_engine_name(int engine) {
  switch (engine) {
  case ENGINE_MUTATION: return "mutation";
  case ENGINE_TEMPLATES: return "templates";
  case ENGINE_AUTO: return "auto";
  case ENGINE_SYNTHESIS: return "synthesis";
  case ENGINE_REFERENCE: return "reference";
  default: return "";
  }
}


char *repair_command(const repair_cli *c) { return c->command ? c->command(c) : strdup("amend repair"); }

