/* confirm.c - both programs natively on one stdin. */
#define _GNU_SOURCE
#include "oracle/confirm.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native/judge.h"
#include "native/run.h"
#include "load/iomodel.h"
#include "util/file.h"

#define CONFIRM_RUN_S 5.0

int confirm_needed(const ir_prog *p, const program_spec *s, const bmc_result *r) {
  if (!s->reference || s->entry || s->out_bytes || s->io == IO_BYTES) return 0;
  if (r->status != BMC_VIOLATED || !r->prop || !r->prop->text) return 0;
  (void)p;
  return strstr(r->prop->text, "equivalence with the reference: output") != NULL;
}

/* The output of bin on in_path, normalised as --compare says; NULL when it
 * could not be run to its end. */
static char *output(const program_spec *s, const char *bin, const char *in_path, const char *out_path,
                    size_t *n, run_result *rr) {
  run_status st = run_capture(bin, in_path, out_path, CONFIRM_RUN_S, NULL, 0, rr);
  if (st != RUN_PASS && st != RUN_EXIT) return NULL;
  char *o = file_read(out_path, n);
  if (o && s->compare != SPEC_COMPARE_EXACT) {
    char *norm = judge_norm_mode((judge_mode)(s->compare - 1), o, *n, n);
    free(o);
    o = norm;
  }
  return o;
}

int confirm_differs(const program_spec *s, const unsigned char *in, int len) {
  char *dir = run_workdir();
  if (!dir) return -1;
  int verdict = -1;
  char *prog = NULL, *ref = NULL, *ip = NULL, *op = NULL, *a = NULL, *b = NULL;
  if (asprintf(&prog, "%s/program", dir) < 0 || asprintf(&ref, "%s/reference", dir) < 0 ||
      asprintf(&ip, "%s/stdin", dir) < 0 || asprintf(&op, "%s/stdout", dir) < 0)
    goto out;
  if (run_compile(s->files, s->nfiles, s->clang, s->nclang, prog, NULL) != 0 ||
      run_compile(&s->reference, 1, s->clang, s->nclang, ref, NULL) != 0 || file_write(ip, in, (size_t)len) < 0)
    goto out;
  size_t na = 0, nb = 0;
  run_result ra, rb;
  a = output(s, prog, ip, op, &na, &ra);
  b = a ? output(s, ref, ip, op, &nb, &rb) : NULL;
  if (!a || !b) goto out;
  verdict = na != nb || memcmp(a, b, na) || ra.status != rb.status || ra.code != rb.code;
out:
  free(a);
  free(b);
  free(prog);
  free(ref);
  free(ip);
  free(op);
  run_rmtree(dir);
  free(dir);
  return verdict;
}
