/* runtime.h - native runtime for differential tests of `amend`.
 *
 * Force-included (gcc -include tests/diff/runtime.h) into a corpus program,
 * which is then linked with tests/diff/runtime.c:
 *
 *   gcc -std=gnu11 -fwrapv -O0 -g -no-pie -finstrument-functions \
 *       -include tests/diff/runtime.h main.c ... tests/diff/runtime.c
 *
 * - nondet_*() / __VERIFIER_nondet_*() return the next value of
 *   AMEND_REPLAY="v1 v2 ..." when set, else values of a PRNG seeded by
 *   AMEND_SEED that favours small and boundary values.
 * - __CPROVER_assume / __VERIFIER_assume with a false condition end the run
 *   quietly (exit 0, "ASSUME-FAIL" on stderr).
 * - a failing assert (ours, or glibc's through __assert_fail, which runtime.c
 *   overrides) / __CPROVER_assert, and any call of reach_error(),
 *   print "ASSERT-FAIL <file>:<line>" on stderr and exit 77.
 * - abort() ends the run quietly (exit 0, "ABORT" on stderr).
 * - AMEND_SEEDS="FIRST:LAST" runs the program once per seed in forked
 *   children and prints one line per failing seed plus a SUMMARY line
 *   (see runtime.c).
 *
 * reach_error may be defined by the program (`void reach_error(){}`) or only
 * declared; a call is detected with -finstrument-functions (the program's own
 * definition) or by runtime.c's weak definition, and its line is found with
 * addr2line, so the program text needs no macro for it.
 */
#ifndef AMEND_DIFF_RUNTIME_H
#define AMEND_DIFF_RUNTIME_H

#include <assert.h>
#include <stdlib.h>

/* assert / __CPROVER_assert */
void amend_rt_assert_fail(const char *file, int line) __attribute__((noreturn));
#undef assert
#define assert(e) ((e) ? (void)0 : amend_rt_assert_fail(__FILE__, __LINE__))
#define __CPROVER_assert(e, msg) ((e) ? (void)0 : amend_rt_assert_fail(__FILE__, __LINE__))

/* reaching __builtin_unreachable() is a failed assertion (amend, CBMC) */
#define __builtin_unreachable() amend_rt_assert_fail(__FILE__, __LINE__)

/* assumptions: plain functions so that programs may declare them too */
void __VERIFIER_assume(int cond);
void __CPROVER_assume(_Bool cond);

/* abort() ends the run quietly; object-like so `void abort(void);` still
 * declares (the renamed) function consistently. */
void amend_rt_abort(void) __attribute__((noreturn));
#define abort amend_rt_abort

/* amend's bit casts (src/front/front_builtin.c): the bytes as they are */
unsigned long __amend_double_bits(double x);
double __amend_bits_double(unsigned long u);
unsigned __amend_float_bits(float x);
float __amend_bits_float(unsigned u);

/* nondeterministic values */
int nondet_int(void);
unsigned int nondet_uint(void);
unsigned int nondet_unsigned(void);
char nondet_char(void);
signed char nondet_schar(void);
unsigned char nondet_uchar(void);
short nondet_short(void);
unsigned short nondet_ushort(void);
long nondet_long(void);
unsigned long nondet_ulong(void);
long long nondet_longlong(void);
unsigned long long nondet_ulonglong(void);
_Bool nondet_bool(void);
_Bool nondet__Bool(void);

int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
unsigned int __VERIFIER_nondet_unsigned(void);
char __VERIFIER_nondet_char(void);
signed char __VERIFIER_nondet_schar(void);
unsigned char __VERIFIER_nondet_uchar(void);
short __VERIFIER_nondet_short(void);
unsigned short __VERIFIER_nondet_ushort(void);
long __VERIFIER_nondet_long(void);
unsigned long __VERIFIER_nondet_ulong(void);
long long __VERIFIER_nondet_longlong(void);
unsigned long long __VERIFIER_nondet_ulonglong(void);
_Bool __VERIFIER_nondet_bool(void);
_Bool __VERIFIER_nondet__Bool(void);
double nondet_double(void);
float nondet_float(void);
double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);

#endif
