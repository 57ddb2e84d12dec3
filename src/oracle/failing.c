/* failing.c - enumerate failing inputs; instantiate the program on them. */
#include "oracle/failing.h"

#include <stdlib.h>

#include "util/arena.h"

failing_input failing_of_model(bmc *b, Z3_model m) {
  Z3_context z = bmc_ctx(b);
  failing_input in = {bmc_ninputs(b), xcalloc((size_t)bmc_ninputs(b) + 1, sizeof(Z3_ast))};
  for (int i = 0; i < in.n; i++) {
    Z3_ast v;
    if (Z3_model_eval(z, m, bmc_inputat(b, i)->term, 1, &v)) in.v[i] = v;
    else in.v[i] = bmc_inputat(b, i)->term;  /* cannot happen with completion */
  }
  return in;
}

int failing_find(bmc *b, int max, double timeout_s, failing_input **out) {
  Z3_context z = bmc_ctx(b);
  Z3_solver s = bmc_bv_solver(z, timeout_s);
  bmc_assert_program(b, s);
  Z3_solver_assert(z, s, bmc_violation(b));
  *out = xcalloc((size_t)max + 1, sizeof **out);
  int n = 0;
  Z3_ast *diff = xmalloc(sizeof *diff * ((size_t)bmc_ninputs(b) + 1));
  while (n < max) {
    Z3_lbool r = Z3_solver_check(z, s);
    if (r == Z3_L_UNDEF) {
      if (n == 0) n = -1;
      break;
    }
    if (r == Z3_L_FALSE) break;
    Z3_model m = Z3_solver_get_model(z, s);
    Z3_model_inc_ref(z, m);
    failing_input in = failing_of_model(b, m);
    /* the next input must differ somewhere the run looks */
    int nd = 0;
    for (int i = 0; i < in.n; i++) {
      Z3_ast g;
      if (!Z3_model_eval(z, m, bmc_inputat(b, i)->guard, 1, &g) || Z3_get_bool_value(z, g) != Z3_L_TRUE) continue;
      diff[nd++] = Z3_mk_not(z, Z3_mk_eq(z, bmc_inputat(b, i)->term, in.v[i]));
    }
    Z3_model_dec_ref(z, m);
    (*out)[n++] = in;
    if (nd == 0) break;  /* no input matters: every run fails alike */
    Z3_solver_assert(z, s, nd == 1 ? diff[0] : Z3_mk_or(z, (unsigned)nd, diff));
  }
  free(diff);
  Z3_solver_dec_ref(z, s);
  return n;
}

void failing_free(failing_input *in, int n) {
  for (int i = 0; i < n; i++) free(in[i].v);
  free(in);
}

bmc *failing_copy(const ir_prog *p, const bmc_opts *bo, const failing_input *in, Z3_ast *fixed) {
  bmc *c = bmc_encode(p, bo, stderr);
  if (!c) return NULL;
  if (bmc_ninputs(c) != in->n) {
    bmc_free(c);
    return NULL;
  }
  Z3_context z = bmc_ctx(c);
  int n = bmc_nhard(c) + in->n;
  Z3_ast *parts = xmalloc(sizeof *parts * ((size_t)n + 1));
  int k = 0;
  for (int i = 0; i < bmc_nhard(c); i++) parts[k++] = bmc_hard(c, i);
  for (int i = 0; i < in->n; i++) parts[k++] = Z3_mk_eq(z, bmc_inputat(c, i)->term, in->v[i]);
  *fixed = k == 0 ? Z3_mk_true(z) : Z3_mk_and(z, (unsigned)k, parts);
  free(parts);
  return c;
}
