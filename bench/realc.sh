#!/usr/bin/env bash
# bench/realc.sh - amend check on programs written in the styles of real
# benchmarks (bench/realc/, our own programs): TCAS-like K&R with argv,
# a Codeflaws-like harness on strings, SV-COMP-like lists and gotos, VLAs,
# compiler intrinsics.  Prints a Markdown table: verdict, exit code, time.
#   AMEND=path (default build/amend), REALC_TIMEOUT=s (default 120)
set -u
cd "$(dirname "$0")/.."
amend=${AMEND:-build/amend}
to=${REALC_TIMEOUT:-120}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
echo "| program | flags | verdict | exit | time (s) |"
echo "|---|---|---|---|---|"
run() {
  local f=$1; shift
  local t0 out rc
  t0=$EPOCHREALTIME
  timeout "$to" "$amend" check "bench/realc/$f" "$@" >"$tmp" 2>&1
  rc=$?
  out="$(head -1 "$tmp"), $(grep -o "^bound: [a-z]*" "$tmp" | head -1)"
  printf '| %s | %s | %s | %s | %s |\n' "$f" "$*" "$out" "$rc" "$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }')"
}
run tcas_like.c --max-argc 8 --max-arg-len 4 --unwind 6
run codeflaws_like.c --max-argc 2 --max-arg-len 6 --unwind 16
run svcomp_list.c --unwind 6
run svcomp_goto.c --unwind 9
run vla_sum.c --unwind 8
run bswap.c
