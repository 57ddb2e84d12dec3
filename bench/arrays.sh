#!/usr/bin/env bash
# bench/arrays.sh - does the cost of `amend check` follow the cells a run
# touches or the declared length?  Times three programs at array sizes 10,
# 1,000, 10,000 and 100,000 (all at --unwind 10) and prints a Markdown
# table; with BEFORE set, the same runs of a second binary (say, a build of
# an older commit) fill the "before" columns.
#   loop:   global int a[N], the first 10 cells filled and summed
#   nondet: local uninitialised int a[N], one store and a read at nondet indices
#   bound:  a[i] = i for i < N, cut at the unwinding bound (bound: bounded)
#   AMEND=path/to/amend (default build/amend)  BEFORE=path/to/old/amend
#   BENCH_TIMEOUT=seconds per run (default 300)  SIZES="10 1000 10000 100000"
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
amend=${AMEND:-$root/build/amend}
before=${BEFORE:-}
limit=${BENCH_TIMEOUT:-300}
sizes=${SIZES:-10 1000 10000 100000}

if [[ ! -x $amend ]]; then
  echo "arrays: $amend not found; run scripts/build first" >&2
  exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# program KIND N: write the program to stdout
program() {
  case $1 in
    loop) cat <<EOF
#include <assert.h>
int a[$2];
int main(void) {
  for (int i = 0; i < 10; i++) a[i] = i + 1;
  int s = 0;
  for (int i = 0; i < 10; i++) s += a[i];
  assert(s == 55);
  return 0;
}
EOF
      ;;
    nondet) cat <<EOF
#include <assert.h>
int nondet_int(void);
int main(void) {
  int a[$2];
  int i = nondet_int(), j = nondet_int();
  __CPROVER_assume(i >= 0 && i < $2 && j >= 0 && j < $2);
  a[i] = 1;
  assert(a[j] == 1);
  return 0;
}
EOF
      ;;
    bound) cat <<EOF
#include <assert.h>
int a[$2];
int main(void) {
  for (int i = 0; i < $2; i++) a[i] = i;
  assert(a[0] == 0);
  return 0;
}
EOF
      ;;
  esac
}

# run BINARY FILE -> "result cpu_seconds" (result: VERIFIED, VIOLATED, timeout, ...)
run() {
  local out rc cpu
  set +e
  out=$( { TIMEFORMAT='%U %S'; time timeout "$limit" "$1" check --unwind 10 "$2" >"$tmp/out" 2>&1; } 2>&1)
  rc=$?
  set -e
  cpu=$(awk '{ printf "%.2f", $1 + $2 }' <<<"$out")
  case $rc in
    0) echo "VERIFIED $cpu" ;;
    10) echo "VIOLATED $cpu" ;;
    124) echo "timeout >$limit" ;;
    *) echo "exit-$rc $cpu" ;;
  esac
}

if [[ -n $before ]]; then
  echo "| program | N | before: result | before: CPU (s) | after: result | after: CPU (s) |"
  echo "|---|---:|---|---:|---|---:|"
else
  echo "| program | N | result | CPU (s) |"
  echo "|---|---:|---|---:|"
fi
for kind in loop nondet bound; do
  for n in $sizes; do
    f=$tmp/$kind$n.c
    program "$kind" "$n" >"$f"
    read -r res cpu < <(run "$amend" "$f")
    if [[ -n $before ]]; then
      read -r bres bcpu < <(run "$before" "$f")
      echo "| $kind | $n | $bres | $bcpu | $res | $cpu |"
    else
      echo "| $kind | $n | $res | $cpu |"
    fi
  done
done
