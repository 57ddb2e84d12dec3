/* bmc_float.c - the floating-point primitives of the IR (IR_FSQRT ...
 * IR_FPOWI) as Z3 floating-point terms.  The math library models
 * (models/libc/math.c) are C; these are the operations C itself cannot
 * express exactly. */
#include <stdint.h>
#include <stdlib.h>

#include "bmc/bmc_internal.h"
#include "util/arena.h"

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
  case IR_FFROMBITS: return Z3_mk_fpa_to_fp_bv(z, x, bmc_sort(b, e->type));
  default: bmc_fail(b, e->loc, "unsupported: operator '%s' on a floating-point operand", ir_op_str(e->op));
  }
}

/* The encoding of x.  Z3 gives a NaN one pattern of its own choosing; the
 * positive quiet NaN, what strtod("nan") and nan("") give, is fixed here
 * instead, so that the result does not depend on the solver's version. */
Z3_ast bmc_fp_to_bits(bmc *b, Z3_ast x) {
  Z3_context z = b->z;
  unsigned eb = Z3_fpa_get_ebits(z, Z3_get_sort(z, x)), sb = Z3_fpa_get_sbits(z, Z3_get_sort(z, x));
  Z3_sort bv = Z3_mk_bv_sort(z, eb + sb);
  /* 0, then eb ones and the quiet bit, then zeros */
  uint64_t qnan = ((UINT64_C(1) << (eb + 1)) - 1) << (sb - 2);
  return Z3_mk_ite(z, Z3_mk_fpa_is_nan(z, x), Z3_mk_unsigned_int64(z, qnan, bv), Z3_mk_fpa_to_ieee_bv(z, x));
}

/* Integer powers: any k in [-POWI_KNOWN, POWI_KNOWN] when the exponent is
 * a constant, [-POWI_ANY, POWI_ANY] when it is not (each candidate costs
 * its own chain of wide multiplications). */
enum { POWI_KNOWN = 16, POWI_ANY = 4 };

/* a * b, exact: both widened to a format that holds the product. */
static Z3_ast exact_mul(bmc *b, Z3_ast x, Z3_ast y) {
  Z3_context z = b->z;
  unsigned sb = Z3_fpa_get_sbits(z, Z3_get_sort(z, x)) + Z3_fpa_get_sbits(z, Z3_get_sort(z, y));
  Z3_sort w = Z3_mk_fpa_sort(z, 17, sb);
  Z3_ast rm = Z3_mk_fpa_rne(z);  /* nothing is rounded */
  return Z3_mk_fpa_mul(z, rm, Z3_mk_fpa_to_fp_float(z, rm, x, w), Z3_mk_fpa_to_fp_float(z, rm, y, w));
}

/* x^k exactly, k >= 1, by squaring and multiplying; exponents stay below
 * 2^16 in magnitude, inside the 17-bit exponent of the wide formats. */
static Z3_ast exact_power(bmc *b, Z3_ast x, int k) {
  Z3_ast r = NULL, sq = x;
  for (;;) {
    if (k & 1) r = r ? exact_mul(b, r, sq) : sq;
    k >>= 1;
    if (!k) return r;
    sq = exact_mul(b, sq, sq);
  }
}

/* The exact x^k rounded to x's format in direction rm (RTN or RTP).  A
 * negative k divides in the wide format with the same direction: two
 * roundings the same way give the one rounding of the exact quotient. */
static Z3_ast rounded_power(bmc *b, Z3_ast x, int k, Z3_ast rm) {
  Z3_context z = b->z;
  Z3_sort s = Z3_get_sort(z, x);
  if (k == 0) return Z3_mk_fpa_numeral_double(z, 1.0, s);
  Z3_ast p = exact_power(b, x, k < 0 ? -k : k);
  if (k < 0) {
    Z3_sort w = Z3_get_sort(z, p);
    p = Z3_mk_fpa_div(z, rm, Z3_mk_fpa_numeral_double(z, 1.0, w), p);
  }
  return Z3_mk_fpa_to_fp_float(z, rm, p, s);
}

/* n's value when it is a constant: call arguments arrive as the names of
 * their site definitions, so those are unfolded first. */
static int constant_exponent(bmc *b, Z3_ast n, int64_t *out) {
  Z3_context z = b->z;
  int ns = b->nsites;
  Z3_ast *from = xmalloc(sizeof *from * (size_t)(ns + 1)), *to = xmalloc(sizeof *to * (size_t)(ns + 1));
  for (int i = 0; i < ns; i++) {
    from[i] = b->sites[i].lhs;
    to[i] = b->sites[i].rhs;
  }
  Z3_ast t = n;
  int known = 0;
  for (int round = 0; round < 8 && !known; round++) {
    t = Z3_simplify(z, t);
    known = bmc_numeral(b, t, out);
    if (!known && ns) t = Z3_substitute(z, t, (unsigned)ns, from, to);
  }
  free(from);
  free(to);
  return known;
}

Z3_ast bmc_fp_powi(bmc *b, const ir_expr *e, Z3_ast x, Z3_ast n) {
  Z3_context z = b->z;
  Z3_ast up = bmc_fresh(b, "pow_rounds_up", Z3_mk_bool_sort(z));
  int64_t kn;
  int known = constant_exponent(b, n, &kn);
  int lim = known ? POWI_KNOWN : POWI_ANY;
  /* outside the modelled exponents: any value, as for a function without a body */
  Z3_ast res = bmc_fresh(b, "pow", Z3_get_sort(z, x));
  const ir_type *it = e->b->type;
  for (int k = -lim; k <= lim; k++) {
    if (known && (int32_t)kn != k) continue;
    Z3_ast lo = rounded_power(b, x, k, Z3_mk_fpa_rtn(z)), hi = rounded_power(b, x, k, Z3_mk_fpa_rtp(z));
    Z3_ast v = bmc_ite(b, up, hi, lo);
    /* guarded even when known: an engine that frees a site sees n move */
    res = bmc_ite(b, Z3_mk_eq(z, n, bmc_num(b, it, k)), v, res);
  }
  return res;
}

/* x * 2^n rounded once: 2^n is built exactly in a format with a wider
 * exponent, the product is exact there and then rounded to x's format.
 * Beyond |n| = 2200 every nonzero finite float or double overflows or
 * rounds to zero, so n is clamped to that range first. */
Z3_ast bmc_fp_ldexp(bmc *b, const ir_expr *e, Z3_ast x, Z3_ast n) {
  (void)e;
  Z3_context z = b->z;
  enum { EBITS = 14, BIAS = (1 << (EBITS - 1)) - 1, CLAMP = 2200 };
  Z3_sort s = Z3_get_sort(z, x);
  unsigned sb = Z3_fpa_get_sbits(z, s), nb = Z3_get_bv_sort_size(z, Z3_get_sort(z, n));
  Z3_sort nt = Z3_mk_bv_sort(z, nb);
  Z3_ast lo = Z3_mk_int(z, -CLAMP, nt), hi = Z3_mk_int(z, CLAMP, nt);
  Z3_ast m = Z3_mk_ite(z, Z3_mk_bvslt(z, n, lo), lo, Z3_mk_ite(z, Z3_mk_bvsgt(z, n, hi), hi, n));
  Z3_ast biased = Z3_mk_extract(z, EBITS - 1, 0, Z3_mk_bvadd(z, m, Z3_mk_int(z, BIAS, nt)));
  Z3_sort w = Z3_mk_fpa_sort(z, EBITS, sb);
  Z3_ast two_n = Z3_mk_fpa_fp(z, Z3_mk_int(z, 0, Z3_mk_bv_sort(z, 1)), biased, Z3_mk_int(z, 0, Z3_mk_bv_sort(z, sb - 1)));
  Z3_ast rm = Z3_mk_fpa_rne(z);
  Z3_ast prod = Z3_mk_fpa_mul(z, rm, Z3_mk_fpa_to_fp_float(z, rm, x, w), two_n);  /* exact */
  return Z3_mk_fpa_to_fp_float(z, rm, prod, s);
}
