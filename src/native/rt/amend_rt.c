/* amend_rt.c - the runtime amend links into the programs it instruments.
 *
 * This file is never part of amend itself: amend carries its text and
 * compiles it next to a rewritten copy of the user's program.  It must
 * stay plain C with no dependence on the program (every name starts
 * with __amend) and must not touch stdout or stdin.
 *
 * Environment (read once, at the first probe):
 *   AMEND_LOG=path      append one line per probe execution to path:
 *                         C id actual used n v1 .. vn   (if-condition)
 *                         S id used n v1 .. vn          (statement; used 0 = skipped)
 *                       where v1..vn are the integer variables in scope;
 *                       after AMEND_LOG_CAP lines (default 100) per probe,
 *                       further executions of that probe are not logged
 *   AMEND_FORCE=id:v    if-condition id evaluates to v (0 or 1) every time
 *   AMEND_FLIP=id:mask  if-condition id evaluates to the negation of its
 *                       value at the executions k (1..64) with bit k-1 set
 *   AMEND_SKIP=id[:mask]  statement id is skipped every time, or at the
 *                       executions selected by mask as above
 *   AMEND_MUT=s:k,...   mutant schema: site s takes its alternative k,
 *                       read by the rewritten sites from __amend_sel[s]
 *                       (an array, not a call: a site may run millions of
 *                       times, and a call per alternative per evaluation
 *                       made tight loops some 60 times slower)
 */
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define AMEND_RT_IDS 65536
#define AMEND_RT_SITES 65536  /* schema.c refuses more sites */

static int rt_ready, rt_fd = -1, rt_force_id = -1, rt_force_val, rt_skip_id = -1;
static int rt_flip_id = -1;
static unsigned long long rt_flip_mask, rt_skip_mask = ~0ull;
static unsigned rt_cap = 100;
static unsigned rt_count[AMEND_RT_IDS];     /* lines logged */
static unsigned long rt_exec[AMEND_RT_IDS]; /* executions */
int __amend_sel[AMEND_RT_SITES];            /* per schema site: its alternative, 0 = original */

static long rt_num(const char **s) {
  long v = 0;
  int neg = **s == '-';
  if (neg) (*s)++;
  while (**s >= '0' && **s <= '9') v = v * 10 + (*(*s)++ - '0');
  return neg ? -v : v;
}

static void rt_init(void) {
  const char *s;
  if (rt_ready) return;
  rt_ready = 1;
  if ((s = getenv("AMEND_LOG")) != NULL) rt_fd = open(s, O_WRONLY | O_CREAT | O_APPEND, 0600);
  /* amend opened the log for us: its path may be read-only here (bwrap) */
  if ((s = getenv("AMEND_LOG_FD")) != NULL) rt_fd = (int)rt_num(&s);
  if ((s = getenv("AMEND_LOG_CAP")) != NULL) rt_cap = (unsigned)rt_num(&s);
  if ((s = getenv("AMEND_FORCE")) != NULL) {
    rt_force_id = (int)rt_num(&s);
    if (*s == ':') s++;
    rt_force_val = rt_num(&s) != 0;
  }
  if ((s = getenv("AMEND_FLIP")) != NULL) {
    rt_flip_id = (int)rt_num(&s);
    if (*s == ':') s++, rt_flip_mask = strtoull(s, NULL, 10);
  }
  if ((s = getenv("AMEND_SKIP")) != NULL) {
    rt_skip_id = (int)rt_num(&s);
    if (*s == ':') s++, rt_skip_mask = strtoull(s, NULL, 10);
  }
  if ((s = getenv("AMEND_MUT")) != NULL) {
    while (*s) {
      long site = rt_num(&s);
      if (*s == ':') s++;
      long alt = rt_num(&s);
      if (site >= 0 && site < AMEND_RT_SITES) __amend_sel[site] = (int)alt;
      if (*s != ',') break;
      s++;
    }
  }
}

/* before main, so that a schema site needs no call to be ready */
__attribute__((constructor)) static void rt_ctor(void) { rt_init(); }

/* Formats v in decimal at p; returns the end. */
static char *rt_fmt(char *p, long long v) {
  char tmp[24];
  int n = 0;
  unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
  do tmp[n++] = (char)('0' + u % 10); while (u /= 10);
  if (v < 0) *p++ = '-';
  while (n) *p++ = tmp[--n];
  return p;
}

/* Is this execution of probe id selected by mask?  Counts the execution. */
static int rt_selected(int id, unsigned long long mask) {
  unsigned long k = id >= 0 && id < AMEND_RT_IDS ? ++rt_exec[id] : 0;
  return mask == ~0ull || (k >= 1 && k <= 64 && (mask >> (k - 1) & 1));
}

/* One log line; values come from the probe's variable arguments. */
static void rt_log(char kind, int id, int actual, int used, int n, va_list ap) {
  char buf[4096], *p = buf;
  if (rt_fd < 0 || id < 0 || id >= AMEND_RT_IDS || rt_count[id] >= rt_cap) return;
  rt_count[id]++;
  *p++ = kind;
  *p++ = ' ';
  p = rt_fmt(p, id);
  if (kind == 'C') {
    *p++ = ' ';
    p = rt_fmt(p, actual);
  }
  *p++ = ' ';
  p = rt_fmt(p, used);
  *p++ = ' ';
  p = rt_fmt(p, n);
  for (int i = 0; i < n; i++) {
    long long v = va_arg(ap, long long);
    if (p > buf + sizeof buf - 32) break;  /* the reader checks the count */
    *p++ = ' ';
    p = rt_fmt(p, v);
  }
  *p++ = '\n';
  if (write(rt_fd, buf, (size_t)(p - buf)) < 0) rt_fd = -1;
}

int __amend_if(int id, int value, int n, ...) {
  va_list ap;
  int actual = value != 0, used = actual;
  rt_init();
  int sel = rt_selected(id, rt_flip_mask);
  if (id == rt_force_id) used = rt_force_val;
  else if (id == rt_flip_id && sel) used = !actual;
  va_start(ap, n);
  rt_log('C', id, actual, used, n, ap);
  va_end(ap);
  return used;
}

int __amend_st(int id, int n, ...) {
  va_list ap;
  rt_init();
  int run = !(rt_selected(id, rt_skip_mask) && id == rt_skip_id);
  va_start(ap, n);
  rt_log('S', id, 0, run, n, ap);
  va_end(ap);
  return run;
}
