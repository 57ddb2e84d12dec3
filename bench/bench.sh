#!/usr/bin/env bash
# bench/bench.sh - time `amend check` on every bench/programs/*.c; prints a
# Markdown table.  A program's extra flags come from a comment line
# "amend-args: ..." in its source.
#   AMEND=path/to/amend (default build/amend)  BENCH_TIMEOUT=seconds (default 300)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
amend=${AMEND:-$root/build/amend}
limit=${BENCH_TIMEOUT:-300}

if [[ ! -x $amend ]]; then
  echo "bench: $amend not found; run scripts/build first" >&2
  exit 1
fi

# json_num KEY JSON -> the number after "KEY": (or "-")
json_num() {
  local v
  v=$(grep -o "\"$1\": *-\?[0-9][0-9.eE+-]*" <<<"$2" | head -n 1 | sed 's/.*: *//') || true
  echo "${v:--}"
}

echo "| program | flags | result | exit | wall (s) | parse (s) | encode (s) | solve (s) |"
echo "|---|---|---|---:|---:|---:|---:|---:|"
for prog in "$here"/programs/*.c; do
  flags=$(sed -n 's/.*amend-args: *\(.*[^ ]\) *\*\/.*/\1/p' "$prog" | head -n 1)
  t0=$(date +%s.%N)
  set +e
  # shellcheck disable=SC2086  # flags are split on purpose
  out=$(timeout "$limit" "$amend" check --json $flags "$prog" 2>/dev/null)
  rc=$?
  set -e
  t1=$(date +%s.%N)
  wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')
  status=$(grep -o '"status": *"[a-z]*"' <<<"$out" | head -n 1 | sed 's/.*"\([a-z]*\)"$/\1/') || true
  case $rc in
    124) status=timeout ;;
    6) status="input error" ;;
    70) status="internal error" ;;
  esac
  bound=$(grep -o '"bound": *"[a-z]*"' <<<"$out" | head -n 1 | sed 's/.*"\([a-z]*\)"$/\1/') || true
  [[ -n $bound ]] && status="$status ($bound)"
  times=$(grep -o '"times": *{[^}]*}' <<<"$out") || true
  echo "| $(basename "$prog") | ${flags:--} | ${status:-?} | $rc | $wall" \
       "| $(json_num parse_s "$times") | $(json_num encode_s "$times") | $(json_num solve_s "$times") |"
done
