/* verdict.h - print the result of `amend check` and `amend localize` as text or JSON. */
#ifndef AMEND_VERDICT_H
#define AMEND_VERDICT_H

#include <stdio.h>

#include "bmc/bmc.h"

typedef struct verdict_times {
  double parse_s, encode_s, solve_s;
} verdict_times;

void verdict_text(FILE *o, const ir_prog *p, const bmc_result *r, int unwind);
void verdict_json(FILE *o, const ir_prog *p, const bmc_result *r, const verdict_times *t);

/* `amend localize`: after the verdict, the must location set (slot roots). */
void verdict_must_text(FILE *o, const ir_prog *p, const ir_expr *const *must, int n);
void verdict_must_json(FILE *o, const ir_prog *p, const bmc_result *r, const ir_expr *const *must, int n);

#endif
