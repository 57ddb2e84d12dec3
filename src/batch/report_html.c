/* report_html.c - `amend batch --report DB --format html`: the database as
 * one self-contained page.  Inline CSS, SVG charts drawn here (jobs per
 * status, a histogram of job times), the summary per folder, and a row per
 * job with its first repair's diff or the reason there is none and links
 * to its feedback (report/feedback.h: each level folded in a <details>
 * below the table, so that a teacher opens and hands out the ones they
 * choose); a small inline script sorts the rows (click a header), filters
 * them by status (checkboxes, or `#status=a,b&sort=-wall` in the URL at
 * load time) and opens the level a `#fb-N-K` link points to.
 *
 * Everything from the database is a stranger's text (submissions, their
 * compiler errors): it goes through esc() into element text and quoted
 * attribute values only, and the page's Content-Security-Policy loads
 * nothing from anywhere and runs only the script whose hash it names. */
#define _POSIX_C_SOURCE 200809L
#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "batch/batch_internal.h"
#include "report/feedback.h"
#include "util/arena.h"

/* ---- escaping ---- */

/* s[0..n) as HTML text or a quoted attribute value: the five characters
 * with a meaning become references, other control characters (tab and
 * newline aside) U+FFFD. */
static void esc_n(FILE *o, const char *s, size_t n) {
  for (size_t i = 0; i < n && s[i]; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '&') fputs("&amp;", o);
    else if (c == '<') fputs("&lt;", o);
    else if (c == '>') fputs("&gt;", o);
    else if (c == '"') fputs("&quot;", o);
    else if (c == '\'') fputs("&#39;", o);
    else if ((c < 32 && c != '\n' && c != '\t') || c == 127) fputs("&#xFFFD;", o);
    else fputc(c, o);
  }
}

static void esc(FILE *o, const char *s) {
  if (s) esc_n(o, s, strlen(s));
}

/* ---- statuses and outcomes ---- */

/* bres_classify's words, in the order the page lists them */
static const char *const known_status[] = {"repaired", "correct", "verified", "exhausted", "violated", "bound",
                                           "limit", "timeout", "memory", "input_error", "internal_error", "crashed"};
static const char *const known_outcome[] = {"repaired", "proven", "exhausted", "violated", "limit", "error"};
enum { NOUTCOMES = sizeof known_outcome / sizeof *known_outcome };

/* The CSS class of an outcome: one of ours, never the database's text. */
static const char *outcome_class(const char *outcome) {
  static const char *const cls[] = {"o-repaired", "o-proven", "o-exhausted", "o-violated", "o-limit", "o-error"};
  for (int i = 0; outcome && i < NOUTCOMES; i++)
    if (!strcmp(outcome, known_outcome[i])) return cls[i];
  return "o-other";
}

typedef struct tally {
  const char *status, *outcome;   /* borrowed from the view */
  int jobs;
  double wall_s;
} tally;

/* Jobs and time per status: the known statuses in their order, then any
 * other (a database of a later amend) as met; none with no job. */
static int tally_statuses(const bview *v, tally **out) {
  int nknown = (int)(sizeof known_status / sizeof *known_status), n = 0;
  tally *t = xcalloc((size_t)(v->n + nknown), sizeof *t);
  for (int k = 0; k < nknown; k++) t[n++] = (tally){known_status[k], NULL, 0, 0};
  for (int i = 0; i < v->n; i++) {
    const char *st = v->v[i].status ? v->v[i].status : "";
    int k = 0;
    while (k < n && strcmp(t[k].status, st)) k++;
    if (k == n) t[n++] = (tally){st, NULL, 0, 0};
    if (!t[k].outcome) t[k].outcome = v->v[i].outcome;
    t[k].jobs++;
    t[k].wall_s += v->v[i].wall_s;
  }
  int kept = 0;
  for (int k = 0; k < n; k++)
    if (t[k].jobs) t[kept++] = t[k];
  *out = t;
  return kept;
}

/* ---- the reason a job has no repair ---- */

static const char *jstr(json_t *o, const char *key) {
  json_t *v = json_object_get(o, key);
  return json_is_string(v) ? json_string_value(v) : NULL;
}

static long long jint(json_t *o, const char *key, long long dflt) {
  json_t *v = json_object_get(o, key);
  return json_is_integer(v) ? json_integer_value(v) : dflt;
}

/* The first line of the stderr tail that holds "error", else its last line. */
static void err_line(FILE *o, const char *err) {
  if (!err) return;
  const char *best = NULL, *last = NULL;
  size_t nbest = 0, nlast = 0;
  for (const char *p = err; *p;) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    if (n) last = p, nlast = n;
    char line[512];
    snprintf(line, sizeof line, "%.*s", (int)(n < sizeof line ? n : sizeof line - 1), p);
    if (!best && strstr(line, "error")) best = p, nbest = n;
    p += n + (nl != NULL);
  }
  if (!best) best = last, nbest = nlast;
  if (!best) return;
  fputs(": ", o);
  esc_n(o, best, nbest > 300 ? 300 : nbest);
}

static void reason(FILE *o, const bview_job *j) {
  json_t *s = j->summary ? json_loads(j->summary, 0, NULL) : NULL;
  const char *st = j->status ? j->status : "", *why = s ? jstr(s, "reason") : NULL;
  if (!strcmp(st, "correct")) {
    fputs("nothing to repair: no assertion fails within the bound", o);
  } else if (!strcmp(st, "verified")) {
    fputs("check: no property is violated", o);
    if (s && jstr(s, "bound")) fprintf(o, " (%s)", !strcmp(jstr(s, "bound"), "complete") ? "complete" : "bounded");
  } else if (!strcmp(st, "violated")) {
    json_t *a = s ? json_object_get(s, "assertion") : NULL;
    fputs("check: violated", o);
    if (a) {
      fputs(" at ", o);
      esc(o, jstr(a, "file"));
      fprintf(o, ":%lld:%lld: ", jint(a, "line", 0), jint(a, "column", 0));
      esc(o, jstr(a, "kind"));
      if (jstr(a, "text") && *jstr(a, "text")) fputs(": ", o), esc(o, jstr(a, "text"));
    }
  } else if (!strcmp(st, "exhausted")) {
    long long c = s ? jint(s, "candidates", -1) : -1;
    if (c >= 0) fprintf(o, "search exhausted: %lld candidate%s tried, none is a repair", c, c == 1 ? "" : "s");
    else fputs("search exhausted: no repair", o);
  } else if (!strcmp(st, "bound")) {
    fprintf(o, "the unwinding bound (--unwind %lld) kept a repair from being proven", s ? jint(s, "unwind", 0) : 0LL);
    if (s && jstr(s, "go_on")) fputs("; go on with ", o), esc(o, jstr(s, "go_on"));
  } else if (!strcmp(st, "timeout")) {
    fprintf(o, "stopped by its time limit (%d s)", j->timeout_s);
    if (j->signal) fprintf(o, ", killed by signal %d", j->signal);
    else if (why) fputs(" ", o), esc(o, why);
  } else if (!strcmp(st, "memory")) {
    fputs("stopped by its memory limit", o);
    if (j->memory_mb > 0) fprintf(o, " (%d MB)", j->memory_mb);
  } else if (!strcmp(st, "limit")) {
    fputs("stopped by a search limit", o);
    if (j->stopped_by) why = j->stopped_by;  /* which one (doc/output.md) */
    if (why) fputs(" (", o), esc(o, why), fputs(")", o);
  } else if (!strcmp(st, "input_error")) {
    fputs("input error", o);
    err_line(o, j->err);
  } else if (!strcmp(st, "crashed") && j->signal) {
    fprintf(o, "crashed: killed by signal %d", j->signal);
    err_line(o, j->err);
  } else {
    fputs(*st ? "" : "no status", o);
    esc(o, st);
    if (j->exit_code >= 0) fprintf(o, " (exit %d)", j->exit_code);
    err_line(o, j->err);
  }
  json_decref(s);
}

/* ---- a diff, coloured ---- */

static int is_keyword(const char *s, size_t n) {
  static const char *const kw[] = {
      "auto",   "break",    "case",     "char",   "const",    "continue", "default", "do",       "double",
      "else",   "enum",     "extern",   "float",  "for",      "goto",     "if",      "inline",   "int",
      "long",   "register", "restrict", "return", "short",    "signed",   "sizeof",  "static",   "struct",
      "switch", "typedef",  "union",    "unsigned", "void",   "volatile", "while",   "_Bool",    "bool",
      "NULL",   "true",     "false"};
  for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
    if (strlen(kw[i]) == n && !strncmp(kw[i], s, n)) return 1;
  return 0;
}

static int ident_char(char c) {
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

static void span(FILE *o, const char *cls, const char *s, size_t n) {
  fprintf(o, "<span class=\"%s\">", cls);
  esc_n(o, s, n);
  fputs("</span>", o);
}

/* One line of C: keywords, numbers, string and character literals and
 * comments get a class; a comment or literal left open runs to the end. */
static void c_line(FILE *o, const char *s, size_t n) {
  size_t i = 0, plain = 0;
  while (i < n) {
    size_t start = i;
    const char *cls = NULL;
    if (s[i] == '/' && i + 1 < n && (s[i + 1] == '/' || s[i + 1] == '*')) {
      const char *end = s[i + 1] == '*' ? NULL : s + n;
      for (size_t k = i + 2; !end && k + 1 < n; k++)
        if (s[k] == '*' && s[k + 1] == '/') end = s + k + 2;
      i = end ? (size_t)(end - s) : n, cls = "c";
    } else if (s[i] == '"' || s[i] == '\'') {
      char q = s[i++];
      while (i < n && s[i] != q) i += s[i] == '\\' && i + 1 < n ? 2 : 1;
      i = i < n ? i + 1 : n, cls = "s";
    } else if (ident_char(s[i]) && (i == 0 || !ident_char(s[i - 1]))) {
      while (i < n && ident_char(s[i])) i++;
      if (s[start] >= '0' && s[start] <= '9') cls = "num";
      else if (is_keyword(s + start, i - start)) cls = "kw";
    } else {
      i++;
    }
    if (!cls) continue;
    esc_n(o, s + plain, start - plain);
    span(o, cls, s + start, i - start);
    plain = i;
  }
  esc_n(o, s + plain, n - plain);
}

/* Counts of "@@ -l,c +l,c @@" (a count left out is 1). */
static void hunk_counts(const char *s, long *old, long *new_) {
  const char *m = strchr(s, '-'), *p = strchr(s, '+');
  *old = *new_ = 1;
  if (m && (m = strpbrk(m, ",+ ")) && *m == ',') *old = strtol(m + 1, NULL, 10);
  if (p && (p = strpbrk(p, ", @")) && *p == ',') *new_ = strtol(p + 1, NULL, 10);
}

/* A unified diff: file headers, hunk headers, added and removed lines
 * each with a class; the hunks' counts tell a removed "--x" from a header. */
static void diff_html(FILE *o, const char *d) {
  long old = 0, new_ = 0;
  fputs("<pre class=\"diff\"><code>", o);
  for (const char *p = d; *p;) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    const char *cls = "dc";
    int code = 1;
    if (old <= 0 && new_ <= 0 && n >= 2 && !strncmp(p, "@@", 2)) {
      char head[128];
      snprintf(head, sizeof head, "%.*s", (int)(n < sizeof head ? n : sizeof head - 1), p);
      hunk_counts(head, &old, &new_);
      cls = "dk", code = 0;
    } else if (old <= 0 && new_ <= 0) {
      cls = "dh", code = 0;   /* ---, +++, diff, Only in ... */
    } else if (*p == '+') {
      cls = "da", new_--;
    } else if (*p == '-') {
      cls = "dd", old--;
    } else if (*p != '\\') {
      old--, new_--;
    }
    fprintf(o, "<span class=\"%s\">", cls);
    if (code && n) esc_n(o, p, 1), c_line(o, p + 1, n - 1);
    else esc_n(o, p, n);
    fputs("</span>\n", o);
    p += n + (nl != NULL);
  }
  fputs("</code></pre>", o);
}

/* ---- feedback ---- */

/* The feedback of job j (a repair job with a summary), or NULL. */
static fb *feedback_of(const bview_job *j) {
  if (!j->command || strcmp(j->command, "repair") || !j->summary) return NULL;
  fb *f = fb_from_json(j->repair_json, j->summary);
  int any = 0;
  for (int k = 1; k <= 4; k++) any |= fb_holds(f, k);
  if (any) return f;
  fb_free(f);
  return NULL;
}

/* The row's links, one per level that holds: #fb-N-K. */
static void feedback_links(FILE *o, const fb *f, int n) {
  if (!f) return;
  fputs("<span class=\"fbl\">", o);
  for (int k = 1; k <= 4; k++)
    if (fb_holds(f, k))
      fprintf(o, "<a href=\"#fb-%d-%d\" title=\"level %d: %s\">%d</a> ", n, k, k, fb_level_title(k), k);
  fputs("</span>", o);
}

/* Every job's feedback below the table, each level folded. */
static void feedback_section(FILE *o, const bview *v, fb *const *fbs) {
  fputs("<h2 id=\"feedback\">Feedback</h2>\n<p class=\"meta\">Each job's feedback (amend feedback), a level per fold:"
        " 1 an input that shows the mistake, 2 where to look, 3 what kind of change, 4 the repair. Each level"
        " adds to the one before; open the ones you choose to hand out.</p>\n", o);
  for (int i = 0; i < v->n; i++) {
    if (!fbs[i]) continue;
    fprintf(o, "<section class=\"fb\" id=\"fb-%d\"><h3>", i + 1);
    esc(o, v->v[i].id);
    fputs("</h3>\n", o);
    for (int k = 1; k <= 4; k++) {
      char *t = fb_level_text(fbs[i], k);
      if (!t) continue;
      fprintf(o, "<details id=\"fb-%d-%d\" data-level=\"%d\"><summary>level %d: %s</summary><pre>", i + 1, k, k, k,
              fb_level_title(k));
      esc(o, t);
      fputs("</pre></details>\n", o);
      free(t);
    }
    char *note = fb_note(fbs[i], 4);
    if (note) fputs("<p class=\"note\">", o), esc(o, note), fputs("</p>\n", o);
    free(note);
    fputs("</section>\n", o);
  }
}

/* ---- charts ---- */

/* Jobs per status, one horizontal bar each, coloured by outcome. */
static void status_chart(FILE *o, const tally *t, int n) {
  int max = 1;
  for (int i = 0; i < n; i++) max = t[i].jobs > max ? t[i].jobs : max;
  int h = 24 * n + 8;
  fprintf(o, "<svg id=\"status-chart\" class=\"chart\" width=\"460\" height=\"%d\" viewBox=\"0 0 460 %d\" role=\"img\""
             " aria-label=\"jobs per status\">\n", h, h);
  for (int i = 0; i < n; i++) {
    int y = 4 + 24 * i, w = 1 + 280 * t[i].jobs / max;
    fputs("<g class=\"bar\" data-status=\"", o);
    esc(o, t[i].status);
    fputs("\"><title>", o);
    esc(o, t[i].status);
    fprintf(o, ": %d job%s, %.1f s</title>", t[i].jobs, t[i].jobs == 1 ? "" : "s", t[i].wall_s);
    fprintf(o, "<text x=\"112\" y=\"%d\" text-anchor=\"end\">", y + 15);
    esc(o, t[i].status);
    fprintf(o, "</text><rect class=\"%s\" x=\"120\" y=\"%d\" width=\"%d\" height=\"18\"/>", outcome_class(t[i].outcome),
            y, w);
    fprintf(o, "<text class=\"n\" x=\"%d\" y=\"%d\">%d</text></g>\n", 126 + w, y + 15, t[i].jobs);
  }
  fputs("</svg>", o);
}

/* A bin width of 1, 2, 2.5 or 5 times a power of ten giving at most
 * `want` bins up to max. */
static double bin_width(double max, int want) {
  if (!(max > 0)) return 1;
  double raw = max / want, p = 1;
  while (p * 10 <= raw) p *= 10;
  while (p > raw) p /= 10;
  static const double m[] = {1, 2, 2.5, 5, 10};
  for (int i = 0; i < 5; i++)
    if (m[i] * p >= raw) return m[i] * p;
  return 10 * p;
}

/* Jobs by wall time, in up to 8 bins of a round width. */
static void time_histogram(FILE *o, const bview *v) {
  double max = 0;
  for (int i = 0; i < v->n; i++) max = v->v[i].wall_s > max ? v->v[i].wall_s : max;
  double w = bin_width(max, 8);
  int nb = 1;
  while (nb * w <= max && nb < 64) nb++;
  int count[64] = {0}, top = 1;
  double secs[64] = {0};
  for (int i = 0; i < v->n; i++) {
    double s = v->v[i].wall_s > 0 ? v->v[i].wall_s : 0;
    int b = (int)(s / w);
    b = b >= nb ? nb - 1 : b;
    count[b]++, secs[b] += s;
    top = count[b] > top ? count[b] : top;
  }
  int x0 = 40, pw = 420, y0 = 170, ph = 140, bw = pw / nb;
  fputs("<svg id=\"time-chart\" class=\"chart\" width=\"480\" height=\"210\" viewBox=\"0 0 480 210\" role=\"img\""
        " aria-label=\"jobs by wall time\">\n", o);
  for (int b = 0; b < nb; b++) {
    int h = ph * count[b] / top, x = x0 + b * bw;
    fprintf(o, "<g class=\"bin\" data-count=\"%d\"><title>%g to %g s: %d job%s, %.1f s in all</title>", count[b], b * w,
            (b + 1) * w, count[b], count[b] == 1 ? "" : "s", secs[b]);
    fprintf(o, "<rect class=\"hist\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>", x + 1, y0 - h, bw - 2, h);
    if (count[b])
      fprintf(o, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%d</text>", x + bw / 2, y0 - h - 4, count[b]);
    fputs("</g>\n", o);
  }
  fprintf(o, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", x0, y0, x0 + nb * bw, y0);
  int every = nb > 8 ? 2 : 1;
  for (int b = 0; b <= nb; b += every)
    fprintf(o, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%g</text>", x0 + b * bw, y0 + 16, b * w);
  fprintf(o, "\n<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">wall time per job (s)</text>\n</svg>", x0 + pw / 2,
          y0 + 34);
}

/* A folder's outcomes as one stacked bar, 120 pixels for its jobs. */
static void folder_bar(FILE *o, const int *by_outcome, int jobs) {
  static const char *const cls[] = {"o-repaired", "o-proven", "o-exhausted", "o-violated", "o-limit", "o-error"};
  fputs("<svg width=\"120\" height=\"12\" viewBox=\"0 0 120 12\" aria-hidden=\"true\">", o);
  int x = 0, seen = 0;
  for (int k = 0; k < NOUTCOMES && jobs > 0; k++) {
    seen += by_outcome[k];
    int to = 120 * seen / jobs;
    if (to > x) fprintf(o, "<rect class=\"%s\" x=\"%d\" y=\"0\" width=\"%d\" height=\"12\"/>", cls[k], x, to - x);
    x = to;
  }
  fputs("</svg>", o);
}

/* ---- tables ---- */

static void summary_row(FILE *o, const char *folder, const int *by, int jobs, double wall, int total) {
  fprintf(o, "<tr%s><td>", total ? " class=\"total\"" : "");
  esc(o, folder);
  fprintf(o, "</td><td class=\"n\">%d</td>", jobs);
  for (int k = 0; k < NOUTCOMES; k++)
    fprintf(o, "<td class=\"n\" data-outcome=\"%s\">%d</td>", known_outcome[k], by[k]);
  fprintf(o, "<td class=\"n\">%.1f</td><td>", wall);
  folder_bar(o, by, jobs);
  fputs("</td></tr>\n", o);
}

static int outcome_index(const char *outcome) {
  for (int k = 0; outcome && k < NOUTCOMES; k++)
    if (!strcmp(outcome, known_outcome[k])) return k;
  return -1;
}

/* The text report's table, a row per folder (the view is in folder order)
 * and the total, each with a bar of its outcomes. */
static void summary_table(FILE *o, const bview *v) {
  fputs("<table id=\"summary\"><thead><tr><th>folder</th><th class=\"n\">jobs</th>", o);
  for (int k = 0; k < NOUTCOMES; k++) fprintf(o, "<th class=\"n\">%s</th>", known_outcome[k]);
  fputs("<th class=\"n\">time_s</th><th>outcomes</th></tr></thead>\n<tbody>\n", o);
  int all[NOUTCOMES] = {0}, by[NOUTCOMES] = {0}, jobs = 0;
  double wall = 0, total_wall = 0;
  for (int i = 0; i < v->n; i++) {
    const bview_job *j = &v->v[i];
    int k = outcome_index(j->outcome);
    if (k >= 0) by[k]++, all[k]++;
    jobs++, wall += j->wall_s, total_wall += j->wall_s;
    if (i + 1 == v->n || strcmp(j->folder ? j->folder : "", v->v[i + 1].folder ? v->v[i + 1].folder : "")) {
      summary_row(o, j->folder, by, jobs, wall, 0);
      memset(by, 0, sizeof by), jobs = 0, wall = 0;
    }
  }
  fputs("</tbody><tfoot>\n", o);
  summary_row(o, "total", all, v->n, total_wall, 1);
  fputs("</tfoot></table>\n", o);
}

static void status_table(FILE *o, const tally *t, int n) {
  fputs("<table id=\"statuses\"><thead><tr><th>status</th><th>outcome</th><th class=\"n\">jobs</th>"
        "<th class=\"n\">time_s</th></tr></thead>\n<tbody>\n", o);
  for (int i = 0; i < n; i++) {
    fputs("<tr data-status=\"", o);
    esc(o, t[i].status);
    fprintf(o, "\"><td><span class=\"tag %s\">", outcome_class(t[i].outcome));
    esc(o, t[i].status);
    fputs("</span></td><td>", o);
    esc(o, t[i].outcome);
    fprintf(o, "</td><td class=\"n\">%d</td><td class=\"n\">%.1f</td></tr>\n", t[i].jobs, t[i].wall_s);
  }
  fputs("</tbody></table>\n", o);
}

static void filter_controls(FILE *o, const tally *t, int n, int jobs) {
  fputs("<div id=\"filter\">show: ", o);
  for (int i = 0; i < n; i++) {
    fputs("<label><input type=\"checkbox\" name=\"status\" value=\"", o);
    esc(o, t[i].status);
    fputs("\" checked> ", o);
    esc(o, t[i].status);
    fprintf(o, " (%d)</label>\n", t[i].jobs);
  }
  fprintf(o, "<button type=\"button\" id=\"all\">all</button> <button type=\"button\" id=\"none\">none</button>"
             " <span id=\"shown\">%d of %d jobs shown</span></div>\n", jobs, jobs);
}

static void job_row(FILE *o, const bview_job *j, const fb *f, int n) {
  fputs("<tr class=\"job\" data-status=\"", o);
  esc(o, j->status);
  fputs("\"><td>", o);
  esc(o, j->id);
  fputs("</td><td>", o);
  esc(o, j->folder);
  fputs("</td><td>", o);
  esc(o, j->command);
  fprintf(o, "</td><td><span class=\"tag %s\">", outcome_class(j->outcome));
  esc(o, j->status);
  fprintf(o, "</span></td><td class=\"n\" data-v=\"%.6f\">%.2f</td>", j->wall_s, j->wall_s);
  fprintf(o, "<td class=\"n\" data-v=\"%.6f\">%.2f</td>", j->cpu_s, j->cpu_s);
  fprintf(o, "<td class=\"n\">%d</td><td>", j->repairs);
  feedback_links(o, f, n);
  fputs("</td><td>", o);
  if (j->diff) {
    fprintf(o, "<details><summary>first repair (size %d", j->size);
    if (j->engine) fputs(", ", o), esc(o, j->engine);
    fputs(")</summary>", o);
    diff_html(o, j->diff);
    fputs("</details>", o);
  }
  if (!j->diff || strcmp(j->status ? j->status : "", "repaired")) {
    fputs("<span class=\"reason\">", o);
    reason(o, j);
    fputs("</span>", o);
  }
  if (j->summary) {
    fputs("<details class=\"raw\"><summary>summary JSON</summary><pre>", o);
    esc(o, j->summary);
    fputs("</pre></details>", o);
  }
  if (j->err && *j->err && !strcmp(j->outcome ? j->outcome : "", "error")) {
    fputs("<details class=\"raw\"><summary>stderr</summary><pre>", o);
    esc(o, j->err);
    fputs("</pre></details>", o);
  }
  fputs("</td></tr>\n", o);
}

static void jobs_table(FILE *o, const bview *v, fb *const *fbs) {
  fputs("<table id=\"jobs\"><thead><tr><th data-key=\"id\">job</th><th data-key=\"folder\">folder</th>"
        "<th data-key=\"command\">command</th><th data-key=\"status\">status</th>"
        "<th class=\"n\" data-key=\"wall\" data-type=\"num\">wall_s</th>"
        "<th class=\"n\" data-key=\"cpu\" data-type=\"num\">cpu_s</th>"
        "<th class=\"n\" data-key=\"repairs\" data-type=\"num\">repairs</th><th>feedback</th>"
        "<th>first repair, or why none</th>"
        "</tr></thead>\n<tbody>\n", o);
  for (int i = 0; i < v->n; i++) job_row(o, &v->v[i], fbs[i], i + 1);
  fputs("</tbody></table>\n", o);
}

/* ---- the page ---- */

static const char style[] =
    "body{font:14px/1.45 system-ui,sans-serif;margin:1.5em;color:#1f2328;background:#fff}\n"
    "h1{font-size:1.4em;margin:0 0 .3em}h2{font-size:1.15em;margin:1.6em 0 .5em}\n"
    "table{border-collapse:collapse}th,td{padding:3px 8px;border-bottom:1px solid #d8dee4;text-align:left;"
    "vertical-align:top}\n"
    "th{background:#f6f8fa;white-space:nowrap}.n{text-align:right;font-variant-numeric:tabular-nums}\n"
    "#jobs td:last-child{max-width:55vw}\n"
    "tfoot td{font-weight:600;border-top:2px solid #8c959f}\n"
    "#jobs th[data-key]{cursor:pointer;user-select:none}#jobs th[data-key]:hover{background:#eaeef2}\n"
    "#jobs th[aria-sort=ascending]::after{content:' \\25B2'}#jobs th[aria-sort=descending]::after{content:' \\25BC'}\n"
    ".tag{display:inline-block;padding:0 6px;border-radius:3px;color:#fff;white-space:nowrap}\n"
    ".o-repaired{background:#1a7f37;fill:#1a7f37}.o-proven{background:#0969da;fill:#0969da}\n"
    ".o-exhausted{background:#8c6d62;fill:#8c6d62}.o-violated{background:#cf222e;fill:#cf222e}\n"
    ".o-limit{background:#bf8700;fill:#bf8700}.o-error{background:#8250df;fill:#8250df}\n"
    ".o-other{background:#6e7781;fill:#6e7781}\n"
    ".charts{display:flex;flex-wrap:wrap;gap:2em;align-items:flex-start}figure{margin:0}\n"
    "figcaption{font-weight:600;margin-bottom:4px}svg text{font:12px system-ui,sans-serif;fill:#1f2328}\n"
    "svg .axis{stroke:#8c959f}svg rect.hist{fill:#54aeff}\n"
    "#filter{margin:.5em 0}#filter label{margin-right:.8em;white-space:nowrap}#shown{margin-left:1em;color:#57606a}\n"
    "pre{margin:4px 0;padding:6px;background:#f6f8fa;border:1px solid #d8dee4;overflow-x:auto;"
    "font:12px/1.4 ui-monospace,monospace}\n"
    "pre.diff span{display:inline-block;min-width:100%}.da{background:#dafbe1}.dd{background:#ffebe9}\n"
    ".dk{color:#0550ae}.dh{color:#57606a;font-weight:600}\n"
    ".kw{color:#cf222e;font-weight:600}.s{color:#0a3069}.c{color:#6e7781;font-style:italic}.num{color:#0550ae}\n"
    "pre.diff span span{display:inline;min-width:0}\n"
    ".reason{color:#57606a}details.raw summary{color:#57606a;font-size:.9em}summary{cursor:pointer}\n"
    "p.meta{color:#57606a;margin:0}\n"
    ".fbl a{display:inline-block;min-width:1.2em;text-align:center;border:1px solid #d8dee4;border-radius:3px;"
    "margin-right:2px;text-decoration:none}\n"
    "section.fb{margin:.8em 0}section.fb h3{font-size:1em;margin:.2em 0}p.note{color:#57606a;margin:.2em 0}\n";

/* Sorting and filtering; the CSP allows this text by its hash, so any
 * change here is picked up at run time. */
static const char script[] =
    "(function () {\n"
    "  'use strict';\n"
    "  var table = document.getElementById('jobs');\n"
    "  var body = table.tBodies[0];\n"
    "  var rows = Array.prototype.slice.call(body.rows);\n"
    "  var heads = Array.prototype.slice.call(table.tHead.rows[0].cells);\n"
    "  var boxes = Array.prototype.slice.call(document.querySelectorAll('#filter input[type=checkbox]'));\n"
    "  var shown = document.getElementById('shown');\n"
    "  var sort = '';\n"
    "  function filter() {\n"
    "    var on = {}, n = 0;\n"
    "    boxes.forEach(function (b) { on[b.value] = b.checked; });\n"
    "    rows.forEach(function (r) {\n"
    "      var vis = on[r.getAttribute('data-status')] === true;\n"
    "      r.hidden = !vis;\n"
    "      r.classList.toggle('off', !vis);\n"
    "      if (vis) n++;\n"
    "    });\n"
    "    shown.textContent = n + ' of ' + rows.length + ' jobs shown';\n"
    "  }\n"
    "  function value(r, col, num) {\n"
    "    var c = r.cells[col], v = c.hasAttribute('data-v') ? c.getAttribute('data-v') : c.textContent;\n"
    "    return num ? parseFloat(v) : v;\n"
    "  }\n"
    "  function order(key) {\n"
    "    var desc = key.charAt(0) === '-', name = desc ? key.slice(1) : key, col = -1;\n"
    "    heads.forEach(function (h, i) { if (h.getAttribute('data-key') === name) col = i; });\n"
    "    if (col < 0) return;\n"
    "    var num = heads[col].getAttribute('data-type') === 'num', dir = desc ? -1 : 1;\n"
    "    var keyed = rows.map(function (r, i) { return { r: r, v: value(r, col, num), i: i }; });\n"
    "    keyed.sort(function (a, b) { return a.v < b.v ? -dir : a.v > b.v ? dir : a.i - b.i; });\n"
    "    keyed.forEach(function (k) { body.appendChild(k.r); });\n"
    "    heads.forEach(function (h, i) {\n"
    "      if (i === col) h.setAttribute('aria-sort', desc ? 'descending' : 'ascending');\n"
    "      else h.removeAttribute('aria-sort');\n"
    "    });\n"
    "    sort = key;\n"
    "  }\n"
    "  function save() {\n"
    "    var on = boxes.filter(function (b) { return b.checked; }), parts = [];\n"
    "    if (on.length < boxes.length)\n"
    "      parts.push('status=' + on.map(function (b) { return encodeURIComponent(b.value); }).join(','));\n"
    "    if (sort) parts.push('sort=' + encodeURIComponent(sort));\n"
    "    try { history.replaceState(null, '', '#' + parts.join('&')); } catch (e) { /* a file: URL may refuse */ }\n"
    "  }\n"
    "  function load() {\n"
    "    var want = null, fb = location.hash.match(/^#(fb-[0-9]+-[0-9])$/);\n"
    "    if (fb) {\n"
    "      var d = document.getElementById(fb[1]);\n"
    "      if (d) { d.open = true; d.scrollIntoView(); }\n"
    "      return;\n"
    "    }\n"
    "    location.hash.replace(/^#/, '').split('&').forEach(function (p) {\n"
    "      var eq = p.indexOf('='), k = p.slice(0, eq), v;\n"
    "      if (eq < 0) return;\n"
    "      try { v = decodeURIComponent(p.slice(eq + 1)); } catch (e) { return; }\n"
    "      if (k === 'status') want = v === '' ? [] : v.split(',');\n"
    "      else if (k === 'sort') order(v);\n"
    "    });\n"
    "    boxes.forEach(function (b) { b.checked = !want || want.indexOf(b.value) >= 0; });\n"
    "    filter();\n"
    "  }\n"
    "  heads.forEach(function (h) {\n"
    "    var key = h.getAttribute('data-key');\n"
    "    if (!key) return;\n"
    "    function click() { order(sort === key ? '-' + key : key); save(); }\n"
    "    h.tabIndex = 0;\n"
    "    h.addEventListener('click', click);\n"
    "    h.addEventListener('keydown', function (e) {\n"
    "      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); click(); }\n"
    "    });\n"
    "  });\n"
    "  function all(on) { boxes.forEach(function (b) { b.checked = on; }); filter(); save(); }\n"
    "  boxes.forEach(function (b) { b.addEventListener('change', function () { filter(); save(); }); });\n"
    "  document.getElementById('all').addEventListener('click', function () { all(true); });\n"
    "  document.getElementById('none').addEventListener('click', function () { all(false); });\n"
    "  window.addEventListener('hashchange', load);\n"
    "  load();\n"
    "  document.body.setAttribute('data-script', 'ok');\n"
    "})();\n";

static void utc(char *buf, size_t cap, double t) {
  time_t s = (time_t)t;
  struct tm tm;
  if (t > 0 && gmtime_r(&s, &tm)) strftime(buf, cap, "%Y-%m-%d %H:%M UTC", &tm);
  else snprintf(buf, cap, "?");
}

static void header(FILE *o, const char *path, const bview *v) {
  double wall = 0, cpu = 0, first = 0, last = 0;
  int folders = 0;
  for (int i = 0; i < v->n; i++) {
    const bview_job *j = &v->v[i];
    wall += j->wall_s, cpu += j->cpu_s;
    if (j->started > 0 && (!first || j->started < first)) first = j->started;
    if (j->started + j->wall_s > last) last = j->started + j->wall_s;
    folders += i == 0 || strcmp(j->folder ? j->folder : "", v->v[i - 1].folder ? v->v[i - 1].folder : "");
  }
  char from[64], to[64];
  utc(from, sizeof from, first);
  utc(to, sizeof to, last);
  fputs("<h1>amend batch: ", o);
  esc(o, path);
  fprintf(o, "</h1>\n<p class=\"meta\"><span id=\"njobs\">%d</span> job%s in %d folder%s; %.1f s of wall time and "
             "%.1f s of CPU time in all",
          v->n, v->n == 1 ? "" : "s", folders, folders == 1 ? "" : "s", wall, cpu);
  if (v->n) fprintf(o, "; run from %s to %s", from, to);
  if (v->versions) fputs("; written by ", o), esc(o, v->versions);
  fputs("</p>\n", o);
}

int bhtml_report(const char *path, FILE *o, FILE *err) {
  bview v;
  if (bstore_view(path, &v, err) < 0) return -1;
  tally *t;
  int nt = tally_statuses(&v, &t);
  char hash[45];
  bsha256_base64(script, strlen(script), hash);
  fprintf(o, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
             "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline';"
             " script-src 'sha256-%s'\">\n"
             "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>amend batch: ", hash);
  esc(o, path);
  fprintf(o, "</title>\n<style>\n%s</style>\n</head>\n<body>\n", style);
  header(o, path, &v);
  fputs("<section class=\"charts\">\n<figure><figcaption>Jobs per status</figcaption>\n", o);
  if (nt) status_chart(o, t, nt);
  else fputs("<p>no jobs</p>", o);
  fputs("</figure>\n<figure><figcaption>Where the time went</figcaption>\n", o);
  if (v.n) time_histogram(o, &v);
  else fputs("<p>no jobs</p>", o);
  fputs("</figure>\n<figure><figcaption>Statuses</figcaption>\n", o);
  status_table(o, t, nt);
  fputs("</figure>\n</section>\n<h2>Per folder</h2>\n", o);
  summary_table(o, &v);
  fputs("<h2>Jobs</h2>\n", o);
  filter_controls(o, t, nt, v.n);
  fb **fbs = xcalloc((size_t)v.n + 1, sizeof *fbs);
  for (int i = 0; i < v.n; i++) fbs[i] = feedback_of(&v.v[i]);
  jobs_table(o, &v, fbs);
  feedback_section(o, &v, fbs);
  for (int i = 0; i < v.n; i++) fb_free(fbs[i]);
  free(fbs);
  fprintf(o, "<script>%s</script>\n</body>\n</html>\n", script);
  free(t);
  bview_free(&v);
  return ferror(o) ? -1 : 0;
}
