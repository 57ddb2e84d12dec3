# common.sh - helpers shared by tests/diff/run.sh and tests/diff/validate.sh
# (sourced, not run).

DIFF_HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
DIFF_CFLAGS=(-std=gnu11 -fwrapv -O0 -g -no-pie -finstrument-functions -w)

# diff_build_runtime OUT_DIR: compiles runtime.c once to OUT_DIR/runtime.o
diff_build_runtime() {
  gcc -std=gnu11 -O1 -g -Wall -Wextra -c "$DIFF_HERE/runtime.c" -o "$1/runtime.o"
}

# desc_field FILE N: line N (1-based) of a test.desc, CR stripped
desc_field() {
  sed -n "${2}p" "$1" | sed 's/\r$//'
}

# desc_exit FILE: the N of the ^EXIT=N$ line, or empty
desc_exit() {
  sed -n 's/^\^EXIT=\([0-9]*\)\$$/\1/p' "$1" | head -n1
}

# desc_violation FILE: "file line kind" from the expected location regex
# (e.g. ^main\.c:7:3: assertion: ...), or empty
desc_violation() {
  sed -n 's/^\^\([A-Za-z0-9_./\\-]*\):\([0-9]*\):[0-9]*: \(assertion\|reach_error\|division by zero\|array bounds\|unwinding assertion\).*/\1 \2 \3/p' "$1" |
    head -n1 | sed 's/\\//g'
}

# desc_inputs FILE: the values of the expected "input NAME (...) = V" lines,
# space separated, in order (empty when the test.desc pins no inputs)
desc_inputs() {
  sed -n 's/^\^ \*input .* = \(-\{0,1\}[0-9ni][^ ]*\)\$$/\1/p' "$1" | sed 's/\\//g' | tr '\n' ' '
}

# case_is_native FILE: true when the case can be compiled and run natively
# (CORE, expected exit 0 or 10, no --entry, no -D/-I, no diff-skip file)
case_is_native() {
  local desc=$1 dir level opts code
  dir=$(dirname "$desc")
  level=$(desc_field "$desc" 1)
  [ "${level%% *}" = CORE ] || return 1
  code=$(desc_exit "$desc")
  [ "$code" = 0 ] || [ "$code" = 10 ] || return 1
  opts=" $(desc_field "$desc" 3) "
  case "$opts" in *" --entry "* | *" -D"* | *" -I"*) return 1 ;; esac
  [ -e "$dir/diff-skip" ] && return 1
  return 0
}

# native_compile CASE_DIR OUT_BIN RUNTIME_O: one gcc for the program
native_compile() {
  local dir=$1 out=$2 rt=$3 files
  files=$(desc_field "$dir/test.desc" 2)
  # shellcheck disable=SC2086
  (cd "$dir" && gcc "${DIFF_CFLAGS[@]}" -include "$DIFF_HERE/runtime.h" $files "$rt" -o "$out" -lm)
}

# native_replay BIN VALUES: runs BIN once with AMEND_REPLAY=VALUES; prints
# "FAIL file:line", "CRASH SIGxxx", "TIMEOUT" or "PASS" (with "exhausted"
# appended when the replay list ran out)
native_replay() {
  local bin=$1 vals=$2 err code res
  err=$(AMEND_REPLAY="$vals" timeout 2 "$bin" 2>&1 >/dev/null)
  code=$?
  if [ $code = 124 ]; then
    res=TIMEOUT
  elif [ $code -gt 128 ]; then
    res="CRASH SIG$(kill -l $((code - 128)) 2>/dev/null || echo $((code - 128)))"
  elif [ $code = 77 ] && grep -q '^ASSERT-FAIL ' <<<"$err"; then
    res="FAIL $(grep -m1 '^ASSERT-FAIL ' <<<"$err" | cut -d' ' -f2)"
  else
    res=PASS
  fi
  grep -q '^REPLAY-EXHAUSTED' <<<"$err" && res="$res exhausted"
  echo "$res"
}

# native_seeds BIN N: runs BIN for seeds 1..N (fork server in runtime.c);
# prints the runtime's FAIL/CRASH/TIMEOUT/SUMMARY lines.  The server stops
# after DIFF_MAX_TIMEOUTS (default 5) runs cut by the 2 s limit ("stopped=1"
# in SUMMARY): a program whose random runs loop would otherwise spend 2 s
# on each seed.  The outer limit only catches a hung server; it is far
# above what the runs take, so a busy machine does not trip it.
native_seeds() {
  local bin=$1 n=$2
  AMEND_SEEDS="1:$n" AMEND_MAX_TIMEOUTS=${DIFF_MAX_TIMEOUTS:-5} timeout $((600 + n)) "$bin" 2>/dev/null ||
    echo "SUMMARY runs=0 pass=0 assume=0 abort=0 fail=0 crash=0 timeout=0 server-error"
}

# summary_get "SUMMARY ..." KEY
summary_get() {
  sed -n "s/.* $2=\([0-9]*\).*/\1/p" <<<"$1"
}
