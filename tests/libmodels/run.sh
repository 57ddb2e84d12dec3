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
. "$(dirname "$0")/lib.sh"
RANDOM=20261124
unwind=12  # strings here are at most 10 characters long (the models themselves run to --max-string)

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
  native "$name" "$work/$name.native.c" run || return
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
  # the same with the first expected value off by one must fail
  sed '0,/assert(got == \(-\?[0-9]*\)L)/s//assert(got == \1L + 1)/' "$work/$name.c" >"$work/$name.off.c"
  verdicts "$name" 0 "$work/$name.c" --unwind "$unwind" -- "$work/$name.off.c" --unwind "$unwind"
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
  native "$name" "$work/$name.native.c" run || return
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
  # the same with the first finite expected value moved off it must fail
  sed '0,/assert(got == \(-\?0x[0-9a-fp.+-]*\));/s//assert(got == \1 * 1.0000001 + 0x1p-1000);/' "$work/$name.c" >"$work/$name.off.c"
  verdicts "$name" 0 "$work/$name.c" -- "$work/$name.off.c"
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

# scheck NAME CONV STR...: sscanf(STR, "CONV%c", &v, &c) for each string,
# v a float (CONV without l) or a double (with l).  The native run prints
# v exactly (%a) and, as one integer, the count returned, the byte after
# the number (how much the conversion took) and the sign of a zero; the
# amend run asserts both, and that no run was cut (a string the model
# cannot convert exactly would cut it, leaving the rest unchecked).
scheck() {
  local name=$1 conv=$2 ty=float
  shift 2
  [[ $conv == *l* ]] && ty=double
  local head='#include <math.h>
#include <stdio.h>
' one
  one() {  # the block of one string; $1: what to do with the two values
    printf '  { %s v = -7; char c = 35; int r = sscanf("%s", "%s%%c", &v, &c);\n    %s }\n' "$ty" "$2" "$conv" "$1"
  }
  {
    printf '%s' "$head"
    echo 'int main(void) {'
    for s in "$@"; do
      one 'printf("%a\n%d\n", (double)v, r * 1000 + c + (v == 0 && signbit(v)) * 100000);' "$s"
    done
    echo '  return 0;'
    echo '}'
  } >"$work/$name.native.c"
  native "$name" "$work/$name.native.c" run || return
  local want tail
  {
    printf '%s' "$head"
    echo '#include <assert.h>'
    echo 'int main(void) {'
    for s in "$@"; do
      read -r want && read -r tail || break
      case $want in
      *nan*) want='v != v' ;;
      -inf) want='v == -INFINITY' ;;
      inf) want='v == INFINITY' ;;
      *) want="v == $want" ;;
      esac
      one "assert($want); assert(r * 1000 + c + (v == 0 && signbit(v)) * 100000 == $tail);" "$s"
    done <"$work/$name.expected"
    echo '  return 0;'
    echo '}'
  } >"$work/$name.c"
  # the same with the first finite value moved off it must fail
  sed '0,/assert(v == \(-\?0x[0-9a-fp.+-]*\));/s//assert(v == \1 * 1.0000001 + 0x1p-1000);/' "$work/$name.c" >"$work/$name.off.c"
  verdicts "$name" 1 "$work/$name.c" -- "$work/$name.off.c"
}

rnum() {  # a numeric string as people type them, now and then malformed
  local signs=("" "" "-" "+") tails=("" "" "" "x" " 7" "e" "." "-") s i
  s=${signs[RANDOM % 4]}
  for ((i = RANDOM % 5; i > 0; i--)); do s+=$((RANDOM % 10)); done
  if ((RANDOM % 2)); then
    s+=.
    for ((i = RANDOM % 4; i > 0; i--)); do s+=$((RANDOM % 10)); done
  fi
  if ((RANDOM % 5 < 2)); then
    s+=${signs[RANDOM % 4]/#/e}
    s=${s/e+/$( ((RANDOM % 2)) && echo E+ || echo e+)}
    case $((RANDOM % 3)) in 0) ;; 1) s+=$((RANDOM % 10)) ;; 2) s+=1$((RANDOM % 10)) ;; esac
  fi
  printf '%s' "$s${tails[RANDOM % 8]}"
}
scalls() {  # scalls NAME CONV K: K random numeric strings
  local k out=()
  for ((k = 0; k < $3; k++)); do out+=("$(rnum)"); done
  scheck "$1" "$2" "${out[@]}"
}
scalls scanf_f %f 8
scalls scanf_lg %lg 8
scalls scanf_width %3f 6
scheck scanf_special %f inf -INF nan -nan Infinity infin infx nanx na i . -. .5 +.e1 '' ' ' abc + -0
scheck scanf_lspecial %lf -0.0e5 1e400 -1e-400 1e 1e+ 5.e2 00012 0.000001 '   42.5' 0x1.8p3 -0x1p-2 0x 0xg 0X1P+1x
scheck scanf_round %f 16777217 16777219 0.1 3.14159265 1e-7 8.5e-21 1e39 -1e-47 123456789012345
scheck scanf_lround %lf 0.1 123456.789e-3 1e22 1e23 4.5e-21 999999999999999 1e310 -1e-330 0.3e-20
scheck scanf_widths %2lf '-5' '12345' '1e5' '.5' '+.' 'inf' 'nan'
# bcheck NAME DECL ARG CONV VALUE STR...: sscanf(STR, "CONV%c", ARG, &c)
# for each string after DECL, which declares v with a sentinel; VALUE, an
# integer expression of v (its bytes through amend's bit casts, natively
# memcpy), and the count and byte after are compared as in scheck.  For
# the sloppy calls glibc runs deterministically (models/libc/stdio_sloppy.c).  A
# NaN float or double has no bits of its own in amend (one NaN, whose
# bits are the positive quiet NaN's): a VALUE compares NaNs as NaNs.
bcheck() {
  local name=$1 decl=$2 arg=$3 conv=$4 value=$5 one s want tail
  shift 5
  one() {  # the block of one string; $1: what to do with the values
    printf '  { %s char c = 35; int r = sscanf("%s", "%s%%c", %s, &c);\n    %s }\n' "$decl" "$2" "$conv" "$arg" "$1"
  }
  {
    echo '#include <stdio.h>'
    echo '#include <string.h>'
    echo 'static unsigned long __amend_double_bits(double d) { unsigned long u; memcpy(&u, &d, 8); return u; }'
    echo 'static unsigned __amend_float_bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }'
    echo 'int main(void) {'
    for s in "$@"; do one "printf(\"%lld\\n%d\\n\", (long long)($value), r * 1000 + c);" "$s"; done
    echo '  return 0;'
    echo '}'
  } >"$work/$name.native.c"
  native "$name" "$work/$name.native.c" run || return
  {
    echo '#include <stdio.h>'
    echo '#include <assert.h>'
    echo 'unsigned long __amend_double_bits(double);'
    echo 'unsigned __amend_float_bits(float);'
    echo 'int main(void) {'
    for s in "$@"; do
      read -r want && read -r tail || break
      one "assert((long long)($value) == ${want}LL); assert(r * 1000 + c == $tail);" "$s"
    done <"$work/$name.expected"
    echo '  return 0;'
    echo '}'
  } >"$work/$name.c"
  sed '0,/== \(-\?[0-9]*\)LL)/s//== \1LL + 1)/' "$work/$name.c" >"$work/$name.off.c"
  verdicts "$name" 1 "$work/$name.c" -- "$work/$name.off.c"
}
bcheck scanf_f_double 'double v = 1.5;' '&v' %f '__amend_double_bits(v)' 12 -0.1 1e40 nan -NaN 1e-7 x '' 0x1p3 -inf
bcheck scanf_e_double 'double v = -7;' '&v' %e '__amend_double_bits(v)' 2.5e3 +.5 16777217 1e-50
bcheck scanf_lf_float 'float v[3] = {1.5f, 2.5f, 3.5f};' 'v' %lf \
  '__amend_float_bits(v[0]) * 1000003LL + (v[1] != v[1] ? 1 : __amend_float_bits(v[1])) * 7LL + __amend_float_bits(v[2])' \
  12 0.1 -nan inf 1e-5 x 123456.789 -0

fcheck fma_ldexp 'fma(0.1, 10, -1)' 'fmaf(0.1f, 10, -1)' 'fma(1e308, 10, -1e308)' 'ldexp(1.5, 3)' 'ldexp(1, -1074)' \
  'ldexp(1, -1075)' 'ldexp(3, -1075)' 'ldexp(3, 1023)' 'ldexpf(1, -149)' 'ldexpf(3, -150)' 'ldexpf(1.5f, 128)' 'ldexp(-0.0, 5)'

# pcheck NAME 'FORMAT, VALUE'...: printf of each pair, natively and
# through the model.  A reference program prints glibc's output as one
# string; the printing program must be equivalent to it (amend check
# --reference, no run cut), and must not be to a copy of that string with
# one digit changed.  Formats print no newline (the string is copied as
# it is).
pcheck() {
  local name=$1
  shift
  {
    echo '#include <math.h>'
    echo '#include <stdio.h>'
    echo 'int main(void) {'
    for e in "$@"; do echo "  printf($e);"; done
    echo '  return 0;'
    echo '}'
  } >"$work/$name.c"
  native "$name" "$work/$name.c" run || return
  printf '#include <stdio.h>\nint main(void) {\n  fputs("%s", stdout);\n  return 0;\n}\n' \
    "$(cat "$work/$name.expected")" >"$work/$name.ref.c"
  sed '0,/\(fputs("[^0-8]*\)\([0-8]\)/s//\1\2@/' "$work/$name.ref.c" |
    sed 's/0@/1/; s/1@/2/; s/2@/3/; s/3@/4/; s/4@/5/; s/5@/6/; s/6@/7/; s/7@/8/; s/8@/9/' >"$work/$name.off.c"
  verdicts "$name" 1 "$work/$name.c" --reference "$work/$name.ref.c" -- "$work/$name.c" --reference "$work/$name.off.c"
}

pcalls() {  # pcalls NAME K: K random doubles (floats now and then) in %f with a precision, width and flag
  local k out=() flags=("" "" "-" "0") f
  for ((k = 0; k < $2; k++)); do
    f="%${flags[RANDOM % 4]}$( ((RANDOM % 3 == 0)) && echo $((RANDOM % 12)))"
    ((RANDOM % 4)) && f+=".$((RANDOM % 16))"
    f+=$( ((RANDOM % 5 == 0)) && echo F || echo f)
    out+=("\"$f|\", $( ((RANDOM % 3 == 0)) && echo '(float)')$(rdbl)")
  done
  pcheck "$1" "${out[@]}"
}
pcalls printf_f 10
pcheck printf_special '"%.2f|", 0.125' '"%.0f|", 2.5' '"%.0f|", 1.5' '"%.3f|", 1.0005' '"%.2f|", 2.675' \
  '"%.6f|", 0.9999999' '"%.3f|", 9.9996' '"%.15f|", 0.1' '"%f|", -0.0' '"%F|", -INFINITY' '"%-6f|", INFINITY' \
  '"%08.2f|", -1.5' '"%.1f|", 4294967294.5' '"%.15f|", 1e-300' '"%lf|", (float)0.1'

echo "libmodels: $pass passed, $fail failed"
[[ $fail -eq 0 ]]
