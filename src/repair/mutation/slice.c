/* slice.c - model-based slicing of the program formula.
 *
 * The walk is iterative (formulas of unwound loops are deep) and visits
 * each term once; the reason chosen for a term depends only on its value
 * in the model, so one visit is enough.  Why the walk is sound, by
 * induction over the terms it visits: a term's value is fixed once the
 * values of the operands it was explained by are -- both operands of
 * most operators, the condition and the taken branch of an ite, one
 * false conjunct of a false `and`, one true disjunct of a true `or`, the
 * definition of a defined constant (its defining equation is part of
 * every variant of the formula). */
#include "repair/mutation/slice.h"

#include <stdlib.h>

#include "util/arena.h"
#include "util/idmap.h"

struct slice {
  const bmc *b;
  Z3_context z;
  idmap *def;            /* constant's AST id -> definition: site index, or -2 - hard index */
  int nextra;
  Z3_ast *extra;         /* hard constraints that are not definitions: always explained */
  Z3_ast *hard_rhs;      /* by hard index: the defining term, or NULL */
};

typedef struct vec {
  int n, cap;
  Z3_ast *a;
} vec;

static void push(vec *v, Z3_ast t) { VEC_PUSH(v->a, v->n, v->cap, t); }

slice *slice_new(const bmc *b) {
  slice *s = xcalloc(1, sizeof *s);
  Z3_context z = s->z = bmc_ctx(b);
  s->b = b;
  s->def = idmap_new();
  for (int i = 0; i < bmc_nsites(b); i++) idmap_put(s->def, Z3_get_ast_id(z, bmc_site(b, i)->lhs), i);
  int nh = bmc_nhard(b);
  s->hard_rhs = xcalloc((size_t)nh + 1, sizeof *s->hard_rhs);
  s->extra = xmalloc(sizeof *s->extra * ((size_t)nh + 1));
  for (int i = 0; i < nh; i++) {
    Z3_ast h = bmc_hard(b, i);
    if (Z3_get_ast_kind(z, h) == Z3_APP_AST) {
      Z3_app a = Z3_to_app(z, h);
      Z3_decl_kind k = Z3_get_decl_kind(z, Z3_get_app_decl(z, a));
      if ((k == Z3_OP_EQ || k == Z3_OP_IFF) && Z3_get_app_num_args(z, a) == 2) {
        Z3_ast lhs = Z3_get_app_arg(z, a, 0);
        unsigned id = Z3_get_ast_id(z, lhs);
        if (bmc_is_name(z, lhs) && idmap_get(s->def, id, -1) == -1) {
          idmap_put(s->def, id, -2 - i);
          s->hard_rhs[i] = Z3_get_app_arg(z, a, 1);
          continue;
        }
      }
    }
    s->extra[s->nextra++] = h;  /* a plain constraint: part of the demand */
  }
  return s;
}

void slice_free(slice *s) {
  if (!s) return;
  idmap_free(s->def);
  free(s->extra);
  free(s->hard_rhs);
  free(s);
}

void slice_out_free(slice_out *o) {
  free(o->leaves);
  free(o->defs);
  o->leaves = NULL;
  o->defs = NULL;
  o->nleaves = o->ndefs = 0;
}

/* The truth value of a Boolean term in m (cached by AST id). */
static int truth(slice *s, idmap *cache, Z3_model m, Z3_ast t) {
  unsigned id = Z3_get_ast_id(s->z, t);
  int v = idmap_get(cache, id, -1);
  if (v >= 0) return v;
  Z3_ast r;
  v = Z3_model_eval(s->z, m, t, 1, &r) && Z3_get_bool_value(s->z, r) == Z3_L_TRUE;
  idmap_put(cache, id, v);
  return v;
}

static int by_int(const void *x, const void *y) {
  int a = *(const int *)x, b = *(const int *)y;
  return (a > b) - (a < b);
}

void slice_run(slice *s, Z3_model m, int prop, slice_out *out) {
  Z3_context z = s->z;
  const bmc *b = s->b;
  out->prop = -1;
  out->nleaves = out->ndefs = 0;
  out->leaves = NULL;
  out->defs = NULL;
  idmap *seen = idmap_new(), *cache = idmap_new();
  vec work = {0}, leaves = {0};
  int ndefs = 0, capdefs = 0;
  int *defs = NULL;

  for (int i = prop >= 0 ? prop : 0; i < bmc_nprops(b) && (prop < 0 || i == prop); i++)
    if (truth(s, cache, m, bmc_propat(b, i)->viol)) {
      out->prop = i;
      push(&work, bmc_propat(b, i)->viol);
      break;
    }
  for (int i = 0; i < s->nextra && out->prop >= 0; i++) push(&work, s->extra[i]);

  while (work.n) {
    Z3_ast t = work.a[--work.n];
    unsigned id = Z3_get_ast_id(z, t);
    if (idmap_get(seen, id, 0)) continue;
    idmap_put(seen, id, 1);
    if (Z3_get_ast_kind(z, t) != Z3_APP_AST) continue;  /* numerals */
    Z3_app a = Z3_to_app(z, t);
    unsigned n = Z3_get_app_num_args(z, a);
    Z3_decl_kind k = Z3_get_decl_kind(z, Z3_get_app_decl(z, a));
    if (n == 0) {
      if (k != Z3_OP_UNINTERPRETED) continue;  /* true, false, bit-vector numerals */
      int d = idmap_get(s->def, id, -1);
      if (d >= 0) {
        VEC_PUSH(defs, ndefs, capdefs, d);
        push(&work, bmc_site(b, d)->rhs);
      } else if (d <= -2) {
        push(&work, s->hard_rhs[-2 - d]);
      } else {
        push(&leaves, t);
      }
      continue;
    }
    if (k == Z3_OP_ITE) {
      Z3_ast c = Z3_get_app_arg(z, a, 0);
      push(&work, c);
      push(&work, Z3_get_app_arg(z, a, truth(s, cache, m, c) ? 1 : 2));
      continue;
    }
    if (k == Z3_OP_AND || k == Z3_OP_OR) {
      /* a false conjunct decides an `and`, a true disjunct an `or` */
      int decider = k == Z3_OP_OR;
      if (truth(s, cache, m, t) == decider) {
        for (unsigned i = 0; i < n; i++) {
          Z3_ast c = Z3_get_app_arg(z, a, i);
          if (truth(s, cache, m, c) == decider) {
            push(&work, c);
            break;
          }
        }
        continue;
      }
    }
    if (k == Z3_OP_IMPLIES && truth(s, cache, m, t)) {
      Z3_ast p = Z3_get_app_arg(z, a, 0);
      push(&work, truth(s, cache, m, p) ? Z3_get_app_arg(z, a, 1) : p);
      continue;
    }
    for (unsigned i = 0; i < n; i++) push(&work, Z3_get_app_arg(z, a, i));
  }

  qsort(defs, (size_t)ndefs, sizeof *defs, by_int);
  out->defs = defs;
  out->ndefs = ndefs;
  out->leaves = leaves.a;
  out->nleaves = leaves.n;
  free(work.a);
  idmap_free(seen);
  idmap_free(cache);
}
