/* stdio.c - amend's model of the output calls of <stdio.h>.
 * provides: stdin stdout stderr printf fprintf puts fputs putchar fputc putc
 *   fflush
 *
 * The calls are accepted and their arguments evaluated, but what they
 * print is not modelled yet: the verifier checks assertions, not output.
 * Each call returns an arbitrary count, as an input named after the call's
 * result.  The streams are plain objects so that `fprintf(stdout, ...)`
 * names something. */
#include <stdio.h>

FILE *stdin;
FILE *stdout;
FILE *stderr;

int __VERIFIER_nondet_int(void);

int printf(const char *format, ...) {
  int printf_result = __VERIFIER_nondet_int();
  return printf_result;
}

int fprintf(FILE *stream, const char *format, ...) {
  int fprintf_result = __VERIFIER_nondet_int();
  return fprintf_result;
}

int puts(const char *s) {
  int puts_result = __VERIFIER_nondet_int();
  return puts_result;
}

int fputs(const char *s, FILE *stream) {
  int fputs_result = __VERIFIER_nondet_int();
  return fputs_result;
}

int putchar(int c) { return (unsigned char)c; }
int fputc(int c, FILE *stream) { return (unsigned char)c; }
int putc(int c, FILE *stream) { return (unsigned char)c; }
int fflush(FILE *stream) { return 0; }
