/* check.h - minimal header-only assertions for the unit tests.
 *
 *   CHECK(cond)          cond must be non-zero
 *   CHECK_EQ_INT(a, b)   integers (compared as long long), both printed on failure
 *   CHECK_STR(a, b)      C strings equal (NULL equals only NULL)
 *   check_summary()      prints "N passed, M failed" and returns the exit status:
 *                        0 iff nothing failed and at least one check ran.
 *
 * A failed check prints "file:line: check failed: CHECK_EQ_INT(x, 3) (2 != 3)"
 * (the macro call as written, then the values) to stderr; the test goes on.
 * Typical use:  int main(void) { ...; return check_summary(); }
 */
#ifndef AMEND_CHECK_H
#define AMEND_CHECK_H

#include <stdio.h>
#include <string.h>

static int check_passed_, check_failed_;

static inline int check_record_(int ok, const char *file, int line, const char *expr) {
  if (ok)
    check_passed_++;
  else {
    check_failed_++;
    fprintf(stderr, "%s:%d: check failed: %s", file, line, expr);
  }
  return ok;
}

static inline void check_cond_(int ok, const char *file, int line, const char *expr) {
  if (!check_record_(ok, file, line, expr))
    fputc('\n', stderr);
}

static inline void check_eq_int_(long long a, long long b, const char *file, int line,
                                 const char *expr) {
  if (!check_record_(a == b, file, line, expr))
    fprintf(stderr, " (%lld != %lld)\n", a, b);
}

static inline void check_str_(const char *a, const char *b, const char *file, int line,
                              const char *expr) {
  int ok = (a == NULL || b == NULL) ? a == b : strcmp(a, b) == 0;
  if (!check_record_(ok, file, line, expr))
    fprintf(stderr, " (%s%s%s != %s%s%s)\n", a ? "\"" : "", a ? a : "NULL", a ? "\"" : "",
            b ? "\"" : "", b ? b : "NULL", b ? "\"" : "");
}

#define CHECK(cond) check_cond_(!!(cond), __FILE__, __LINE__, "CHECK(" #cond ")")
#define CHECK_EQ_INT(a, b) \
  check_eq_int_((long long)(a), (long long)(b), __FILE__, __LINE__, \
                "CHECK_EQ_INT(" #a ", " #b ")")
#define CHECK_STR(a, b) \
  check_str_((a), (b), __FILE__, __LINE__, "CHECK_STR(" #a ", " #b ")")

static inline int check_summary(void) {
  printf("%d passed, %d failed\n", check_passed_, check_failed_);
  fflush(stdout);
  return (check_failed_ == 0 && check_passed_ > 0) ? 0 : 1;
}

#endif
