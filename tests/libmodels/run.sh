#!/usr/bin/env bash
# tests/libmodels/run.sh AMEND - the C library models against glibc.
#
# For each modelled function, the same calls on pseudo-random arguments
# (fixed seed: every run is the same test) are run twice: natively, through
# glibc, which prints each result; and through amend, as a `check` of a
# program that asserts the model returns exactly what glibc printed (for
# strcmp, strncmp and memcmp: the same sign, all C promises).  Every program
# must be VERIFIED, and a copy with one expected value changed must be
# VIOLATED, so a model that ignores its input cannot pass.
set -u
amend=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
RANDOM=20261124
pass=0
fail=0
unwind=12  # strings here are at most 10 characters long

# A random string of 0..5 characters over a small alphabet (so that
# comparisons and searches hit), as a C literal body.
rstr() {
  local alpha=${1:-"ab c9-x+0"} n=$((RANDOM % 6)) s="" i
  for ((i = 0; i < n; i++)); do s+=${alpha:RANDOM%${#alpha}:1}; done
  printf '%s' "$s"
}

# check NAME EXPR-TEMPLATE... : each argument after NAME is one C
# expression of type long (the call, already with its arguments); the
# native run prints them, the amend run asserts them.
check() {
  local name=$1
  shift
  local head='#include <string.h>
#include <ctype.h>
#include <stdlib.h>
#include <stdio.h>
static long sgn(long v) { return v > 0 ? 1 : v < 0 ? -1 : 0; }
'
  {
    printf '%s' "$head"
    echo 'int main(void) {'
    echo '  char d[24]; char *end; (void)end; (void)d;'
    for e in "$@"; do echo "  memset(d, 0, sizeof d); printf(\"%ld\\n\", (long)($e));"; done
    echo '  return 0;'
    echo '}'
  } >"$work/$name.native.c"
  if ! gcc -O0 -fno-builtin -w -o "$work/$name.native" "$work/$name.native.c" ||
     ! "$work/$name.native" >"$work/$name.expected"; then
    echo "FAIL $name: native run"; fail=$((fail + 1)); return
  fi
  local i=0 want
  {
    printf '%s' "$head"
    echo '#include <assert.h>'
    echo 'int main(void) {'
    echo '  char *end; (void)end;'
    while read -r want; do
      i=$((i + 1))
      echo "  { char d[24] = {0}; long got = (long)(${!i}); assert(got == ${want}L); }"
    done <"$work/$name.expected"
    echo '  return 0;'
    echo '}'
  } >"$work/$name.c"
  local out
  out=$("$amend" check "$work/$name.c" --unwind "$unwind" 2>&1)
  if [[ $? -ne 0 ]]; then
    echo "FAIL $name: the model disagrees with glibc"; echo "$out" | head -20; fail=$((fail + 1)); return
  fi
  # the same with the first expected value off by one must fail
  sed '0,/assert(got == \(-\?[0-9]*\)L)/s//assert(got == \1L + 1)/' "$work/$name.c" >"$work/$name.off.c"
  out=$("$amend" check "$work/$name.off.c" --unwind "$unwind" 2>&1)
  if [[ $? -ne 10 ]]; then
    echo "FAIL $name: a wrong expectation was not refuted"; echo "$out" | head -5; fail=$((fail + 1)); return
  fi
  pass=$((pass + 1))
}

calls() {  # calls FN K FORMAT: K calls, each FORMAT filled by fresh strings
  local fmt=$3 k out=()
  for ((k = 0; k < $2; k++)); do
    local a b c
    a=$(rstr); b=$(rstr); c=$((RANDOM % 7))
    local e=${fmt//@A/$a}; e=${e//@B/$b}; e=${e//@N/$c}
    out+=("$e")
  done
  check "$1" "${out[@]}"
}

calls strlen 6 'strlen("@A")'
calls strcpy 6 'strlen(strcpy(d, "@A")) * 100 + d[0]'
calls strncpy 6 'strncpy(d, "@A", @N) == d ? d[0] * 1000 + d[1] * 10 + d[@N] : -1'
calls strcat 6 '(strcpy(d, "@A"), strlen(strcat(d, "@B")) * 1000 + d[2])'
calls strncat 6 '(strcpy(d, "@A"), strlen(strncat(d, "@B", @N)) * 1000 + d[3])'
calls strcmp 8 'sgn(strcmp("@A", "@B"))'
calls strncmp 8 'sgn(strncmp("@A", "@B", @N))'
calls strchr 6 '(strcpy(d, "@A"), strchr(d, "xb9"[@N % 3]) ? strchr(d, "xb9"[@N % 3]) - d : -1)'
calls strrchr 6 '(strcpy(d, "@A@B"), strrchr(d, "xb9"[@N % 3]) ? strrchr(d, "xb9"[@N % 3]) - d : -1)'
calls strstr 8 '(strcpy(d, "@A@B"), strstr(d, "@B") ? strstr(d, "@B") - d : -1)'
calls memcpy 6 '(memcpy(d, "@A@Bxxxxxx", @N), d[0] + d[@N] * 7 + d[1] * 3)'
calls memmove 6 '(strcpy(d, "@A@B"), memmove(d + 1, d, @N), d[1] + d[2] * 5 + d[@N] * 11)'
calls memset 6 '(memset(d, 65 + @N, @N), d[0] + d[@N] * 3)'
calls memcmp 8 'sgn(memcmp("@A@Bzzzzzz", "@B@Azzzzzz", @N))'
calls ctype 8 '(isdigit("@A0"[0]) != 0) + (isalpha("@A0"[0]) != 0) * 2 + (isalnum("@A0"[0]) != 0) * 4 + (isspace("@A0"[0]) != 0) * 8 + (isupper("@A0"[0]) != 0) * 16 + (islower("@A0"[0]) != 0) * 32 + toupper("@A0"[0]) * 64 + tolower("@A0"[0]) * 100000'
calls ctype_all 8 '(isxdigit("@A0"[0]) != 0) + (ispunct("@A0"[0]) != 0) * 2 + (isprint("@A0"[0]) != 0) * 4 + (isgraph("@A0"[0]) != 0) * 8 + (iscntrl("@A0"[0]) != 0) * 16 + (isblank("@A0"[0]) != 0) * 32'
nums() {  # numeric strings for atoi and strtol
  local k out=() s
  for ((k = 0; k < 8; k++)); do
    s=$(rstr " -+0123456789xa"); out+=("$(printf "$1" "$s")")
  done
  check "$2" "${out[@]}"
}
nums 'atoi("%s")' atoi
nums 'atol("%s")' atol
nums '(strcpy(d, "%s"), strtol(d, &end, 10) * 100 + (end - d))' strtol10
nums '(strcpy(d, "%s"), strtol(d, &end, 0) * 100 + (end - d))' strtol0
nums '(strcpy(d, "%s"), strtol(d, &end, 16) * 100 + (end - d))' strtol16
check abs 'abs(-7)' 'abs(7)' 'abs(0)' 'labs(-123456789012L)' 'llabs(-5LL)'
unwind=22
check strtol_overflow 'strtol("99999999999999999999", 0, 10)' 'strtol("-99999999999999999999", 0, 10)'

# fcheck NAME EXPR...: like check, for the <math.h> models: each EXPR is a
# double; the native run prints it exactly (%a), the amend run asserts the
# model's value is that double (or both are NaN).  Exponents of pow stay
# where the model is exact (the power is a double).
fcheck() {
  local name=$1
  shift
  local head='#include <math.h>
#include <stdio.h>
'
  {
    printf '%s' "$head"
    echo 'int main(void) {'
    for e in "$@"; do echo "  printf(\"%a\\n\", (double)($e));"; done
    echo '  return 0;'
    echo '}'
  } >"$work/$name.native.c"
  if ! gcc -O0 -fno-builtin -w -o "$work/$name.native" "$work/$name.native.c" -lm ||
     ! "$work/$name.native" >"$work/$name.expected"; then
    echo "FAIL $name: native run"; fail=$((fail + 1)); return
  fi
  local i=0 want
  {
    printf '%s' "$head"
    echo '#include <assert.h>'
    echo 'int main(void) {'
    while read -r want; do
      i=$((i + 1))
      case $want in
      *nan*) echo "  { double got = (double)(${!i}); assert(got != got); }" ;;
      *inf*) echo "  { double got = (double)(${!i}); assert(got == ${want/inf/INFINITY}); }" ;;
      *) echo "  { double got = (double)(${!i}); assert(got == ${want}); }" ;;
      esac
    done <"$work/$name.expected"
    echo '  return 0;'
    echo '}'
  } >"$work/$name.c"
  local out
  out=$("$amend" check "$work/$name.c" 2>&1)
  if [[ $? -ne 0 ]]; then
    echo "FAIL $name: the model disagrees with glibc"; echo "$out" | head -20; fail=$((fail + 1)); return
  fi
  # the same with the first finite expected value moved off it must fail
  sed '0,/assert(got == \(-\?0x[0-9a-fp.+-]*\));/s//assert(got == \1 * 1.0000001 + 0x1p-1000);/' "$work/$name.c" >"$work/$name.off.c"
  out=$("$amend" check "$work/$name.off.c" 2>&1)
  if [[ $? -ne 10 ]]; then
    echo "FAIL $name: a wrong expectation was not refuted"; echo "$out" | head -5; fail=$((fail + 1)); return
  fi
  pass=$((pass + 1))
}

rdbl() {  # a random double with a few decimals, sign included
  printf '%s%d.%02d' "$( ((RANDOM % 3 == 0)) && echo -)" $((RANDOM % 200)) $((RANDOM % 100))
}
mcalls() {  # mcalls NAME K FORMAT: K calls, @X replaced by fresh doubles
  local k out=()
  for ((k = 0; k < $2; k++)); do out+=("${3//@X/$(rdbl)}"); done
  fcheck "$1" "${out[@]}"
}
mcalls fabs 6 'fabs(@X)'
mcalls sqrt 6 'sqrt(@X)'
mcalls floor 6 'floor(@X)'
mcalls ceil 6 'ceil(@X)'
mcalls round 6 'round(@X)'
mcalls trunc 6 'trunc(@X)'
mcalls floorf 4 'floorf((float)@X) + ceilf((float)@X) * 1000 + roundf((float)@X) * 1e6'
mcalls sqrtf 4 'sqrtf((float)@X)'
mcalls fmin 6 'fmin(@X, @X) + fmax(@X, @X) * 1000'
fcheck round_ties 'round(0.5)' 'round(-0.5)' 'round(2.5)' 'round(-3.5)' 'floor(-0.0)' 'ceil(-0.4)' 'trunc(-0.7)'
fcheck specials 'sqrt(-1.0)' 'sqrt(-0.0)' 'fabs(-0.0)' 'fmin(NAN, 3)' 'fmax(2, NAN)' 'sqrt(INFINITY)' 'floor(-INFINITY)'
fcheck pow_exact 'pow(2, 10)' 'pow(-3, 3)' 'pow(0.5, 4)' 'pow(2, -3)' 'pow(7, 0)' 'pow(NAN, 0)' 'pow(1, NAN)' 'pow(-2, -1)' 'pow(1.5, 2)' 'pow(0.0, -1)'
fcheck classify 'isnan(NAN) != 0' 'isinf(-INFINITY)' 'isinf(HUGE_VAL)' 'isfinite(1e308 * 10) != 0' 'signbit(-0.0) != 0' 'signbit(3.0) != 0' 'isnan(2.0) != 0'

echo "libmodels: $pass passed, $fail failed"
[[ $fail -eq 0 ]]
