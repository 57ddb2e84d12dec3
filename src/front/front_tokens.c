/* front_tokens.c - are two C files the same tokens?
 *
 * libclang lexes each file; the spellings are compared one by one, the
 * comments left out (layout is not a token).  Headers are not read: the lexer
 * needs none, and a file that names the same headers gets the same ones,
 * except a quoted include, which resolves next to each file (then the
 * answer is no). */
#include <clang-c/Index.h>
#include <string.h>

#include "front/front.h"

static CXTranslationUnit lex(CXIndex ix, const char *path, const char *text, size_t len, const char *const *args,
                             int nargs) {
  const char *a[64];
  int n = 0;
  a[n++] = "-nostdinc";
  a[n++] = "-w";
  for (int i = 0; i < nargs && n < 64; i++) a[n++] = args[i];
  struct CXUnsavedFile f = {path, text, (unsigned long)len};
  CXTranslationUnit tu = NULL;
  if (clang_parseTranslationUnit2(ix, path, a, n, &f, 1, CXTranslationUnit_Incomplete | CXTranslationUnit_SkipFunctionBodies,
                                  &tu) != CXError_Success)
    return NULL;
  return tu;
}

static void tokens(CXTranslationUnit tu, const char *path, size_t len, CXToken **t, unsigned *n) {
  *t = NULL;
  *n = 0;
  CXFile f = clang_getFile(tu, path);
  if (!f) return;
  CXSourceRange r = clang_getRange(clang_getLocationForOffset(tu, f, 0), clang_getLocationForOffset(tu, f, (unsigned)len));
  clang_tokenize(tu, r, t, n);
}

int front_same_tokens(const char *path_a, const char *text_a, size_t len_a, const char *path_b, const char *text_b,
                      size_t len_b, const char *const *args, int nargs) {
  if (!strcmp(path_a, path_b)) return -1;  /* one unsaved file would hide the other */
  CXIndex ix = clang_createIndex(0, 0);
  CXTranslationUnit ta = lex(ix, path_a, text_a, len_a, args, nargs);
  CXTranslationUnit tb = ta ? lex(ix, path_b, text_b, len_b, args, nargs) : NULL;
  int same = -1;
  if (ta && tb) {
    CXToken *xa, *xb;
    unsigned na, nb;
    tokens(ta, path_a, len_a, &xa, &na);
    tokens(tb, path_b, len_b, &xb, &nb);
    /* comments come as tokens of their own: skipped */
    unsigned i = 0, j = 0, seen = 0;
    int after_include = 0;
    same = 1;
    for (;;) {
      while (i < na && clang_getTokenKind(xa[i]) == CXToken_Comment) i++;
      while (j < nb && clang_getTokenKind(xb[j]) == CXToken_Comment) j++;
      if (i == na || j == nb) {
        same = i == na && j == nb && seen > 0;
        break;
      }
      CXString sa = clang_getTokenSpelling(ta, xa[i]), sb = clang_getTokenSpelling(tb, xb[j]);
      const char *ca = clang_getCString(sa), *cb = clang_getCString(sb);
      same = ca && cb && !strcmp(ca, cb);
      /* `#include "x.h"`: each file's own x.h */
      if (same && after_include && clang_getTokenKind(xa[i]) == CXToken_Literal && ca[0] == '"') same = 0;
      after_include = same && !strcmp(ca, "include");
      clang_disposeString(sa);
      clang_disposeString(sb);
      if (!same) break;
      i++, j++, seen++;
    }
    if (xa) clang_disposeTokens(ta, xa, na);
    if (xb) clang_disposeTokens(tb, xb, nb);
  }
  if (ta) clang_disposeTranslationUnit(ta);
  if (tb) clang_disposeTranslationUnit(tb);
  clang_disposeIndex(ix);
  return same;
}
