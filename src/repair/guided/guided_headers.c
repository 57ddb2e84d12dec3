/* guided_headers.c - the #include an edit of the reference-guided engine
 * needs: a call the reference makes (`abs(k)`) brought into a program
 * whose file does not include the function's header. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/front.h"
#include "repair/guided/guided_internal.h"
#include "util/arena.h"

/* Where the line at t[i] is an #include directive: the offset after
 * "include" and the blanks that follow it; else 0. */
static size_t include_at(const char *t, size_t n, size_t i) {
  size_t k = i + strspn(t + i, " \t");
  if (k >= n || t[k] != '#') return 0;
  k += 1 + strspn(t + k + 1, " \t");
  if (n - k < 7 || strncmp(t + k, "include", 7)) return 0;
  return k + 7 + strspn(t + k + 7, " \t");
}

/* Does the file's text include header h (`#include <h>` or "h")? */
static int includes(const char *t, size_t n, const char *h) {
  size_t hn = strlen(h);
  for (size_t i = 0; i < n; i++) {
    size_t k = i == 0 || t[i - 1] == '\n' ? include_at(t, n, i) : 0;
    if (k && k + hn + 2 <= n && (t[k] == '<' || t[k] == '"') && !strncmp(t + k + 1, h, hn) &&
        (t[k + 1 + hn] == '>' || t[k + 1 + hn] == '"'))
      return 1;
  }
  return 0;
}

/* Where a new #include goes: the start of the line after the file's last
 * #include, else the file's start. */
static unsigned include_point(const char *t, size_t n) {
  unsigned at = 0;
  for (size_t i = 0; i < n; i++)
    if ((i == 0 || t[i - 1] == '\n') && include_at(t, n, i)) {
      const char *nl = memchr(t + i, '\n', n - i);
      at = nl ? (unsigned)(nl - t + 1) : (unsigned)n;
    }
  return at;
}

static int ident_char(char ch) { return ch == '_' || (unsigned char)((ch | 32) - 'a') < 26 || (unsigned char)(ch - '0') < 10; }

/* An edit's text from the reference may call a library function the
 * program never declares (`abs(n)` in a program without <stdlib.h>): gcc
 * takes an implicit declaration, with a warning that newer compilers make
 * an error.  Each group whose text calls such a function (one a model
 * provides, the program does not define, and whose header the file does
 * not include) also gets the header's #include, in the same place for
 * every group (set_patch keeps one of equal edits). */
void gd_header_edits(gctx *c) { gd_header_edits_from(c, 0); }

void gd_header_edits_from(gctx *c, int first) {
  for (int gi = first; gi < c->ng; gi++) {
    group *g = &c->g[gi];
    int n0 = g->n;
    for (int i = 0; i < n0; i++) {
      const char *t = g->e[i].text;
      const ir_file *f = &c->p->files[g->e[i].at.file];
      for (size_t k = 0; t[k]; k++) {
        if (t[k] == '"' || t[k] == '\'') { /* a literal's text names nothing */
          char q = t[k];
          for (k++; t[k] && t[k] != q; k++) k += t[k] == '\\' && t[k + 1];
          if (!t[k]) break;
          continue;
        }
        if (!ident_char(t[k]) || (k > 0 && ident_char(t[k - 1]))) continue;
        size_t e = k;
        while (ident_char(t[e])) e++;
        size_t q = e + strspn(t + e, " ");
        char name[64], h[64];
        if (t[q] != '(' || e - k >= sizeof name || (unsigned char)(t[k] - '0') < 10) {
          k = e - 1;
          continue;
        }
        memcpy(name, t + k, e - k);
        name[e - k] = 0;
        k = e - 1;
        const ir_func *fn = ir_find_func(c->p, name);
        if ((fn && fn->body) || !front_model_header(name, h, sizeof h) || includes(f->text, f->len, h)) continue;
        char *line = xmalloc(strlen(h) + 16);
        ir_loc at = g->e[i].at;
        at.off = at.end = include_point(f->text, f->len);
        /* the line break of the line before, CR LF or LF */
        sprintf(line, "#include <%s>%s", h, at.off >= 2 && f->text[at.off - 2] == '\r' ? "\r\n" : "\n");
        at.line = 1, at.col = 1;
        for (unsigned j = 0; j < at.off; j++) at.line += f->text[j] == '\n';
        int dup = 0;
        for (int j = n0; j < g->n; j++) dup |= !strcmp(g->e[j].text, line);
        if (dup) free(line);
        else gd_add_edit(g, at, gd_own(c, line));
      }
    }
  }
}
