/* front.c - driver of the libclang front end: parsing, diagnostics, source
 * locations, cursor helpers and the symbol tables shared by the passes. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "front/front_internal.h"
#include "util/file.h"

/* The shim makes `assert(c)` an ordinary call whose extent is the real
 * source text (glibc's macro would hide it inside a conditional).  It is a
 * virtual file, so nothing is written to disk.  NDEBUG keeps its meaning. */
#define SHIM_DIR "/__amend_shim__"
static const char shim_assert[] =
    "#ifndef __AMEND_ASSERT_H\n"
    "#define __AMEND_ASSERT_H\n"
    "void assert(int);\n"
    "#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L\n"
    "#define static_assert _Static_assert\n"
    "#endif\n"
    "#endif\n"
    "#undef assert\n"
    "#ifdef NDEBUG\n"
    "#define assert(e) ((void)0)\n"
    "#endif\n";

/* glibc's <ctype.h> turns isdigit() and friends into table lookups through
 * __ctype_b_loc(); these plain declarations let the calls reach the C
 * models in models/libc instead (the shim directory comes first). */
static const char shim_ctype[] =
    "#ifndef __AMEND_CTYPE_H\n"
    "#define __AMEND_CTYPE_H\n"
    "int isalnum(int); int isalpha(int); int isblank(int); int iscntrl(int);\n"
    "int isdigit(int); int isgraph(int); int islower(int); int isprint(int);\n"
    "int ispunct(int); int isspace(int); int isupper(int); int isxdigit(int);\n"
    "int tolower(int); int toupper(int); int isascii(int); int toascii(int);\n"
    "#endif\n";

/* glibc's <math.h>, read by clang, classifies (isnan...) through macros
 * that call the long double functions too; amend's declares the
 * functions models/libc/math.c models, and the classification macros call
 * plain functions of that model.  Other functions (sin, exp...) are
 * declared and have no body: their results are inputs. */
static const char shim_math[] =
    "#ifndef __AMEND_MATH_H\n"
    "#define __AMEND_MATH_H\n"
    "double fabs(double); float fabsf(float); double sqrt(double); float sqrtf(float);\n"
    "double floor(double); float floorf(float); double ceil(double); float ceilf(float);\n"
    "double round(double); float roundf(float); double trunc(double); float truncf(float);\n"
    "double pow(double, double); double fmin(double, double); double fmax(double, double);\n"
    "float fminf(float, float); float fmaxf(float, float);\n"
    "double fma(double, double, double); float fmaf(float, float, float);\n"
    "double ldexp(double, int); float ldexpf(float, int);\n"
    "double sin(double); double cos(double); double tan(double); double atan(double);\n"
    "double atan2(double, double); double exp(double); double log(double); double log10(double);\n"
    "double log2(double); double fmod(double, double); double hypot(double, double);\n"
    "double cbrt(double); double asin(double); double acos(double); float powf(float, float);\n"
    "int __amend_isnan(double); int __amend_isinf(double); int __amend_isfinite(double);\n"
    "int __amend_signbit(double);\n"
    "#define isnan(x) __amend_isnan(x)\n"
    "#define isinf(x) __amend_isinf(x)\n"
    "#define isfinite(x) __amend_isfinite(x)\n"
    "#define signbit(x) __amend_signbit(x)\n"
    "#define NAN (__builtin_nanf(\"\"))\n"
    "#define INFINITY (__builtin_inff())\n"
    "#define HUGE_VAL (__builtin_huge_val())\n"
    "#define HUGE_VALF (__builtin_huge_valf())\n"
    "#define M_E 2.7182818284590452354\n"
    "#define M_PI 3.14159265358979323846\n"
    "#define M_PI_2 1.57079632679489661923\n"
    "#define M_SQRT2 1.41421356237309504880\n"
    "#endif\n";

#define LIB_DIR "/__amend_lib__"

/* Clang 16+ turns these C89-isms into errors; verification benchmarks use
 * them all the time (undeclared __VERIFIER_nondet_int(), `main()`, and
 * assert(ptr) against the shim's `void assert(int)`; a pointer that really
 * ends up converted to an integer is refused while lowering). */
static const char *const base_args[] = {
    ("-I" SHIM_DIR),
    "-Wno-implicit-function-declaration",
    "-Wno-implicit-int",
    "-Wno-error=int-conversion",
    "-ferror-limit=50",
};
#define NBASE ((int)(sizeof base_args / sizeof *base_args))

/* ---- errors ------------------------------------------------------------ */

static void print_at(front_ctx *c, CXCursor at, const char *prefix, const char *fmt,
                     va_list ap) {
  const char *path = c->u ? c->u->path : "<input>";
  unsigned line = 1, col = 1;
  if (!clang_Cursor_isNull(at)) {
    CXFile f = NULL;
    unsigned l = 0, co = 0, off = 0;
    /* declarations are reported at their name, other constructs at their start */
    CXSourceLocation where = clang_isDeclaration(clang_getCursorKind(at))
                                 ? clang_getCursorLocation(at)
                                 : clang_getRangeStart(clang_getCursorExtent(at));
    clang_getFileLocation(where, &f, &l, &co, &off);
    if (f && !(c->u && clang_File_isEqual(f, c->u->file))) {
      /* a macro expansion: report where it was expanded */
      CXFile g = NULL;
      unsigned l2, co2, off2;
      clang_getExpansionLocation(where, &g, &l2, &co2, &off2);
      if (g && c->u && clang_File_isEqual(g, c->u->file)) f = g, l = l2, co = co2;
    }
    if (!f) clang_getFileLocation(clang_getCursorLocation(at), &f, &l, &co, &off);
    if (f && c->u && clang_File_isEqual(f, c->u->file)) {
      line = l;
      col = co;
    } else if (f) {
      /* inside a header: report the header position */
      CXString s = clang_getFileName(f);
      fprintf(c->diag, "%s:%u:%u: error: %s", clang_getCString(s), l, co, prefix);
      clang_disposeString(s);
      vfprintf(c->diag, fmt, ap);
      fputc('\n', c->diag);
      return;
    }
  }
  fprintf(c->diag, "%s:%u:%u: error: %s", path, line, col, prefix);
  vfprintf(c->diag, fmt, ap);
  fputc('\n', c->diag);
}

void front_unsupported(front_ctx *c, CXCursor at, const char *fmt, ...) {
  if (c->catch) longjmp(c->catch->jb, 1);  /* lenient: the frame handles it quietly */
  va_list ap;
  va_start(ap, fmt);
  print_at(c, at, "unsupported: ", fmt, ap);
  va_end(ap);
  c->nerrors++;
  longjmp(*c->bail, 1);
}

void front_error(front_ctx *c, CXCursor at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  print_at(c, at, "", fmt, ap);
  va_end(ap);
  c->nerrors++;
  longjmp(*c->bail, 1);
}

void front_enter(front_ctx *c, CXCursor at) {
  if (++c->depth > FRONT_MAX_DEPTH) {
    c->depth = 0;
    front_unsupported(c, at, "nesting deeper than %d levels", FRONT_MAX_DEPTH);
  }
}

void front_leave(front_ctx *c) { c->depth--; }

/* ---- locations ---------------------------------------------------------- */

const char *front_text(front_ctx *c, unsigned *len) {
  const ir_file *f = &c->p->files[c->u->index];
  *len = (unsigned)f->len;
  return f->text;
}

static void line_col(front_unit *u, unsigned off, unsigned *line, unsigned *col) {
  unsigned lo = 0, hi = u->nlines;  /* last line start <= off */
  while (hi - lo > 1) {
    unsigned mid = lo + (hi - lo) / 2;
    if (u->lines[mid] <= off) lo = mid;
    else hi = mid;
  }
  *line = lo + 1;
  *col = off - u->lines[lo] + 1;
}

ir_loc front_loc_at(front_ctx *c, unsigned off, unsigned end) {
  unsigned len;
  front_text(c, &len);
  if (off > len) off = len;
  if (end < off) end = off;
  if (end > len) end = len;
  ir_loc l = {c->u->index, 0, 0, off, end};
  line_col(c->u, off, &l.line, &l.col);
  return l;
}

/* Length of the token starting at off (rough lexer: enough to give a
 * macro-expanded node a non-empty range). */
static int ident_char(unsigned char ch) {
  return ch == '_' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
}

static unsigned token_len(front_ctx *c, unsigned off) {
  unsigned len;
  const char *t = front_text(c, &len);
  unsigned i = off;
  if (i >= len) return 0;
  unsigned char ch = (unsigned char)t[i];
  if (ident_char(ch)) {
    while (i < len) {
      ch = (unsigned char)t[i];
      if (!ident_char(ch) && ch != '.') break;
      i++;
    }
    return i - off;
  }
  return 1;
}

/* Map a source location to a byte offset in the unit's main file: file
 * locations for macro arguments, expansion locations for macro bodies. */
static int file_off(front_ctx *c, CXSourceLocation loc, unsigned *off) {
  CXFile f = NULL;
  unsigned l, co;
  clang_getFileLocation(loc, &f, &l, &co, off);
  if (f && clang_File_isEqual(f, c->u->file)) return 1;
  clang_getExpansionLocation(loc, &f, &l, &co, off);
  return f && clang_File_isEqual(f, c->u->file);
}

ir_loc front_loc(front_ctx *c, CXCursor cur) {
  CXSourceRange r = clang_getCursorExtent(cur);
  unsigned off = 0, end = 0;
  if (!file_off(c, clang_getRangeStart(r), &off)) {
    /* not in this file (a header): no text to point at */
    ir_loc l = {c->u->index, 0, 0, 0, 0};
    return l;
  }
  if (!file_off(c, clang_getRangeEnd(r), &end) || end <= off) end = off + token_len(c, off);
  return front_loc_at(c, off, end);
}

ir_loc front_name_loc(front_ctx *c, CXCursor cur) {
  unsigned off = 0;
  if (!file_off(c, clang_getCursorLocation(cur), &off)) return front_loc(c, cur);
  return front_loc_at(c, off, off + token_len(c, off));
}

int front_is_main_file(front_ctx *c, CXCursor cur) {
  CXFile f = NULL;
  unsigned l, co, off;
  clang_getFileLocation(clang_getCursorLocation(cur), &f, &l, &co, &off);
  if (!f) clang_getExpansionLocation(clang_getCursorLocation(cur), &f, &l, &co, &off);
  return f && clang_File_isEqual(f, c->u->file);
}

/* ---- cursors ------------------------------------------------------------ */

typedef struct kids {
  CXCursor *v;
  int n, cap, only_exprs;
} kids;

static enum CXChildVisitResult collect(CXCursor cur, CXCursor parent, CXClientData d) {
  kids *k = d;
  (void)parent;
  if (k->only_exprs && !clang_isExpression(clang_getCursorKind(cur)))
    return CXChildVisit_Continue;
  if (k->n < k->cap) k->v[k->n] = cur;
  k->n++;
  return CXChildVisit_Continue;
}

static int children(front_ctx *c, CXCursor cur, CXCursor **out, int only_exprs) {
  CXCursor small[8];
  kids k = {small, 0, 8, only_exprs};
  clang_visitChildren(cur, collect, &k);
  CXCursor *v = ir_alloc(c->p, sizeof *v * (k.n ? k.n : 1));
  if (k.n <= 8) {
    memcpy(v, small, sizeof *v * k.n);
  } else {
    kids all = {v, 0, k.n, only_exprs};
    clang_visitChildren(cur, collect, &all);
  }
  *out = v;
  return k.n;
}

int front_children(front_ctx *c, CXCursor cur, CXCursor **out) {
  return children(c, cur, out, 0);
}

int front_expr_children(front_ctx *c, CXCursor cur, CXCursor **out) {
  return children(c, cur, out, 1);
}

static const char *own(front_ctx *c, CXString s) {
  const char *t = clang_getCString(s);
  char *r = ir_strdup(c->p, t ? t : "");
  clang_disposeString(s);
  return r;
}

const char *front_spelling(front_ctx *c, CXCursor cur) {
  return own(c, clang_getCursorSpelling(cur));
}

const char *front_kind_name(front_ctx *c, CXCursor cur) {
  return own(c, clang_getCursorKindSpelling(clang_getCursorKind(cur)));
}

/* ---- tables ------------------------------------------------------------- */

void front_bind_local(front_ctx *c, CXCursor decl, ir_var *v) {
  front_bind *b = ir_alloc(c->p, sizeof *b);
  unsigned h = clang_hashCursor(decl) % FRONT_NBUCKETS;
  b->decl = decl;
  b->var = v;
  b->next = c->locals[h];
  c->locals[h] = b;
}

ir_var *front_find_local(front_ctx *c, CXCursor decl) {
  unsigned h = clang_hashCursor(decl) % FRONT_NBUCKETS;
  for (front_bind *b = c->locals[h]; b; b = b->next)
    if (clang_equalCursors(b->decl, decl)) return b->var;
  return NULL;
}

void front_clear_locals(front_ctx *c) { memset(c->locals, 0, sizeof c->locals); }

static unsigned hash_str(const char *s) {
  unsigned h = 2166136261u;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

front_sym *front_sym_get(front_ctx *c, const char *key, int create) {
  unsigned h = hash_str(key) % FRONT_NBUCKETS;
  for (front_sym *s = c->syms[h]; s; s = s->next)
    if (strcmp(s->key, key) == 0) return s;
  if (!create) return NULL;
  front_sym *s = ir_alloc(c->p, sizeof *s);
  s->key = ir_strdup(c->p, key);
  s->def = clang_getNullCursor();
  s->file = -1;
  s->next = c->syms[h];
  c->syms[h] = s;
  return s;
}

const char *front_sym_key(front_ctx *c, CXCursor decl) {
  const char *name = front_spelling(c, decl);
  if (clang_getCursorLinkage(decl) != CXLinkage_Internal) return name;
  /* internal linkage: one object per translation unit */
  size_t n = strlen(name) + 16;
  char *k = ir_alloc(c->p, n);
  snprintf(k, n, "%d#%s", c->u->index, name);
  return k;
}

/* ---- driver ------------------------------------------------------------- */

static void index_lines(front_unit *u, const char *text, size_t len) {
  unsigned n = 1;
  for (size_t i = 0; i < len; i++) n += text[i] == '\n';
  u->lines = malloc(sizeof *u->lines * n);
  if (!u->lines) {
    u->nlines = 0;
    return;
  }
  u->lines[0] = 0;
  u->nlines = 1;
  for (size_t i = 0; i < len; i++)
    if (text[i] == '\n') u->lines[u->nlines++] = (unsigned)(i + 1);
}

/* Print clang's errors (warnings stay quiet); returns how many. */
static int report_diagnostics(front_ctx *c, front_unit *u) {
  int n = 0;
  unsigned nd = clang_getNumDiagnostics(u->tu);
  for (unsigned i = 0; i < nd; i++) {
    CXDiagnostic d = clang_getDiagnostic(u->tu, i);
    enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
    if (sev >= CXDiagnostic_Error) {
      CXFile f = NULL;
      unsigned line = 0, col = 0, off = 0;
      clang_getFileLocation(clang_getDiagnosticLocation(d), &f, &line, &col, &off);
      CXString msg = clang_getDiagnosticSpelling(d);
      if (f && !clang_File_isEqual(f, u->file)) {
        CXString fn = clang_getFileName(f);
        fprintf(c->diag, "%s:%u:%u: error: %s\n", clang_getCString(fn), line, col,
                clang_getCString(msg));
        clang_disposeString(fn);
      } else {
        fprintf(c->diag, "%s:%u:%u: error: %s\n", u->path, f ? line : 1, f ? col : 1,
                clang_getCString(msg));
      }
      clang_disposeString(msg);
      n++;
    }
    clang_disposeDiagnostic(d);
  }
  return n;
}

static int parse_unit(front_ctx *c, CXIndex index, front_unit *u, const front_opts *opts) {
  size_t len = 0;
  errno = 0;
  char *text = u->lib ? (char *)u->text : file_read(u->path, &len);
  if (u->lib) len = strlen(text);
  if (!text) {
    fprintf(c->diag, "%s:1:1: error: cannot read file: %s\n", u->path,
            errno ? strerror(errno) : "read error");
    return 0;
  }
  if (len >= 0x7fffffffu) {
    free(text);
    fprintf(c->diag, "%s:1:1: error: file too large\n", u->path);
    return 0;
  }
  u->index = ir_add_file(c->p, u->path, text, len);
  c->p->files[u->index].lib = u->lib;
  index_lines(u, text, len);
  if (!u->lib) free(text);
  if (!u->lines) {
    fprintf(c->diag, "%s:1:1: error: out of memory\n", u->path);
    return 0;
  }

  int nuser = opts && opts->args ? opts->nargs : 0;
  const char **args = malloc(sizeof *args * (NBASE + nuser + 4));
  if (!args) return 0;
  int na = 0;
  for (int i = 0; i < NBASE; i++) args[na++] = base_args[i];
  for (int i = 0; i < nuser; i++)
    if (opts->args[i]) args[na++] = opts->args[i];
  /* the environment's bounds, as the stdio model reads them */
  char stdin_def[48], space_def[48], out_def[48], str_def[48];
  if (u->lib) {
    snprintf(str_def, sizeof str_def, "-DAMEND_MAX_STRING=%d", c->max_string);
    args[na++] = str_def;
    snprintf(out_def, sizeof out_def, "-DAMEND_OUTPUTS=%d", opts && opts->outputs);
    args[na++] = out_def;
    snprintf(stdin_def, sizeof stdin_def, "-DAMEND_STDIN_BYTES=%d",
             opts && opts->stdin_bytes > 0 ? opts->stdin_bytes : FRONT_DEFAULT_STDIN_BYTES);
    snprintf(space_def, sizeof space_def, "-DAMEND_COMPARE=%d", opts ? opts->compare : 0);
    args[na++] = stdin_def;
    args[na++] = space_def;
  }
  struct CXUnsavedFile shim[4] = {{SHIM_DIR "/assert.h", shim_assert, sizeof shim_assert - 1},
                                  {SHIM_DIR "/ctype.h", shim_ctype, sizeof shim_ctype - 1},
                                  {SHIM_DIR "/math.h", shim_math, sizeof shim_math - 1},
                                  {u->path, u->text, (unsigned long)len}};
  enum CXErrorCode err = clang_parseTranslationUnit2(index, u->path, args, na, shim, u->lib ? 4 : 3,
                                                     CXTranslationUnit_None, &u->tu);
  free(args);
  if (err != CXError_Success || !u->tu) {
    fprintf(c->diag, "%s:1:1: error: clang could not parse the file (error %d)\n", u->path,
            (int)err);
    u->tu = NULL;
    return 0;
  }
  u->file = clang_getFile(u->tu, u->path);
  if (!u->file) {
    fprintf(c->diag, "%s:1:1: error: clang lost the file\n", u->path);
    return 0;
  }
  return report_diagnostics(c, u) == 0;
}

/* ---- which library models a program needs ------------------------------ */

/* Parsing a model costs (stdio.c reads <stdio.h>), so a model joins only a
 * program whose files name something it provides: the names of a model's
 * "provides:" comment lines, matched against every identifier the user's
 * translation units refer to. */
typedef struct lib_scan {
  const char *provides;     /* the model's list, up to its end */
  const char *end;
  int found;
} lib_scan;

static int provided(const lib_scan *ls, const char *name) {
  size_t n = strlen(name);
  for (const char *p = ls->provides; p && p + n <= ls->end; p++) {
    p = strstr(p, name);
    if (!p || p + n > ls->end) return 0;
    int left = p == ls->provides || p[-1] == ' ';
    int right = p[n] == ' ' || p[n] == '\n';
    if (left && right) return 1;
  }
  return 0;
}

static enum CXChildVisitResult scan_refs(CXCursor cur, CXCursor parent, CXClientData d) {
  lib_scan *ls = d;
  (void)parent;
  if (ls->found) return CXChildVisit_Break;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_DeclRefExpr || k == CXCursor_CallExpr) {
    CXString s = clang_getCursorSpelling(cur);
    const char *name = clang_getCString(s);
    if (name && *name && provided(ls, name)) ls->found = 1;
    clang_disposeString(s);
  }
  return ls->found ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* The model's list of names (its "provides:" lines, up to the comment's
 * blank line); 0 when it has none. */
static int provides_of(const char *text, lib_scan *ls) {
  const char *p = strstr(text, " * provides:");
  if (!p) return 0;
  *ls = (lib_scan){p + strlen(" * provides:"), NULL, 0};
  ls->end = strstr(ls->provides, "\n *\n");
  if (!ls->end) ls->end = ls->provides + strlen(ls->provides);
  return 1;
}

static int lib_needed(front_ctx *c, int nfiles, const char *text) {
  lib_scan ls;
  if (!provides_of(text, &ls)) return 1;
  for (int i = 0; i < nfiles && !ls.found; i++) {
    front_unit *u = &c->units[i];
    if (!u->tu) continue;
    CXCursor *k;
    c->u = u;
    int n = front_children(c, clang_getTranslationUnitCursor(u->tu), &k);
    for (int j = 0; j < n && !ls.found; j++)
      if (front_is_main_file(c, k[j])) clang_visitChildren(k[j], scan_refs, &ls);
  }
  return ls.found;
}

int front_model_header(const char *fn, char *buf, size_t cap) {
  for (int i = 0; front_libfiles[i].name; i++) {
    lib_scan ls;
    if (!provides_of(front_libfiles[i].text, &ls) || !provided(&ls, fn)) continue;
    /* stdio_out.c and stdio_sloppy.c model parts of stdio.h */
    const char *name = front_libfiles[i].name;
    int n = (int)strcspn(name, "_.");
    return snprintf(buf, cap, "%.*s.h", n, name) < (int)cap;
  }
  return 0;
}

/* One pass over the current unit; 0 if it reported an error.  Kept apart
 * from front_parse so that no local of the caller lives across setjmp. */
static int run_pass(front_ctx *c, int pass) {
  jmp_buf here;
  int ok = 1;
  c->bail = &here;
  c->depth = 0;
  c->fn = NULL;
  c->nondet_hint = NULL;
  c->fold = 0;
  c->switch_ty = NULL;
  c->catch = NULL;
  c->kids = NULL;
  c->in_type = 0;
  front_clear_locals(c);
  if (setjmp(here) == 0) {
    if (pass == 1) front_declare_unit(c);
    else front_lower_unit(c);
  } else {
    ok = 0;
  }
  c->bail = NULL;
  c->catch = NULL;  /* front_error leaves lenient frames behind */
  return ok;
}

ir_prog *front_parse(int nfiles, const char *const *files, const front_opts *opts, FILE *diag) {
  if (!diag) diag = stderr;
  if (nfiles <= 0 || !files) {
    fprintf(diag, "amend: error: no input files\n");
    return NULL;
  }
  front_ctx *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  c->p = ir_prog_new();
  c->diag = diag;
  c->lenient = opts && opts->lenient;
  c->strict = opts && opts->strict;
  c->outputs = opts && opts->outputs;
  c->max_string = opts && opts->max_string > 0 ? opts->max_string : FRONT_DEFAULT_MAX_STRING;
  /* the library models follow the user's files, so a user's definition of
   * strlen is declared first and replaces the model */
  int nlib = 0;
  if (!c->lenient)
    while (front_libfiles[nlib].name) nlib++;
  int nunits = nfiles + nlib;
  c->nunits = nunits;
  c->units = calloc((size_t)nunits, sizeof *c->units);
  int *failed = calloc((size_t)nunits, sizeof *failed);
  char **libpaths = calloc((size_t)nlib + 1, sizeof *libpaths);
  /* libclang parses on a thread of its own unless told not to, and aborts
   * the process ("LIBCLANG FATAL ERROR: pthread_create failed") when the
   * machine has no thread left to give, as under a submission that forks
   * a crowd: the caller's thread has the same 8 MB stack */
  setenv("LIBCLANG_NOTHREADS", "1", 0);
  CXIndex index = clang_createIndex(0, 0);
  int ok = c->units && failed && libpaths && index;

  for (int i = 0; ok && i < nunits; i++) {
    front_unit *u = &c->units[i];
    if (i < nfiles) {
      u->path = files[i] ? files[i] : "";
    } else {
      const front_libfile *lf = &front_libfiles[i - nfiles];
      size_t n = strlen(LIB_DIR) + strlen(lf->name) + 2;
      char *path = libpaths[i - nfiles] = malloc(n);
      if (!path) {
        ok = 0;
        break;
      }
      snprintf(path, n, "%s/%s", LIB_DIR, lf->name);
      u->path = path;
      u->text = lf->text;
      u->lib = 1;
    }
    c->u = u;
    if (u->lib && !lib_needed(c, nfiles, u->text)) {
      failed[i] = 1;  /* not an error: nothing calls into this model */
      continue;
    }
    c->u = u;
    if (!parse_unit(c, index, u, opts)) {
      c->nerrors++;
      failed[i] = 1;
    }
  }

  /* Lower only a program that clang accepted as a whole. */
  for (int pass = 1; ok && c->nerrors == 0 && pass <= 2; pass++) {
    for (int i = 0; i < nunits; i++) {
      if (failed[i]) continue;
      c->u = &c->units[i];
      if (!run_pass(c, pass)) failed[i] = 1;
    }
  }
  if (ok && c->nerrors == 0 && !c->lenient) front_heap_settle(c->p);

  for (int i = 0; c->units && i < nunits; i++) {
    if (c->units[i].tu) clang_disposeTranslationUnit(c->units[i].tu);
    free(c->units[i].lines);
  }
  for (int i = 0; libpaths && i < nlib; i++) free(libpaths[i]);
  free(libpaths);
  if (index) clang_disposeIndex(index);
  ir_prog *p = c->p;
  if (!ok || c->nerrors) {
    if (!ok) fprintf(diag, "amend: error: out of memory\n");
    ir_prog_free(p);
    p = NULL;
  }
  free(failed);
  free(c->units);
  free(c);
  return p;
}
