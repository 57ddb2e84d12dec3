#!/usr/bin/env bash
# run.sh AMEND_BINARY SRC_DIR [FILTER]
#
# Differential test of `amend check` against native runs of the regression
# corpus (SRC_DIR/tests/regress, or SRC_DIR itself when it holds the cases).
# A case takes part when its test.desc is CORE, expects EXIT=0 or 10, has no
# --entry and no -D/-I, and its folder has no `diff-skip` file.  Each program
# is compiled once with gcc and tests/diff/runtime.c:
#   gcc -std=gnu11 -fwrapv -O0 -g -no-pie -finstrument-functions \
#       -include tests/diff/runtime.h <files> runtime.o
# then `amend check <files> <options> --json` is run and
#  (a) verified: the native binary runs with DIFF_SEEDS (default 2000) seeds;
#      no run may fail (ASSERT-FAIL or a signal).  A time-out (2 s) is a loop
#      beyond the bound: counted separately, and a failure only when amend
#      said "complete".  A native failure after a "bounded" result may lie
#      beyond the bound: reported as a warning, not a mismatch.
#  (b) violated: the counterexample's nondet inputs are replayed through
#      AMEND_REPLAY; the native run must fail at the reported line
#      (assertion / reach_error) or crash with SIGFPE (division by zero).
#      array bounds / unwinding assertion have no native check: noted, skipped.
#      The violated programs are also run with DIFF_VIOLATED_SEEDS (default
#      300) random seeds, to report how often random testing finds the bug.
# Prints counts and "N passed, M failed"; exits 1 on any mismatch.
# Env: DIFF_SEEDS, DIFF_VIOLATED_SEEDS, DIFF_JOBS (default 2),
#      DIFF_JSON=DIR (take amend's output of a case from DIR/<case>.json and
#      .exit, written by tests/regress/run.sh's REGRESS_JSON, instead of
#      running amend again; a case missing there is run as usual),
#      DIFF_AMEND_TIMEOUT (seconds per amend run, default 600: a hang, not a
#      slow machine).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/common.sh"

# ---- one case (run by xargs in a child: run.sh --one-case ...) -----------
if [ "${1:-}" = --one-case ]; then
  amend=$2 cdir=$3 work=$4
  name=$(basename "$cdir")
  res=$work/res/$name
  bin=$work/bin/$name
  seeds=${DIFF_SEEDS:-2000}
  vseeds=${DIFF_VIOLATED_SEEDS:-300}
  # result file: key=value lines; "result" is pass|fail|skip
  emit() { printf '%s\n' "$@" >>"$res"; }
  trap 'emit "secs=$SECONDS"' EXIT  # a fresh shell: SECONDS is this case's time
  if ! native_compile "$cdir" "$bin" "$work/runtime.o" 2>"$res.cc"; then
    emit "result=fail" "msg=does not compile natively: $(head -n2 "$res.cc" | tr '\n' ' ')"
    exit 0
  fi
  files=$(desc_field "$cdir/test.desc" 2)
  opts=$(desc_field "$cdir/test.desc" 3)
  opts=${opts//--json/}
  if [ -n "${DIFF_JSON:-}" ] && [ -f "$DIFF_JSON/$name.exit" ]; then
    # amend's output of this very command, kept by tests/regress/run.sh
    json=$(cat "$DIFF_JSON/$name.json" 2>/dev/null)
    code=$(cat "$DIFF_JSON/$name.exit")
    : >"$res.err"
  else
    # shellcheck disable=SC2086
    json=$(cd "$cdir" && timeout "${DIFF_AMEND_TIMEOUT:-600}" "$amend" check $files $opts --json 2>"$res.err")
    code=$?
  fi
  json=$(grep -m1 '^{' <<<"$json")
  status=$(sed -n 's/.*"status":"\([a-z]*\)".*/\1/p' <<<"$json")
  bound=$(sed -n 's/.*"bound":"\([a-z]*\)".*/\1/p' <<<"$json")
  if [ "$code" = 0 ] && [ "$status" = verified ]; then
    out=$(native_seeds "$bin" "$seeds")
    sum=$(grep '^SUMMARY' <<<"$out")
    runs=$(summary_get "$sum" runs)
    nfail=$(($(summary_get "$sum" fail) + $(summary_get "$sum" crash)))
    nto=$(summary_get "$sum" timeout)
    emit "kind=verified" "runs=$runs" "timeouts=$nto"
    bad=$(grep -E '^(FAIL|CRASH)' <<<"$out" | tr '\n' ';')
    if [ "$nfail" -gt 0 ] && [ "$bound" = complete ]; then
      emit "result=fail" "msg=amend: verified (complete), native runs fail: $bad"
    elif [ "$nfail" -gt 0 ]; then
      emit "result=pass" "warn=amend: verified (bounded), native runs fail (beyond the bound?): $bad"
    elif [ "$nto" -gt 0 ] && [ "$bound" = complete ]; then
      emit "result=fail" "msg=amend: verified (complete), but $nto native runs time out"
    else
      emit "result=pass" "confirmed=1"
      [ "$nto" -gt 0 ] && emit "warn=$nto native time-outs (bounded result)"
    fi
    [ "$runs" = "$seeds" ] || [ "$(summary_get "$sum" stopped)" = 1 ] ||
      emit "result=fail" "msg=native seed server ran $runs of $seeds runs"
    exit 0
  fi
  if [ "$code" != 10 ] || [ "$status" != violated ]; then
    emit "result=fail" "msg=amend exit $code, status '${status:-none}': $(head -n2 "$res.err" | tr '\n' ' ')"
    exit 0
  fi
  # violated: the assertion object, then the nondet inputs in order
  aobj=${json#*\"assertion\":\{}
  afile=$(grep -o '"file":"[^"]*"' <<<"$aobj" | head -n1 | sed 's/.*:"\(.*\)"/\1/')
  aline=$(grep -o '"line":[0-9]*' <<<"$aobj" | head -n1 | cut -d: -f2)
  akind=$(grep -o '"kind":"[^"]*"' <<<"$aobj" | head -n1 | sed 's/.*:"\(.*\)"/\1/')
  afile=${afile##*/}
  inputs=${json#*\"inputs\":\[}
  inputs=${inputs%%]*}
  vals=
  while IFS= read -r obj; do
    grep -q '"kind":"nondet"' <<<"$obj" || continue
    # integers, and floats: 89.5, -1e+300, "nan", "-inf"
    v=$(sed -n 's/.*"value":"\{0,1\}\(-\{0,1\}[0-9ni][0-9a-zA-Z.+-]*\).*/\1/p' <<<"$obj")
    vals="$vals $v"
  done < <(grep -o '{[^{}]*}' <<<"$inputs")
  vals=${vals# }
  emit "kind=violated"
  case "$akind" in
  assertion | reach_error)
    got=$(native_replay "$bin" "$vals")
    want="FAIL $afile:$aline"
    if [ "${got% exhausted}" = "$want" ]; then
      emit "result=pass" "confirmed=1"
      [ "$got" != "${got% exhausted}" ] && emit "warn=replay list too short (REPLAY-EXHAUSTED), failure reproduced anyway"
    else
      emit "result=fail" "msg=amend: $akind at $afile:$aline with inputs [$vals]; native replay: $got"
    fi
    ;;
  "division by zero")
    got=$(native_replay "$bin" "$vals")
    if [[ $got == "CRASH SIGFPE"* ]]; then
      emit "result=pass" "confirmed=1"
    else
      emit "result=fail" "msg=amend: division by zero at $afile:$aline with inputs [$vals]; native replay: $got (want SIGFPE)"
    fi
    ;;
  *)
    emit "result=skip" "note=kind '$akind' at $afile:$aline has no native check"
    ;;
  esac
  out=$(native_seeds "$bin" "$vseeds")
  sum=$(grep '^SUMMARY' <<<"$out")
  hits=0
  case "$akind" in
  assertion | reach_error) hits=$(sed -n "s/^FAIL $afile:$aline count=\([0-9]*\).*/\1/p" <<<"$out") ;;
  "division by zero") hits=$(sed -n 's/^CRASH SIGFPE count=\([0-9]*\).*/\1/p' <<<"$out") ;;
  esac
  emit "runs=$(summary_get "$sum" runs)" "random_hits=${hits:-0}" "random_runs=$vseeds"
  exit 0
fi

# ---- driver ---------------------------------------------------------------
if [ $# -lt 2 ]; then
  echo "usage: $0 AMEND_BINARY SRC_DIR [FILTER]" >&2
  exit 2
fi
amend=$1
src=$2
filter=${3:-}
case "$amend" in /*) ;; *) amend=$PWD/$amend ;; esac
[ -x "$amend" ] || { echo "error: $amend is not an executable" >&2; exit 2; }
if [ -d "$src/tests/regress" ]; then
  regress=$src/tests/regress
else
  regress=$src
fi
regress=$(cd "$regress" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/res" "$work/bin"
diff_build_runtime "$work" || { echo "error: cannot build runtime.c" >&2; exit 2; }

start=$SECONDS
cases=()
excluded=0
for desc in "$regress"/*/test.desc; do
  cdir=$(dirname "$desc")
  name=$(basename "$cdir")
  if [ -n "$filter" ] && ! [[ $name =~ $filter ]]; then continue; fi
  if case_is_native "$desc"; then
    cases+=("$cdir")
  else
    excluded=$((excluded + 1))
  fi
done
printf '%s\0' "${cases[@]}" |
  xargs -0 -P "${DIFF_JOBS:-2}" -I{} bash "$HERE/run.sh" --one-case "$amend" {} "$work"

programs=0 passed=0 failed=0 skipped=0 native_runs=0 verified_ok=0 cex_ok=0
timeouts=0 vprog=0 vfound=0 vruns=0 vhits=0
for cdir in "${cases[@]}"; do
  name=$(basename "$cdir")
  res=$work/res/$name
  programs=$((programs + 1))
  get() { sed -n "s/^$1=//p" "$res" | tail -n1; }
  result=$(get result)
  kind=$(get kind)
  runs=$(get runs)
  native_runs=$((native_runs + ${runs:-0}))
  to=$(get timeouts)
  timeouts=$((timeouts + ${to:-0}))
  if [ "$kind" = violated ] && [ -n "$(get random_runs)" ]; then
    vprog=$((vprog + 1))
    h=$(get random_hits)
    vhits=$((vhits + ${h:-0}))
    vruns=$((vruns + $(get random_runs)))
    [ "${h:-0}" -gt 0 ] && vfound=$((vfound + 1))
  fi
  while IFS= read -r w; do echo "warn $name: $w"; done < <(sed -n 's/^warn=//p' "$res")
  case "$result" in
  pass)
    passed=$((passed + 1))
    if [ "$(get confirmed)" = 1 ]; then
      if [ "$kind" = verified ]; then verified_ok=$((verified_ok + 1)); else cex_ok=$((cex_ok + 1)); fi
    fi
    ;;
  skip)
    skipped=$((skipped + 1))
    echo "note $name: $(get note)"
    ;;
  *)
    failed=$((failed + 1))
    echo "FAIL $name: $(get msg)"
    ;;
  esac
done

echo "programs: $programs (excluded from diff: $excluded)"
echo "native runs: $native_runs"
echo "verified and no native failure: $verified_ok"
echo "counterexamples replayed and confirmed: $cex_ok"
echo "violations without native check (skipped): $skipped"
echo "native time-outs (loop beyond bound): $timeouts"
echo "random seeds on violated programs: found the bug in $vfound of $vprog programs ($vhits of $vruns runs)"
echo "time: $((SECONDS - start))s; slowest cases:"
for cdir in "${cases[@]}"; do
  name=$(basename "$cdir")
  echo "$(sed -n 's/^secs=//p' "$work/res/$name" | tail -n1) $name"
done | sort -rn | head -n 5 | sed 's/^/  /; s/ \([^ ]*\)$/ s  \1/'
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
