#!/usr/bin/env bash
# run.sh AMEND [FILTER]: repair every buggy version of the student corpus
# and check each printed patch natively, without amend.
#
# For each line "BUG MODE DESCRIPTION" of a program's `cases` file (whose
# PROGRAM/BUG contains FILTER, when given), amend
# repairs BUG in a scratch copy with the specification of STUDENTS_SPEC:
#   tests      (default) --tests given/ plus the mode's flags (--compare
#              space, or --oracle check-numbers.sh)
#   reference  --reference ref.c (whole-program equivalence, no --entry),
#              --compare space in mode space, --stdin-bytes STUDENTS_STDIN_BYTES
#              (default 4)
#   both       --tests given/ plus the mode's flags, --reference ref.c and
#              the same --stdin-bytes
#   all        the three above, one after the other
# Every printed repair's diff is applied with patch(1), compiled with gcc
# and run on given/ and heldout/, judged in the case's mode (lib.sh).
# The run FAILS only on a wrong claim or a crash: amend exiting with 70 or
# a signal (or 6 under tests alone), a diff that does not apply or compile, a repair marked
# "proved_by":"tests" that fails a given test natively, or one marked
# "proved_by":"reference" that fails a held-out test.  Held-out results of
# other repairs are recorded, never fatal (tests overfit).
#
# Prints one line per defect and specification:
#   PROGRAM/BUG SPEC MODE exit E repairs N first-heldout P/T any-all-heldout Y|N SECONDSs
# then "N defects repaired of M; K failures".  Env: STUDENTS_TIMEOUT
# (amend's --timeout per run, default 60), STUDENTS_OPTS (extra flags),
# STUDENTS_KEEP=1 (keep the scratch directory), STUDENTS_MODE=M (judge every
# case in mode M instead of its own: the benchmark's "without --compare").
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
if [ $# -lt 1 ]; then
  echo "usage: $0 AMEND [FILTER]" >&2
  exit 2
fi
amend=$1
filter=${2:-}
case "$amend" in /*) ;; *) amend=$PWD/$amend ;; esac
[ -x "$amend" ] || { echo "error: $amend is not an executable" >&2; exit 2; }
command -v patch >/dev/null || { echo "error: patch(1) is needed" >&2; exit 2; }
spec=${STUDENTS_SPEC:-tests}
case $spec in
  tests | reference | both) specs=("$spec") ;;
  all) specs=(tests reference both) ;;
  *) echo "error: STUDENTS_SPEC is tests, reference, both or all" >&2; exit 2 ;;
esac
work=$(mktemp -d)
if [ "${STUDENTS_KEEP:-0}" = 1 ]; then echo "work dir: $work"; else trap 'rm -rf "$work"' EXIT; fi
gcc -std=gnu11 -O1 -o "$work/jstr" "$here/../jstr.c" || { echo "error: cannot build jstr" >&2; exit 2; }

# Whole-program equivalence (`check --reference` without --entry) may not
# be built: then the reference specifications are skipped, loudly.
reference_ok() {
  printf 'int main(void) { return 0; }\n' >"$work/probe.c"
  "$amend" check "$work/probe.c" --reference "$work/probe.c" >/dev/null 2>&1
  [ $? != 6 ]
}
if [[ " ${specs[*]} " == *" reference "* || " ${specs[*]} " == *" both "* ]] && ! reference_ok; then
  echo "skip: amend check --reference without --entry is refused (whole-program equivalence is not built); only --tests runs"
  specs=(tests)
fi

# The reference's proofs cover stdin of at most this many bytes: comparing
# two programs' printed numbers costs the solver more with every byte
# (at 8, the default, grade/bug1 against its reference did not end in 15
# minutes; at 4 it takes seconds), and four bytes hold every given input
# of the one-number programs.
ref_bytes=${STUDENTS_STDIN_BYTES:-4}
# ref_flags MODE: how the output is compared with the reference's: as the
# mode judges the tests, but an oracle has no whole-program counterpart
# (the reference's output is compared byte for byte)
ref_flags() {
  case $1 in
    space) echo "--compare space --stdin-bytes $ref_bytes" ;;
    *) echo "--stdin-bytes $ref_bytes" ;;
  esac
}

# spec_flags SPEC MODE DIR: amend's flags for the specification
spec_flags() {
  case $1 in
    tests) echo "--tests $3/given $(mode_flags "$2")" ;;
    reference) echo "--reference $3/ref.c $(ref_flags "$2")" ;;
    both) echo "--tests $3/given $(mode_flags "$2") --reference $3/ref.c --stdin-bytes $ref_bytes" ;;
  esac
}

failures=0 defects=0 repaired=0
for d in "$here"/*/; do
  d=${d%/}
  name=$(basename "$d")
  [ -f "$d/ref.c" ] && [ -f "$d/cases" ] || continue
  while read -r bug mode _; do
    [ -z "$filter" ] || [[ $name/$bug == *$filter* ]] || continue
    mode=${STUDENTS_MODE:-$mode}
    for sp in "${specs[@]}"; do
      defects=$((defects + 1))
      id="$name/$bug"
      c="$work/$name-${bug%.c}-$sp"
      mkdir -p "$c"
      cp "$d/$bug" "$c/"
      read -r -a flags <<<"$(spec_flags "$sp" "$mode" "$d") ${STUDENTS_OPTS:-}"
      t0=$(date +%s%N)
      (cd "$c" && "$amend" repair "$bug" --json --timeout "${STUDENTS_TIMEOUT:-60}" "${flags[@]}") \
        >"$c/out.jsonl" 2>"$c/err"
      code=$?
      ms=$((($(date +%s%N) - t0) / 1000000))
      problem=""
      # a crash, an internal error, or (with tests alone, where any C gcc
      # compiles is read) an input error; the verifier may name C it lacks
      if [ $code -ge 70 ] || { [ $code = 6 ] && [ "$sp" = tests ]; }; then
        problem="amend exited $code: $(head -c 300 "$c/err")"
      fi
      n=0 first="-" anyall=N
      while IFS= read -r line; do
        case $line in *'"type":"repair"'*) ;; *) continue ;; esac
        n=$((n + 1))
        p="$c/p$n"
        mkdir -p "$p"
        cp "$d/$bug" "$p/"
        printf '%s' "$line" | "$work/jstr" diff >"$p/fix.diff"
        if ! (cd "$p" && patch -p1 -F0 --quiet <fix.diff >/dev/null 2>&1); then
          problem="repair $n: its diff does not apply"; break
        fi
        if ! gcc -std=gnu11 -O0 -w -o "$p/prog" "$p/$bug" 2>"$p/gcc.log"; then
          problem="repair $n: the patched program does not compile"; break
        fi
        by=$(printf '%s' "$line" | "$work/jstr" proved_by || echo "?")
        read -r gp gt < <(run_tests "$p/prog" "$d/given" "$mode" "$p/out")
        read -r hp ht < <(run_tests "$p/prog" "$d/heldout" "$mode" "$p/out")
        if [ "$by" = tests ] && [ "$gp" != "$gt" ]; then
          problem="repair $n is proved by tests but passes $gp of $gt given tests natively"; break
        fi
        if [ "$by" = reference ] && [ "$hp" != "$ht" ]; then
          problem="repair $n is proved by the reference but passes $hp of $ht held-out tests"; break
        fi
        [ "$n" = 1 ] && first="$hp/$ht"
        [ "$hp" = "$ht" ] && anyall=Y
      done <"$c/out.jsonl"
      [ "$n" -gt 0 ] && repaired=$((repaired + 1))
      secs=$((ms / 1000)).$(printf '%02d' $((ms % 1000 / 10)))
      if [ -n "$problem" ]; then
        echo "FAIL $id $sp $mode: $problem"
        failures=$((failures + 1))
      else
        printf '%-22s %-9s %-6s exit %-2s repairs %-2s first-heldout %-6s any-all-heldout %s %ss\n' \
          "$id" "$sp" "$mode" "$code" "$n" "$first" "$anyall" "$secs"
      fi
    done
  done <"$d/cases"
done
echo "$repaired defects repaired of $defects; $failures failures"
[ "$failures" = 0 ]
