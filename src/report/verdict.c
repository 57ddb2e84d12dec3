/* verdict.c - the verifier's answer, for people and for scripts. */
#include "report/verdict.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "report/json.h"

static const char *file_of(const ir_prog *p, ir_loc l) {
  return l.file >= 0 && l.file < p->nfiles ? p->files[l.file].path : "?";
}

/* A float or double from its IEEE bits: the shortest %g that reads back
 * as the same value; nan, inf and -inf as words (strings in JSON). */
static void print_float(FILE *o, const bmc_value *v, int json) {
  int dbl = v->input->type->bits == 64;
  double d;
  if (dbl) {
    uint64_t u = (uint64_t)v->value;
    memcpy(&d, &u, sizeof d);
  } else {
    uint32_t u = (uint32_t)v->value;
    float f;
    memcpy(&f, &u, sizeof f);
    d = f;
  }
  if (isnan(d) || isinf(d)) {
    const char *w = isnan(d) ? "nan" : d > 0 ? "inf" : "-inf";
    fprintf(o, json ? "\"%s\"" : "%s", w);
    return;
  }
  char buf[64];
  for (int prec = 1; prec <= 17; prec++) {
    snprintf(buf, sizeof buf, "%.*g", prec, d);
    double back = strtod(buf, NULL);
    if (dbl ? back == d : (float)back == (float)d) {
      /* 9e+01 reads better as 90 */
      if (strchr(buf, 'e') && fabs(d) >= 1 && fabs(d) < 1e16) snprintf(buf, sizeof buf, "%.0f", d);
      break;
    }
  }
  if (json && !strpbrk(buf, ".eEn")) strcat(buf, ".0");  /* a JSON number that reads as a float */
  fputs(buf, o);
}

static void print_value(FILE *o, const bmc_value *v, int json) {
  const ir_type *t = v->input->type;
  if (t->kind == IR_TY_FLOAT) {
    print_float(o, v, json);
    return;
  }
  if (t->is_signed && !t->is_bool) fprintf(o, "%" PRId64, v->value);
  else fprintf(o, "%" PRIu64, (uint64_t)v->value & (t->bits == 64 ? UINT64_MAX : (UINT64_C(1) << t->bits) - 1));
}

static void names_json(FILE *o, const char *key, const char *const *v, int n) {
  fprintf(o, ",\"%s\":[", key);
  for (int i = 0; i < n; i++) {
    if (i) fputc(',', o);
    json_str(o, v[i]);
  }
  fputc(']', o);
}

void verdict_undefined_json(FILE *o, const ir_prog *p) {
  if (!p) return;  /* the watchdog's summary, written before any program was read */
  names_json(o, "undefined_functions", p->undef, p->nundef);
  if (p->nundef_vars) names_json(o, "undefined_variables", p->undef_vars, p->nundef_vars);
}

void verdict_argv_json(FILE *o, int max_argc, int max_len) {
  fprintf(o, ",\"argv\":{\"max_argc\":%d,\"max_arg_len\":%d}", max_argc, max_len);
}

void verdict_argv_text(FILE *o, int max_argc, int max_len) {
  fprintf(o, "argv: 1 <= argc <= %d, each argv[i] at most %d characters (--max-argc, --max-arg-len)\n",
          max_argc, max_len);
}

static const char *tokens_bound(int tokens, int exact, char *buf, size_t n) {
  snprintf(buf, n, "%s %d number%s", exact ? "any" : "at most", tokens, tokens == 1 ? "" : "s");
  return buf;
}

void verdict_bytes_text(FILE *o, int bytes, int text) {
  if (text)
    fprintf(o, "stdin: any text of at most %d characters (lines of printable ASCII, blanks and tabs; --stdin-bytes)\n",
            bytes);
  else
    fprintf(o, "stdin: at most %d bytes (--stdin-bytes)\n", bytes);
}

void verdict_bytes_json(FILE *o, int bytes, int text) {
  if (text)
    fprintf(o, ",\"io\":\"typed\",\"stdin_bound\":\"any text of at most %d characters in lines\",\"token_kind\":\"text\"", bytes);
  else
    fputs(",\"io\":\"bytes\"", o);
  fprintf(o, ",\"stdin_bytes\":%d", bytes);
}

/* --input-range, once per process (main.c) */
static int range_set;
static long range_lo, range_hi;

void verdict_input_range(long lo, long hi) {
  range_set = 1;
  range_lo = lo;
  range_hi = hi;
}

void verdict_tokens_text(FILE *o, int tokens, int exact, int dbl) {
  char b[64], each[96];
  if (range_set) snprintf(each, sizeof each, "each in [%ld, %ld]; --input-range", range_lo, range_hi);
  else snprintf(each, sizeof each, "each over its whole range");
  fprintf(o, "stdin: %s (%s, %s%s)\n", tokens_bound(tokens, exact, b, sizeof b), dbl ? "finite doubles" : "integers",
          each, exact ? "" : "; --stdin-tokens");
}

void verdict_tokens_json(FILE *o, int tokens, int exact, int dbl) {
  char b[64];
  fprintf(o, ",\"io\":\"typed\",\"stdin_bound\":\"%s\",\"max_tokens\":%d,\"token_kind\":\"%s\"",
          tokens_bound(tokens, exact, b, sizeof b), tokens, dbl ? "double" : "integer");
  if (range_set) fprintf(o, ",\"stdin_range\":{\"lo\":%ld,\"hi\":%ld}", range_lo, range_hi);
}

void verdict_max_string_text(FILE *o, int n) {
  if (n > 0) fprintf(o, "strings: the C library's loops run up to %d characters (--max-string)\n", n);
}

void verdict_max_string_json(FILE *o, int n) {
  if (n > 0) fprintf(o, ",\"max_string\":%d", n);
}

void verdict_ref_uninit_json(FILE *o, const char *ref) {
  if (ref) fputs(",\"reference_uninit_excluded\":true", o);
}

void verdict_ref_uninit_text(FILE *o, const char *ref) {
  if (ref) fprintf(o, "reference: runs on which %s reads uninitialised memory are not compared\n", ref);
}

void verdict_sandbox_json(FILE *o, const verdict_sandbox *s, int stops) {
  if (!s || !s->mode) return;
  fputs(",\"sandbox\":", o);
  json_str(o, s->mode);
  if (stops)
    fprintf(o, ",\"sandbox_stops\":{\"runs\":%ld,\"time\":%ld,\"cpu\":%ld,\"file_size\":%ld,\"output\":%ld,"
               "\"orphans\":%ld}",
            s->runs, s->time, s->cpu, s->file_size, s->output, s->orphans);
  if (stops)
    fprintf(o, ",\"native\":{\"runs\":%ld,\"run_s\":%.6f,\"stopped_s\":%.6f,\"compiles\":%ld,\"compile_s\":%.6f}", s->runs,
            s->run_s, s->stopped_s, s->compiles, s->compile_s);
}

void verdict_sandbox_text(FILE *o, const verdict_sandbox *s, int stops) {
  if (!s || !s->mode) return;
  fprintf(o, "sandbox: %s\n", s->text ? s->text : s->mode);
  if (stops) {
    fprintf(o, "native: %ld run%s of the program in %.1fs", s->runs, s->runs == 1 ? "" : "s", s->run_s);
    /* what went to waiting on runs that never ended by themselves */
    if (s->stopped_s >= 0.05) fprintf(o, " (%.1fs of it in runs a limit stopped)", s->stopped_s);
    fprintf(o, ", %ld compile%s in %.1fs\n", s->compiles, s->compiles == 1 ? "" : "s", s->compile_s);
  }
  if (!stops || !(s->time || s->cpu || s->file_size || s->output || s->orphans)) return;
  fprintf(o, "sandbox: of %ld runs of the program, stopped:", s->runs);
  const char *sep = " ";
  if (s->time) fprintf(o, "%s%ld at the time limit", sep, s->time), sep = ", ";
  if (s->cpu) fprintf(o, "%s%ld at the CPU-time limit", sep, s->cpu), sep = ", ";
  if (s->file_size) fprintf(o, "%s%ld at the file-size limit", sep, s->file_size), sep = ", ";
  if (s->output) fprintf(o, "%s%ld past the output limit", sep, s->output), sep = ", ";
  if (s->orphans) fprintf(o, "%s%ld processes left running after their run, killed", sep, s->orphans);
  fputc('\n', o);
}

/* The first word of a counterexample line; also the JSON kind of cells. */
static const char *input_word(const bmc_input *in) {
  return in->cell == BMC_CELL_UNINIT ? "uninitialized" : in->cell == BMC_CELL_HEAP ? "heap" : "input";
}

/* The JSON kind of an input: an object that is an input as a whole is
 * a "nondet" one too. */
static const char *input_kind(const bmc_input *in) {
  if (in->is_arg) return "argument";
  return in->cell == BMC_CELL_UNINIT || in->cell == BMC_CELL_HEAP ? input_word(in) : "nondet";
}

/* The stdio model's inputs (stdin_length, stdin_byte...) on the failing
 * run, as the text the program read, C-escaped. */
static int stdin_text(const ir_prog *p, const bmc_result *r, char *out, size_t cap) {
  unsigned char bytes[4096];
  int len = bmc_result_stdin(p, r, bytes, (int)sizeof bytes);
  if (len < 0) return 0;
  size_t n = 0;
  for (int i = 0; i < len && i < (int)sizeof bytes && n + 5 < cap; i++) {
    unsigned char ch = bytes[i];
    const char *esc = ch == '\n' ? "\\n" : ch == '\t' ? "\\t" : ch == '\r' ? "\\r" : ch == '"' ? "\\\"" : ch == '\\' ? "\\\\" : NULL;
    if (esc) n += (size_t)snprintf(out + n, cap - n, "%s", esc);
    else if (ch < 32 || ch >= 127) n += (size_t)snprintf(out + n, cap - n, "\\x%02x", ch);
    else out[n++] = (char)ch;
  }
  out[n] = 0;
  return 1;
}

/* "stdin_base64" (the bytes themselves) and, under typed input,
 * "stdin_tokens" (the values): what a script feeds the programs. */
static void stdin_replay_json(FILE *o, const ir_prog *p, const bmc_result *r) {
  static unsigned char bytes[1 << 16];
  int len = bmc_result_stdin(p, r, bytes, (int)sizeof bytes);
  if (len < 0) return;
  if (len > (int)sizeof bytes) len = (int)sizeof bytes;
  static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  fputs(",\"stdin_base64\":\"", o);
  for (int i = 0; i < len; i += 3) {
    unsigned v = (unsigned)bytes[i] << 16 | (i + 1 < len ? (unsigned)bytes[i + 1] << 8 : 0) |
                 (i + 2 < len ? bytes[i + 2] : 0);
    fputc(b64[v >> 18 & 63], o);
    fputc(b64[v >> 12 & 63], o);
    fputc(i + 1 < len ? b64[v >> 6 & 63] : '=', o);
    fputc(i + 2 < len ? b64[v & 63] : '=', o);
  }
  fputc('"', o);
  bmc_token tok[64];
  int nt = bmc_result_tokens(p, r, tok, 64);
  if (nt < 0) return;
  fputs(",\"stdin_tokens\":[", o);
  for (int k = 0; k < nt && k < 64; k++) {
    char text[1300];
    bmc_token_text(&tok[k], text, sizeof text);
    /* JSON numbers: an integer as it is, a double as its shortest text
     * (JSON has no -0 issue: "-0" is valid) */
    fprintf(o, "%s%s", k ? "," : "", text);
  }
  fputc(']', o);
}

/* Inputs the stdin line already shows. */
static int is_model_input(const ir_prog *p, const bmc_input *in) {
  if (!p || in->loc.file < 0 || in->loc.file >= p->nfiles || !p->files[in->loc.file].lib) return 0;
  static const char *const names[] = {"stdin_length", "stdin_byte", "digit_quot", "digit_rem", "stdin_tokens",
                                      "stdin_int", "stdin_long", "stdin_double"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (!strcmp(in->name, names[i])) return 1;
  return 0;
}

static const char *bound_word(const bmc_result *r) { return r->complete ? "complete" : "bounded"; }

static const char *cut_word(int cut) {
  return cut == 1 + BMC_CUT_HEAP        ? "heap"
         : cut == 1 + BMC_CUT_RECURSION ? "recursion"
         : cut == 1 + BMC_CUT_STRING    ? "string"
                                        : "loop";
}

void verdict_string_text(FILE *o, const char *fn, const char *verb, const char *file, unsigned line, unsigned col,
                         int max) {
  fprintf(o, "%s at %s:%u:%u %s more than %d characters (--max-string)", fn, file, line, col,
          verb && *verb ? verb : "handles", max);
}

/* An unwinding violation: what needs more, where, and how to go on. */
static void needs_more_text(FILE *o, const ir_prog *p, const bmc_result *r) {
  const bmc_prop *pr = r->prop;
  const char *f = file_of(p, pr->loc);
  fputs("needs more: on the run above, ", o);
  if (pr->cut == 1 + BMC_CUT_STRING && pr->cut_func) {
    int max = pr->cut_func->string_bound;
    verdict_string_text(o, pr->cut_func->name, pr->cut_func->string_verb, f, pr->loc.line, pr->loc.col, max);
    fprintf(o, "\nto go on: --max-string %d, or bound the string's length with __CPROVER_assume, or leave out "
               "--unwinding-assertions\n", 2 * max);
    return;
  }
  if (pr->cut == 1 + BMC_CUT_HEAP)
    fprintf(o, "the heap block at %s:%u:%u needs more cells than --max-heap-cells\n", f, pr->loc.line, pr->loc.col);
  else if (pr->cut == 1 + BMC_CUT_RECURSION)
    fprintf(o, "the recursive call at %s:%u:%u goes deeper than %d\n", f, pr->loc.line, pr->loc.col, r->unwind);
  else
    fprintf(o, "the loop %s %s:%u:%u needs more than %d iterations\n", pr->in_model ? "in the C library call at" : "at",
            f, pr->loc.line, pr->loc.col, r->unwind);
  fprintf(o, "to go on: --unwind %d, or bound the loop count with __CPROVER_assume, or leave out "
             "--unwinding-assertions\n", 2 * r->unwind);
}

/* A run a limit stopped (r->timed_out) reads TIMEOUT, or in JSON
 * "status":"timeout", with r->reason saying in which phase; when it was
 * the memory limit (r->by_memory), LIMIT (memory: ...) and "status":"limit",
 * "reason":"memory", the phase in "phase". */
static void limit_text(FILE *o, const bmc_result *r) {
  if (!r->by_memory) {
    fprintf(o, "TIMEOUT (%s)\n", r->reason);
    return;
  }
  /* "while solving" reads on from the size; "stopped by the watchdog" not */
  const char *sep = strncmp(r->reason, "while", 5) ? ", " : " ";
  if (r->memory_mb > 0) fprintf(o, "LIMIT (memory: over %d MB%s%s)\n", r->memory_mb, sep, r->reason);
  else fprintf(o, "LIMIT (memory: out of memory%s%s)\n", sep, r->reason);
}

void verdict_text(FILE *o, const ir_prog *p, const bmc_result *r, int unwind) {
  if (r->status == BMC_VERIFIED) {
    fputs("VERIFIED\n", o);
  } else if (r->status == BMC_VIOLATED) {
    const bmc_prop *pr = r->prop;
    fputs("VIOLATED\n", o);
    if (pr) {
      fprintf(o, "%s:%u:%u: %s: %s", file_of(p, pr->loc), pr->loc.line, pr->loc.col, bmc_propkind_str(pr->kind),
              pr->text && *pr->text ? pr->text : bmc_propkind_str(pr->kind));
      if (pr->in_model)
        fprintf(o, " (inside the C library model of this call, %s:%u:%u)", file_of(p, pr->model_loc),
                pr->model_loc.line, pr->model_loc.col);
      fputc('\n', o);
    }
    fputs("counterexample:\n", o);
    char text[4096 * 4 + 8];
    if (stdin_text(p, r, text, sizeof text)) fprintf(o, "  stdin = \"%s\"\n", text);
    for (int i = 0; i < r->nvalues; i++) {
      const bmc_input *in = r->values[i].input;
      if (is_model_input(p, in)) continue;
      const char *name = r->values[i].name ? r->values[i].name : in->name;
      if (in->is_arg) fprintf(o, "  argument %s = ", name);
      else fprintf(o, "  %s %s (%s:%u) = ", input_word(in), name, file_of(p, in->loc), in->loc.line);
      print_value(o, &r->values[i], 0);
      /* a character: also as text, so argv strings and buffers read */
      int64_t ch = r->values[i].value;
      if (in->type->kind == IR_TY_INT && in->type->bits == 8 && ch >= 32 && ch < 127) fprintf(o, " ('%s%c')", ch == '\'' || ch == '\\' ? "\\" : "", (int)ch);
      fputc('\n', o);
    }
    if (pr && pr->kind == BMC_PROP_UNWIND && pr->cut) needs_more_text(o, p, r);
  } else {
    if (r->timed_out) limit_text(o, r);
    else fprintf(o, "UNKNOWN (%s)\n", r->reason);
    return;
  }
  if (r->complete) fputs("bound: complete\n", o);
  else fprintf(o, "bound: bounded (unwind %d)\n", unwind);
  if (r->argv_max_argc) verdict_argv_text(o, r->argv_max_argc, r->argv_max_len);
  if (r->stdin_bytes) verdict_bytes_text(o, r->stdin_bytes, r->stdin_text);
  if (r->stdin_tokens) verdict_tokens_text(o, r->stdin_tokens, r->tokens_exact, r->tokens_double);
  verdict_max_string_text(o, r->max_string);
  verdict_ref_uninit_text(o, r->ref_uninit);
  if (r->ref_undefined)
    fprintf(o, "reference: inputs on which %s does what C leaves undefined (an index past its array, a division by zero)"
               " are no inputs of the specification\n", r->ref_undefined);
  if ((r->ref_uninit || r->ref_undefined) && r->compared_none)
    fputs("reference: no run within the bound was compared (each is left out or cut)\n", o);
  verdict_sandbox s = {.mode = r->sandbox, .text = r->sandbox_text};
  verdict_sandbox_text(o, &s, 0);
  /* the verdict was reached; what came after it was stopped */
  if (r->timed_out) limit_text(o, r);
}

/* The fields shared by `check` and `localize` records. */
static void json_fields(FILE *o, const ir_prog *p, const bmc_result *r) {
  const char *st = r->timed_out                 ? (r->by_memory ? "limit" : "timeout")
                   : r->status == BMC_VERIFIED ? "verified"
                   : r->status == BMC_VIOLATED ? "violated"
                                               : "unknown";
  fprintf(o, "\"status\":\"%s\",\"bound\":\"%s\"", st, bound_word(r));
  if (r->status == BMC_VIOLATED && r->prop) {
    const bmc_prop *pr = r->prop;
    fputs(",\"assertion\":{\"file\":", o);
    json_str(o, file_of(p, pr->loc));
    fprintf(o, ",\"line\":%u,\"column\":%u,\"kind\":", pr->loc.line, pr->loc.col);
    json_str(o, bmc_propkind_str(pr->kind));
    fputs(",\"text\":", o);
    json_str(o, pr->text);
    if (pr->in_model) {
      fputs(",\"model\":{\"file\":", o);
      json_str(o, file_of(p, pr->model_loc));
      fprintf(o, ",\"line\":%u,\"column\":%u}", pr->model_loc.line, pr->model_loc.col);
    }
    fputc('}', o);
    if (pr->kind == BMC_PROP_UNWIND && pr->cut) {
      fprintf(o, ",\"needs_more\":{\"kind\":\"%s\",\"line\":%u,\"column\":%u,\"unwind\":%d", cut_word(pr->cut),
              pr->loc.line, pr->loc.col, r->unwind);
      if (pr->cut_func) {
        fputs(",\"function\":", o);
        json_str(o, pr->cut_func->name);
        fprintf(o, ",\"max_string\":%d", pr->cut_func->string_bound);
      }
      fputc('}', o);
    }
  }
  if (r->status == BMC_UNKNOWN || r->timed_out) {
    fputs(",\"reason\":", o);
    json_str(o, r->timed_out && r->by_memory ? "memory" : r->reason);
  }
  fputs(",\"inputs\":[", o);
  /* arguments first, then nondet values, each group in execution order */
  int first = 1;
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < r->nvalues; i++) {
      const bmc_input *in = r->values[i].input;
      if (in->is_arg != (pass == 0)) continue;
      if (!first) fputc(',', o);
      first = 0;
      fputs("{\"name\":", o);
      json_str(o, r->values[i].name ? r->values[i].name : in->name);
      fprintf(o, ",\"line\":%u,\"value\":", in->loc.line);
      print_value(o, &r->values[i], 1);
      fprintf(o, ",\"kind\":\"%s\"}", input_kind(in));
    }
  fputc(']', o);
  /* added after the older fields, so that their order stays */
  verdict_undefined_json(o, p);
  if (r->argv_max_argc) verdict_argv_json(o, r->argv_max_argc, r->argv_max_len);
  if (r->stdin_bytes || r->stdin_tokens) {
    if (r->stdin_bytes) verdict_bytes_json(o, r->stdin_bytes, r->stdin_text);
    else verdict_tokens_json(o, r->stdin_tokens, r->tokens_exact, r->tokens_double);
    char text[4096 * 4 + 8];
    if (r->status == BMC_VIOLATED && stdin_text(p, r, text, sizeof text)) {
      fputs(",\"stdin\":", o);
      json_str(o, text);  /* C-escaped text, then JSON-escaped */
      stdin_replay_json(o, p, r);
    }
  }
  verdict_max_string_json(o, r->max_string);
  verdict_ref_uninit_json(o, r->ref_uninit);
  if (r->ref_undefined) fputs(",\"reference_undefined_excluded\":true", o);
  if ((r->ref_uninit || r->ref_undefined) && r->compared_none) fputs(",\"compared_none\":true", o);
  verdict_sandbox s = {.mode = r->sandbox};
  verdict_sandbox_json(o, &s, 0);
  if (r->timed_out && r->by_memory) {
    fputs(",\"phase\":", o);
    json_str(o, r->reason);
    fprintf(o, ",\"memory_mb\":%d", r->memory_mb);
  }
  if (r->timed_out) fprintf(o, ",\"stopped_by\":\"%s\"", r->by_memory ? "memory" : "time");
}

void verdict_json(FILE *o, const ir_prog *p, const bmc_result *r, const verdict_times *t) {
  fputs("{\"type\":\"result\",", o);
  json_fields(o, p, r);
  if (t)
    fprintf(o, ",\"times\":{\"parse_s\":%.6f,\"encode_s\":%.6f,\"solve_s\":%.6f}", t->parse_s, t->encode_s,
            t->solve_s);
  fputs("}\n", o);
}

/* The slot's text on one line: runs of white space become one space. */
static void slot_text(FILE *o, const ir_prog *p, const ir_expr *e, int json) {
  size_t n = e->loc.end > e->loc.off ? e->loc.end - e->loc.off : 0;
  const char *t = ir_loc_text(p, e->loc);
  char *buf = malloc(n + 1);
  size_t k = 0;
  for (size_t i = 0; buf && i < n; i++) {
    int ws = t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r';
    if (ws && k > 0 && buf[k - 1] == ' ') continue;
    buf[k++] = ws ? ' ' : t[i];
  }
  if (!buf) return;
  buf[k] = 0;
  if (json) json_str(o, buf);
  else fputs(buf, o);
  free(buf);
}

void verdict_must_text(FILE *o, const ir_prog *p, const ir_expr *const *must, int n) {
  if (!n) {
    fputs("must change: nothing -- the failure rests on the specification alone\n", o);
    return;
  }
  fprintf(o, "must change one of %d location%s:\n", n, n == 1 ? "" : "s");
  for (int i = 0; i < n; i++) {
    fprintf(o, "  %s:%u:%u: ", file_of(p, must[i]->loc), must[i]->loc.line, must[i]->loc.col);
    slot_text(o, p, must[i], 0);
    fputc('\n', o);
  }
}

static void slot_json(FILE *o, const ir_prog *p, const ir_expr *e) {
  fputs("{\"file\":", o);
  json_str(o, file_of(p, e->loc));
  fprintf(o, ",\"line\":%u,\"column\":%u,\"text\":", e->loc.line, e->loc.col);
  slot_text(o, p, e, 1);
  fputc('}', o);
}

void verdict_diag_text(FILE *o, const ir_prog *p, const verdict_diag *d) {
  fprintf(o, "%d minimal diagnos%s over %d component%s and %d failing input%s%s:\n", d->n, d->n == 1 ? "is" : "es",
          d->ncomps, d->ncomps == 1 ? "" : "s", d->ninputs, d->ninputs == 1 ? "" : "s",
          d->complete ? "" : " (incomplete: a limit stopped the search)");
  for (int i = 0; i < d->n; i++) {
    fprintf(o, "  %d. change %s:\n", i + 1, d->size[i] == 0 ? "nothing (the failure rests on unknown values)"
                                           : d->size[i] == 1 ? "this" : "all of these");
    for (int k = 0; k < d->size[i]; k++) {
      const ir_expr *e = d->comps[d->sets[i][k]];
      fprintf(o, "     %s:%u:%u: ", file_of(p, e->loc), e->loc.line, e->loc.col);
      slot_text(o, p, e, 0);
      fputc('\n', o);
    }
  }
}

void verdict_diag_json(FILE *o, const ir_prog *p, const bmc_result *r, const verdict_diag *d) {
  fputs("{\"type\":\"diagnose\",", o);
  json_fields(o, p, r);
  fprintf(o, ",\"components\":%d,\"failing_inputs\":%d,\"max_size\":%d,\"complete\":%s,\"elapsed_s\":%.6f",
          d->ncomps, d->ninputs, d->max_size, d->complete ? "true" : "false", d->elapsed_s);
  fputs(",\"diagnoses\":[", o);
  for (int i = 0; i < d->n; i++) {
    fprintf(o, "%s{\"size\":%d,\"components\":[", i ? "," : "", d->size[i]);
    for (int k = 0; k < d->size[i]; k++) {
      if (k) fputc(',', o);
      slot_json(o, p, d->comps[d->sets[i][k]]);
    }
    fputs("]}", o);
  }
  fputs("]}\n", o);
}

void verdict_must_json(FILE *o, const ir_prog *p, const bmc_result *r, const ir_expr *const *must, int n) {
  fputs("{\"type\":\"localize\",", o);
  json_fields(o, p, r);
  fputs(",\"must\":[", o);
  for (int i = 0; i < n; i++) {
    if (i) fputc(',', o);
    slot_json(o, p, must[i]);
  }
  fputs("]}\n", o);
}
