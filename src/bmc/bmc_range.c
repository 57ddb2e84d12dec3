/* bmc_range.c - bounds on the unsigned value of a bit-vector term, read off
 * the term's structure (numerals, if-then-else, additions of bounded
 * values, extensions, remainders by a constant).  A store or load at a
 * symbolic offset then visits only the cells the offset can name instead
 * of every cell of a dense object, and a comparison in a library model
 * that the bounds decide folds, so a model loop like "for i < 256: if (i >=
 * len) break" ends where len's bound ends.
 *
 * Soundness: a bound must hold in every model of the formula.  Terms are
 * what they are, except the fresh names of sites: a repair engine may give
 * a site another definition (templates) or drop it (diagnosis), so a site
 * is looked through only when it belongs to a library model, which is
 * never a repair site.  Anything not understood is the full range. */
#include <stdlib.h>
#include <string.h>

#include "bmc/bmc_internal.h"
#include "util/idmap.h"

typedef struct bmc_rng {
  uint64_t lo, hi;
} bmc_rng;

struct bmc_ranges {
  idmap *memo;     /* AST id -> index in r */
  idmap *site;     /* library site's name (AST id) -> index in b->sites */
  int n, cap;
  bmc_rng *r;
};

static struct bmc_ranges *ranges(bmc *b) {
  if (!b->ranges) {
    b->ranges = xcalloc(1, sizeof *b->ranges);
    b->ranges->memo = idmap_new();
    b->ranges->site = idmap_new();
  }
  return b->ranges;
}

void bmc_range_free(bmc *b) {
  if (!b->ranges) return;
  idmap_free(b->ranges->memo);
  idmap_free(b->ranges->site);
  free(b->ranges->r);
  free(b->ranges);
  b->ranges = NULL;
}

void bmc_range_note_site(bmc *b, Z3_ast lhs, int site) {
  idmap_put(ranges(b)->site, Z3_get_ast_id(b->z, lhs), site);
}

static uint64_t ones(unsigned w) { return w >= 64 ? UINT64_MAX : (UINT64_C(1) << w) - 1; }

static bmc_rng full(unsigned w) { return (bmc_rng){0, ones(w)}; }

static unsigned width_of(bmc *b, Z3_ast t) {
  Z3_sort s = Z3_get_sort(b->z, t);
  return Z3_get_sort_kind(b->z, s) == Z3_BV_SORT ? Z3_get_bv_sort_size(b->z, s) : 0;
}

static bmc_rng range_of(bmc *b, Z3_ast t, int depth);

static bmc_rng arg_range(bmc *b, Z3_app a, unsigned i, int depth) {
  return range_of(b, Z3_get_app_arg(b->z, a, i), depth + 1);
}

static bmc_rng compute(bmc *b, Z3_ast t, unsigned w, int depth) {
  Z3_context z = b->z;
  bmc_rng all = full(w);
  if (Z3_get_ast_kind(z, t) == Z3_NUMERAL_AST) {
    uint64_t v;
    if (w <= 64 && Z3_get_numeral_uint64(z, t, &v)) return (bmc_rng){v, v};
    return all;
  }
  if (Z3_get_ast_kind(z, t) != Z3_APP_AST || w > 64 || depth > 2000) return all;
  Z3_app a = Z3_to_app(z, t);
  Z3_func_decl d = Z3_get_app_decl(z, a);
  unsigned n = Z3_get_app_num_args(z, a);
  switch (Z3_get_decl_kind(z, d)) {
  case Z3_OP_UNINTERPRETED: {
    if (n != 0) return all;
    int k = idmap_get(ranges(b)->site, Z3_get_ast_id(z, t), -1);
    return k < 0 ? all : range_of(b, b->sites[k].rhs, depth + 1);
  }
  case Z3_OP_ITE: {
    bmc_rng x = arg_range(b, a, 1, depth), y = arg_range(b, a, 2, depth);
    return (bmc_rng){x.lo < y.lo ? x.lo : y.lo, x.hi > y.hi ? x.hi : y.hi};
  }
  case Z3_OP_BADD: {
    bmc_rng r = {0, 0};
    for (unsigned i = 0; i < n; i++) {
      bmc_rng x = arg_range(b, a, i, depth);
      /* the sum may wrap: no bound */
      if (x.hi > ones(w) - r.hi) return all;
      r.lo += x.lo;
      r.hi += x.hi;
    }
    return r;
  }
  case Z3_OP_BSUB: {
    if (n != 2) return all;
    bmc_rng x = arg_range(b, a, 0, depth), y = arg_range(b, a, 1, depth);
    if (x.lo < y.hi) return all;
    return (bmc_rng){x.lo - y.hi, x.hi - y.lo};
  }
  case Z3_OP_BMUL: {
    if (n != 2) return all;
    bmc_rng x = arg_range(b, a, 0, depth), y = arg_range(b, a, 1, depth);
    if (y.hi != 0 && x.hi > ones(w) / y.hi) return all;
    return (bmc_rng){x.lo * y.lo, x.hi * y.hi};
  }
  case Z3_OP_ZERO_EXT: return arg_range(b, a, 0, depth);
  case Z3_OP_SIGN_EXT: {
    Z3_ast x0 = Z3_get_app_arg(z, a, 0);
    unsigned wx = width_of(b, x0);
    bmc_rng x = range_of(b, x0, depth + 1);
    uint64_t sign = UINT64_C(1) << (wx - 1);
    if (x.hi < sign) return x;  /* never negative */
    if (x.lo >= sign) {         /* always negative: the new high bits are ones */
      uint64_t up = ones(w) & ~ones(wx);
      return (bmc_rng){x.lo | up, x.hi | up};
    }
    return all;
  }
  case Z3_OP_EXTRACT: {
    if (Z3_get_decl_int_parameter(z, d, 1) != 0) return all;
    bmc_rng x = arg_range(b, a, 0, depth);
    return x.hi <= ones(w) ? x : all;
  }
  case Z3_OP_BAND: {
    uint64_t hi = ones(w);
    for (unsigned i = 0; i < n; i++) {
      bmc_rng x = arg_range(b, a, i, depth);
      if (x.hi < hi) hi = x.hi;
    }
    return (bmc_rng){0, hi};
  }
  case Z3_OP_BUREM:
  case Z3_OP_BUREM_I: {
    bmc_rng x = arg_range(b, a, 0, depth), y = arg_range(b, a, 1, depth);
    /* x % 0 is x in the bit-vector theory: at most x, at least 0 */
    if (y.lo == 0) return (bmc_rng){0, x.hi};
    return (bmc_rng){0, x.hi < y.hi - 1 ? x.hi : y.hi - 1};
  }
  case Z3_OP_BUDIV:
  case Z3_OP_BUDIV_I: {
    bmc_rng x = arg_range(b, a, 0, depth), y = arg_range(b, a, 1, depth);
    if (y.lo == 0) return all;  /* x / 0 is all ones */
    return (bmc_rng){x.lo / y.hi, x.hi / y.lo};
  }
  case Z3_OP_BLSHR: {
    bmc_rng x = arg_range(b, a, 0, depth);
    return (bmc_rng){0, x.hi};
  }
  default: return all;
  }
}

static bmc_rng range_of(bmc *b, Z3_ast t, int depth) {
  struct bmc_ranges *g = ranges(b);
  unsigned id = Z3_get_ast_id(b->z, t);
  int k = idmap_get(g->memo, id, -1);
  if (k >= 0) return g->r[k];
  bmc_rng r = compute(b, t, width_of(b, t), depth);
  VEC_PUSH(g->r, g->n, g->cap, r);
  idmap_put(g->memo, id, g->n - 1);
  return r;
}

int bmc_range(bmc *b, Z3_ast t, uint64_t *lo, uint64_t *hi) {
  unsigned w = width_of(b, t);
  if (w == 0 || w > 64) return 0;
  bmc_rng r = range_of(b, t, 0);
  *lo = r.lo;
  *hi = r.hi;
  return r.lo != 0 || r.hi != ones(w);
}

/* Signed bounds of a w-bit term, as offsets from the most negative value
 * (so that they compare as unsigned numbers do). */
static bmc_rng biased(bmc *b, Z3_ast t, unsigned w) {
  bmc_rng r = range_of(b, t, 0);
  uint64_t sign = UINT64_C(1) << (w - 1);
  if (r.hi < sign || r.lo >= sign) return (bmc_rng){(r.lo ^ sign) & ones(w), (r.hi ^ sign) & ones(w)};
  return full(w);
}

Z3_ast bmc_range_fold(bmc *b, Z3_ast c) {
  Z3_context z = b->z;
  if (Z3_get_ast_kind(z, c) != Z3_APP_AST) return c;
  Z3_app a = Z3_to_app(z, c);
  if (Z3_get_decl_kind(z, Z3_get_app_decl(z, a)) == Z3_OP_NOT) {  /* x > y is encoded as !(x <= y) */
    Z3_ast in = bmc_range_fold(b, Z3_get_app_arg(z, a, 0));
    return bmc_is_true(b, in) ? Z3_mk_false(z) : bmc_is_false(b, in) ? Z3_mk_true(z) : c;
  }
  if (Z3_get_app_num_args(z, a) != 2) return c;
  Z3_ast x0 = Z3_get_app_arg(z, a, 0), y0 = Z3_get_app_arg(z, a, 1);
  unsigned w = width_of(b, x0);
  if (w == 0 || w > 64) return c;
  int sg = 0, strict = 0, flip = 0, eq = 0;
  switch (Z3_get_decl_kind(z, Z3_get_app_decl(z, a))) {
  case Z3_OP_EQ: eq = 1; break;
  case Z3_OP_ULT: strict = 1; break;
  case Z3_OP_ULEQ: break;
  case Z3_OP_UGT: strict = flip = 1; break;
  case Z3_OP_UGEQ: flip = 1; break;
  case Z3_OP_SLT: sg = strict = 1; break;
  case Z3_OP_SLEQ: sg = 1; break;
  case Z3_OP_SGT: sg = strict = flip = 1; break;
  case Z3_OP_SGEQ: sg = flip = 1; break;
  default: return c;
  }
  bmc_rng x = sg ? biased(b, x0, w) : range_of(b, x0, 0);
  bmc_rng y = sg ? biased(b, y0, w) : range_of(b, y0, 0);
  if (eq) {
    if (x.hi < y.lo || y.hi < x.lo) return Z3_mk_false(z);
    return x.lo == x.hi && y.lo == y.hi ? Z3_mk_true(z) : c;  /* one value each, the same */
  }
  if (flip) {
    bmc_rng t = x;
    x = y;
    y = t;
  }
  /* x < y (strict) or x <= y */
  if (strict ? x.hi < y.lo : x.hi <= y.lo) return Z3_mk_true(z);
  if (strict ? x.lo >= y.hi : x.lo > y.hi) return Z3_mk_false(z);
  return c;
}

