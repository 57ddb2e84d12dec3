#!/usr/bin/env bash
# tests/libmodels/stdio.sh AMEND - the stdio model (models/libc/stdio.c)
# against glibc, one format at a time, on pseudo-random inputs (fixed seed).
#
# scanf: for each format, a native program reads each random stdin and
# prints what scanf returned and assigned; the amend program reads stdin
# with the same call, then pins stdin to one of those inputs (an
# assumption on the model's buffer, __amend_stdin_buf/__amend_stdin_len:
# a white-box hook of this test) and asserts glibc's results.  One `check`
# covers every input of a format, through a nondeterministic choice.
# printf: the program prints random values with the format, choosing them
# by its one byte of stdin; the reference prints, as a literal, the text
# glibc printed for them; `check --reference` must prove the two outputs
# equal on every stdin.
# Every check must be VERIFIED, and a copy with one expected value changed
# must be VIOLATED, so a model that ignores its input cannot pass.
set -u
. "$(dirname "$0")/lib.sh"
RANDOM=20261127
ninputs=${STDIO_INPUTS:-6}  # STDIO_ONLY=NAME runs that check alone
maxlen=${STDIO_MAX_BYTES:-8}  # the longest input, and the model's bound (--stdin-bytes)

# A random input of 0..maxlen bytes drawn from ALPHABET, as space-separated
# byte values.
rinput() {
  local alpha=$1 n=$((RANDOM % (maxlen + 1))) i out=""
  for ((i = 0; i < n; i++)); do
    local ch=${alpha:RANDOM%${#alpha}:1}
    out+="$(printf '%d' "'$ch") "
  done
  [[ -n $out ]] || out="-"  # the empty input
  printf '%s' "$out"
}

# write the bytes "B1 B2 ..." (or "-") to a file
bytes_to_file() {
  local b s=""
  if [[ $1 != - ]]; then for b in $1; do s+=$(printf '\\%03o' "$b"); done; fi
  printf "$s" >"$2"
}

# scan NAME ALPHABET FORMAT DECLS ARGS VALUES: DECLS declare the
# destinations with sentinel values, ARGS are scanf's arguments, VALUES
# the C expressions (long long) compared after the call.
scan() {
  local name=$1 alpha=$2 fmt=$3 decls=$4 args=$5 values=$6 t0=$SECONDS
  [[ -z ${STDIO_ONLY:-} || $name == "$STDIO_ONLY" ]] || return 0
  local c=$work/$name
  {
    echo '#include <stdio.h>'
    echo 'int main(void) {'
    echo "  $decls"
    echo "  int r = scanf(\"$fmt\", $args);"
    echo '  printf("%d", r);'
    for v in $values; do echo "  printf(\" %lld\", (long long)($v));"; done
    echo '  printf("\n");'
    echo '  return 0;'
    echo '}'
  } >"$c.native.c"
  native "$name" "$c.native.c" || return
  local -a inputs=() results=()
  local k
  for ((k = 0; k < ninputs; k++)); do
    inputs[k]=$(rinput "$alpha")
    bytes_to_file "${inputs[k]}" "$c.in$k"
    results[k]=$("$c.native" <"$c.in$k")
  done
  {
    echo '#include <stdio.h>'
    echo '#include <assert.h>'
    echo 'extern char __amend_stdin_buf[];'
    echo 'extern int __amend_stdin_len;'
    echo 'int nondet_int(void);'
    echo 'int main(void) {'
    echo "  $decls"
    echo "  int r = scanf(\"$fmt\", $args);"
    echo '  int k = nondet_int();'
    for ((k = 0; k < ninputs; k++)); do
      local pin="__amend_stdin_len == 0" i=0 b
      if [[ ${inputs[k]} != - ]]; then
        pin="__amend_stdin_len == $(wc -w <<<"${inputs[k]}")"
        for b in ${inputs[k]}; do pin+=" && __amend_stdin_buf[$i] == $b"; i=$((i + 1)); done
      fi
      local -a got=(${results[k]})
      local want="r == ${got[0]}" j=1 v
      for v in $values; do want+=" && (long long)($v) == ${got[j]}LL"; j=$((j + 1)); done
      echo "  if (k == $k) {"
      echo "    __CPROVER_assume($pin);"
      echo "    assert($want);"
      echo '  }'
    done
    echo '  return 0;'
    echo '}'
  } >"$c.c"
  # the first input's return value off by one must be refuted
  sed '0,/assert(r == \(-\?[0-9]*\) /s//assert(r == \1 + 1 /' "$c.c" >"$c.off.c"
  verdicts "scanf $name ($fmt)" 1 "$c.c" --stdin-bytes "$maxlen" -- "$c.off.c" --stdin-bytes "$maxlen" &&
    echo "ok $name ($((SECONDS - t0)) s)"
}

# A random int: small, large or at the ends of the range.
rint() {
  case $((RANDOM % 5)) in
    0) echo $((RANDOM % 20 - 10)) ;;
    1) echo $((RANDOM * RANDOM - 536870912)) ;;
    2) echo $((-(RANDOM * 65536 + RANDOM) % 2147483648)) ;;
    3) echo $((RANDOM % 2 ? 2147483647 : -2147483647 - 1)) ;;
    *) echo $((RANDOM - 16384)) ;;
  esac
}

# The bytes of the string S as a C literal of octal escapes.
c_literal() {
  local s=$1 i out=""
  for ((i = 0; i < ${#s}; i++)); do out+=$(printf '\\%03o' "'${s:i:1}"); done
  printf '"%s"' "$out"
}

# print NAME FORMAT TYPE NARGS VALUEGEN: NARGS random values of TYPE from
# the function VALUEGEN per call, ninputs calls.
print() {
  local name=$1 fmt=$2 type=$3 nargs=$4 gen=$5 t0=$SECONDS
  [[ -z ${STDIO_ONLY:-} || $name == "$STDIO_ONLY" ]] || return 0
  local c=$work/$name k i
  local -a calls=()
  for ((k = 0; k < ninputs; k++)); do
    local a=""
    for ((i = 0; i < nargs; i++)); do a+=", ($type)$($gen)"; done
    calls[k]=$a
  done
  {
    echo '#include <stdio.h>'
    echo 'int main(void) {'
    for ((k = 0; k < ninputs; k++)); do echo "  printf(\"$fmt\"${calls[k]}); printf(\"\\n\");"; done
    echo '  return 0;'
    echo '}'
  } >"$c.native.c"
  native "$name" "$c.native.c" run || return
  local -a texts=()
  mapfile -t texts <"$c.expected"
  {
    echo '#include <stdio.h>'
    echo 'int main(void) {'
    echo "  int k = getchar() - 'a';"
    # one return per choice: each printf starts from the empty output, not
    # from the merge of the choices before it (a symbolic position)
    for ((k = 0; k < ninputs; k++)); do echo "  if (k == $k) { printf(\"$fmt\"${calls[k]}); return 0; }"; done
    echo '  return 0;'
    echo '}'
  } >"$c.c"
  # the reference prints glibc's texts; its copy .off.c has one byte more
  # in the first, which must be refuted
  local ext extra
  for ext in ref off; do
    {
      echo '#include <stdio.h>'
      echo 'int main(void) {'
      echo "  int k = getchar() - 'a';"
      for ((k = 0; k < ninputs; k++)); do
        extra=""
        [[ $ext == off && $k == 0 ]] && extra="#"
        echo "  if (k == $k) { fputs($(c_literal "${texts[k]}$extra"), stdout); return 0; }"
      done
      echo '  return 0;'
      echo '}'
    } >"$c.$ext.c"
  done
  # --io bytes: the one byte of stdin chooses the values (as text it could
  # only be a newline)
  verdicts "printf $name ($fmt)" 1 "$c.c" --reference "$c.ref.c" --stdin-bytes 1 --io bytes -- \
    "$c.c" --reference "$c.off.c" --stdin-bytes 1 --io bytes && echo "ok $name ($((SECONDS - t0)) s)"
}

rchar() { echo $((32 + RANDOM % 95)); }
rlong() { echo $(((RANDOM - 16384) * RANDOM * RANDOM * (RANDOM % 3 == 0 ? 1 : 65536)))L; }
rword() {
  local alpha="ab c-xyz9" n=$((RANDOM % 5)) i w=""
  for ((i = 0; i < n; i++)); do w+=${alpha:RANDOM%${#alpha}:1}; done
  c_literal "$w"
}

num=" -+0123456789"
scan d     "$num"          '%d'     'int a = -7;'                  '&a'      'a'
scan d2    "$num"          '%d %d'  'int a = -7, b = -7;'          '&a, &b'  'a b'
scan dd    "$num"          '%d%d'   'int a = -7, b = -7;'          '&a, &b'  'a b'
scan width "$num"          '%2d%d'  'int a = -7, b = -7;'          '&a, &b'  'a b'
scan comma "$num,"         '%d,%d'  'int a = -7, b = -7;'          '&a, &b'  'a b'
scan skip  "$num"          '%*d %d' 'int a = -7;'                  '&a'      'a'
scan i     "$num"'x0'      '%i'     'int a = -7;'                  '&a'      'a'
scan u     "$num"          '%u'     'unsigned a = 7;'              '&a'      'a'
scan x     " -0123456789abfxX" '%x' 'unsigned a = 7;'              '&a'      'a'
scan o     " -0123456789"  '%o'     'unsigned a = 7;'              '&a'      'a'
scan ld    "$num"          '%ld'    'long a = -7;'                 '&a'      'a'
scan lld   "$num"          '%lld'   'long long a = -7;'            '&a'      'a'
scan c     " a1-"          '%c%c'   "char a = 'Q', b = 'Q';"       '&a, &b'  'a b'
scan dc    " 12a"          '%d%c'   "int a = -7; char b = 'Q';"    '&a, &b'  'a b'
scan s     " ab1-"         '%2s %s' "char s[12] = \"QQQQQQQ\", t[12] = \"QQQQQQQ\";" 's, t' \
  's[0] s[1] s[2] s[3] t[0] t[1] t[2] t[3] t[4] t[5]'
# %[: a line, and sets with a range, a ] and a width
scan set_line $' ab-\n'     '%[^\n]%c' "char s[12] = \"QQQQQQQ\", c = 'Q';" 's, &c' \
  's[0] s[1] s[2] s[3] c'
scan set_range $' ab]c-\n'  '%2[a-b]%[]-]' "char s[12] = \"QQQQQQQ\", t[12] = \"QQQQQQQ\";" 's, t' \
  's[0] s[1] s[2] t[0] t[1] t[2] t[3]'
# sloppy calls, as glibc runs them (models/libc/stdio_sloppy.c; %f into
# a double and %lf into a float are in run.sh: a float read from any stdin
# may be past the model's bound)
scan c_int " a1-"          '%c%c%c' 'int a = 0x41424344; long b = -7; short c = 0x7777;' '&a, &b, &c' 'a b c'
scan s_int " ab1-"         '%s'     'int d[4] = {0x11111111, 0x22222222, 0x33333333, 0x44444444};' '&d' 'd[0] d[1] d[2] d[3]'
scan sp_d  "$num"          '%d% d%d' 'int a = -7, b = -8, c = -9;'  '&a, &b, &c' 'a b c getchar()'
# %d into a long long: the int's bytes over its low half (glibc's I flag
# and a width: MSVC's %I64d as glibc reads it)
scan d_ll  "$num"          '%d%I2d' 'long long a = -7, b = 0x1122334455667788LL;' '&a, &b' 'a b'

print int    '%d|%5d'              int 2 rint
print intpad '%-5d|%05d|%i'        int 3 rint
print uns    '%u %x|%X'            unsigned 3 rint
print unspad '%o %8x|'             unsigned 2 rint
print long   '%ld %lld'            long 2 rlong
print longpad '%-22ld|'            long 1 rlong
print chr    '%c|%3c|%-3c|%%'      int 3 rchar
print str    '%s|%6s|%-6s|'        'const char *' 3 rword
print iflag  '%I3d|%I12d|'         int 2 rint

echo "$pass passed, $fail failed"
[[ $fail -eq 0 ]]
