/* bmc_float.c - the floating-point primitives of the IR (IR_FSQRT ...
 * IR_FPOWI) as Z3 floating-point terms.  The math library models
 * (front/lib/math.c) are C; these are the operations C itself cannot
 * express exactly. */
#include "bmc/bmc_internal.h"

Z3_ast bmc_fp_unop(bmc *b, const ir_expr *e, Z3_ast x) {
  Z3_context z = b->z;
  switch (e->op) {
  case IR_PLUS: return x;
  case IR_NEG: return Z3_mk_fpa_neg(z, x);
  case IR_FSQRT: return Z3_mk_fpa_sqrt(z, Z3_mk_fpa_rne(z), x);
  case IR_FFLOOR: return Z3_mk_fpa_round_to_integral(z, Z3_mk_fpa_rtn(z), x);
  case IR_FCEIL: return Z3_mk_fpa_round_to_integral(z, Z3_mk_fpa_rtp(z), x);
  case IR_FROUND: return Z3_mk_fpa_round_to_integral(z, Z3_mk_fpa_rna(z), x);
  case IR_FTRUNC: return Z3_mk_fpa_round_to_integral(z, Z3_mk_fpa_rtz(z), x);
  default: bmc_fail(b, e->loc, "unsupported: operator '%s' on a floating-point operand", ir_op_str(e->op));
  }
}

enum { POWI_MAX = 4 };

/* x^k (k in 1..POWI_MAX) in a format wide enough that every product is
 * exact: k times the significand bits, and exponents to 2^13. */
static Z3_ast wide_power(bmc *b, Z3_ast x, int k, unsigned sbits) {
  Z3_context z = b->z;
  Z3_sort w = Z3_mk_fpa_sort(z, 14, POWI_MAX * sbits + 1);
  Z3_ast rm = Z3_mk_fpa_rne(z);  /* no rounding happens: exact */
  Z3_ast xw = Z3_mk_fpa_to_fp_float(z, rm, x, w), r = xw;
  for (int i = 1; i < k; i++) r = Z3_mk_fpa_mul(z, rm, r, xw);
  return r;
}

/* The exact x^k rounded to x's format in direction rm (RTN or RTP).  A
 * negative k divides in the wide format with the same direction: two
 * roundings the same way give the one rounding of the exact quotient. */
static Z3_ast rounded_power(bmc *b, Z3_ast x, int k, Z3_ast rm) {
  Z3_context z = b->z;
  Z3_sort s = Z3_get_sort(z, x);
  unsigned sbits = Z3_fpa_get_sbits(z, s);
  if (k == 0) return Z3_mk_fpa_numeral_double(z, 1.0, s);
  Z3_ast p = wide_power(b, x, k < 0 ? -k : k, sbits);
  if (k < 0) {
    Z3_sort w = Z3_get_sort(z, p);
    p = Z3_mk_fpa_div(z, rm, Z3_mk_fpa_numeral_double(z, 1.0, w), p);
  }
  return Z3_mk_fpa_to_fp_float(z, rm, p, s);
}

Z3_ast bmc_fp_powi(bmc *b, const ir_expr *e, Z3_ast x, Z3_ast n) {
  Z3_context z = b->z;
  Z3_ast up = bmc_fresh(b, "pow_rounds_up", Z3_mk_bool_sort(z));
  Z3_ast res = Z3_mk_fpa_nan(z, Z3_get_sort(z, x));  /* k outside the range: the model never asks */
  int64_t kn;
  int known = bmc_numeral(b, n, &kn);
  const ir_type *it = e->b->type;
  for (int k = -POWI_MAX; k <= POWI_MAX; k++) {
    if (known && (int32_t)kn != k) continue;
    Z3_ast lo = rounded_power(b, x, k, Z3_mk_fpa_rtn(z)), hi = rounded_power(b, x, k, Z3_mk_fpa_rtp(z));
    Z3_ast v = bmc_ite(b, up, hi, lo);
    res = known ? v : bmc_ite(b, Z3_mk_eq(z, n, bmc_num(b, it, k)), v, res);
  }
  return res;
}
