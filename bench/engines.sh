#!/usr/bin/env bash
# bench/engines.sh - what the template engine adds (issue 5).
#
# Every faulty program of bench/repair (except tcas_ref.c) and k-fault
# variants of bench/inject/programs (made by build/amend-inject, k = 1 and
# 2, ENGINES_BENCH_COUNT each, seed 5) is repaired twice at level 1 with
# --max-size 2 and --timeout ENGINES_BENCH_TIMEOUT (default 60):
#   --engine mutation   the mutation search alone
#   --engine auto       mutation search and template engine in parallel
# Prints a Markdown table per program (exit code, repairs, template
# repairs, wall seconds) and the counts: faults repaired by mutation,
# by auto, and by auto only.  Extra flags of a program come from its
# "amend-args:" comment line.
#   AMEND, AMEND_INJECT (default build/amend, build/amend-inject)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
amend=${AMEND:-$root/build/amend}
inject=${AMEND_INJECT:-$root/build/amend-inject}
limit=${ENGINES_BENCH_TIMEOUT:-60}
count=${ENGINES_BENCH_COUNT:-3}
for b in "$amend" "$inject"; do [[ -x $b ]] || { echo "engines: $b not found; build first" >&2; exit 1; }; done
case "$amend" in /*) ;; *) amend=$PWD/$amend ;; esac
case "$inject" in /*) ;; *) inject=$PWD/$inject ;; esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

prog_flags() { sed -n 's/.*amend-args: *\(.*[^ ]\) *$/\1/p' "$1" | head -n 1; }
inject_flags() {
  local out=()
  while (($#)); do
    case "$1" in
    --unwind | --entry | --reference) out+=("$1" "${2:-}"); shift ;;
    esac
    shift
  done
  echo "${out[@]}"
}

# run DIR FILE ENGINE -> "exit repairs template_repairs seconds"
run() {
  local dir=$1 file=$2 engine=$3 t0 t1 out rc
  t0=$(date +%s.%N)
  # shellcheck disable=SC2046
  out=$(cd "$dir" && timeout $((2 * limit + 60)) "$amend" repair "$file" $(prog_flags "$dir/$file") --level 1 \
    --max-size 2 --timeout "$limit" --engine "$engine" --json 2>/dev/null)
  rc=$?
  t1=$(date +%s.%N)
  echo "$rc $(grep -c '"type":"repair"' <<<"$out") $(grep -c '"engine":"templates"' <<<"$out") \
    $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')"
}

cases=()
for f in "$here"/repair/*.c; do
  [[ $(basename "$f") == tcas_ref.c ]] && continue
  cases+=("$here/repair|$(basename "$f")")
done
for p in "$here"/inject/programs/*.c; do
  [[ $p == *_ref.c ]] && continue
  base=$(basename "$p" .c)
  for k in 1 2; do
    vdir=$work/$base.k$k
    mkdir -p "$vdir"
    cp "$here"/inject/programs/*_ref.c "$vdir"/ 2>/dev/null
    # shellcheck disable=SC2046
    (cd "$here/inject/programs" && "$inject" "$base.c" $(inject_flags $(prog_flags "$p")) --faults "$k" \
      --count "$count" --seed 5 --out "$vdir" >/dev/null 2>&1)
    for v in "$vdir"/*_k"$k"_*.c; do
      [[ -f $v ]] || continue
      # the variant keeps the program's amend-args line
      cases+=("$vdir|$(basename "$v")")
    done
  done
done

echo "| program | mutation: exit, repairs, s | auto: exit, repairs (templates), s |"
echo "|---|---|---|"
nm=0 na=0 only=0 n=0 tm=0 ta=0
for c in "${cases[@]}"; do
  dir=${c%%|*} file=${c#*|}
  read -r mrc mrep _ ms <<<"$(run "$dir" "$file" mutation)"
  read -r arc arep atpl as <<<"$(run "$dir" "$file" auto)"
  n=$((n + 1))
  ((mrep > 0)) && nm=$((nm + 1))
  ((arep > 0)) && na=$((na + 1))
  ((arep > 0 && mrep == 0)) && only=$((only + 1))
  tm=$(awk -v a="$tm" -v b="$ms" 'BEGIN { print a + b }')
  ta=$(awk -v a="$ta" -v b="$as" 'BEGIN { print a + b }')
  echo "| ${file%.c} | $mrc, $mrep, $ms | $arc, $arep ($atpl), $as |"
done
echo
echo "faulty programs: $n; repaired by mutation: $nm; by auto: $na; by auto only: $only"
echo "total wall time: mutation ${tm}s, auto ${ta}s"
