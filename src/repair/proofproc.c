/* proofproc.c - fork, prove, send the answer back over a pipe.
 *
 * The child writes one record: the answer, the patch_info (without its
 * cut places, which name the child's own copy of the patched program),
 * and rr's bound fields, each place's strings spelled out.  Everything
 * else a pointer in them names (the original program's file names, the
 * report's constant words) was there before the fork, at the same address
 * in both processes. */
#define _GNU_SOURCE
#include "repair/proofproc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/arena.h"
#include "util/forked.h"

/* The child's own end, past the proof's time: its answer is lost then. */
#define PROOF_GRACE_S 2.0

/* A string, length first (-1: NULL). */
static int put_str(int fd, const char *s) {
  int n = s ? (int)strlen(s) : -1;
  return forked_write(fd, &n, sizeof n) || (n > 0 && forked_write(fd, s, (size_t)n)) ? -1 : 0;
}

/* The strings read back live as long as amend: a place's function name
 * and verb, a few per repair that the bound cut. */
static const char *get_str(int fd, int *bad) {
  int n;
  if (forked_read(fd, &n, sizeof n) < 0 || n > 4096) {
    *bad = 1;
    return NULL;
  }
  if (n < 0) return NULL;
  char *s = xcalloc((size_t)n + 1, 1);
  if (n > 0 && forked_read(fd, s, (size_t)n) < 0) *bad = 1;
  return s;
}

/* The report's word for the bound, back at the parent's own address. */
static const char *bound_word(int k) { return k == 1 ? "complete" : k == 2 ? "bounded" : NULL; }
static int bound_code(const char *b) { return !b ? 0 : !strcmp(b, "complete") ? 1 : 2; }
static const char *kind_word(int k) {
  static const char *const w[] = {"loop", "recursion", "heap", "string"};
  return k >= 0 && k < 4 ? w[k] : "loop";
}
static int kind_code(const char *k) {
  static const char *const w[] = {"loop", "recursion", "heap", "string"};
  for (int i = 0; k && i < 4; i++)
    if (!strcmp(k, w[i])) return i;
  return 0;
}

static void child(int fd, const repair_cli *c, const ir_prog *p, const patch *pt, rep_repair *rr) {
  patch_info why = {0};
  int v = repair_confirm(c, p, pt, rr, &why);
  why.ncuts = 0;  /* its places name the child's copy of the patched program */
  int head[5] = {v, bound_code(rr->bound), rr->unwind, rr->orig_unwind, rr->nplaces};
  int bad = forked_write(fd, head, sizeof head) || forked_write(fd, &why, sizeof why);
  for (int i = 0; i < rr->nplaces && !bad; i++) {
    const rep_place *pl = &rr->places[i];
    int file = -1;
    for (int f = 0; f < p->nfiles; f++)
      if (pl->file == p->files[f].path) file = f;
    int nums[5] = {file, (int)pl->line, (int)pl->col, kind_code(pl->kind), pl->max_string};
    bad = forked_write(fd, nums, sizeof nums) || put_str(fd, pl->fn) || put_str(fd, pl->verb);
  }
  forked_exit(fd, bad);
}

int proof_confirm(const repair_cli *c, const ir_prog *p, const patch *pt, rep_repair *rr, patch_info *why) {
  if (repair_identical(c, p, pt, rr)) return 0;  /* no proof to contain */
  int fd;
  pid_t pid = forked_start(c->spec.proof_s > 0 ? c->spec.proof_s * 2 + PROOF_GRACE_S : 0, &fd);
  if (pid < 0) return repair_confirm(c, p, pt, rr, why);
  if (pid == 0) child(fd, c, p, pt, rr);
  int head[5], bad = forked_read(fd, head, sizeof head) < 0;
  patch_info w = {0};
  bad = bad || forked_read(fd, &w, sizeof w) < 0 || head[4] < 0 || head[4] > REP_MAX_PLACES;
  rep_place pl[REP_MAX_PLACES];
  for (int i = 0; !bad && i < head[4]; i++) {
    int nums[5];
    bad = forked_read(fd, nums, sizeof nums) < 0 || nums[0] < 0 || nums[0] >= p->nfiles;
    if (bad) break;
    pl[i] = (rep_place){.file = p->files[nums[0]].path, .line = (unsigned)nums[1], .col = (unsigned)nums[2],
                        .kind = kind_word(nums[3]), .max_string = nums[4]};
    pl[i].fn = get_str(fd, &bad);
    pl[i].verb = get_str(fd, &bad);
  }
  if (forked_wait(pid, fd) < 0 || bad) return -1;  /* out of memory or time */
  rr->bound = bound_word(head[1]);
  rr->unwind = head[2];
  rr->orig_unwind = head[3];
  rr->nplaces = head[4];
  memcpy(rr->places, pl, sizeof *pl * (size_t)head[4]);
  if (why) *why = w;
  return head[0];
}
