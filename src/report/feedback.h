/* feedback.h - what a repair run found, given out as feedback a student
 * can learn from, in four levels, each adding to the one before:
 *
 *   1. an input on which the program's output differs from the expected
 *      one, both outputs side by side (the failing test with the shortest
 *      stdin, from the run's summary: tests.shortest_failing);
 *   2. the lines to look at: the first repair's places, or, with no
 *      repair, the lines the caller adds (amend localize's);
 *   3. what kind of change each place needs, in a first-year student's
 *      words, from the repair's edit kinds and texts, never naming what
 *      the repair puts there;
 *   4. the repair itself, as a diff of the student's file.
 *
 * The facts come from the JSON lines `amend repair --json` prints (a
 * contract: notes/CONTRACT.md), so `amend feedback` (which runs the
 * repair in-process) and `amend batch --report` (which stored those
 * lines) word the same run the same way.  Without a proven repair only
 * levels 1 and 2 can hold, and the text says why it stops.
 *
 * Nothing here runs or decides anything: it reads and words. */
#ifndef AMEND_FEEDBACK_H
#define AMEND_FEEDBACK_H

#include <stddef.h>
#include <stdio.h>

typedef struct fb fb;

typedef enum fb_state {
  FB_UNKNOWN,    /* no summary: the run did not finish */
  FB_CORRECT,    /* nothing to repair */
  FB_REPAIRED,   /* a proven repair: every level holds */
  FB_NO_REPAIR,  /* the search was exhausted without a repair */
  FB_LIMIT       /* a limit (time, memory, the bound) stopped the search first */
} fb_state;

/* From one repair run's JSON lines: its first repair (NULL: none) and its
 * summary (NULL: none).  Lines that do not parse count as absent. */
fb *fb_from_json(const char *repair, const char *summary);
void fb_free(fb *f);

/* A line to look at when there is no repair (level 2), with its source
 * text (NULL: not known).  Ignored once a repair is there. */
void fb_add_site(fb *f, const char *file, unsigned line, const char *text);

fb_state fb_state_of(const fb *f);
/* "unknown", "correct", "repaired", "no_repair", "limit" */
const char *fb_state_name(fb_state s);
/* Does level k (1..4) hold? */
int fb_holds(const fb *f, int k);
/* The title of level k, "an input that shows the mistake", ... */
const char *fb_level_title(int k);
/* Level k's text (several lines, each ending in a newline), malloc'd, or
 * NULL when it does not hold. */
char *fb_level_text(const fb *f, int k);
/* One sentence for when the feedback stops before level `max` (no repair,
 * a limit) or has nothing to say (correct), malloc'd; NULL when every
 * level up to max holds. */
char *fb_note(const fb *f, int max);

/* The levels 1..max as plain text: a heading and the text of each that
 * holds, then the note. */
void fb_text(FILE *o, const fb *f, int max);
/* The same as one JSON object on one line: {"type":"feedback","status",
 * "level","repair_status","level1":{...},...} (doc/feedback.md). */
void fb_json(FILE *o, const fb *f, int max);

/* An input and two outputs as level 1 shows them: the input, the
 * program's output and the expected one side by side, and where they
 * first differ.  For autograder entries of single tests too. */
void fb_io_text(FILE *o, const char *in, size_t nin, const char *out, size_t nout, const char *exp, size_t nexp);

#endif
