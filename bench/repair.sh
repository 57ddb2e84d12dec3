#!/usr/bin/env bash
# bench/repair.sh - time `amend repair --json` on every bench/repair/*.c
# (except tcas_ref.c, the reference of the tcas_v*.c faulty versions) at
# level 1 and level 2 with --max-size 2; prints a Markdown table.  A
# program's extra flags come from a comment line "amend-args: ..." in it.
#   AMEND=path/to/amend (default build/amend)
#   REPAIR_BENCH_TIMEOUT=seconds per run, passed as --timeout (default 180)
#   REPAIR_BENCH_LEVELS="1 2" (default)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
amend=${AMEND:-$root/build/amend}
limit=${REPAIR_BENCH_TIMEOUT:-180}
levels=${REPAIR_BENCH_LEVELS:-1 2}
[[ -x $amend ]] || { echo "bench: $amend not found; run scripts/build first" >&2; exit 1; }

# num KEY LINE -> the number after "KEY": in LINE, or "-"
num() {
  local v
  v=$(grep -o "\"$1\": *-\?[0-9][0-9.eE+-]*" <<<"$2" | head -n 1 | sed 's/.*: *//')
  echo "${v:--}"
}
fmt() { [[ $1 == - ]] && echo - || awk -v x="$1" 'BEGIN { printf "%.2f", x }'; }

echo "| program | level | first repair (s) | exhaust (s) | candidates | repairs | status | exit |"
echo "|---|---:|---:|---:|---:|---:|---|---:|"
cd "$here/repair" || exit 1
for prog in *.c; do
  [[ $prog == tcas_ref.c ]] && continue
  flags=$(sed -n 's/.*amend-args: *\(.*[^ ]\) *$/\1/p' "$prog" | head -n 1)
  for level in $levels; do
    # shellcheck disable=SC2086  # flags are split on purpose
    out=$(timeout $((limit + 60)) "$amend" repair "$prog" $flags --level "$level" --max-size 2 \
      --timeout "$limit" --json 2>/dev/null)
    rc=$?
    first=$(grep -m1 '"type":"repair"' <<<"$out")
    summary=$(grep -m1 '"type":"summary"' <<<"$out")
    status=$(grep -o '"status":"[a-z]*"' <<<"$summary" | sed 's/.*:"\(.*\)"/\1/')
    [[ $rc == 124 ]] && status="killed"
    nrep=$(grep -c '"type":"repair"' <<<"$out")
    echo "| ${prog%.c} | $level | $(fmt "$(num elapsed_s "$first")") | $(fmt "$(num elapsed_s "$summary")") |" \
      "$(num candidates "$summary") | $nrep | ${status:-none} | $rc |"
  done
done
