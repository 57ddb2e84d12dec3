#!/usr/bin/env bash
# bench/timeout.sh - does `--timeout S` hold?  Every command runs on programs
# that cannot finish in S seconds, and its wall time is compared with the
# promise of doc/check.md ("Limits"): the summary and exit 5 within S + 2 s.
#
#   encode   tests/regress/timeout_encode_array: a 100,000-element array
#            filled and summed by loops, --unwind 100001 (stops the encoder)
#   solve    tests/regress/timeout_solve_multiplier: a shift-and-add
#            multiplier against x * y, --unwind 65 (stops a solver call)
#   tests    tests/suite/timeout_slow_tests: every test run sleeps 20 s
#            (stops gcc or the test runs of repair --tests)
#
# Prints a Markdown table: command, program, S, exit code, the JSON status,
# wall seconds, S + 2, whether the run kept to it, and how it stopped:
# "clean" (the command's own summary) or "watchdog" (the backstop's minimal
# summary, S + 1 s after the start, when the clean path was too slow).  A run is killed (and
# reported as such) after S + 60 s.  Env: AMEND (default build/amend),
# TIMEOUT_BENCH_S (the values of S, default "1 3").
set -u
cd "$(dirname "$0")/.."
amend=${AMEND:-build/amend}
[ -x "$amend" ] || { echo "error: $amend is not an executable (scripts/build)" >&2; exit 2; }
amend=$(cd "$(dirname "$amend")" && pwd)/$(basename "$amend")
enc=tests/regress/timeout_encode_array/main.c
fac=tests/regress/timeout_solve_multiplier/main.c
suite=tests/suite/timeout_slow_tests

# name | arguments after `amend`
runs=(
  "check encode|check $enc --unwind 100001"
  "check solve|check $fac --unwind 65"
  "localize encode|localize $enc --unwind 100001"
  "localize solve|localize $fac --unwind 65"
  "diagnose encode|diagnose $enc --unwind 100001"
  "diagnose solve|diagnose $fac --unwind 65"
  "repair encode|repair $enc --unwind 100001"
  "repair solve|repair $fac --unwind 65"
  "repair --engine templates solve|repair $fac --unwind 65 --engine templates"
  "repair --engine mutation solve|repair $fac --unwind 65 --engine mutation"
  "repair --tests tests|repair $suite/prog.c --tests $suite/tests --test-timeout 60"
)

err=$(mktemp)
trap 'rm -f "$err"' EXIT
late=0
watchdog=0
echo "| command | program | S | exit | status | wall s | S + 2 | kept | stopped by |"
echo "|---|---|---:|---:|---|---:|---:|---|---|"
for s in ${TIMEOUT_BENCH_S:-1 3}; do
  for r in "${runs[@]}"; do
    name=${r%%|*}
    args=${r#*|}
    t0=$(date +%s.%N)
    # shellcheck disable=SC2086
    # --memory 0: the encoder fills 1 GB within seconds here, and this
    # measures the time limit alone
    out=$(timeout $((s + 60)) "$amend" $args --timeout "$s" --memory 0 --json 2>"$err")
    code=$?
    t1=$(date +%s.%N)
    status=$(printf '%s\n' "$out" | tail -n1 | grep -o '"status":"[a-z]*"' | head -n1 | cut -d'"' -f4)
    wall=$(echo "$t1 - $t0" | bc)
    kept=$(echo "$wall <= $s + 2" | bc)
    [ "$code" = 124 ] && status=killed
    # exit 5, or 0 for a repair run that printed repairs before the limit
    if [ "$kept" = 1 ] && [ "$status" = timeout ] && { [ "$code" = 5 ] || [ "$code" = 0 ]; }; then
      kept=yes
    else
      kept=NO
      late=$((late + 1))
    fi
    how=clean
    if grep -q -- '--timeout reached; stopped' "$err"; then how=watchdog; watchdog=$((watchdog + 1)); fi
    printf '| %s | %s | %s | %s | %s | %.2f | %s | %s | %s |\n' "${name% *}" "${name##* }" "$s" "$code" \
      "${status:--}" "$wall" "$((s + 2))" "$kept" "$how"
  done
done
echo
echo "runs over S + 2 s or without status timeout: $late; stopped by the watchdog: $watchdog"
[ "$late" = 0 ]
