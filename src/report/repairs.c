/* repairs.c - the three shapes of a repair report. */
#include "report/repairs.h"

#include <stdlib.h>
#include <string.h>

#include "report/json.h"
#include "report/verdict.h"

void rep_linecol(const ir_prog *p, int f, unsigned off, unsigned *line, unsigned *col) {
  const char *t = p->files[f].text;
  unsigned l = 1, c = 1;
  for (unsigned i = 0; i < off && t[i]; i++) {
    if (t[i] == '\n') {
      l++;
      c = 1;
    } else {
      c++;
    }
  }
  *line = l;
  *col = c;
}

static const char *place_what(const rep_place *p) {
  return !strcmp(p->kind, "heap") ? "the heap block at" : !strcmp(p->kind, "recursion") ? "the recursive call at"
                                                                                       : "the loop at";
}

/* "the loop at f.c:4:3 (more than 10 iterations), ..." */
static void places_text(FILE *o, const rep_place *pl, int n, int unwind) {
  for (int i = 0; i < n; i++) {
    const rep_place *p = &pl[i];
    if (!strcmp(p->kind, "string")) {
      fputs(i ? ", " : "", o);
      verdict_string_text(o, p->fn, p->verb, p->file, p->line, p->col, p->max_string);
      continue;
    }
    fprintf(o, "%s%s %s:%u:%u (", i ? ", " : "", place_what(p), p->file, p->line, p->col);
    if (!strcmp(p->kind, "heap")) fputs("more cells than --max-heap-cells", o);
    else if (!strcmp(p->kind, "recursion")) fprintf(o, "deeper than %d", unwind);
    else fprintf(o, "more than %d iterations", unwind);
    fputc(')', o);
  }
}

static void places_json(FILE *o, const char *key, const rep_place *pl, int n) {
  fprintf(o, ",\"%s\":[", key);
  for (int i = 0; i < n; i++) {
    fputs(i ? ",{\"file\":" : "{\"file\":", o);
    json_str(o, pl[i].file);
    fprintf(o, ",\"line\":%u,\"column\":%u,\"kind\":\"%s\"", pl[i].line, pl[i].col, pl[i].kind);
    if (pl[i].fn) {
      fputs(",\"function\":", o);
      json_str(o, pl[i].fn);
      fprintf(o, ",\"max_string\":%d", pl[i].max_string);
    }
    fputc('}', o);
  }
  fputc(']', o);
}

/* Bytes between double quotes, as C writes them (`"3 5\n"`). */
static void c_quoted(FILE *o, const unsigned char *b, size_t n) {
  fputc('"', o);
  for (size_t i = 0; i < n; i++) {
    if (b[i] == '\n') fputs("\\n", o);
    else if (b[i] == '\t') fputs("\\t", o);
    else if (b[i] == '"' || b[i] == '\\') fprintf(o, "\\%c", b[i]);
    else if (b[i] < 32 || b[i] > 126) fprintf(o, "\\x%02x", b[i]);
    else fputc(b[i], o);
  }
  fputc('"', o);
}

void rep_text(FILE *o, const rep_repair *r) {
  /* "proved by" comes before the engine: patterns anchor on the end */
  int tested = r->proved_by && !strcmp(r->proved_by, "tests");
  fprintf(o, "repair %d (size %d, %.2fs, %s%s%s%s%s%s%s%s)\n", r->index, r->size, r->elapsed_s,
          r->proved_by ? "proved by " : "", r->proved_by ? r->proved_by : "", tested ? " only" : "",
          r->proved_by ? ", " : "", r->engine, r->kind ? ", " : "", r->kind ? r->kind : "",
          r->trivial ? ", trivial: the condition is constant" : "");
  for (int i = 0; i < r->n; i++) {
    const rep_change *c = &r->c[i];
    if (c->edit && !strcmp(c->edit, "delete"))
      fprintf(o, "  %s:%u:%u: %s  ->  (deleted)\n", c->file, c->line, c->col, c->original);
    else if (!*c->original)
      fprintf(o, "  %s:%u:%u: (inserted)  %s\n", c->file, c->line, c->col, c->replacement);
    else
      fprintf(o, "  %s:%u:%u: %s  ->  %s\n", c->file, c->line, c->col, c->original, c->replacement);
  }
  if (tested && r->ev_from_reference) {
    fprintf(o, "  evidence: passes the %d tests (%d drawn from the reference, whose proof of equivalence reached its"
               " limit); nothing proves it beyond them\n", r->ev_tests, r->ev_from_reference);
  } else if (tested) {
    fprintf(o, "  evidence: passes the %d test%s", r->ev_tests, r->ev_tests == 1 ? "" : "s");
    int one = r->ev_tests == 1;
    if (r->ev_generated && r->ev_differs) {
      fprintf(o, "; repair %d passes %s too and prints otherwise on the stdin ", r->ev_differs, one ? "it" : "them");
      c_quoted(o, r->ev_differs_stdin, r->ev_differs_len);
      fprintf(o, ", made from %s: the test%s not decide between the two", one ? "it" : "one of them",
              one ? " does" : "s do");
    } else if (r->ev_generated && r->ev_compared) {
      fprintf(o, " and prints as %s on %d input%s made from %s", r->ev_compared == 1 ? "the other repair" :
              "the other repairs", r->ev_generated, r->ev_generated == 1 ? "" : "s", one ? "it" : "them");
    }
    fputs("; nothing proves it beyond them\n", o);
  }
  if (r->bound && r->identical) {
    fputs("  bound: complete (the patched file is the reference's own text, token for token: it runs as the reference"
          " on every input)\n", o);
  } else if (r->bound && !strcmp(r->bound, "complete")) {
    fputs("  bound: complete (every run is checked)\n", o);
  } else if (r->bound) {
    fprintf(o, "  bound: bounded (unwind %d): not checked: the runs cut at ", r->unwind);
    places_text(o, r->places, r->nplaces, r->unwind);
    if (r->orig_unwind)
      fprintf(o, "; on each of them the original program (or its reference version) needs more than %d", r->orig_unwind);
    fputc('\n', o);
  }
  fputs(r->diff ? r->diff : "", o);
  fputc('\n', o);
  fflush(o);
}

void rep_json(FILE *o, const rep_repair *r) {
  fprintf(o, "{\"type\":\"repair\",\"size\":%d,\"elapsed_s\":%.6f,\"engine\":", r->size, r->elapsed_s);
  json_str(o, r->engine);
  if (r->proved_by) {
    fputs(",\"proved_by\":", o);
    json_str(o, r->proved_by);
  }
  if (r->kind) {
    fputs(",\"kind\":", o);
    json_str(o, r->kind);
    fprintf(o, ",\"trivial\":%s", r->trivial ? "true" : "false");
  }
  if (r->proved_by) {
    fprintf(o, ",\"evidence\":{\"tests\":%d,\"generated\":%d,\"proven\":%s", r->ev_tests, r->ev_generated,
            r->ev_proven ? "true" : "false");
    if (r->ev_from_reference) fprintf(o, ",\"from_reference\":%d", r->ev_from_reference);
    if (r->ev_generated) fprintf(o, ",\"compared_with\":%d", r->ev_compared);
    if (r->ev_generated && r->ev_differs) {
      fprintf(o, ",\"differs_from\":%d,\"differs_on\":", r->ev_differs);
      json_strn(o, (const char *)r->ev_differs_stdin, r->ev_differs_len);
    }
    fputc('}', o);
  }
  fputs(",\"changes\":[", o);
  for (int i = 0; i < r->n; i++) {
    const rep_change *c = &r->c[i];
    fputs(i ? ",{\"file\":" : "{\"file\":", o);
    json_str(o, c->file);
    fprintf(o, ",\"line\":%u,\"column\":%u,\"original\":", c->line, c->col);
    json_str(o, c->original);
    fputs(",\"replacement\":", o);
    json_str(o, c->replacement);
    fprintf(o, ",\"edit\":\"%s\"}", c->edit ? c->edit : "expression");
  }
  /* the kinds of edit the repair holds, each once, in a fixed order: a
   * teacher tells a prompt's fix from a fix of the logic */
  static const char *const kinds[] = {"string", "delete", "insert", "expression", "type", "block"};
  fputs("],\"edits\":[", o);
  for (int k = 0, first = 1; k < 6; k++)
    for (int i = 0; i < r->n; i++)
      if (!strcmp(r->c[i].edit ? r->c[i].edit : "expression", kinds[k])) {
        fprintf(o, "%s\"%s\"", first ? "" : ",", kinds[k]);
        first = 0;
        break;
      }
  fputs("],\"diff\":", o);
  json_str(o, r->diff);
  if (r->bound) {
    fprintf(o, ",\"bound\":\"%s\"", r->bound);
    if (r->identical) fputs(",\"identical_to_reference\":true", o);
    if (!strcmp(r->bound, "bounded")) {
      fprintf(o, ",\"unwind\":%d", r->unwind);
      places_json(o, "unchecked", r->places, r->nplaces);
    }
  }
  fputs("}\n", o);
  fflush(o);
}

static void tests_detail(FILE *o, const rep_tests *t, int memory);

/* The memory limit that stopped the run, after the status word. */
static void memory_text(FILE *o, const rep_summary *s) {
  if (s->memory_mb > 0) fprintf(o, " (memory: over %d MB)", s->memory_mb);
  else fputs(" (memory: out of memory)", o);
}

static void tests_text(FILE *o, const rep_summary *s) {
  const rep_tests *t = s->tests;
  if (!strcmp(s->status, "correct")) {
    fprintf(o, "nothing to repair: all %d tests pass\n", t->total);
    return;
  }
  fprintf(o, "%d repair%s for %d failing of %d tests; %ld test runs, %d validations in %.2fs; %s", s->repairs,
          s->repairs == 1 ? "" : "s", t->failing, t->total, t->runs, t->validations, s->elapsed_s, s->status);
  if (s->reason) memory_text(o, s);
  fputc('\n', o);
  tests_detail(o, t, s->reason != NULL);
}

/* The engines' lines of a test-suite run; memory: the memory limit
 * stopped it (an engine's "limit" is then not --max-size's). */
static void tests_detail(FILE *o, const rep_tests *t, int memory) {
  if (t->synth_status)
    fprintf(o, "synthesis: %d probe points, %d put to the angel, %d angelic, %d candidates, %d repair%s (%d trivial); %s\n",
            t->points, t->tried, t->angelic, t->candidates, t->synth_repairs, t->synth_repairs == 1 ? "" : "s",
            t->trivial, t->synth_status);
  if (t->mut_status) {
    fprintf(o, "mutation: %d sites, %d mutations, %ld candidates, %d repair%s, sizes 1..%d done; %s", t->sites,
            t->muts, t->mut_candidates, t->mut_repairs, t->mut_repairs == 1 ? "" : "s", t->max_size_done,
            t->mut_status);
    /* a limit after every size asked for is --max-size's: larger sets exist */
    if (!strcmp(t->mut_status, "limit") && !memory && t->mut_paused)
      fprintf(o, " (sets of %d mutations were not tried: the reference's edits repaired first)", t->mut_paused);
    else if (!strcmp(t->mut_status, "limit") && !memory && t->size_capped && t->max_size_done >= t->max_size)
      fprintf(o, " (%s repair%s with %d edit%s: larger sets of mutations were not tried)",
              t->guided_repairs ? "the reference-guided engine" : "the engines before it",
              t->guided_repairs ? "s" : "", t->max_size, t->max_size == 1 ? "" : "s");
    else if (!strcmp(t->mut_status, "limit") && !memory)
      fprintf(o, t->max_size > 0 && t->max_size_done >= t->max_size
                     ? " (--max-size %d: larger sets of mutations were not tried)"
                     : " (--max-repairs reached)",
              t->max_size);
    fputc('\n', o);
  }
  if (t->guided_status)
    fprintf(o, "reference-guided: %d edits from the reference, %ld sets tried, %d repair%s; %s\n", t->guided_edits,
            t->guided_candidates, t->guided_repairs, t->guided_repairs == 1 ? "" : "s", t->guided_status);
  if (t->donors_tried)
    fprintf(o, "donors: the reference-guided engine drew edits from %d correct program%s of the task (--donor)\n",
            t->donors_tried, t->donors_tried == 1 ? "" : "s");
  if (t->bases)
    fprintf(o, "based: synthesis and mutation from %d of its edits, %ld candidate%s, %d repair%s\n", t->bases,
            t->based_candidates, t->based_candidates == 1 ? "" : "s", t->based_repairs,
            t->based_repairs == 1 ? "" : "s");
  if (t->judged && t->unproven_printed) {
    fprintf(o, "reference: no repair proven; %d printed as tested only (every test passes, the reference's too, and its"
               " proof reached its limit); %d that passed the tests differ from it, %d undecided",
            t->unproven_printed, t->refuted, t->undecided);
  } else if (t->judged) {
    fprintf(o, "reference: every printed repair proven equivalent; %d that passed the tests differ from it, %d undecided",
            t->refuted, t->undecided);
  }
  if (t->judged) {
    if (t->undecided_bound) fprintf(o, " (%d only on runs the bound cuts)", t->undecided_bound);
    fputc('\n', o);
  }
  if (t->identity_only)
    fputs("reference: no test told the program from the reference and the check for a stdin that would tell them"
          " apart reached its limit or compared no run, so the program may be right as it is; each repair printed makes it the reference's own text\n", o);
  int refused = t->refused_constant + t->refused_unread + t->refused_uninit;
  if (refused) {
    fprintf(o, "rules: %d candidate%s passed every test and %s refused: %d with a number neither the program nor"
               " the tests hold, %d naming a variable the program never reads",
            refused, refused == 1 ? "" : "s", refused == 1 ? "was" : "were", t->refused_constant, t->refused_unread);
    if (t->refused_uninit) fprintf(o, ", %d reading a variable before it is set", t->refused_uninit);
    fputs(" (doc/tests.md)\n", o);
  }
  if (t->from_reference)
    fprintf(o, "tests from the reference: %d (stdins typed at random, from its check and from refutations; outputs from its runs)\n",
            t->from_reference);
}

/* Status "bound": the bound, not the program, kept a repair from being
 * proven; say where and how to go on. */
static void bound_why(FILE *o, const rep_summary *s) {
  if (s->vacuous && s->ref_uninit)
    fprintf(o, " (no run within the bounds is compared: on each, %s reads uninitialised memory or needs more than"
               " the bound)\n", s->ref_uninit);
  else if (s->vacuous)
    fputs(" (no run of the program ends within the bound, so nothing was checked)\n", o);
  else if (s->original_passes)
    fputs(" (the program passes every run that ends within the bound; the others need more than it allows)\n", o);
  else
    fputs(" (no repair is proven, but some candidates fail only on runs that the bound cuts)\n", o);
}

/* Where the bound cut the runs and how to go on. */
static void bound_text(FILE *o, const rep_summary *s) {
  if (s->argv_max_argc) verdict_argv_text(o, s->argv_max_argc, s->argv_max_len);
  if (s->vacuous && s->ref_uninit && !s->nplaces) {
    fprintf(o, "to go on: %s with larger input bounds (--stdin-bytes, --max-argc, --max-arg-len), so that the"
               " reference reads what it uses; or --unwind %d\n",
            s->command ? s->command : "amend repair", s->unwind * 2);
    return;
  }
  fputs("needs more than the bound: ", o);
  places_text(o, s->places, s->nplaces, s->unwind);
  fputc('\n', o);
  int str = 0;  /* a string model's loop: --max-string, not --unwind */
  for (int i = 0; i < s->nplaces; i++)
    if (!strcmp(s->places[i].kind, "string")) str = s->places[i].max_string;
  fprintf(o, "to go on: %s --unwind %d", s->command ? s->command : "amend repair", s->unwind * 2);
  if (str) fprintf(o, " --max-string %d", str * 2);
  fputs("; or __CPROVER_assume a limit on the input the loop count comes from; or "
        "--no-unwinding-assertions (runs cut at the bound are not checked at all)\n", o);
}

static void summary_text(FILE *o, const rep_summary *s) {
  if (s->tests) {
    tests_text(o, s);
    if (!strcmp(s->status, "bound") && s->vacuous) {
      fputs("bound: no repair is proven:", o);
      bound_why(o, s);
      bound_text(o, s);
    } else if (!strcmp(s->status, "bound")) {
      fprintf(o, "bound: no repair is proven, but %d candidate%s that pass%s the tests fail%s against the reference only on"
                 " runs that the bound cuts\n", s->tests->undecided_bound, s->tests->undecided_bound == 1 ? "" : "s",
              s->tests->undecided_bound == 1 ? "es" : "", s->tests->undecided_bound == 1 ? "s" : "");
      bound_text(o, s);
    }
    return;
  }
  if (!strcmp(s->status, "correct")) {
    fputs("nothing to repair: the program is correct within the bound\n", o);
    return;
  }
  fprintf(o, "%d repair%s; %ld candidates checked in %.2fs; search %s", s->repairs, s->repairs == 1 ? "" : "s",
          s->candidates, s->elapsed_s, s->status);
  if (!strcmp(s->status, "bound")) {
    bound_why(o, s);
    bound_text(o, s);
    return;
  }
  if (s->reason) memory_text(o, s);
  if (s->engine && !strcmp(s->engine, "templates")) fputs(" (template engine)", o);
  else if (s->reason) {
    if (s->max_size_done > 0) fprintf(o, " (every minimal mutation repair up to size %d is listed)", s->max_size_done);
  }
  else if (!strcmp(s->status, "exhausted")) fputs(" (every minimal mutation repair is listed)", o);
  else fprintf(o, " (every minimal mutation repair up to size %d is listed; --max-size searches further)",
               s->max_size_done);
  fputc('\n', o);
  if (s->argv_max_argc) verdict_argv_text(o, s->argv_max_argc, s->argv_max_len);
  if (s->tmpl_status)
    fprintf(o, "templates: %d diagnos%s, %d tried, %d repair%s, %d refinements in %.2fs; %s\n", s->diagnoses,
            s->diagnoses == 1 ? "is" : "es", s->tried, s->tmpl_repairs, s->tmpl_repairs == 1 ? "" : "s",
            s->iterations, s->tmpl_elapsed_s, s->tmpl_status);
  if (s->tmpl_share_s > 0)
    fprintf(o, "templates: stopped after %.1fs, their share after the test engines (as long as those took, at least"
               " %.0fs); --engine templates gives them the whole --timeout\n", s->tmpl_share_s, REP_TMPL_MIN_S);
}

/* With a reference in the run: which functions were repair sites, and
 * which harness is specification. */
static void scope_text(FILE *o, const rep_summary *s) {
  if (!s->scoped) return;
  fputs("mutable:", o);
  for (int i = 0; i < s->nmutable; i++) fprintf(o, "%s %s", i ? "," : "", s->mutable_fns[i]->name);
  if (!s->nmutable) fputs(" none", o);
  if (s->nharness) {
    fputs("; the harness", o);
    for (int i = 0; i < s->nharness; i++) fprintf(o, "%s %s", i ? "," : "", s->harness[i]->name);
    fputs(" is specification (--mutate F,... to repair it too)", o);
  }
  fputc('\n', o);
}

static void scope_json(FILE *o, const rep_summary *s) {
  if (!s->mutable_fns) return;
  fputs(",\"mutable\":[", o);
  for (int i = 0; i < s->nmutable; i++) {
    if (i) fputc(',', o);
    json_str(o, s->mutable_fns[i]->name);
  }
  fputc(']', o);
  if (!s->scoped) return;
  fputs(",\"harness\":[", o);
  for (int i = 0; i < s->nharness; i++) {
    if (i) fputc(',', o);
    json_str(o, s->harness[i]->name);
  }
  fputc(']', o);
}

void rep_summary_text(FILE *o, const rep_summary *s) {
  if (!s->status) return;
  summary_text(o, s);
  scope_text(o, s);
  if (s->before) {
    fprintf(o, "before: the test engines on %d tests (%d failing), %ld runs, found nothing the reference proves\n",
            s->before->total, s->before->failing, s->before->runs);
    tests_detail(o, s->before, 0);
  }
  if (s->stdin_tokens) verdict_tokens_text(o, s->stdin_tokens, s->tokens_exact, s->tokens_double);
  else if (s->stdin_bytes) verdict_bytes_text(o, s->stdin_bytes, s->stdin_text);
  verdict_max_string_text(o, s->max_string);
  verdict_ref_uninit_text(o, s->ref_uninit);
  verdict_sandbox_text(o, s->sandbox, 1);
}

static void tests_json(FILE *o, const rep_tests *t);

void rep_summary_json(FILE *o, const rep_summary *s) {
  fprintf(o, "{\"type\":\"summary\",\"status\":\"%s\",\"repairs\":%d,\"candidates\":%ld,\"elapsed_s\":%.6f",
          s->status, s->repairs, s->candidates, s->elapsed_s);
  if (s->prune)
    fprintf(o,
            ",\"prune\":\"%s\",\"pruning\":{\"fl_clauses\":%d,\"vars_clauses\":%d,\"inputs_learned\":%d,"
            "\"fl_s\":%.6f,\"vars_s\":%.6f,\"cex_s\":%.6f}",
            s->prune, s->fl_clauses, s->vars_clauses, s->inputs_learned, s->fl_s, s->vars_s, s->cex_s);
  if (s->prune)
    fprintf(o, ",\"times\":{\"encode_s\":%.6f,\"generate_s\":%.6f,\"validate_s\":%.6f,\"recheck_s\":%.6f}",
            s->encode_s, s->generate_s, s->validate_s, s->recheck_s);
  if (s->engine) fprintf(o, ",\"engine\":\"%s\"", s->engine);
  if (s->tmpl_status)
    fprintf(o,
            ",\"templates\":{\"status\":\"%s\",\"diagnoses\":%d,\"tried\":%d,\"repairs\":%d,"
            "\"iterations\":%d,\"diagnose_s\":%.6f,\"cegis_s\":%.6f,\"elapsed_s\":%.6f,"
            "\"propose_s\":%.6f,\"refute_s\":%.6f",
            s->tmpl_status, s->diagnoses, s->tried, s->tmpl_repairs, s->iterations, s->diagnose_s, s->cegis_s,
            s->tmpl_elapsed_s, s->propose_s, s->refute_s);
  if (s->tmpl_status) {
    if (s->tmpl_share_s > 0) fprintf(o, ",\"share_s\":%.6f", s->tmpl_share_s);
    if (s->tmpl_stopped_by) fprintf(o, ",\"stopped_by\":\"%s\"", s->tmpl_stopped_by);
    fputc('}', o);
  }
  if (s->prog) verdict_undefined_json(o, s->prog);
  scope_json(o, s);
  if (s->argv_max_argc) verdict_argv_json(o, s->argv_max_argc, s->argv_max_len);
  if (s->stdin_tokens) verdict_tokens_json(o, s->stdin_tokens, s->tokens_exact, s->tokens_double);
  else if (s->stdin_bytes) verdict_bytes_json(o, s->stdin_bytes, s->stdin_text);
  verdict_max_string_json(o, s->max_string);
  verdict_ref_uninit_json(o, s->ref_uninit);
  if (!strcmp(s->status, "bound")) {
    places_json(o, "needs_more", s->places, s->nplaces);
    fprintf(o, ",\"unwind\":%d,\"vacuous\":%s,\"original_passes\":%s,\"go_on\":", s->unwind,
            s->vacuous ? "true" : "false", s->original_passes ? "true" : "false");
    char cmd[64];
    int n = snprintf(cmd, sizeof cmd, "--unwind %d", s->unwind * 2);
    for (int i = 0; i < s->nplaces; i++)
      if (!strcmp(s->places[i].kind, "string")) {
        snprintf(cmd + n, sizeof cmd - (size_t)n, " --max-string %d", s->places[i].max_string * 2);
        break;
      }
    json_str(o, cmd);
  }
  if (s->tests) tests_json(o, s->tests);
  if (s->reason) {
    fputs(",\"reason\":", o);
    json_str(o, s->reason);
    fprintf(o, ",\"memory_mb\":%d", s->memory_mb);
  }
  if (s->before) {
    fputs(",\"before\":{\"engine\":\"tests\"", o);
    tests_json(o, s->before);
    fputc('}', o);
  }
  verdict_sandbox_json(o, s->sandbox, 1);
  if (s->stopped_by) fprintf(o, ",\"stopped_by\":\"%s\"", s->stopped_by);
  fputs("}\n", o);
}

/* The failing test with the shortest stdin: its run and what it expected. */
static void failing_json(FILE *o, const rep_failing *f) {
  fputs(",\"shortest_failing\":{\"name\":", o);
  json_str(o, f->name);
  fprintf(o, ",\"given\":%s,\"status\":", f->given ? "true" : "false");
  json_str(o, f->status);
  if (f->status && !strcmp(f->status, "exit")) fprintf(o, ",\"exit_code\":%d", f->code);
  if (f->status && !strcmp(f->status, "crash")) fprintf(o, ",\"signal\":%d", f->code);
  fputs(",\"stdin\":", o);
  json_bytes(o, f->in, (size_t)f->in_len);
  fputs(",\"output\":", o);
  json_bytes(o, f->out, (size_t)f->out_len);
  fputs(",\"expected\":", o);
  json_bytes(o, f->exp, (size_t)f->exp_len);
  if (f->cut) fputs(",\"cut\":true", o);
  fputc('}', o);
}

/* A test-suite run's objects: tests, synthesis, mutation. */
static void tests_json(FILE *o, const rep_tests *t) {
  {
    fprintf(o, ",\"tests\":{\"total\":%d,\"failing\":%d,\"runs\":%ld,\"validations\":%d,\"validate_s\":%.6f",
            t->total, t->failing, t->runs, t->validations, t->validate_s);
    if (t->judged)
      fprintf(o, ",\"refuted_by_reference\":%d,\"undecided_by_reference\":%d,\"undecided_by_bound\":%d", t->refuted,
              t->undecided, t->undecided_bound);
    fprintf(o, ",\"from_reference\":%d", t->from_reference);
    if (t->unproven_printed) fprintf(o, ",\"unproven_printed\":%d", t->unproven_printed);
    if (t->identity_only) fputs(",\"identity_only\":true", o);
    if (t->donors_tried) fprintf(o, ",\"donors_tried\":%d", t->donors_tried);
    if (t->rules)
      fprintf(o, ",\"refused_by_rules\":{\"constant\":%d,\"unread\":%d,\"uninit\":%d}", t->refused_constant,
              t->refused_unread, t->refused_uninit);
    if (t->shortest.has) failing_json(o, &t->shortest);
    fputc('}', o);
    if (t->synth_status)
      fprintf(o,
              ",\"synthesis\":{\"status\":\"%s\",\"points\":%d,\"tried\":%d,\"angelic\":%d,\"candidates\":%d,"
              "\"repairs\":%d,\"trivial\":%d,\"localize_s\":%.6f,\"synth_s\":%.6f}",
              t->synth_status, t->points, t->tried, t->angelic, t->candidates, t->synth_repairs, t->trivial,
              t->localize_s, t->synth_s);
    if (t->mut_status)
      fprintf(o,
              ",\"mutation\":{\"status\":\"%s\",\"sites\":%d,\"mutations\":%d,\"sites_left_out\":%d,"
              "\"candidates\":%ld,\"repairs\":%d,\"max_size_done\":%d,\"elapsed_s\":%.6f,\"max_size\":%d,"
              "\"refuted_at_cap\":%ld%s",
              t->mut_status, t->sites, t->muts, t->sites_left_out, t->mut_candidates, t->mut_repairs,
              t->max_size_done, t->mut_s, t->max_size, t->mut_at_cap, t->mut_paused ? "" : "}");
    if (t->mut_status && t->mut_paused) fprintf(o, ",\"paused_before\":%d}", t->mut_paused);
    if (t->guided_status)
      fprintf(o, ",\"reference_guided\":{\"status\":\"%s\",\"edits\":%d,\"candidates\":%ld,\"repairs\":%d,"
              "\"elapsed_s\":%.6f}", t->guided_status, t->guided_edits, t->guided_candidates, t->guided_repairs,
              t->guided_s);
    if (t->bases)
      fprintf(o, ",\"based\":{\"bases\":%d,\"candidates\":%ld,\"repairs\":%d,\"elapsed_s\":%.6f}", t->bases,
              t->based_candidates, t->based_repairs, t->based_s);
  }
}

static void sarif(FILE *o, const rep_repair *all, int n, const char *rule) {
  fputs("{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{"
        "\"tool\":{\"driver\":{\"name\":\"amend\",\"version\":\"0.1\",\"rules\":[{\"id\":\"amend.repair\","
        "\"shortDescription\":{\"text\":",
        o);
  json_str(o, rule);
  fputs("}}]}},\"results\":[", o);
  for (int i = 0; i < n; i++) {
    const rep_repair *r = &all[i];
    if (i) fputc(',', o);
    fputs("{\"ruleId\":\"amend.repair\",\"level\":\"warning\",\"message\":{\"text\":", o);
    char msg[128];
    snprintf(msg, sizeof msg, "Repair %d changes %d expression%s", r->index, r->n, r->n == 1 ? "" : "s");
    json_str(o, msg);
    fputs("},\"locations\":[", o);
    for (int k = 0; k < r->n; k++) {
      const rep_change *c = &r->c[k];
      fputs(k ? ",{\"physicalLocation\":{\"artifactLocation\":{\"uri\":" : "{\"physicalLocation\":{\"artifactLocation\":{\"uri\":", o);
      json_str(o, c->file);
      fprintf(o, "},\"region\":{\"startLine\":%u,\"startColumn\":%u}}}", c->at_line, c->at_col);
    }
    fputs("],\"fixes\":[{\"description\":{\"text\":", o);
    json_str(o, msg);
    fputs("},\"artifactChanges\":[", o);
    for (int k = 0; k < r->n; k++) {
      const rep_change *c = &r->c[k];
      fputs(k ? ",{\"artifactLocation\":{\"uri\":" : "{\"artifactLocation\":{\"uri\":", o);
      json_str(o, c->file);
      fprintf(o,
              "},\"replacements\":[{\"deletedRegion\":{\"startLine\":%u,\"startColumn\":%u,\"endLine\":%u,"
              "\"endColumn\":%u},\"insertedContent\":{\"text\":",
              c->at_line, c->at_col, c->at_end_line, c->at_end_col);
      json_str(o, c->new_text);
      fputs("}}]}", o);
    }
    fputs("]}]", o);
    if (r->proved_by) {   /* SARIF's property bag: the specification it was proved against */
      fputs(",\"properties\":{\"proved_by\":", o);
      json_str(o, r->proved_by);
      fputc('}', o);
    }
    fputc('}', o);
  }
  fputs("]}]}\n", o);
}

void rep_sarif(FILE *o, const rep_repair *all, int n) {
  sarif(o, all, n, "A minimal repair that makes every assertion hold within the bound");
}

int rep_sarif_write(const char *path, const rep_repair *all, int n, int tests) {
  FILE *o = fopen(path, "w");
  if (!o) {
    fprintf(stderr, "amend: error: cannot write %s\n", path);
    return -1;
  }
  if (tests) sarif(o, all, n, "A repair under which every test of the suite passes");
  else rep_sarif(o, all, n);
  return fclose(o) == 0 ? 0 : -1;
}

void rep_repair_free(rep_repair *r) {
  for (int i = 0; i < r->n; i++) {
    free(r->c[i].original);
    free(r->c[i].replacement);
  }
  free(r->c);
  free(r->diff);
  free(r->ev_differs_stdin);
  r->c = NULL;
  r->diff = NULL;
  r->ev_differs_stdin = NULL;
}
