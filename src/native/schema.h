/* schema.h - every mutant of a program in one binary (a mutant schema).
 *
 * Each site is an expression range with alternative texts; the rewritten
 * site evaluates alternative k when the runtime's table __amend_sel[site]
 * holds k (1-based) and the original text otherwise, so choosing a mutant costs
 * an environment variable (AMEND_MUT=site:k,...) instead of a compile.
 * Sites must not overlap, and every alternative must be an expression of
 * the original's type that C accepts wherever the original stands. */
#ifndef AMEND_SCHEMA_H
#define AMEND_SCHEMA_H

#include "ir/ir.h"

typedef struct schema_site {
  ir_loc at;
  int nalts;
  char **alts;          /* whole replacement texts of the range */
} schema_site;

/* the runtime's table size */
#define SCHEMA_MAX_SITES 65536

/* Compile the schema (at most SCHEMA_MAX_SITES sites) into dir; returns the
 * binary (malloc'd) or NULL with gcc's output in *log. */
char *schema_build(const ir_prog *p, const schema_site *s, int n, const char *dir,
                   const char *const *cflags, int ncflags, char **log);

/* "AMEND_MUT=s:k,..." for the chosen (site, alternative) pairs (malloc'd). */
char *schema_env(const int *site, const int *alt, int n);

#endif
