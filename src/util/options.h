/* options.h - command-line options as a table, one row per option: its
 * name, its argument, the commands it applies to, where its value goes,
 * its bounds and its help.  The parser, the usage text and `amend batch`'s
 * hand-over of flags to its jobs all read the table, so a flag is written
 * once (main.c's table for check, repair, localize and diagnose; batch.c's
 * for batch's own).
 *
 * A row stores into a struct the caller owns: `at` (and `count`, `given`)
 * are OPT_AT(type, field) offsets, 0 for none.  Rows may share a name when
 * commands need different help for it; the parser takes the first row
 * whose commands include the one being parsed (else the first row).
 * A table writes a row's first five columns (name, arg, kind, commands,
 * at) by position and the rest by designator; {0} ends it. */
#ifndef AMEND_OPTIONS_H
#define AMEND_OPTIONS_H

#include <stddef.h>
#include <stdio.h>

/* The names that more than one place needs (main.c's rows, batch.c's rows
 * of its own per-job limits, and the command line batch builds for each
 * job in pool.c): spelt here once. */
#define OPTNAME_REFERENCE "--reference"
#define OPTNAME_ENTRY "--entry"
#define OPTNAME_TESTS "--tests"
#define OPTNAME_JSON "--json"
#define OPTNAME_TIMEOUT "--timeout"
#define OPTNAME_MEMORY "--memory"
#define OPTNAME_SANDBOX "--sandbox"

/* offsetof plus one: 0 says "no field" */
#define OPT_AT(type, field) (offsetof(type, field) + 1)

typedef enum opt_kind {
  OPT_FLAG,      /* no argument: 1 into an int */
  OPT_FLAG_OFF,  /* no argument: 0 into an int */
  OPT_INT,       /* a whole number in [lo, hi] (hi 0: 1000000), or 0 when
                    zero_ok, into an int */
  OPT_SECONDS,   /* a whole number in [lo, hi] into a double */
  OPT_REAL,      /* a number > 0 and <= hi into a double */
  OPT_STRING,    /* the argument (non-empty when nonempty) into a const char * */
  OPT_CHOICE,    /* one of `choices`: its value into an int */
  OPT_LIST,      /* names separated by commas, appended to the array a
                    const char ** field (`at`) points to (as long as argc),
                    counted by the int `count` */
  OPT_WORDS,     /* the words up to the next option, appended like a list */
  OPT_CPP,       /* -I/-D/-U: the flag and its argument, or the flag glued
                    to it (-Idir), appended like a list (the array twice
                    as long as argc) */
} opt_kind;

typedef struct opt_choice {
  const char *name;
  int value;
} opt_choice;

/* amend's commands, as rows name them */
enum { OPT_CHECK = 1, OPT_REPAIR = 2, OPT_LOCALIZE = 4, OPT_DIAGNOSE = 8, OPT_BATCH = 16, OPT_FEEDBACK = 32 };

/* row flags */
enum {
  OPT_NOBATCH = 1,  /* amend batch does not hand it to its jobs: the job's
                       own (manifest) or the batch's doing (--json) */
  OPT_HELPONLY = 2, /* a line of the usage text only: never parsed, not in
                       the synopsis (an operand, a note) */
  OPT_SPEC = 4,     /* says what the program is checked against: opt_echo
                       repeats it in the command a summary suggests */
  OPT_GLUED = 8,    /* OPT_INT: the number may follow the name in the same
                       word (-j4) */
};

typedef struct opt_def {
  const char *name;           /* "--unwind" */
  const char *arg;            /* "N"; NULL: takes no argument */
  opt_kind kind;
  unsigned commands;          /* the caller's command bits it applies to */
  size_t at, count, given;    /* OPT_AT offsets; given: an int set to 1 */
  long lo, hi;
  int zero_ok;                /* OPT_INT: 0 is allowed below lo */
  int nonempty;               /* OPT_STRING: "" is refused */
  const opt_choice *choices;  /* OPT_CHOICE: ends with a NULL name */
  const char *error;          /* "needs seconds >= 1"; NULL: said from the
                                 kind and the bounds */
  const char *label;          /* the usage's left column; NULL: name and arg */
  const char *help;           /* lines without indentation; NULL: not listed */
  unsigned flags;             /* OPT_NOBATCH */
} opt_def;

/* The row of `table` (ended by a NULL name) for name under command bit
 * cmd: the first with that name whose commands include cmd, else the
 * first with that name; a glued -Idir finds the -I row, and -j4 a row
 * -j with OPT_GLUED.  NULL: none. */
const opt_def *opt_find(const opt_def *table, const char *name, unsigned cmd);

/* Parse argv[*i] (an option of row d) and its argument into out, leaving
 * *i on the last word used.  0 on success; -1 with the complaint in err
 * ("--unwind needs a number >= 1"). */
int opt_parse(const opt_def *d, int argc, char **argv, int *i, void *out, char *err, size_t errlen);

/* Every command bit of the rows named name. */
unsigned opt_commands(const opt_def *table, const char *name);

/* Does d take the next word as its argument (a glued -Idir does not)? */
int opt_takes_arg(const opt_def *d, const char *word);

/* " --reference ref.c --stdin-bytes 4": the OPT_SPEC rows of command bit
 * cmd that are set in `in` (a string, a number > 0, a choice other than
 * its first), in table order. */
void opt_echo(FILE *o, const opt_def *table, unsigned cmd, const void *in);

/* The help rows of the options of command bit cmd, in table order: two
 * spaces, the label padded to 24 columns, the help, continuation lines
 * indented to the help's column. */
void opt_usage(FILE *o, const opt_def *table, unsigned cmd);

/* The synopsis words "[--unwind N] [--json] ..." of command bit cmd,
 * wrapped before `width` columns; continuation lines start with `indent`
 * spaces, the first is assumed to be at column `col`. */
void opt_synopsis(FILE *o, const opt_def *table, unsigned cmd, int col, int indent, int width);

/* A complaint about the command line on stderr ("amend: error: " and the
 * formatted text), then usage(stderr) when given: returns EXIT_INPUT. */
int opt_complain(void (*usage)(FILE *), const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
