/* stdio.c - amend's model of standard input and output.
 * provides: stdin stdout stderr printf fprintf scanf fscanf sscanf puts
 *   fputs putchar fputc putc fflush getchar getc fgetc fgets gets
 *
 * Standard input is a byte string of at most AMEND_STDIN_BYTES bytes
 * (--stdin-bytes), chosen by the environment the first time the program
 * reads it; its bytes and length are inputs named stdin_byte and
 * stdin_length.  Standard output is stdio_out.c's (the two files are one
 * model, always loaded together: their provides lines are the same).
 *
 * printf, fprintf and scanf take a format: the front end (front_stdio.c)
 * splits a literal format into calls of the primitives __amend_scan_* and
 * __amend_print_* below, one per directive, threading a state through
 * them (scanf: items assigned and how the scan stopped; printf: characters
 * written).  Their loops have constant bounds and are unrolled whatever
 * --unwind says (AMEND_UNROLL).
 *
 * Behaviour follows glibc: numeric conversions and %s skip white space,
 * %c and %[ do not; a number is read as strtol/strtoul would (saturating on
 * overflow) and then converted to the destination's type; scanf returns
 * the items assigned, or EOF when input ended before the first one.
 * sscanf runs the same primitives on a string (__amend_in_str), whose end
 * is its NUL.  stdio_sloppy.c stores what these read through pointers of
 * another width, as glibc does.
 *
 * Floating point (%f %e %g in scanf, %f in printf) is exact where the
 * model can compute glibc's correctly rounded result with single IEEE-754
 * operations (see dec_value and __amend_print_double); a run outside
 * that range is cut (past_bound), never given a wrong value.
 *
 * Typed input (set by the whole-program --reference harness, which
 * decides per program pair in load/iomodel.c): stdin is then a sequence
 * of tokens instead of bytes; see "typed input" below. */
#include <stdio.h>

#ifndef AMEND_STDIN_BYTES
#define AMEND_STDIN_BYTES 16
#endif

/* the stdin buffer's cells: a power of two, so that a read at pos & (CAP
 * - 1) is visibly inside it (no bounds property to prove per read) */
#if AMEND_STDIN_BYTES <= 1
#define AMEND_STDIN_CAP 1
#elif AMEND_STDIN_BYTES <= 2
#define AMEND_STDIN_CAP 2
#elif AMEND_STDIN_BYTES <= 4
#define AMEND_STDIN_CAP 4
#elif AMEND_STDIN_BYTES <= 8
#define AMEND_STDIN_CAP 8
#elif AMEND_STDIN_BYTES <= 16
#define AMEND_STDIN_CAP 16
#elif AMEND_STDIN_BYTES <= 32
#define AMEND_STDIN_CAP 32
#elif AMEND_STDIN_BYTES <= 64
#define AMEND_STDIN_CAP 64
#elif AMEND_STDIN_BYTES <= 128
#define AMEND_STDIN_CAP 128
#elif AMEND_STDIN_BYTES <= 256
#define AMEND_STDIN_CAP 256
#elif AMEND_STDIN_BYTES <= 512
#define AMEND_STDIN_CAP 512
#elif AMEND_STDIN_BYTES <= 1024
#define AMEND_STDIN_CAP 1024
#elif AMEND_STDIN_BYTES <= 2048
#define AMEND_STDIN_CAP 2048
#elif AMEND_STDIN_BYTES <= 4096
#define AMEND_STDIN_CAP 4096
#else
#error "AMEND_STDIN_BYTES above 4096"
#endif
/* the longest string sscanf reads; a longer one cuts the run */
#if AMEND_STDIN_BYTES > 16
#define AMEND_SSCANF_BYTES AMEND_STDIN_BYTES
#else
#define AMEND_SSCANF_BYTES 16
#endif
#define AMEND_UNROLL __attribute__((annotate("amend_unroll")))
/* scan state: items assigned in the low byte, then why the scan stopped */
#define SCAN_MATCH_FAIL 256
#define SCAN_INPUT_FAIL 512
#define SCAN_STOPPED (SCAN_MATCH_FAIL | SCAN_INPUT_FAIL)

int __VERIFIER_nondet_int(void);
char __VERIFIER_nondet_char(void);
unsigned __VERIFIER_nondet_uint(void);
unsigned long __VERIFIER_nondet_ulong(void);
long __VERIFIER_nondet_long(void);
double __VERIFIER_nondet_double(void);
void __VERIFIER_assume(int);

/* three distinct objects, so that a stream compares equal only to itself */
char __amend_streams[3];
FILE *stdin = (FILE *)&__amend_streams[0];
FILE *stdout = (FILE *)&__amend_streams[1];
FILE *stderr = (FILE *)&__amend_streams[2];

char __amend_stdin_buf[AMEND_STDIN_CAP];
int __amend_stdin_len;
int __amend_stdin_pos;
int __amend_stdin_open;
/* the input the scan primitives read: stdin, or sscanf's string (then
 * __amend_in_pos is the position in it); IN_LIM bounds the loops
 * (a constant either way, so they unroll only that far) */
int __amend_in_mode;  /* 1: the string */
const char *__amend_in_str;
int __amend_in_pos;
#define IN_LIM (__amend_in_mode ? AMEND_SSCANF_BYTES : AMEND_STDIN_BYTES)

/* ---- typed input ---------------------------------------------------------
 * Input (__amend_io_in set): both programs read stdin only through scanf
 * number conversions, so stdin is a sequence of tokens: the k-th
 * conversion reads the k-th token, a value over the conversion's whole
 * range (every int; every finite double when every conversion is a
 * floating-point one, else integers, which a %lf reads exactly as
 * strtod reads their digits), and stdin_tokens of the
 * __amend_tok_max tokens are present (the rest is end of input).  The text
 * a token sequence stands for is the tokens written in decimal (a double
 * exactly), one blank apart, with a newline at the end: read from that
 * text, each conversion assigns what the token gives it here (a float
 * conversion: the double rounded to float, as strtof rounds the exact
 * decimal), so what is proven over tokens holds byte for byte on every
 * such text. */
#define IO_INT 1     /* integer conversions, every one into an int */
#define IO_LONG 2    /* integer conversions, some into a long */
#define IO_DOUBLE 3  /* floating-point conversions only */
#define IO_TEXT 4    /* characters only: the bytes below, as text */
#define AMEND_TOKEN_CAP 32
int __amend_io_in;
int __amend_tok_max;
int __amend_tok_len;
int __amend_tok_pos;
/* --input-range LO:HI: every token in [lo, hi] (the harness sets them) */
int __amend_tok_ranged;
long __amend_tok_lo, __amend_tok_hi;
long __amend_tok_int[AMEND_TOKEN_CAP];
double __amend_tok_dbl[AMEND_TOKEN_CAP];

/* The tokens of typed input: how many are present, then each value. */
AMEND_UNROLL static void tokens_start(void) {
  int stdin_tokens = __VERIFIER_nondet_int();
  __VERIFIER_assume(stdin_tokens >= 0 && stdin_tokens <= __amend_tok_max);
  __amend_tok_len = stdin_tokens;
  for (int i = 0; i < AMEND_TOKEN_CAP; i++) {
    if (i >= __amend_tok_max) break;  /* a constant the harness sets */
    if (__amend_io_in == IO_INT) {
      int stdin_int = __VERIFIER_nondet_int();
      if (__amend_tok_ranged) __VERIFIER_assume(stdin_int >= __amend_tok_lo && stdin_int <= __amend_tok_hi);
      __amend_tok_int[i] = stdin_int;
    } else if (__amend_io_in == IO_LONG) {
      long stdin_long = __VERIFIER_nondet_long();
      if (__amend_tok_ranged) __VERIFIER_assume(stdin_long >= __amend_tok_lo && stdin_long <= __amend_tok_hi);
      __amend_tok_int[i] = stdin_long;
    } else {
      double stdin_double = __VERIFIER_nondet_double();
      __VERIFIER_assume(stdin_double - stdin_double == 0);  /* finite */
      if (__amend_tok_ranged) __VERIFIER_assume(stdin_double >= __amend_tok_lo && stdin_double <= __amend_tok_hi);
      __amend_tok_dbl[i] = stdin_double;
    }
  }
}

AMEND_UNROLL void __amend_stdin_start(void) {
  if (__amend_stdin_open) return;
  __amend_stdin_open = 1;
  if (__amend_io_in && __amend_io_in != IO_TEXT) {
    tokens_start();
    return;
  }
  int stdin_length = __VERIFIER_nondet_int();
  __VERIFIER_assume(stdin_length >= 0 && stdin_length <= AMEND_STDIN_BYTES);
  __amend_stdin_len = stdin_length;
  for (int i = 0; i < AMEND_STDIN_BYTES; i++) {
    char stdin_byte = __VERIFIER_nondet_char();
    /* text: printable ASCII, blanks, tabs, newlines */
    if (__amend_io_in == IO_TEXT)
      __VERIFIER_assume(stdin_byte == '\t' || stdin_byte == '\n' || (stdin_byte >= ' ' && stdin_byte <= '~'));
    __amend_stdin_buf[i] = stdin_byte;
  }
  /* text is lines: it ends with a newline (so it is not empty) */
  if (__amend_io_in == IO_TEXT)
    __VERIFIER_assume(stdin_length > 0 && __amend_stdin_buf[(stdin_length - 1) & (AMEND_STDIN_CAP - 1)] == '\n');
}

/* A run the model cannot follow exactly: it goes past the model's bound,
 * like a loop past --unwind (a cut, reported as `bound: bounded`). */
static void past_bound(void) {
  for (;;) {
  }
}

/* The next byte (0..255) without taking it, or -1 at the end. */
AMEND_UNROLL static int in_peek(void) {
  if (__amend_in_mode) {
    int ch = (unsigned char)__amend_in_str[__amend_in_pos];
    return ch ? ch : -1;
  }
  if (__amend_stdin_pos >= __amend_stdin_len) return -1;
  return (unsigned char)__amend_stdin_buf[__amend_stdin_pos & (AMEND_STDIN_CAP - 1)];
}

/* The byte after the next one, or -1. */
AMEND_UNROLL static int in_peek2(void) {
  if (in_peek() < 0) return -1;
  if (__amend_in_mode) {
    int ch = (unsigned char)__amend_in_str[__amend_in_pos + 1];
    return ch ? ch : -1;
  }
  if (__amend_stdin_pos + 1 >= __amend_stdin_len) return -1;
  return (unsigned char)__amend_stdin_buf[(__amend_stdin_pos + 1) & (AMEND_STDIN_CAP - 1)];
}

AMEND_UNROLL static void in_skip(int n) {
  if (__amend_in_mode) __amend_in_pos += n;
  else __amend_stdin_pos += n;
}

/* glibc's inchar() and ungetc() */
AMEND_UNROLL static int in_getc(void) {
  int ch = in_peek();
  if (ch >= 0) in_skip(1);
  return ch;
}

AMEND_UNROLL static void in_ungetc(int ch) {
  if (ch >= 0) in_skip(-1);
}

static int is_space(int ch) { return ch == ' ' || (ch >= '\t' && ch <= '\r'); }

AMEND_UNROLL static void in_skip_space(void) {
  for (int k = 0; k < AMEND_SSCANF_BYTES; k++) {
    if (k >= IN_LIM) break;  /* a constant: the unrolling stops here */
    if (!is_space(in_peek())) break;
    in_skip(1);
  }
}

int getchar(void) {
  __amend_stdin_start();
  int ch = in_peek();
  if (ch >= 0) __amend_stdin_pos++;
  return ch;
}

int fgetc(FILE *stream) {
  if (stream != stdin) return -1;
  return getchar();
}

int getc(FILE *stream) { return fgetc(stream); }

/* Up to n - 1 bytes, through the first newline; NULL when input ended
 * before any byte. */
AMEND_UNROLL char *fgets(char *s, int n, FILE *stream) {
  if (stream != stdin) return 0;
  __amend_stdin_start();
  int k = 0;
  for (int i = 0; i < AMEND_STDIN_BYTES; i++) {
    if (k >= n - 1) break;
    int ch = in_peek();
    if (ch < 0) break;
    __amend_stdin_pos++;
    s[i] = (char)ch;
    k++;
    if (ch == '\n') break;
  }
  if (k == 0 && n > 1) return 0;
  s[k] = 0;
  return s;
}

/* A line without its newline; no limit, so a long line overflows s. */
AMEND_UNROLL char *gets(char *s) {
  __amend_stdin_start();
  int k = 0, any = 0;
  for (int i = 0; i < AMEND_STDIN_BYTES; i++) {
    int ch = in_peek();
    if (ch < 0) break;
    __amend_stdin_pos++;
    any = 1;
    if (ch == '\n') break;
    s[i] = (char)ch;
    k++;
  }
  if (!any) return 0;
  s[k] = 0;
  return s;
}

/* ---- scanf primitives --------------------------------------------------- */

int __amend_scan_begin(void) {
  __amend_stdin_start();
  return 0;
}

int __amend_scan_end(int st) {
  int n = st & 255;
  if ((st & SCAN_INPUT_FAIL) && n == 0) return -1;
  return n;
}

/* sscanf: the string s is the input until __amend_scan_send.  A string
 * longer than the loops' bound cuts the run. */
AMEND_UNROLL int __amend_scan_sbegin(const char *s) {
  for (int i = 0; i <= AMEND_SSCANF_BYTES; i++) {
    if (s[i] == 0) break;
    if (i == AMEND_SSCANF_BYTES) past_bound();
  }
  __amend_in_mode = 1;
  __amend_in_str = s;
  __amend_in_pos = 0;
  return 0;
}

int __amend_scan_send(int st) {
  __amend_in_mode = 0;
  return __amend_scan_end(st);
}

/* Typed input: the index of the next token, taken, or -1 at the end. */
static int tok_take(void) {
  if (__amend_tok_pos >= __amend_tok_len) return -1;
  int k = __amend_tok_pos & (AMEND_TOKEN_CAP - 1);
  __amend_tok_pos++;
  return k;
}

static int typed(void) { return __amend_io_in && __amend_io_in != IO_TEXT && !__amend_in_mode; }

/* White space in the format: any amount of it in the input, none too. */
int __amend_scan_space(int st) {
  if (st & SCAN_STOPPED) return st;
  if (typed()) return st;  /* tokens are apart already */
  in_skip_space();
  return st;
}

/* A conversion glibc does not know ("% d": the blank is taken for the
 * conversion): it skips white space, as before most conversions, then
 * stops the scan with a matching failure, even at the end of input (so
 * scanf("% d") returns 0, not EOF).  Under typed input the skip moves
 * to the next token's start, where any later conversion starts anyway. */
int __amend_scan_badconv(int st) {
  if (st & SCAN_STOPPED) return st;
  if (!typed()) in_skip_space();
  return st | SCAN_MATCH_FAIL;
}

/* An ordinary character of the format (and %%, with skip set). */
int __amend_scan_lit(int st, int ch, int skip) {
  if (st & SCAN_STOPPED) return st;
  if (skip) in_skip_space();
  int next = in_peek();
  if (next < 0) return st | SCAN_INPUT_FAIL;
  if (next != (unsigned char)ch) return st | SCAN_MATCH_FAIL;
  in_skip(1);
  return st;
}

static int digit_of(int ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'z') return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 10;
  return 99;
}

/* An integer as strtol (is_unsigned: strtoul) reads it, in at most width
 * bytes (0: no limit).  1 with the value in *out, 0 on a matching
 * failure, -1 when input ended first. */
AMEND_UNROLL static int in_integer(int base, int width, int is_unsigned, unsigned long *out) {
  in_skip_space();
  if (in_peek() < 0) return -1;
  int max = width > 0 ? width : AMEND_SSCANF_BYTES;
  int used = 0, neg = 0, any = 0, over = 0;
  int ch = in_peek();
  if (ch == '-' || ch == '+') {
    neg = ch == '-';
    in_skip(1);
    used++;
  }
  if ((base == 16 || base == 0) && used + 1 < max && in_peek() == '0' && (in_peek2() | 32) == 'x') {
    in_skip(2);
    used += 2;
    base = 16;
    any = 1;  /* glibc takes "0x" as a zero */
  } else if (base == 0) {
    base = in_peek() == '0' ? 8 : 10;
  }
  /* the largest magnitude, and where one more digit would pass it: the
   * divisions are of constants, so they stay out of the formula */
  unsigned long lim_pos = is_unsigned ? 18446744073709551615UL : 9223372036854775807UL;
  unsigned long lim_neg = is_unsigned ? 18446744073709551615UL : 9223372036854775808UL;
  unsigned long cut_pos = lim_pos / (unsigned long)base, cut_neg = lim_neg / (unsigned long)base;
  int last_pos = (int)(lim_pos % (unsigned long)base), last_neg = (int)(lim_neg % (unsigned long)base);
  unsigned long limit = neg ? lim_neg : lim_pos;
  unsigned long cutoff = neg ? cut_neg : cut_pos;
  int cutlim = neg ? last_neg : last_pos;
  unsigned long acc = 0;
  for (int k = 0; k < AMEND_SSCANF_BYTES; k++) {
    if (k >= IN_LIM) break;
    if (used >= max) break;
    int d = digit_of(in_peek());
    if (d >= base) break;
    if (over || acc > cutoff || (acc == cutoff && d > cutlim)) over = 1;
    else acc = acc * (unsigned long)base + (unsigned long)d;
    any = 1;
    used++;
    in_skip(1);
  }
  if (!any) return 0;
  if (over) acc = is_unsigned ? limit : neg ? 9223372036854775808UL : limit;
  else if (neg) acc = 0 - acc;
  *out = acc;
  return 1;
}

/* %d %i %u %x %o into an int (dst NULL: %*d, nothing assigned). */
int __amend_scan_int(int st, int *dst, int width, int base, int is_unsigned) {
  if (st & SCAN_STOPPED) return st;
  if (typed()) {
    int k = tok_take();
    if (k < 0) return st | SCAN_INPUT_FAIL;
    if (!dst) return st;
    *dst = (int)__amend_tok_int[k];  /* strtol's value, then the int's bits */
    return st + 1;
  }
  unsigned long v = 0;
  int r = in_integer(base, width, is_unsigned, &v);
  if (r < 0) return st | SCAN_INPUT_FAIL;
  if (r == 0) return st | SCAN_MATCH_FAIL;
  if (!dst) return st;
  *dst = (int)v;
  return st + 1;
}

/* The same into a long or long long (both 64 bits). */
int __amend_scan_long(int st, long *dst, int width, int base, int is_unsigned) {
  if (st & SCAN_STOPPED) return st;
  if (typed()) {
    int k = tok_take();
    if (k < 0) return st | SCAN_INPUT_FAIL;
    if (!dst) return st;
    *dst = __amend_tok_int[k];
    return st + 1;
  }
  unsigned long v = 0;
  int r = in_integer(base, width, is_unsigned, &v);
  if (r < 0) return st | SCAN_INPUT_FAIL;
  if (r == 0) return st | SCAN_MATCH_FAIL;
  if (!dst) return st;
  *dst = (long)v;
  return st + 1;
}

/* %c: the next byte, white space included. */
int __amend_scan_char(int st, char *dst) {
  if (st & SCAN_STOPPED) return st;
  int ch = in_peek();
  if (ch < 0) return st | SCAN_INPUT_FAIL;
  in_skip(1);
  if (!dst) return st;
  *dst = (char)ch;
  return st + 1;
}

/* %s: a word after white space, then a NUL.  Its length is kept for
 * stdio_sloppy.c (a word may hold NUL bytes). */
int __amend_scan_wlen;
AMEND_UNROLL int __amend_scan_word(int st, char *dst, int width) {
  if (st & SCAN_STOPPED) return st;
  in_skip_space();
  if (in_peek() < 0) return st | SCAN_INPUT_FAIL;
  int max = width > 0 ? width : AMEND_SSCANF_BYTES;
  int k = 0;
  for (int i = 0; i < AMEND_SSCANF_BYTES; i++) {
    if (i >= IN_LIM) break;
    if (i >= max) break;
    int ch = in_peek();
    if (ch < 0 || is_space(ch)) break;
    in_skip(1);
    if (dst) dst[i] = (char)ch;
    k++;
  }
  if (!dst) return st;
  dst[k] = 0;
  __amend_scan_wlen = k;
  return st + 1;
}

/* %[: the longest run of bytes of the set, white space included, then a
 * NUL; no byte of it is a matching failure.  The front end passes the
 * set as 256 bits, four words of 64. */
AMEND_UNROLL int __amend_scan_set(int st, char *dst, int width, unsigned long s0, unsigned long s1, unsigned long s2,
                                  unsigned long s3) {
  if (st & SCAN_STOPPED) return st;
  if (in_peek() < 0) return st | SCAN_INPUT_FAIL;
  int max = width > 0 ? width : AMEND_SSCANF_BYTES;
  int k = 0;
  for (int i = 0; i < AMEND_SSCANF_BYTES; i++) {
    if (i >= IN_LIM) break;
    if (i >= max) break;
    int ch = in_peek();
    if (ch < 0) break;
    unsigned long w = ch < 64 ? s0 : ch < 128 ? s1 : ch < 192 ? s2 : s3;
    if (!((w >> (ch & 63)) & 1)) break;
    in_skip(1);
    if (dst) dst[i] = (char)ch;
    k++;
  }
  if (k == 0) return st | SCAN_MATCH_FAIL;
  if (!dst) return st;
  dst[k] = 0;
  return st + 1;
}

/* ---- floating-point input ----------------------------------------------- */

/* 10^0 .. 10^22, the powers of ten a double holds exactly (32 cells: an
 * index & 31 is visibly inside) */
static const double pow10_exact[32] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                       1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

static int lower(int ch) { return ch >= 'A' && ch <= 'Z' ? ch + 32 : ch; }

/* The next letter of "nan" or "infinity", w the width left (-1: none):
 * the new w, or -2 on a matching failure (the byte read stays read, as
 * in glibc). */
AMEND_UNROLL static int in_letter(int w, int want) {
  if (w == 0) return -2;
  int ch = in_getc();
  if (ch < 0 || lower(ch) != want) return -2;
  return w > 0 ? w - 1 : w;
}

/* The float nearest to a real t, from y, the double nearest to t, and r,
 * which has the sign of t - y.  Rounding y again is right except where y
 * lies halfway between two floats (floats' midpoints are doubles, so t and
 * y are on the same side of every other one); there r decides. */
AMEND_UNROLL static float to_float(double y, double r) {
  float f = (float)y;
  double g = (double)f;
  if (r == 0 || g == y) return f;
  if (f == 1.0f / 0.0f) return y == 0x1.ffffffp127 && r < 0 ? 0x1.fffffep127f : f;
  double h = y - g;          /* exact: g is within a factor 2 of y */
  double other = g + 2 * h;  /* the float beyond y when y is halfway */
  if ((double)(float)other != other) return f;
  return (r > 0) == (h > 0) ? (float)other : f;
}

/* mant * 10^q (mant < 10^15, nsig digits) rounded as strtod does, or as
 * strtof (is_double 0, the float returned as a double).  Exact by single
 * IEEE-754 operations on exact operands: mant and 10^|q| are doubles for
 * |q| <= 22, and for q > 22 so is mant * 10^(q-22) while it has at most 15
 * digits; beyond 10^309 (10^39) the result overflows and below 10^-324
 * (10^-46) it is zero.  Other numbers are past the model's bound. */
AMEND_UNROLL static double dec_value(unsigned long mant, int nsig, int q, int is_double) {
  if (mant == 0) return 0.0;
  if (q + nsig >= (is_double ? 310 : 40)) return 1.0 / 0.0;
  if (q + nsig <= (is_double ? -324 : -46)) return 0.0;
  if (q < -22 || (q > 22 && q - 22 + nsig > 15)) past_bound();
  double m = (double)mant;
  double p = pow10_exact[(q > 22 ? q - 22 : q < 0 ? -q : q) & 31];  /* 0..22 here */
  if (q > 22) {
    m = m * p;  /* exact: an integer below 10^15 */
    p = 1e22;
  }
  double y = q < 0 ? m / p : m * p;
  if (is_double) return y;
  double r = q < 0 ? __builtin_fma(-y, p, m) : __builtin_fma(m, p, -y);  /* exact remainders */
  return (double)to_float(y, r);
}

/* A number as glibc's scanf reads it for %f %e %g: it takes the bytes
 * its buffer collects (a sign; "nan", "inf" or "infinity"; "0x" and hex
 * digits; digits, one '.', an exponent after a digit, its sign and
 * digits) and converts the longest prefix of them that strtod reads.
 * 1 with the value in *out, 0 on a matching failure, -1 when input ended
 * before the number.  Decimal significands of more than 15 digits (hex:
 * 13) are past the model's bound. */
/* The sign of the last NaN read: glibc's NaN keeps the text's, the
 * IR's NaN has none, and %f into a double stores its bits
 * (stdio_sloppy.c). */
int __amend_scan_nan_neg;

AMEND_UNROLL static int in_float(int width, int is_double, double *out) {
  in_skip_space();
  int w = width > 0 ? width : -1;
  int c = in_getc();
  if (w > 0) w--;
  if (c < 0) return -1;
  int neg = 0;
  if (c == '-' || c == '+') {
    neg = c == '-';
    if (w == 0) return 0;
    c = in_getc();
    if (c < 0) return 0;
    if (w > 0) w--;
  }
  double v = 0;
  if (lower(c) == 'n') {
    w = in_letter(w, 'a');
    if (w == -2) return 0;
    w = in_letter(w, 'n');
    if (w == -2) return 0;
    v = __builtin_nan("");
    __amend_scan_nan_neg = neg;
  } else if (lower(c) == 'i') {
    w = in_letter(w, 'n');
    if (w == -2) return 0;
    w = in_letter(w, 'f');
    if (w == -2) return 0;
    if (w != 0) {
      c = in_getc();
      if (lower(c) == 'i') {
        if (w > 0) w--;
        w = in_letter(w, 'n');
        if (w == -2) return 0;
        w = in_letter(w, 'i');
        if (w == -2) return 0;
        w = in_letter(w, 't');
        if (w == -2) return 0;
        w = in_letter(w, 'y');
        if (w == -2) return 0;
      } else {
        in_ungetc(c);
      }
    }
    v = 1.0 / 0.0;
  } else {
    int hex = 0, digit = 0, dot = 0, expo = 0, after_e = 0, taken = 0;
    unsigned long mant = 0;
    int nsig = 0, nfrac = 0, big = 0, ev = 0, eneg = 0, edig = 0;
    if (w != 0 && c == '0') {
      taken++;
      c = in_getc();
      if (w > 0) w--;
      if (w != 0 && lower(c) == 'x') {
        taken++;
        hex = 1;
        c = in_getc();
        if (w > 0) w--;
      } else {
        digit = 1;
      }
    }
    for (int k = 0; k <= AMEND_SSCANF_BYTES; k++) {
      if (k > IN_LIM) break;
      int d = digit_of(c);
      if (d < 10 || (hex && !expo && d < 16)) {
        if (expo) {
          if (ev < 100000) ev = ev * 10 + d;
          edig = 1;
        } else {
          if (dot) nfrac++;
          if (mant != 0 || d != 0) {
            /* shifts and adds: a multiplication by a constant, not a multiplier */
            if (nsig < (hex ? 13 : 15)) mant = (hex ? mant << 4 : (mant << 3) + (mant << 1)) + (unsigned long)d;
            else big = 1;
            nsig++;
          }
          digit = 1;
        }
        after_e = 0;
      } else if (after_e && (c == '-' || c == '+')) {
        eneg = c == '-';
        after_e = 0;
      } else if (digit && !expo && lower(c) == (hex ? 'p' : 'e')) {
        expo = dot = after_e = 1;
      } else if (!dot && c == '.') {
        dot = 1;
      } else {
        in_ungetc(c);
        break;
      }
      taken++;
      if (w == 0) break;
      c = in_getc();
      if (c < 0) break;
      if (w > 0) w--;
    }
    if (taken == 0 || (hex && taken == 2)) return 0;
    if (!digit && !hex) return 0; /* a lone '.': strtod reads nothing */
    if (big) past_bound();
    int ex = edig ? (eneg ? -ev : ev) : 0;
    if (hex) {
      /* one rounding to a double; a float from that exact double (or from
       * a subnormal one, when the float is zero anyway) */
      v = __builtin_ldexp((double)mant, ex - 4 * nfrac);
      if (!is_double) v = (double)(float)v;
    } else {
      v = dec_value(mant, nsig, ex - nfrac, is_double);
    }
  }
  *out = neg ? -v : v;
  return 1;
}

/* %f %e %g (and %E %F %G) into a float; %lf ... into a double */
int __amend_scan_float(int st, float *dst, int width) {
  if (st & SCAN_STOPPED) return st;
  if (typed()) {
    int k = tok_take();
    if (k < 0) return st | SCAN_INPUT_FAIL;
    if (!dst) return st;
    /* strtof of the exact decimal, or of an integer token's digits */
    *dst = __amend_io_in == IO_DOUBLE ? (float)__amend_tok_dbl[k] : (float)__amend_tok_int[k];
    return st + 1;
  }
  double v = 0;
  int r = in_float(width, 0, &v);
  if (r < 0) return st | SCAN_INPUT_FAIL;
  if (r == 0) return st | SCAN_MATCH_FAIL;
  if (!dst) return st;
  *dst = (float)v;
  return st + 1;
}

int __amend_scan_double(int st, double *dst, int width) {
  if (st & SCAN_STOPPED) return st;
  if (typed()) {
    int k = tok_take();
    if (k < 0) return st | SCAN_INPUT_FAIL;
    if (!dst) return st;
    *dst = __amend_io_in == IO_DOUBLE ? __amend_tok_dbl[k] : (double)__amend_tok_int[k];
    return st + 1;
  }
  double v = 0;
  int r = in_float(width, 1, &v);
  if (r < 0) return st | SCAN_INPUT_FAIL;
  if (r == 0) return st | SCAN_MATCH_FAIL;
  if (!dst) return st;
  *dst = v;
  return st + 1;
}

int scanf(const char *format, ...) { return 0; }
int fscanf(FILE *stream, const char *format, ...) { return 0; }
int sscanf(const char *str, const char *format, ...) { return 0; }
