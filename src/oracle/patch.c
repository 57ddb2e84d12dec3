/* patch.c - apply edits to the original text; diff; independent re-check. */
#define _GNU_SOURCE
#include "oracle/patch.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "front/front.h"
#include "report/diff.h"
#include "oracle/sites.h"
#include "util/arena.h"
#include "util/file.h"
#include "util/path.h"

static int by_offset_desc(const void *x, const void *y) {
  const patch_edit *a = x, *b = y;
  if (a->at.file != b->at.file) return a->at.file < b->at.file ? -1 : 1;
  return a->at.off < b->at.off ? 1 : a->at.off > b->at.off ? -1 : 0;
}

patch patch_apply(const ir_prog *p, const patch_edit *e, int n) {
  patch pt = {p->nfiles, calloc((size_t)p->nfiles + 1, sizeof(char *))};
  patch_edit *order = xmalloc(sizeof *order * (size_t)(n + 1));
  if (n > 0) memcpy(order, e, sizeof *order * (size_t)n);
  /* right to left, so earlier offsets stay valid */
  qsort(order, (size_t)n, sizeof *order, by_offset_desc);
  for (int i = 0; i < n; i++) {
    const patch_edit *m = &order[i];
    int f = m->at.file;
    const char *old = pt.text[f] ? pt.text[f] : p->files[f].text;
    size_t len = strlen(old), rl = strlen(m->text);
    char *t = xmalloc(len - (m->at.end - m->at.off) + rl + 1);
    memcpy(t, old, m->at.off);
    memcpy(t + m->at.off, m->text, rl);
    strcpy(t + m->at.off + rl, old + m->at.end);
    free(pt.text[f]);
    pt.text[f] = t;
  }
  free(order);
  return pt;
}

void patch_free(patch *pt) {
  for (int i = 0; i < pt->nfiles; i++) free(pt->text[i]);
  free(pt->text);
  pt->text = NULL;
}

patch patch_dup(const patch *pt) {
  patch c = {pt->nfiles, xcalloc((size_t)pt->nfiles + 1, sizeof *c.text)};
  for (int i = 0; i < pt->nfiles; i++)
    if (pt->text[i]) {
      size_t n = strlen(pt->text[i]) + 1;
      c.text[i] = memcpy(xmalloc(n), pt->text[i], n);
    }
  return c;
}

/* Write text to dir/<index>/<basename of path>; returns the new path. */
static char *write_copy(const char *dir, int index, const char *path, const char *text) {
  char *sub = NULL, *out = NULL;
  const char *base = strrchr(path, '/');
  if (asprintf(&sub, "%s/%d", dir, index) < 0) return NULL;
  if (mkdir(sub, 0700) == 0 && asprintf(&out, "%s/%s", sub, base ? base + 1 : path) >= 0) {
    FILE *f = fopen(out, "w");
    if (f && fputs(text, f) >= 0 && fclose(f) == 0) {
      free(sub);
      return out;
    }
    if (f) fclose(f);
    free(out);
    out = NULL;
  }
  free(sub);
  return out;
}

void patch_bmc_mode(bmc_opts *o, int mode, int unwind) {
  o->unwind = mode == PATCH_CUT_BOUNDED ? unwind + BMC_BOUNDED_SLACK : unwind;
  o->unwinding_assertions = mode == PATCH_CUT_FULL;
  o->shadow_unwind = mode == PATCH_CUT_BOUNDED ? unwind : 0;
  o->shadow = NULL;
  o->shadow_call = mode == PATCH_CUT_BOUNDED ? site_reference_of : NULL;
}

/* Verify q (the patched program) and, on success, say where runs are cut. */
static int verify(ir_prog *q, const char *entry, const program_spec *spec, int unwind, int mode,
                  const ir_prog *orig, FILE *diag, patch_info *info, int lite) {
  bmc_opts o = {.entry = entry, .env = spec->env, .share_sites = 1};  /* a check: nothing relaxes its sites */
  patch_bmc_mode(&o, mode, unwind);
  o.timeout_ms = spec->proof_s > 0 ? (unsigned)(spec->proof_s * 1000) + 1 : 0;
  o.shadow = orig;
  bmc *b = bmc_encode(q, &o, diag);
  if (!b) return -1;
  bmc_result r;
  bmc_check(b, &r);
  int result = (int)r.status;
  if (info && r.status != BMC_UNKNOWN) {
    info->decided = 1;
    info->complete = r.complete;
    info->cut_fails = r.status == BMC_VIOLATED && r.prop && r.prop->kind == BMC_PROP_UNWIND;
    if (r.status == BMC_VIOLATED && !info->cut_fails) {
      int len = bmc_result_stdin(q, &r, info->stdin_bytes, PATCH_MAX_STDIN);
      info->has_stdin = len >= 0 && len <= PATCH_MAX_STDIN;
      info->stdin_len = info->has_stdin ? len : 0;
    }
    /* the places a report names: a verified repair's unchecked runs, or
     * the runs an unwinding check refused; a solver call or more each */
    int places = !lite && (r.status == BMC_VERIFIED || info->cut_fails);
    if (places) {
      info->ncuts = r.complete ? 0 : bmc_cut_places(b, info->cuts, PATCH_MAX_CUTS);
      if (info->ncuts < 0) info->ncuts = 0;
    }
    /* only cut runs can all fail to end, or runs the reference's reads of
     * uninitialised memory leave out: then nothing may have been compared */
    int assumed = bmc_nassumed_written(b) > 0;
    if (places || (r.status == BMC_VERIFIED && assumed))
      info->ends = (r.complete && !assumed) || bmc_some_run_ends(b) != 0;
    else
      info->ends = 1;  /* not asked: not claimed */
  }
  bmc_result_free(&r);
  bmc_free(b);
  return result;
}

/* The patched files written to a private directory, and the program
 * read from them by load (quoted includes still resolve next to the
 * originals); the copies go once it is read, as the IR keeps the text. */
typedef ir_prog *(*copy_loader)(const program_spec *s, const char **entry, FILE *diag);

static ir_prog *load_copies(const patch *pt, const program_spec *spec, const char **entry, FILE *diag,
                            copy_loader load) {
  char tmpl[] = "/tmp/amend-recheck-XXXXXX";
  if (!mkdtemp(tmpl)) {
    fprintf(diag, "amend: error: cannot create a temporary directory\n");
    return NULL;
  }
  int nf = spec->nfiles, nclang = 0;
  ir_prog *q = NULL;
  const char **files = xmalloc(sizeof *files * (size_t)(nf + 1));
  const char **clang = xmalloc(sizeof *clang * (size_t)(spec->nclang + nf + 1));
  char **owned = calloc((size_t)(2 * nf + 2), sizeof(char *));
  int nowned = 0;
  for (int i = 0; i < nf; i++) {
    files[i] = spec->files[i];
    if (i >= pt->nfiles || !pt->text[i]) continue;
    char *path = write_copy(tmpl, i, spec->files[i], pt->text[i]);
    if (!path) {
      fprintf(diag, "amend: error: cannot write the patched copy of %s\n", spec->files[i]);
      goto cleanup;
    }
    files[i] = owned[nowned++] = path;
    char *d = path_dir(spec->files[i]), *inc = NULL;
    int ok = asprintf(&inc, "-I%s", d) >= 0;
    free(d);
    if (!ok) goto cleanup;
    clang[nclang++] = owned[nowned++] = inc;
  }
  for (int i = 0; i < spec->nclang; i++) clang[nclang++] = spec->clang[i];
  program_spec s2 = *spec;
  s2.files = files;
  s2.clang = clang;
  s2.nclang = nclang;
  *entry = NULL;
  q = load(&s2, entry, diag);
cleanup:
  for (int i = 0; i < nf; i++) {
    char sub[64];
    if (files[i] != spec->files[i]) unlink(files[i]);
    snprintf(sub, sizeof sub, "%s/%d", tmpl, i);
    rmdir(sub);
  }
  rmdir(tmpl);
  for (int i = 0; i < nowned; i++) free(owned[i]);
  free(owned);
  free(files);
  free(clang);
  return q;
}

ir_prog *patch_load(const ir_prog *p, const patch *pt, const program_spec *spec, const char **entry, FILE *diag) {
  (void)p;
  return load_copies(pt, spec, entry, diag, program_load);
}

/* spec's files read leniently, as the test-suite engines read a program */
static ir_prog *parse_lenient(const program_spec *s, const char **entry, FILE *diag) {
  (void)entry;
  front_opts fo = {.nargs = s->nclang, .args = s->clang, .lenient = 1};
  return front_parse(s->nfiles, s->files, &fo, diag);
}

ir_prog *patch_parse(const patch *pt, const program_spec *spec, FILE *diag) {
  const char *entry = NULL;
  return load_copies(pt, spec, &entry, diag, parse_lenient);
}

static int recheck(const ir_prog *p, const patch *pt, const program_spec *spec, int unwind, int mode,
                   FILE *diag, patch_info *info, int lite) {
  const char *entry = NULL;
  int result = -1;
  if (info) memset(info, 0, sizeof *info);
  ir_prog *q = patch_load(p, pt, spec, &entry, diag);
  /* bounded mode: the original, loaded afresh, nothing shared with p */
  ir_prog *orig = q && mode == PATCH_CUT_BOUNDED ? program_load(spec, &(const char *){NULL}, diag) : NULL;
  if (q && (orig || mode != PATCH_CUT_BOUNDED)) result = verify(q, entry, spec, unwind, mode, orig, diag, info, lite);
  if (orig) ir_prog_free(orig);
  if (q) ir_prog_free(q);
  return result;
}

int patch_recheck(const ir_prog *p, const patch *pt, const program_spec *spec, int unwind, int mode,
                  FILE *diag, patch_info *info) {
  return recheck(p, pt, spec, unwind, mode, diag, info, 0);
}

int patch_verdict(const ir_prog *p, const patch *pt, const program_spec *spec, int unwind, int mode,
                  FILE *diag, patch_info *info) {
  return recheck(p, pt, spec, unwind, mode, diag, info, 1);
}

char *patch_diff(const ir_prog *p, const patch *pt) {
  char *all = NULL;
  size_t len = 0;
  for (int f = 0; f < pt->nfiles; f++) {
    if (!pt->text[f]) continue;
    char *dd = diff_unified_str(p->files[f].path, p->files[f].text, pt->text[f]);
    if (!dd) continue;
    size_t k = strlen(dd);
    all = xrealloc(all, len + k + 1);
    memcpy(all + len, dd, k + 1);
    len += k;
    free(dd);
  }
  return all ? all : xcalloc(1, 1);
}

int patch_is_reference(const ir_prog *p, const patch *pt, const program_spec *spec) {
  if (!spec->reference || spec->entry || spec->nfiles != 1 || p->nfiles < 1 || !pt->text || !pt->text[0]) return 0;
  size_t rlen = 0;
  char *ref = file_read(spec->reference, &rlen);
  if (!ref) return 0;
  int same = front_same_tokens(spec->files[0], pt->text[0], strlen(pt->text[0]), spec->reference, ref, rlen,
                               spec->clang, spec->nclang);
  free(ref);
  return same == 1;
}
