#!/usr/bin/env bash
# validate.sh REGRESS_DIR [FILTER]
#
# Checks the expectations of the regression corpus natively, without amend:
# every case that can run natively (see case_is_native in common.sh) is
# compiled with gcc and the diff runtime, then
#  - expected VERIFIED (EXIT=0): DIFF_SEEDS (default 2000) random runs must
#    not fail (no ASSERT-FAIL, no crash);
#  - expected VIOLATED (EXIT=10): the expected location must be hit natively,
#    by the inputs pinned in test.desc (replayed) or by some random run;
#    "division by zero" must crash with SIGFPE; "array bounds" and
#    "unwinding assertion" have no native counterpart and are only listed.
# Prints one line per case and "N passed, M failed"; exits 1 on failures.
set -u
. "$(dirname "$0")/common.sh"

if [ $# -lt 1 ]; then
  echo "usage: $0 REGRESS_DIR [FILTER]" >&2
  exit 2
fi
dir=$1
filter=${2:-}
seeds=${DIFF_SEEDS:-2000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
diff_build_runtime "$tmp" || exit 2

passed=0
failed=0
skipped=0
for desc in "$dir"/*/test.desc; do
  cdir=$(cd "$(dirname "$desc")" && pwd)
  name=$(basename "$cdir")
  if [ -n "$filter" ] && ! [[ $name =~ $filter ]]; then continue; fi
  if ! case_is_native "$desc"; then
    skipped=$((skipped + 1))
    continue
  fi
  bin=$tmp/$name
  if ! native_compile "$cdir" "$bin" "$tmp/runtime.o" 2>"$tmp/cc.err"; then
    echo "FAIL $name: does not compile natively: $(head -n3 "$tmp/cc.err" | tr '\n' ' ')"
    failed=$((failed + 1))
    continue
  fi
  code=$(desc_exit "$desc")
  out=$(native_seeds "$bin" "$seeds")
  sum=$(grep '^SUMMARY' <<<"$out")
  if [ "$code" = 0 ]; then
    bad=$(grep -E '^(FAIL|CRASH)' <<<"$out" | tr '\n' ';')
    if [ -n "$bad" ]; then
      echo "FAIL $name: expected VERIFIED but native runs fail: $bad"
      failed=$((failed + 1))
    else
      echo "ok   $name: verified; $sum"
      passed=$((passed + 1))
    fi
    continue
  fi
  read -r vfile vline vkind <<<"$(desc_violation "$desc")"
  inputs=$(desc_inputs "$desc")
  replay=
  [ -n "$inputs" ] && replay=$(native_replay "$bin" "$inputs")
  case "$vkind" in
  assertion | reach_error)
    want="FAIL $vfile:$vline"
    if [ -n "$replay" ]; then
      if [ "${replay% exhausted}" = "$want" ]; then
        echo "ok   $name: replay of pinned inputs ($inputs) -> $replay"
        passed=$((passed + 1))
      else
        echo "FAIL $name: pinned inputs ($inputs) do not reproduce $vfile:$vline natively: $replay"
        failed=$((failed + 1))
      fi
    elif grep -q "^$want " <<<"$out"; then
      echo "ok   $name: random runs hit $vfile:$vline ($(grep "^$want " <<<"$out"))"
      passed=$((passed + 1))
    else
      echo "FAIL $name: expected a failure at $vfile:$vline; seeds: $(tr '\n' ';' <<<"$out")"
      failed=$((failed + 1))
    fi
    ;;
  "division by zero")
    if [[ $replay == "CRASH SIGFPE"* ]] || grep -q '^CRASH SIGFPE' <<<"$out"; then
      echo "ok   $name: SIGFPE natively (${replay:-seeds})"
      passed=$((passed + 1))
    else
      echo "FAIL $name: expected SIGFPE natively; replay: ${replay:-none}; seeds: $(tr '\n' ';' <<<"$out")"
      failed=$((failed + 1))
    fi
    ;;
  "")
    echo "skip $name: no FILE:LINE:COL: KIND location regex in test.desc"
    skipped=$((skipped + 1))
    ;;
  *)
    echo "skip $name: kind '$vkind' has no native check"
    skipped=$((skipped + 1))
    ;;
  esac
done
echo "($skipped case(s) not checked natively)"
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
