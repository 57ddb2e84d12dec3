/* tmplproc.c - fork, a line protocol over a pipe, collect.
 *
 *   R <n> <elapsed_s> <diagnoses> <tried> <iterations>
 *                                 a repair of n sites, followed by n of
 *   <expression id> <length>      the site and its new text
 *   <text>
 *   P <diagnoses> <tried> <repairs> <iterations> <diagnose_s> <cegis_s> <elapsed_s> <propose_s> <refute_s>
 *                                 progress, so that a child ended at the
 *                                 deadline still leaves its profile
 *   S <status> <diagnoses> <tried> <repairs> <iterations> <diagnose_s> <cegis_s> <elapsed_s> <propose_s> <refute_s>
 */
#define _GNU_SOURCE
#include "repair/tmplproc.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util/arena.h"
#include "util/clock.h"
#include "util/deadline.h"
#include "util/exitcode.h"

struct tmplproc {
  const ir_prog *p;
  pid_t pid;
  FILE *in;
  double t0;   /* when it started */
};

static void kill_child(void *t) { kill(((tmplproc *)t)->pid, SIGKILL); }

/* the child's exit status when its hard limit ended it */
#define TMPL_EXIT_HARD 75

static void on_alarm(int sig) {
  (void)sig;
  _exit(TMPL_EXIT_HARD);  /* what is flushed is whole records: they stand */
}

static int send_repair(void *ctx, const tr_repair *r) {
  FILE *o = ctx;
  fprintf(o, "R %d %.6f %d %d %d\n", r->n, r->elapsed_s, r->diagnoses, r->tried, r->iterations);
  for (int i = 0; i < r->n; i++) fprintf(o, "%d %zu\n%s\n", r->sites[i]->id, strlen(r->text[i]), r->text[i]);
  fflush(o);
  return ferror(o) != 0;
}

static void send_progress(void *ctx, const tr_stats *st) {
  FILE *o = ctx;
  fprintf(o, "P %d %d %d %d %.6f %.6f %.6f %.6f %.6f\n", st->diagnoses, st->tried, st->repairs, st->iterations,
          st->diagnose_s, st->cegis_s, st->elapsed_s, st->propose_s, st->refute_s);
  fflush(o);
}

tmplproc *tmplproc_start(const ir_prog *p, const tr_opts *o, double hard_s) {
  int fd[2];
  if (pipe(fd) < 0) return NULL;
  fflush(stdout);
  fflush(stderr);
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) {
    close(fd[0]);
    close(fd[1]);
    return NULL;
  }
  if (pid == 0) {
    /* die with amend: killed from outside, it cannot end us itself */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(EXIT_INTERNAL);
    close(fd[0]);
    FILE *out = fdopen(fd[1], "w");
    if (!out) _exit(EXIT_INTERNAL);
    if (hard_s > 0) {
      signal(SIGALRM, on_alarm);
      struct itimerval it = {{0, 0}, {(time_t)hard_s, (suseconds_t)((hard_s - (double)(time_t)hard_s) * 1e6)}};
      setitimer(ITIMER_REAL, &it, NULL);
    }
    tr_stats st;
    tr_opts oo = *o;
    oo.progress = send_progress;
    oo.progress_ctx = out;
    tr_run(p, &oo, send_repair, out, &st, stderr);
    fprintf(out, "S %d %d %d %d %d %.6f %.6f %.6f %.6f %.6f\n", (int)st.status, st.diagnoses, st.tried, st.repairs,
            st.iterations, st.diagnose_s, st.cegis_s, st.elapsed_s, st.propose_s, st.refute_s);
    fclose(out);
    _exit(0);
  }
  close(fd[1]);
  tmplproc *t = xcalloc(1, sizeof *t);
  t->p = p;
  t->pid = pid;
  t->t0 = clock_now();
  /* at the deadline the watchdog ends the child; collect then reads EOF */
  deadline_hook_add(kill_child, t);
  /* what it allocates counts toward --memory, as if it were a thread */
  deadline_count_child(pid);
  t->in = fdopen(fd[0], "r");
  if (!t->in) {
    close(fd[0]);
    tmplproc_cancel(t);
    return NULL;
  }
  return t;
}

/* Waits for the child; its wait status. */
static int reap(tmplproc *t) {
  deadline_hook_remove(kill_child, t);  /* before the pid can be reused */
  deadline_uncount_child(t->pid);
  int status = 0;
  while (waitpid(t->pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (t->in) fclose(t->in);
  free(t);
  return status;
}

void tmplproc_cancel(tmplproc *t) {
  if (!t) return;
  kill(t->pid, SIGKILL);
  reap(t);
}

typedef struct by_id {
  const ir_expr **e;
} by_id;

static void index_expr(void *ctx, const ir_expr *e) { ((by_id *)ctx)->e[e->id] = e; }
static void index_slot(void *ctx, const ir_expr *root, const ir_func *f) {
  (void)f;
  ir_expr_walk(root, index_expr, ctx);
}

int tmplproc_collect(tmplproc *t, tr_found_fn found, void *ctx, tr_stats *st) {
  memset(st, 0, sizeof *st);
  st->status = TR_ERROR;
  by_id ix = {xcalloc((size_t)t->p->nexprs + 1, sizeof *ix.e)};
  ir_each_slot(t->p, index_slot, &ix);
  int ok = -1, stop = 0;
  char kind;
  while (fscanf(t->in, " %c", &kind) == 1) {
    if (kind == 'P') {
      tr_stats q;
      if (fscanf(t->in, "%d %d %d %d %lf %lf %lf %lf %lf", &q.diagnoses, &q.tried, &q.repairs, &q.iterations,
                 &q.diagnose_s, &q.cegis_s, &q.elapsed_s, &q.propose_s, &q.refute_s) != 9)
        break;
      /* the repairs are counted as they are read */
      int reps = st->repairs;
      q.status = st->status;
      *st = q;
      st->repairs = reps;
      continue;
    }
    if (kind == 'S') {
      int status;
      if (fscanf(t->in, "%d %d %d %d %d %lf %lf %lf %lf %lf", &status, &st->diagnoses, &st->tried, &st->repairs,
                 &st->iterations, &st->diagnose_s, &st->cegis_s, &st->elapsed_s, &st->propose_s,
                 &st->refute_s) == 10) {
        st->status = (tr_status)status;
        ok = 0;
      }
      break;
    }
    int n, nd, nt, ni;
    double el;
    if (kind != 'R' || fscanf(t->in, "%d %lf %d %d %d", &n, &el, &nd, &nt, &ni) != 5 || n < 1 ||
        n > t->p->nexprs)
      break;
    const ir_expr **sites = xcalloc((size_t)n + 1, sizeof *sites);
    char **text = xcalloc((size_t)n + 1, sizeof *text);
    int good = 1;
    for (int i = 0; i < n && good; i++) {
      int id;
      size_t len;
      good = fscanf(t->in, "%d %zu", &id, &len) == 2 && id >= 0 && id < t->p->nexprs && ix.e[id] && len < 65536 &&
             fgetc(t->in) == '\n';
      if (!good) break;
      sites[i] = ix.e[id];
      text[i] = xcalloc(len + 1, 1);
      good = fread(text[i], 1, len, t->in) == len;
    }
    if (good && !stop) {
      tr_repair r = {.n = n, .sites = sites, .text = text, .elapsed_s = el, .diagnoses = nd, .tried = nt,
                     .iterations = ni};
      /* the progress so far, in case the caller stops the run here */
      st->diagnoses = nd;
      st->tried = nt;
      st->iterations = ni;
      st->repairs++;
      st->elapsed_s = el;
      stop = found(ctx, &r);
    }
    for (int i = 0; i < n; i++) free(text[i]);
    free(text);
    free(sites);
    if (!good) break;
    if (stop) {
      st->status = TR_LIMIT;
      ok = 0;
      break;
    }
  }
  free(ix.e);
  if (stop) kill(t->pid, SIGKILL);
  double ran_s = clock_now() - t->t0;
  int status = reap(t);
  /* exit 5 before any limit here: the child ran out of memory (a forked
   * process has no watchdog; its allocations and Z3's end it so) */
  if (ok < 0 && !deadline_passed() && WIFEXITED(status) && WEXITSTATUS(status) == EXIT_LIMIT)
    deadline_memory_reached();
  if (ok < 0 && (deadline_passed() || (WIFEXITED(status) && WEXITSTATUS(status) == TMPL_EXIT_HARD))) {
    st->status = TR_TIMEOUT;  /* the watchdog ended it, or its own limit */
    if (st->elapsed_s < ran_s) st->elapsed_s = ran_s;  /* its last progress is older */
    ok = 0;
  }
  return ok;
}
