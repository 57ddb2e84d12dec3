#!/usr/bin/env bash
# run.sh AMEND_BINARY CORPUS_DIR [FILTER]
#
# End-to-end test of `amend repair --tests`.  Every folder of CORPUS_DIR
# with a prog.c and a tests/ folder is a case; `amend repair prog.c --tests
# tests --json` runs inside it, with the extra flags of its `options` file
# (a `files` file names the program's sources instead of prog.c alone).
# Its `expect` file (optional) holds lines:
#   exit N        amend's exit code (default 0)
#   kind K        some repair has "kind":"K" (condition, precondition, mutation)
#   repairs N     at least N repairs
#   contains TEXT some repair's JSON line holds TEXT (the rest of the line;
#                 the key may repeat)
# EVERY printed repair is then proven on native runs, without amend: the
# case is copied, the repair's diff applied with `patch -p1` (no fuzz), the
# patched prog.c compiled with gcc, and every test of tests/ must pass (exit
# 0, exact stdout; with `--compare space` or `--oracle CMD` among the
# options, judged as amend was told: the whitespace form of
# tests/students/lib.sh, or CMD ACTUAL EXPECTED INPUT run in the case's
# folder).  The held-out tests (heldout/) of the first repair are
# counted and printed as the overfitting measure; they never fail the test.
#
# Prints a line per case (repairs, the first repair's engine and kind, its
# held-out pass rate, amend's time) and "N passed, M failed"; exits 1 on a
# failure.  Env: SUITE_TIMEOUT (seconds per amend run, default 300),
# SUITE_OPTS (extra amend flags for every case), SUITE_KEEP=1.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
if [ $# -lt 2 ]; then
  echo "usage: $0 AMEND_BINARY CORPUS_DIR [FILTER]" >&2
  exit 2
fi
amend=$1
corpus=$(cd "$2" && pwd)
filter=${3:-}
case "$amend" in /*) ;; *) amend=$PWD/$amend ;; esac
[ -x "$amend" ] || { echo "error: $amend is not an executable" >&2; exit 2; }
command -v patch >/dev/null || { echo "error: patch(1) is needed" >&2; exit 2; }
work=$(mktemp -d)
if [ "${SUITE_KEEP:-0}" = 1 ]; then echo "work dir: $work"; else trap 'rm -rf "$work"' EXIT; fi
gcc -std=gnu11 -O1 -o "$work/jstr" "$HERE/../jstr.c" || { echo "error: cannot build jstr" >&2; exit 2; }

STUDENTS_DIR=$HERE/../students
. "$HERE/../students/lib.sh"   # space_form

# same_output ACTUAL EXPECTED INPUT: judged as the case's options say
same_output() {
  case $judge_mode in
    exact) cmp -s "$1" "$2" ;;
    space) [ "$(space_form "$1"; echo x)" = "$(space_form "$2"; echo x)" ] ;;
    oracle) (cd "$case_dir" && /bin/sh -c "$oracle \"\$@\"" oracle "$1" "$2" "$3") >/dev/null 2>&1 ;;
  esac
}

# run_suite BIN DIR: prints "passed total" for the tests of DIR
run_suite() {
  local bin=$1 dir=$2 pass=0 total=0 t
  for t in "$dir"/*.in; do
    [ -e "$t" ] || continue
    total=$((total + 1))
    if timeout 5 "$bin" <"$t" >"$work/out" 2>/dev/null && same_output "$work/out" "${t%.in}.out" "$t"; then
      pass=$((pass + 1))
    fi
  done
  echo "$pass $total"
}

passed=0 failed=0
for case_dir in "$corpus"/*/; do
  case_dir=${case_dir%/}
  name=$(basename "$case_dir")
  [ -f "$case_dir/prog.c" ] && [ -d "$case_dir/tests" ] || continue
  [ -z "$filter" ] || [[ $name == *$filter* ]] || continue
  opts=() srcs=(prog.c)
  [ -f "$case_dir/options" ] && read -r -a opts <"$case_dir/options"
  [ -f "$case_dir/files" ] && read -r -a srcs <"$case_dir/files"
  read -r -a extra <<<"${SUITE_OPTS:-}"
  judge_mode=exact oracle=""
  for i in "${!opts[@]}"; do
    case ${opts[$i]} in
      --compare) judge_mode=${opts[$((i + 1))]} ;;
      --oracle) judge_mode=oracle oracle=${opts[$((i + 1))]} ;;
    esac
  done
  opts+=("${extra[@]}")
  want_exit=0 want_kind="" want_repairs=1 want_text=()
  if [ -f "$case_dir/expect" ]; then
    while read -r k v; do
      case $k in
        exit) want_exit=$v ;;
        kind) want_kind=$v ;;
        repairs) want_repairs=$v ;;
        contains) want_text+=("$v") ;;
      esac
    done <"$case_dir/expect"
  fi
  [ "$want_exit" = 0 ] || want_repairs=0
  out=$work/$name.jsonl
  t0=$(date +%s%N)
  (cd "$case_dir" && timeout "${SUITE_TIMEOUT:-300}" "$amend" repair "${srcs[@]}" --tests tests --json "${opts[@]}") \
    >"$out" 2>"$work/$name.err"
  code=$?
  ms=$((($(date +%s%N) - t0) / 1000000))
  secs=$((ms / 1000)).$(printf '%02d' $((ms % 1000 / 10)))
  problem=""
  [ "$code" = "$want_exit" ] || problem="exit $code, expected $want_exit ($(head -c 300 "$work/$name.err"))"
  n=0 heldout="-" first="-"
  while IFS= read -r line; do
    case $line in *'"type":"repair"'*) ;; *) continue ;; esac
    n=$((n + 1))
    if [ -n "$want_kind" ] && [[ $line == *"\"kind\":\"$want_kind\""* ]]; then want_kind=""; fi
    for i in "${!want_text[@]}"; do
      [[ $line == *"${want_text[$i]}"* ]] && unset "want_text[$i]"
    done
    rm -rf "$work/p" && mkdir -p "$work/p" && cp "$case_dir"/*.[ch] "$work/p/"
    printf '%s' "$line" | "$work/jstr" diff >"$work/p/fix.diff"
    if ! (cd "$work/p" && patch -p1 -F0 --quiet <fix.diff >/dev/null 2>&1); then
      problem="repair $n: its diff does not apply"
      break
    fi
    if ! (cd "$work/p" && gcc -std=gnu11 -O0 -w -o prog "${srcs[@]}" 2>gcc.log); then
      problem="repair $n: the patched program does not compile"
      break
    fi
    read -r ok total < <(run_suite "$work/p/prog" "$case_dir/tests")
    if [ "$ok" != "$total" ]; then
      problem="repair $n: passes $ok of $total tests natively"
      break
    fi
    if [ "$n" = 1 ]; then
      first=$(printf '%s' "$line" | "$work/jstr" engine)/$(printf '%s' "$line" | "$work/jstr" kind)
    fi
    if [ "$n" = 1 ] && [ -d "$case_dir/heldout" ]; then
      read -r ok total < <(run_suite "$work/p/prog" "$case_dir/heldout")
      heldout="$ok/$total"
    fi
  done <"$out"
  [ -n "$problem" ] || [ "$n" -ge "$want_repairs" ] || problem="$n repairs, expected at least $want_repairs"
  [ -n "$problem" ] || [ -z "$want_kind" ] || problem="no repair of kind $want_kind"
  [ -n "$problem" ] || [ ${#want_text[@]} = 0 ] || problem="no repair holds: ${want_text[*]}"
  if [ -n "$problem" ]; then
    echo "FAIL $name: $problem"
    failed=$((failed + 1))
  else
    printf 'ok   %-18s %2d repairs, first %-24s held-out %-7s %ss\n' "$name:" "$n" "$first" "$heldout" "$secs"
    passed=$((passed + 1))
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
