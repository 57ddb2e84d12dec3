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

echo "libmodels: $pass passed, $fail failed"
[[ $fail -eq 0 ]]
