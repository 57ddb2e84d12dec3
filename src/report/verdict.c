/* verdict.c - the verifier's answer, for people and for scripts. */
#include "report/verdict.h"

#include <inttypes.h>

#include "report/json.h"

static const char *file_of(const ir_prog *p, ir_loc l) {
  return l.file >= 0 && l.file < p->nfiles ? p->files[l.file].path : "?";
}

static void print_value(FILE *o, const bmc_value *v) {
  const ir_type *t = v->input->type;
  if (t->is_signed && !t->is_bool) fprintf(o, "%" PRId64, v->value);
  else fprintf(o, "%" PRIu64, (uint64_t)v->value & (t->bits == 64 ? UINT64_MAX : (UINT64_C(1) << t->bits) - 1));
}

static const char *bound_word(const bmc_result *r) { return r->complete ? "complete" : "bounded"; }

void verdict_text(FILE *o, const ir_prog *p, const bmc_result *r, int unwind) {
  if (r->status == BMC_VERIFIED) {
    fputs("VERIFIED\n", o);
  } else if (r->status == BMC_VIOLATED) {
    const bmc_prop *pr = r->prop;
    fputs("VIOLATED\n", o);
    if (pr)
      fprintf(o, "%s:%u:%u: %s: %s\n", file_of(p, pr->loc), pr->loc.line, pr->loc.col,
              bmc_propkind_str(pr->kind), pr->text && *pr->text ? pr->text : bmc_propkind_str(pr->kind));
    fputs("counterexample:\n", o);
    for (int i = 0; i < r->nvalues; i++) {
      const bmc_input *in = r->values[i].input;
      if (in->is_arg) fprintf(o, "  argument %s = ", in->name);
      else fprintf(o, "  input %s (%s:%u) = ", in->name, file_of(p, in->loc), in->loc.line);
      print_value(o, &r->values[i]);
      fputc('\n', o);
    }
  } else {
    fprintf(o, "UNKNOWN (%s)\n", r->reason);
    return;
  }
  if (r->complete) fputs("bound: complete\n", o);
  else fprintf(o, "bound: bounded (unwind %d)\n", unwind);
}

void verdict_json(FILE *o, const ir_prog *p, const bmc_result *r, const verdict_times *t) {
  const char *st = r->status == BMC_VERIFIED ? "verified" : r->status == BMC_VIOLATED ? "violated" : "unknown";
  fprintf(o, "{\"type\":\"result\",\"status\":\"%s\",\"bound\":\"%s\"", st, bound_word(r));
  if (r->status == BMC_VIOLATED && r->prop) {
    const bmc_prop *pr = r->prop;
    fputs(",\"assertion\":{\"file\":", o);
    json_str(o, file_of(p, pr->loc));
    fprintf(o, ",\"line\":%u,\"column\":%u,\"kind\":", pr->loc.line, pr->loc.col);
    json_str(o, bmc_propkind_str(pr->kind));
    fputs(",\"text\":", o);
    json_str(o, pr->text);
    fputc('}', o);
  }
  if (r->status == BMC_UNKNOWN) {
    fputs(",\"reason\":", o);
    json_str(o, r->reason);
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
      json_str(o, in->name);
      fprintf(o, ",\"line\":%u,\"value\":", in->loc.line);
      print_value(o, &r->values[i]);
      fprintf(o, ",\"kind\":\"%s\"}", in->is_arg ? "argument" : "nondet");
    }
  fputc(']', o);
  if (t)
    fprintf(o, ",\"times\":{\"parse_s\":%.6f,\"encode_s\":%.6f,\"solve_s\":%.6f}", t->parse_s, t->encode_s,
            t->solve_s);
  fputs("}\n", o);
}
