/* main.c - the command line: run the pipeline the parsed flags (cmdline.h) ask
 * for, and map results to exit codes (util/exitcode.h). */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>

#include "batch/batch.h"
#include "bmc/bmc.h"
#include "feedback/feedback.h"
#include "native/sandbox.h"
#include "native/zygote.h"
#include "repair/mutation/mutation.h"
#include "repair/repair.h"
#include "repair/templates/templates.h"
#include "report/verdict.h"
#include "oracle/confirm.h"
#include "load/harness.h"
#include "oracle/patch.h"
#include "load/program.h"
#include "oracle/sites.h"
#include "util/arena.h"
#include "util/clock.h"
#include "util/deadline.h"
#include "util/exitcode.h"
#include "util/options.h"

#include "cmdline.h"

static program_spec spec_of(const cli *c) {
  program_spec s = {.nfiles = c->nfiles, .files = c->files, .nclang = c->nclang, .clang = c->clang,
                    .reference = c->reference, .entry = c->entry, .env = c->env, .strict = c->strict,
                    .stdin_bytes = c->stdin_bytes, .compare = (spec_compare)c->compare, .io = c->io,
                    .stdin_tokens = c->stdin_tokens, .max_string = c->max_string, .range_set = c->range_set,
                    .range_lo = c->range_lo, .range_hi = c->range_hi};
  return s;
}

/* The verdict of a run the deadline stopped in `phase`. */
static bmc_result timed_out(const char *phase) {
  bmc_result r = {.status = BMC_UNKNOWN, .timed_out = 1};
  snprintf(r.reason, sizeof r.reason, "%s", phase);
  return r;
}

static int exit_code(const bmc_result *r) {
  if (r->timed_out) return EXIT_LIMIT;
  return r->status == BMC_VERIFIED ? EXIT_OK : r->status == BMC_VIOLATED ? EXIT_VIOLATED : EXIT_LIMIT;
}

static void backstop_json(const cli *c, FILE *o, const bmc_result *r) {
  verdict_diag vd = {0};
  vd.max_size = c->max_size_given ? c->max_size : 3;
  if (!strcmp(c->cmd, "localize")) verdict_must_json(o, NULL, r, NULL, 0);
  else if (!strcmp(c->cmd, "diagnose")) verdict_diag_json(o, NULL, r, &vd);
  else verdict_json(o, NULL, r, NULL);
}

/* A run a limit stopped names the memory limit when it was that one. */
static void limit_of(bmc_result *r) {
  if (!r->timed_out || deadline_reason() != DEADLINE_MEMORY) return;
  r->by_memory = 1;
  r->memory_mb = deadline_memory_mb();
}

/* What the watchdog prints should the command not stop by itself in time
 * once `why` was reached in `phase`: the command's own verdict for that
 * limit, with nothing known. */
static void backstop_for(const cli *c, deadline_why why, const char *phase) {
  char *text = NULL;
  size_t n = 0;
  FILE *o = open_memstream(&text, &n);
  if (!o) return;
  bmc_result r = timed_out(phase);
  r.by_memory = why == DEADLINE_MEMORY;
  r.memory_mb = c->memory_mb;
  if (!c->json) verdict_text(o, NULL, &r, c->unwind);
  else backstop_json(c, o, &r);
  fclose(o);
  deadline_set_summary(why, text, EXIT_LIMIT);
  free(text);
  if (!c->json_out || !(o = open_memstream(&text, &n))) return;
  backstop_json(c, o, &r);
  fclose(o);
  deadline_set_side_summary(why, c->json_out, text);
  free(text);
}

/* Both limits', and memory's even without --memory: a failed allocation
 * ends the run with it (deadline_out_of_memory).  check says the phase it
 * is in, as its own summary would (a Z3 call the watchdog cancels outside
 * a check ends in the backstop); NULL: "stopped by the watchdog". */
static void backstop_summary(const cli *c, const char *phase) {
  if (!phase) phase = "stopped by the watchdog";
  backstop_for(c, DEADLINE_TIME, phase);
  backstop_for(c, DEADLINE_MEMORY, phase);
}

/* Load, encode and check; NULL (and *code set) on an input error. */
static ir_prog *check_once(cli *c, const program_spec *spec, bmc **bp, bmc_result *r, verdict_times *times,
                           int *code) {
  double t0 = clock_now();
  const char *entry = NULL;
  *bp = NULL;
  backstop_summary(c, "while parsing");
  ir_prog *p = program_load(spec, &entry, stderr);
  if (!p) {
    *code = EXIT_INPUT;
    return NULL;
  }
  program_warn_undefined(p, stderr);
  double t1 = clock_now();
  bmc_opts bo = {.unwind = c->unwind, .entry = entry, .unwinding_assertions = c->unwinding_assertions > 0,
                 .timeout_ms = (unsigned)(c->timeout_s * 1000), .env = c->env, .share_sites = 1,
                 .friendly_cex = spec->reference && !spec->entry};
  backstop_summary(c, "while encoding");
  bmc *b = bmc_encode(p, &bo, stderr);
  if (!b && !deadline_passed()) {
    ir_prog_free(p);
    *code = EXIT_INPUT;
    return NULL;
  }
  double t2 = clock_now();
  backstop_summary(c, "while solving");
  if (b) bmc_check(b, r);
  else *r = timed_out("while encoding");
  *bp = b;
  *times = (verdict_times){t1 - t0, t2 - t1, r->solve_s};
  return p;
}

static int cmd_check(cli *c) {
  program_spec spec = spec_of(c);
  bmc *b;
  bmc_result r;
  verdict_times times;
  int code = EXIT_OK;
  ir_prog *p = check_once(c, &spec, &b, &r, &times, &code);
  if (!p) return code;
  /* a difference of typed output that native runs do not show was one of
   * form only: check again with the numbers printed as bytes */
  if (confirm_needed(p, &spec, &r)) {
    unsigned char in[4096];
    int len = bmc_result_stdin(p, &r, in, (int)sizeof in);
    if (len >= 0 && len <= (int)sizeof in && confirm_differs(&spec, in, len) == 0) {
      bmc_result_free(&r);
      bmc_free(b);
      ir_prog_free(p);
      spec.out_bytes = 1;
      p = check_once(c, &spec, &b, &r, &times, &code);
      if (!p) return code;
    }
  }
  r.stdin_bytes = program_stdin_bytes(p, &spec);
  r.stdin_tokens = program_stdin_tokens(p, &spec, &r.tokens_exact, &r.tokens_double);
  r.stdin_text = program_stdin_text(p, &spec);
  r.max_string = program_max_string(p, &spec);
  r.ref_uninit = spec.reference && harness_ref_uninit(p) ? spec.reference : NULL;
  /* the runs left out may be all of them: then say that nothing was compared */
  r.ref_undefined = b && bmc_nref_undefined(b) > 0 ? spec.reference : NULL;
  if (b && (r.ref_uninit || r.ref_undefined) && r.status == BMC_VERIFIED) r.compared_none = bmc_some_run_ends(b) == 0;
  r.sandbox = sandbox_used();
  r.sandbox_text = sandbox_describe();
  limit_of(&r);
  if (c->json) verdict_json(stdout, p, &r, &times);
  else verdict_text(stdout, p, &r, c->unwind);
  if (c->json_out) verdict_json(c->json_out, p, &r, &times);
  code = exit_code(&r);
  bmc_result_free(&r);
  bmc_free(b);
  ir_prog_free(p);
  return code;
}

/* Load the program and the encoder options of check-like commands; *ref
 * is the reference's file index or -1.  NULL on an input error. */
static ir_prog *load_checked(cli *c, bmc_opts *bo, int *ref) {
  program_spec spec = spec_of(c);
  const char *entry = NULL;
  ir_prog *p = program_load(&spec, &entry, stderr);
  if (!p) return NULL;
  program_warn_undefined(p, stderr);
  *bo = (bmc_opts){.unwind = c->unwind, .entry = entry, .unwinding_assertions = c->unwinding_assertions > 0,
                   .timeout_ms = (unsigned)(c->timeout_s * 1000), .env = c->env};
  *ref = program_reference_file(p, &spec);
  return p;
}

static int cmd_localize(cli *c) {
  bmc_opts bo;
  int ref;
  ir_prog *p = load_checked(c, &bo, &ref);
  if (!p) return EXIT_INPUT;
  localize_result r;
  if (localize_run(p, &bo, ref, &r, stderr) < 0) {
    if (!deadline_passed()) {
      ir_prog_free(p);
      return EXIT_INPUT;
    }
    r.check = timed_out("while encoding");
  }
  program_spec spec = spec_of(c);
  r.check.max_string = program_max_string(p, &spec);
  limit_of(&r.check);
  const ir_expr *const *must = r.must;
  if (c->json) {
    verdict_must_json(stdout, p, &r.check, must, r.nmust);
  } else {
    verdict_text(stdout, p, &r.check, c->unwind);
    if (r.check.status == BMC_VIOLATED) verdict_must_text(stdout, p, must, r.nmust);
  }
  if (c->json_out) verdict_must_json(c->json_out, p, &r.check, must, r.nmust);
  int code = exit_code(&r.check);
  localize_result_free(&r);
  ir_prog_free(p);
  return code;
}

static int cmd_diagnose(cli *c) {
  bmc_opts bo;
  int ref;
  ir_prog *p = load_checked(c, &bo, &ref);
  if (!p) return EXIT_INPUT;
  /* the same slots as repair leaves alone: harness, reference, AllRepair_correct_* */
  const char *harness[] = {HARNESS_ENTRY};
  site_opts spec = {.nfrozen = 1, .frozen = harness, .nfiles_frozen = ref >= 0, .files_frozen = &ref};
  if (site_scope(p, &spec, 0, NULL, stderr) < 0) {
    ir_prog_free(p);
    return EXIT_INPUT;
  }
  diag_opts o = {.bo = &bo, .ninputs = c->ninputs, .max_size = c->max_size_given ? c->max_size : 3,
                 .timeout_s = c->timeout_s, .spec = &spec};
  diag_result r;
  if (diagnose_run(p, &o, &r, stderr) < 0) {
    if (!deadline_passed()) {
      ir_prog_free(p);
      return EXIT_INPUT;
    }
    r.check = timed_out("while encoding");
  }
  /* stopped while diagnosing: the verdict stands, the diagnoses are partial */
  if (r.timed_out && deadline_passed() && !r.check.timed_out) {
    r.check.timed_out = 1;
    snprintf(r.check.reason, sizeof r.check.reason, "while diagnosing");
  }
  program_spec pspec = spec_of(c);
  r.check.max_string = program_max_string(p, &pspec);
  limit_of(&r.check);
  verdict_diag vd = {.ncomps = r.ncomps, .comps = r.comps, .ninputs = r.njs, .n = r.ndiags, .size = r.dsize,
                     .sets = r.diags, .complete = r.hs.complete && !r.timed_out, .max_size = o.max_size,
                     .elapsed_s = r.elapsed_s};
  if (c->json) {
    verdict_diag_json(stdout, p, &r.check, &vd);
  } else {
    verdict_text(stdout, p, &r.check, c->unwind);
    if (r.check.status == BMC_VIOLATED) verdict_diag_text(stdout, p, &vd);
  }
  if (c->json_out) verdict_diag_json(c->json_out, p, &r.check, &vd);
  int code = exit_code(&r.check);
  diag_result_free(&r);
  ir_prog_free(p);
  return code;
}

int main(int argc, char **argv) {
  if (argc >= 2 && !strcmp(argv[1], ZYGOTE_ARG)) return zygote_main(argc, argv);   /* in a sandbox */
  zygote_use_self(1);
  if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
    cmdline_usage(argc < 2 ? stderr : stdout);
    return argc < 2 ? EXIT_INPUT : EXIT_OK;
  }
  /* batch has flags of its own and hands the rest to its children */
  if (!strcmp(argv[1], "batch")) return batch_main(argc, argv, AMEND_VERSION, cmdline_options, cmdline_batch_usage);
  if (!strcmp(argv[1], "--version")) {
    puts(AMEND_VERSION);
    return EXIT_OK;
  }
  cli c;
  int code = cmdline_parse(argc, argv, &c);
  if (code < 0 && c.json_out_path && !(c.json_out = fopen(c.json_out_path, "w"))) {
    fprintf(stderr, "amend: error: cannot write '%s': %s\n", c.json_out_path, strerror(errno));
    code = EXIT_INPUT;
  }
  char why[256];
  if (code < 0 && sandbox_select((sandbox_mode)c.sandbox, why, sizeof why) != 0) {
    fprintf(stderr, "amend: error: --sandbox bwrap: %s\n", why);
    code = EXIT_INPUT;
  }
  if (code < 0) {
    deadline_start(c.timeout_s, c.memory_mb);
    bmc_memory_limit(c.memory_mb);
    if (!(c.bit & (OPT_REPAIR | OPT_FEEDBACK))) backstop_summary(&c, NULL);
    if (!strcmp(c.cmd, "check")) {
      code = cmd_check(&c);
    } else if (!strcmp(c.cmd, "localize")) {
      code = cmd_localize(&c);
    } else if (!strcmp(c.cmd, "diagnose")) {
      code = cmd_diagnose(&c);
    } else {
      /* a repair must not pass by pushing runs past the bound */
      int mode = c.unwinding_assertions < 0 ? PATCH_CUT_BOUNDED
                 : c.unwinding_assertions ? PATCH_CUT_FULL
                                          : PATCH_CUT_FREE;
      repair_cli r = {.spec = spec_of(&c), .unwind = c.unwind, .unwinding_assertions = mode, .level = c.level,
                      .max_size = c.max_size, .max_repairs = c.max_repairs, .timeout_s = c.timeout_s,
                      .nfrozen = c.nfrozen, .frozen = c.frozen, .json = c.json, .sarif = c.sarif, .prune = c.prune,
                      .per_site = c.per_site, .engine = c.engine, .ninputs = c.ninputs, .tests = c.tests,
                      .test_timeout_s = c.test_timeout_s, .oracle = c.oracle, .json_out = c.json_out,
                      .nmutate = c.nmutate, .mutate = c.mutate, .ndonors = c.ndonors, .donors = c.donors,
                      .command = cmdline_repair_command};
      feedback_opts fo = {.level = c.fb_level, .format = c.json ? FEEDBACK_JSON : c.fb_format,
                          .entries = c.fb_entries, .points = c.fb_points,
                          .visibility = cmdline_visibility(&c), .json_out = c.json_out};
      code = c.bit == OPT_FEEDBACK ? feedback_main(&r, &fo) : repair_main(&r);
    }
  }
  if (c.json_out && fclose(c.json_out) != 0) {
    fprintf(stderr, "amend: error: cannot write '%s': %s\n", c.json_out_path, strerror(errno));
    if (code == EXIT_OK || code == EXIT_VIOLATED || code == EXIT_LIMIT) code = EXIT_INPUT;
  }
  free(c.files);
  free(c.clang);
  free(c.frozen);
  free(c.mutate);
  free(c.donors);
  return code;
}
