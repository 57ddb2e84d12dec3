/* stdlib.c - amend's model of the arithmetic and conversion part of <stdlib.h>.
 * provides: abs labs llabs strtol atol atoll atoi rand srand
 *
 * exit and abort are built in (they end the run); malloc and free are the
 * encoder's heap.
 *
 * strtol follows glibc in the "C" locale: leading white space, a sign,
 * "0x" for base 16 (and base 0), the longest run of digits, LONG_MAX or
 * LONG_MIN on overflow; *end is set past the digits, or to s when there
 * are none.  errno is not modelled.  rand() is any value in
 * 0..RAND_MAX. */
#define AMEND_LONG_MAX 9223372036854775807L
#define AMEND_RAND_MAX 2147483647

/* the loops over a string run up to --max-string characters (string.c) */
#define STRING_LOOP(verb) __attribute__((annotate("amend_max_string " verb)))

int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int abs(int x) { return x < 0 ? -x : x; }
long labs(long x) { return x < 0 ? -x : x; }
long long llabs(long long x) { return x < 0 ? -x : x; }

static int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

STRING_LOOP("reads") long strtol(const char *s, char **end, int base) {
  const char *p = s;
  int neg = 0, any = 0, over = 0;
  while (*p == ' ' || (*p >= '\t' && *p <= '\r')) p++;
  if (*p == '-') {
    neg = 1;
    p++;
  } else if (*p == '+') {
    p++;
  }
  if ((base == 0 || base == 16) && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') && digit_value(p[2]) < 16) {
    p += 2;
    base = 16;
  } else if (base == 0) {
    base = p[0] == '0' ? 8 : 10;
  }
  if (base < 2 || base > 36) {
    if (end) *end = (char *)s;
    return 0;
  }
  unsigned long limit = neg ? (unsigned long)AMEND_LONG_MAX + 1 : (unsigned long)AMEND_LONG_MAX;
  unsigned long cutoff = limit / (unsigned long)base;
  int cutlim = (int)(limit % (unsigned long)base);
  unsigned long acc = 0;
  for (;;) {
    int d = digit_value(*p);
    if (d >= base) break;
    if (over || acc > cutoff || (acc == cutoff && d > cutlim)) over = 1;
    else acc = acc * (unsigned long)base + (unsigned long)d;
    any = 1;
    p++;
  }
  if (end) *end = (char *)(any ? p : s);
  if (over) return neg ? -AMEND_LONG_MAX - 1 : AMEND_LONG_MAX;
  return neg ? (long)(0 - acc) : (long)acc;
}

STRING_LOOP("reads") long atol(const char *s) { return strtol(s, 0, 10); }
STRING_LOOP("reads") long long atoll(const char *s) { return strtol(s, 0, 10); }
STRING_LOOP("reads") int atoi(const char *s) { return (int)strtol(s, 0, 10); }

int rand(void) {
  int value = __VERIFIER_nondet_int();
  __VERIFIER_assume(value >= 0 && value <= AMEND_RAND_MAX);
  return value;
}

void srand(unsigned seed) {}
