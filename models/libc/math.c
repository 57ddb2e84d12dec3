/* math.c - amend's model of the part of <math.h> that programs of a
 * first course use.
 * provides: fabs fabsf sqrt sqrtf floor floorf ceil ceilf round roundf
 * provides: trunc truncf pow fmin fmax fminf fmaxf fma fmaf ldexp ldexpf
 * provides: __amend_isnan __amend_isinf __amend_isfinite __amend_signbit
 *
 * What C can say exactly is written in C; a square root and rounding to an
 * integral value are primitives of the C amend reads (__builtin_sqrt,
 * __builtin_floor, ...: IEEE-754 operations of Z3's floating-point
 * theory), as are a fused multiply-add, a scaling by a power of two and
 * the sign bit (__builtin_fma, __builtin_ldexp, __builtin_signbit: each
 * rounded once, as IEEE-754 and glibc have them), and so is __amend_powi,
 * the exact integer power rounded down or up.  glibc's sqrt is correctly rounded, as IEEE-754 requires; its pow is
 * within one unit in the last place, so the model lets pow(x, n) for an
 * integer n in [-16, 16] be either neighbour of the exact power (the same
 * value when the power is a double); an exponent that is not a constant
 * must lie in [-4, 4].  Any other exponent gives an unconstrained result,
 * like a function without a body.  errno is not
 * modelled.  isnan, isinf, isfinite and signbit are macros of amend's
 * <math.h> that call the functions below (a float argument converts to
 * double exactly). */

double __amend_powi(double, int);
double __VERIFIER_nondet_double(void);

double fabs(double x) {
  if (x == 0) return 0.0;  /* -0.0 too */
  return x < 0 ? -x : x;
}

float fabsf(float x) {
  if (x == 0) return 0.0f;
  return x < 0 ? -x : x;
}

double sqrt(double x) { return __builtin_sqrt(x); }
float sqrtf(float x) { return __builtin_sqrtf(x); }
double floor(double x) { return __builtin_floor(x); }
float floorf(float x) { return __builtin_floorf(x); }
double ceil(double x) { return __builtin_ceil(x); }
float ceilf(float x) { return __builtin_ceilf(x); }
double round(double x) { return __builtin_round(x); }
float roundf(float x) { return __builtin_roundf(x); }
double trunc(double x) { return __builtin_trunc(x); }
float truncf(float x) { return __builtin_truncf(x); }

double fma(double x, double y, double z) { return __builtin_fma(x, y, z); }
float fmaf(float x, float y, float z) { return __builtin_fmaf(x, y, z); }
double ldexp(double x, int n) { return __builtin_ldexp(x, n); }
float ldexpf(float x, int n) { return __builtin_ldexpf(x, n); }

double pow(double x, double y) {
  if (y == 0) return 1.0;    /* even when x is a NaN */
  if (x == 1.0) return 1.0;  /* even when y is a NaN */
  if (y >= -16 && y <= 16 && y == (int)y) return __amend_powi(x, (int)y);
  return __VERIFIER_nondet_double();
}

/* a NaN operand gives the other one */
double fmin(double x, double y) {
  if (x != x) return y;
  if (y != y) return x;
  return x < y ? x : y;
}

double fmax(double x, double y) {
  if (x != x) return y;
  if (y != y) return x;
  return x > y ? x : y;
}

float fminf(float x, float y) {
  if (x != x) return y;
  if (y != y) return x;
  return x < y ? x : y;
}

float fmaxf(float x, float y) {
  if (x != x) return y;
  if (y != y) return x;
  return x > y ? x : y;
}

int __amend_isnan(double x) { return x != x; }

/* as gcc's isinf: the sign of an infinity */
int __amend_isinf(double x) {
  if (x == 1.0 / 0.0) return 1;
  if (x == -1.0 / 0.0) return -1;
  return 0;
}

int __amend_isfinite(double x) { return x == x && x - x == 0; }

/* -0.0 too; a NaN reads as positive */
int __amend_signbit(double x) { return __builtin_signbit(x); }
