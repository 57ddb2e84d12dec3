/* cmdline.h - amend's command line: every command and flag, in one table that
 * the parser, each command's --help and amend batch read, parsed into a
 * cli; main.c runs what it says. */
#ifndef AMEND_CMDLINE_H
#define AMEND_CMDLINE_H

#include <stdio.h>

#include "bmc/bmc.h"
#include "repair/repair.h"
#include "util/options.h"

#define AMEND_VERSION "amend 0.1"

typedef struct cli {
  const char *cmd;
  unsigned bit;                /* OPT_CHECK, ... (util/options.h) */
  int nfiles;
  const char **files;
  int nclang;
  const char **clang;      /* -I/-D/-U passed to the front end */
  int unwind;
  const char *entry;
  int json;
  const char *json_out_path;   /* --json-out FILE */
  FILE *json_out;              /* open on it */
  int unwinding_assertions;    /* -1: the command's default */
  double timeout_s;
  int memory_mb;               /* --memory MB, 0: no limit */
  int memory_given;
  /* repair */
  int level, max_size, max_repairs;
  int max_size_given;
  int level_given;
  int ninputs;                 /* --inputs: failing inputs for diagnosis */
  int nfrozen;
  const char **frozen;
  int nmutate;
  const char **mutate;
  int ndonors;
  const char **donors;         /* --donor FILE... */         /* --mutate: harness functions a repair may change */
  const char *reference;
  const char *sarif;
  int prune;                   /* PRUNE_* bits */
  int per_site;
  int engine;                  /* ENGINE_* */
  const char *tests;           /* --tests DIR */
  double test_timeout_s;       /* --test-timeout S */
  const char *oracle;          /* --oracle CMD */
  int compare;                 /* --compare: spec_compare */
  int compare_given;
  bmc_env env;                 /* --max-argc, --max-arg-len, heap flags */
  int strict;                  /* --strict */
  int stdin_bytes;             /* --stdin-bytes N, 0: the default */
  int io;                      /* --io auto|typed|bytes (io_choice) */
  int stdin_tokens;            /* --stdin-tokens N, 0: counted or the default */
  const char *input_range;     /* --input-range LO:HI, or NULL */
  int range_set;
  long range_lo, range_hi;
  int sandbox;                 /* --sandbox: sandbox_mode */
  int max_string;              /* --max-string N, 0: the default */
  /* feedback */
  int fb_level, fb_format, fb_entries, fb_visibility;
  double fb_points;
} cli;

/* Every flag of the commands but batch, once (util/options.h). */
extern const opt_def cmdline_options[];
/* argv parsed into c, its defaults set: -1, or the exit code after a
 * complaint with the command's usage (or after its --help). */
int cmdline_parse(int argc, char **argv, cli *c);
/* Every command's synopsis and summary. */
void cmdline_usage(FILE *o);
/* amend batch's own help (batch_main's usage). */
void cmdline_batch_usage(FILE *o);
/* --visibility's word for c's choice. */
const char *cmdline_visibility(const cli *c);
/* The command a repair's "bound" summary suggests (repair_cli.command):
 * amend repair, the files and the flags that say what r repairs against. */
char *cmdline_repair_command(const repair_cli *r);

#endif
