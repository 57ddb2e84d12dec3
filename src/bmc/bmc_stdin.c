/* bmc_stdin.c - the stdin of a counterexample, from the stdio model's
 * inputs: the bytes (stdin_length, stdin_byte) or, under typed input, the
 * tokens (stdin_tokens, then stdin_int, stdin_long or stdin_double) and
 * the text they stand for. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bmc/bmc_internal.h"

/* Is input i one the stdio model (a library file) declares? */
static int model_input(const ir_prog *p, const bmc_input *in) {
  return p && in->loc.file >= 0 && in->loc.file < p->nfiles && p->files[in->loc.file].lib;
}

int bmc_result_tokens(const ir_prog *p, const bmc_result *r, bmc_token *out, int cap) {
  int len = -1, nt = 0;
  for (int i = 0; i < r->nvalues; i++) {
    const bmc_input *in = r->values[i].input;
    if (!model_input(p, in)) continue;
    if (!strcmp(in->name, "stdin_tokens") && len < 0) {
      len = (int)r->values[i].value;
    } else if (len >= 0 && nt < len && nt < cap &&
               (!strcmp(in->name, "stdin_int") || !strcmp(in->name, "stdin_long") ||
                !strcmp(in->name, "stdin_double"))) {
      bmc_token *t = &out[nt++];
      memset(t, 0, sizeof *t);
      t->is_double = in->name[6] == 'd';
      t->ival = r->values[i].value;
      if (t->is_double) {
        uint64_t bits = (uint64_t)r->values[i].value;
        memcpy(&t->dval, &bits, sizeof t->dval);
      }
    }
  }
  return len;
}

/* Does text read back as d with strtod, and as (float)d with strtof? */
static int reads_back(const char *text, double d) {
  double x = strtod(text, NULL);
  float f = strtof(text, NULL), g = (float)d;
  return memcmp(&x, &d, sizeof x) == 0 && memcmp(&f, &g, sizeof f) == 0;
}

void bmc_token_text(const bmc_token *t, char *buf, size_t n) {
  if (!t->is_double) {
    snprintf(buf, n, "%lld", (long long)t->ival);
    return;
  }
  for (int prec = 1; prec <= 17; prec++) {
    snprintf(buf, n, "%.*g", prec, t->dval);
    if (reads_back(buf, t->dval)) return;
  }
  /* the exact decimal (a double whose float rounding sits on a tie):
   * glibc prints every digit, the zeros after the last one dropped */
  char *e = malloc(1200);
  if (!e) return;
  snprintf(e, 1200, "%.1100e", t->dval);
  char *exp = strchr(e, 'e');
  char *z = exp;
  while (z > e && z[-1] == '0') z--;
  if (z > e && z[-1] == '.') z--;
  snprintf(buf, n, "%.*s%s", (int)(z - e), e, exp ? exp : "");
  free(e);
}

int bmc_result_stdin(const ir_prog *p, const bmc_result *r, unsigned char *out, int cap) {
  bmc_token tok[64];
  int nt = bmc_result_tokens(p, r, tok, 64);
  if (nt >= 0) {
    int len = 0;
    for (int k = 0; k < nt && k < 64; k++) {
      char text[1300];
      bmc_token_text(&tok[k], text, sizeof text);
      for (const char *c = text; *c && len < cap; c++) out[len++] = (unsigned char)*c;
      if (len < cap) out[len++] = k + 1 < nt ? ' ' : '\n';
    }
    return len;
  }
  int len = -1, nb = 0;
  for (int i = 0; i < r->nvalues; i++) {
    const bmc_input *in = r->values[i].input;
    if (!model_input(p, in)) continue;
    if (!strcmp(in->name, "stdin_length") && len < 0) len = (int)r->values[i].value;
    else if (!strcmp(in->name, "stdin_byte") && len >= 0 && nb < len && nb < cap)
      out[nb++] = (unsigned char)r->values[i].value;
  }
  return len < 0 ? -1 : len;
}
