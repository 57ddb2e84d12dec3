/* stdio_sloppy.c - what glibc's scanf and printf do with an argument of
 * the wrong type, or none.
 * provides: scanf fscanf sscanf printf fprintf
 *
 * glibc stores through the pointer it is given as many bytes as the
 * conversion's own type has, little-endian on x86-64, whatever the
 * pointer really points to: %f into a double writes the float's 4 bytes
 * over the double's low half, %lf into a float 8 bytes (the next 4 past
 * the float), %d an int's 4 bytes into a long long's low half, %c one
 * byte into an int, %s the word's bytes and its NUL
 * into an int array.  The front end (front_stdio.c) calls these in place
 * of the primitives of stdio.c when the argument's type is not the
 * conversion's; each runs that primitive on a local of the right type and
 * moves the bytes.  A write beyond the object is the encoder's bounds
 * violation, at the user's call.  A conversion without its argument
 * reads or writes whatever lies where the argument would be: the front
 * end asserts the predicates at the end, with the directive named. */

/* the scan state of stdio.c */
#define SCAN_MATCH_FAIL 256
#define SCAN_INPUT_FAIL 512
#define SCAN_STOPPED (SCAN_MATCH_FAIL | SCAN_INPUT_FAIL)
/* stdio.c's longest word (AMEND_SSCANF_BYTES) */
#ifndef AMEND_STDIN_BYTES
#define AMEND_STDIN_BYTES 16
#endif
#if AMEND_STDIN_BYTES > 16
#define WORD_MAX AMEND_STDIN_BYTES
#else
#define WORD_MAX 16
#endif
#define AMEND_UNROLL __attribute__((annotate("amend_unroll")))

int __amend_scan_float(int st, float *dst, int width);
int __amend_scan_double(int st, double *dst, int width);
int __amend_scan_char(int st, char *dst);
int __amend_scan_word(int st, char *dst, int width);
extern int __amend_scan_wlen;     /* the length of the word %s read last */
extern int __amend_scan_nan_neg;  /* the sign of the NaN %f read last */
/* bit casts, primitives of the C amend reads (front_builtin.c) */
unsigned long __amend_double_bits(double);
double __amend_bits_double(unsigned long);
unsigned __amend_float_bits(float);
float __amend_bits_float(unsigned);

/* %f %e %g into a double: the float's bits replace the double's low 32.
 * A NaN's are glibc's quiet NaN with the sign of the text ("-nan"),
 * which the IR's NaN lacks: stdio.c keeps it aside. */
int __amend_scan_float_low(int st, double *dst, int width) {
  float f = 0;
  int r = __amend_scan_float(st, &f, width);
  if (r != st + 1) return r;  /* nothing assigned */
  unsigned fb = __amend_float_bits(f);
  if (f != f) fb = __amend_scan_nan_neg ? 0xffc00000u : 0x7fc00000u;
  unsigned long old = __amend_double_bits(*dst);
  *dst = __amend_bits_double((old & 0xffffffff00000000UL) | (unsigned long)fb);
  return r;
}

/* %lf %le %lg into a float: the double's low half into it, the high half
 * into the 4 bytes after it (the next float of an array, else beyond the
 * object).  A NaN from the text is glibc's 0x7ff8... with the text's
 * sign, which only the high half carries: a NaN float either way. */
int __amend_scan_double_wide(int st, float *dst, int width) {
  double d = 0;
  int r = __amend_scan_double(st, &d, width);
  if (r != st + 1) return r;
  unsigned long bits = __amend_double_bits(d);
  dst[0] = __amend_bits_float((unsigned)bits);
  dst[1] = __amend_bits_float((unsigned)(bits >> 32));
  return r;
}

/* %c into a wider integer: the byte replaces the lowest one. */
int __amend_scan_char_short(int st, short *dst) {
  char ch = 0;
  int r = __amend_scan_char(st, &ch);
  if (r == st + 1) *dst = (short)((*dst & ~0xff) | (unsigned char)ch);
  return r;
}

int __amend_scan_char_int(int st, int *dst) {
  char ch = 0;
  int r = __amend_scan_char(st, &ch);
  if (r == st + 1) *dst = (int)(((unsigned)*dst & 0xffffff00u) | (unsigned char)ch);
  return r;
}

int __amend_scan_char_long(int st, long *dst) {
  char ch = 0;
  int r = __amend_scan_char(st, &ch);
  if (r == st + 1) *dst = (long)(((unsigned long)*dst & ~0xffUL) | (unsigned char)ch);
  return r;
}

int __amend_scan_int(int st, int *dst, int width, int base, int is_unsigned);

/* %d (no length) into a long or long long (MSVC's %I64d, which glibc
 * reads as the flag I, a width of 64 and %d): an int into the low 4
 * bytes; the high ones keep what they held. */
int __amend_scan_int_low(int st, long *dst, int width, int base, int is_unsigned) {
  int v = 0;
  int r = __amend_scan_int(st, dst ? &v : 0, width, base, is_unsigned);
  if (dst && r == st + 1) *dst = (long)(((unsigned long)*dst & ~0xffffffffUL) | (unsigned)v);
  return r;
}

/* %s into an int array: the word and its NUL, 4 bytes to an int; the int
 * the NUL ends inside keeps its bytes after it. */
AMEND_UNROLL int __amend_scan_word_int(int st, int *dst, int width) {
  char w[WORD_MAX + 1] = {0};
  int r = __amend_scan_word(st, w, width);
  if (r != st + 1) return r;
  int n = __amend_scan_wlen + 1;  /* bytes written, the NUL included (the word may hold NULs) */
  for (int i = 0; i < (WORD_MAX + 4) / 4; i++) {
    if (4 * i >= n) break;
    unsigned v = 4 * i + 4 > n ? (unsigned)dst[i] : 0u;
    for (int j = 0; j < 4; j++)
      if (4 * i + j < n) v = (v & ~(0xffu << (8 * j))) | ((unsigned)(unsigned char)w[4 * i + j] << (8 * j));
    dst[i] = (int)v;
  }
  return r;
}

/* A conversion without its argument.  printf's reads what lies where the
 * argument would be: it fails wherever it runs.  scanf's runs without a
 * destination first (st is the state after it) and fails when it would
 * have assigned, that is when the scan did not stop. */
int __amend_print_noarg_ok(int st) { return 0; }
int __amend_scan_noarg_ok(int st) { return (st & SCAN_STOPPED) != 0; }
