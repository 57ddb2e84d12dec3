#!/usr/bin/env bash
# bench/prune.sh - compare the candidate pruning modes of `amend repair` on
# programs with injected faults.
#
# For every correct program in bench/inject/programs (except the *_ref.c
# references) build/amend-inject makes PRUNE_BENCH_COUNT variants with k
# faults for k = 1, 2, 3 (and 4 with PRUNE_BENCH_K4=1); each variant is
# repaired with
#   amend repair VARIANT <amend-args> --level 1 --max-size k --json
#                --prune MODE --timeout T
# for MODE in none fl vars cex all.  A program's extra flags come from its
# "amend-args:" comment line; amend runs in the programs folder so that a
# --reference there resolves.
#
# Prints one Markdown table per mode (per k: runs, mean candidates, mean
# seconds, timeouts, and both means as a ratio to --prune none over the same
# variants; a run that is killed or times out counts as T seconds), then a
# table of how often the injected faults were undone: "inverse" is a repair
# whose changes are exactly the inverse of the injected faults, "part of it"
# a repair made of some of those inverses only (then the full inverse, a
# superset, is not minimal and never listed), "smaller" any other repair
# with fewer than k changes.
#
# Every mode must list the same repairs as --prune none for each variant
# (compared as sorted lists of sorted changes, whenever both runs finished);
# a difference prints a MISMATCH line and the script exits 1 at the end.  A
# mode that amend rejects as not available yet (exit 6 naming --prune) is
# reported as unavailable and skipped.
#
# Env: AMEND, AMEND_INJECT (default build/amend, build/amend-inject),
#   PRUNE_BENCH_COUNT (3), PRUNE_BENCH_TIMEOUT (300 s per run),
#   PRUNE_BENCH_K4=1, PRUNE_BENCH_SEED (1), PRUNE_BENCH_MODES ("none fl vars
#   cex all"; none is always run first), PRUNE_BENCH_PROGRAMS (a regex on the
#   file names), PRUNE_BENCH_KEEP=1 (keep the work dir).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
amend=${AMEND:-$root/build/amend}
inject=${AMEND_INJECT:-$root/build/amend-inject}
count=${PRUNE_BENCH_COUNT:-3}
limit=${PRUNE_BENCH_TIMEOUT:-300}
seed=${PRUNE_BENCH_SEED:-1}
filter=${PRUNE_BENCH_PROGRAMS:-}
ks="1 2 3"
[[ ${PRUNE_BENCH_K4:-0} == 1 ]] && ks="1 2 3 4"
modes="none"
for m in ${PRUNE_BENCH_MODES:-none fl vars cex all}; do [[ $m == none ]] || modes="$modes $m"; done
progdir=$here/inject/programs
for b in "$amend" "$inject"; do
  [[ -x $b ]] || { echo "prune: $b not found; run scripts/build first" >&2; exit 2; }
done
case "$amend" in /*) ;; *) amend=$PWD/$amend ;; esac
case "$inject" in /*) ;; *) inject=$PWD/$inject ;; esac

work=$(mktemp -d)
if [[ ${PRUNE_BENCH_KEEP:-0} == 1 ]]; then
  echo "prune: work dir $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/sets" "$work/variants"
rows=$work/rows.tsv     # k mode variant status candidates seconds timedout
: >"$rows"
failed=0

# prog_flags FILE: the text after "amend-args:" in FILE
prog_flags() { sed -n 's/.*amend-args: *\(.*[^ ]\) *$/\1/p' "$1" | head -n 1; }

# inject_flags FLAGS...: the flags amend-inject understands
inject_flags() {
  local out=()
  while (($#)); do
    case "$1" in
    --unwind | --entry | --reference | -I | -D | -U) out+=("$1" "${2:-}"); shift ;;
    -I* | -D* | -U*) out+=("$1") ;;
    esac
    shift
  done
  echo "${out[@]}"
}

# repair_set: JSON lines on stdin -> one line per repair, its changes
# sorted ("line:col<TAB>original<TAB>replacement", joined by " ;; "), the
# repairs sorted.
repair_set() {
  awk '/"type":"repair"/ {
    s = $0
    s = substr(s, index(s, "\"changes\":["))
    j = index(s, "],\"diff\":")
    if (j) s = substr(s, 1, j)
    n = 0
    while (match(s, /"line":[0-9]+,"column":[0-9]+,"original":"([^"\\]|\\.)*","replacement":"([^"\\]|\\.)*"/)) {
      x = substr(s, RSTART, RLENGTH)
      s = substr(s, RSTART + RLENGTH)
      sub(/^"line":/, "", x); sub(/,"column":/, ":", x)
      sub(/,"original":"/, "\t", x); sub(/","replacement":"/, "\t", x); sub(/"$/, "", x)
      c[++n] = x
    }
    for (a = 2; a <= n; a++) {
      v = c[a]
      for (b = a - 1; b >= 1 && c[b] > v; b--) c[b + 1] = c[b]
      c[b + 1] = v
    }
    out = ""
    for (a = 1; a <= n; a++) out = out (a > 1 ? " ;; " : "") c[a]
    print out
  }' | LC_ALL=C sort
}

# summary_field KEY LINE: a member of the summary object
summary_field() {
  local v
  v=$(grep -o "\"$1\": *\"\?[a-z0-9.eE+-]*" <<<"$2" | head -n 1 | sed 's/.*: *"\{0,1\}//')
  echo "${v:--}"
}

# probe MODE: 0 when amend accepts --prune MODE (tried on a correct program,
# so it answers at once); prints amend's complaint otherwise
probe() {
  local prog=$1 mode=$2 err
  # shellcheck disable=SC2046
  err=$(cd "$progdir" && "$amend" repair "$prog" $(prog_flags "$progdir/$prog") --level 1 --max-size 1 --json \
    --prune "$mode" --timeout 60 2>&1 >/dev/null)
  local rc=$?
  if [[ $rc == 6 ]] && grep -q -- 'prune' <<<"$err"; then
    grep -m1 'error' <<<"$err"
    return 1
  fi
  return 0
}

# run_variant PROG VARIANT K MODE: one repair run, recorded in $rows and
# $work/sets/<variant>.<mode>
run_variant() {
  local prog=$1 v=$2 k=$3 mode=$4 name out rc summary status cand secs tout=0
  name=$(basename "$v" .c)
  # shellcheck disable=SC2046
  out=$(cd "$progdir" && timeout $((limit + 60)) "$amend" repair "$v" $(prog_flags "$progdir/$prog") --level 1 \
    --max-size "$k" --json --prune "$mode" --timeout "$limit" 2>"$work/$name.$mode.err")
  rc=$?
  summary=$(grep -m1 '"type":"summary"' <<<"$out")
  status=$(summary_field status "$summary")
  cand=$(summary_field candidates "$summary")
  secs=$(summary_field elapsed_s "$summary")
  case $rc in
  0 | 10 | 5) ;;
  124) status=killed ;;
  *)
    status=error
    echo "ERROR $name --prune $mode: amend exit $rc: $(grep -m2 . "$work/$name.$mode.err" | tr '\n' ' ')"
    failed=1
    ;;
  esac
  if [[ $status == timeout || $status == killed ]]; then
    tout=1
    secs=$limit
  fi
  repair_set <<<"$out" >"$work/sets/$name.$mode"
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$k" "$mode" "$name" "$status" "$cand" "$secs" "$tout" >>"$rows"
  printf 'prune: %s --prune %s: %s, %s candidates, %s s, %s repairs\n' "$name" "$mode" "$status" "$cand" "$secs" \
    "$(wc -l <"$work/sets/$name.$mode")" >&2
}

# finished STATUS: the search ran to its end, so its repair list is complete
finished() { [[ $1 == exhausted || $1 == limit || $1 == correct ]]; }

# compare NAME: every mode's repairs against --prune none
compare() {
  local name=$1 mode sn sm
  sn=$(awk -F'\t' -v n="$name" '$3 == n && $2 == "none" { print $4 }' "$rows")
  for mode in $available; do
    [[ $mode == none ]] && continue
    sm=$(awk -F'\t' -v n="$name" -v m="$mode" '$3 == n && $2 == m { print $4 }' "$rows")
    if ! finished "$sn" || ! finished "$sm"; then continue; fi
    if ! cmp -s "$work/sets/$name.none" "$work/sets/$name.$mode"; then
      echo "MISMATCH $name: --prune $mode lists other repairs than --prune none:"
      diff "$work/sets/$name.none" "$work/sets/$name.$mode" | grep '^[<>]' |
        sed 's/\t\([^\t]*\)\t/ \1 -> /g; s/^/    /'
      failed=1
    fi
  done
}

# truth VARIANT_JSON SETFILE K: inverse | part | smaller | other | none
truth() {
  awk -v k="$3" '
    FNR == NR {
      s = $0
      while (match(s, /"line":[0-9]+,"column":[0-9]+,"original":"([^"\\]|\\.)*","replacement":"([^"\\]|\\.)*"/)) {
        x = substr(s, RSTART, RLENGTH)
        s = substr(s, RSTART + RLENGTH)
        line = x; sub(/^"line":/, "", line); sub(/,.*/, "", line)
        o = x; sub(/^.*,"original":"/, "", o); sub(/","replacement":".*$/, "", o)
        r = x; sub(/^.*","replacement":"/, "", r); sub(/"$/, "", r)
        inv[line "\t" r "\t" o] = 1    # undoing it: the replacement back to the original
      }
      next
    }
    {
      n = split($0, ch, / ;; /)
      all = 1
      for (i = 1; i <= n; i++) {
        split(ch[i], f, "\t")
        line = f[1]; sub(/:.*/, "", line)     # columns move when an earlier fault on the line changed length
        if (!((line "\t" f[2] "\t" f[3]) in inv)) all = 0
      }
      r = all && n == k ? 4 : all ? 3 : n < k ? 2 : 1
      if (r > best) best = r
    }
    END { split("other smaller part inverse", name, " "); print best ? name[best] : "none" }' "$1" "$2"
}

# ---- variants -------------------------------------------------------------

cd "$progdir" || exit 2
programs=()
for p in *.c; do
  [[ $p == *_ref.c ]] && continue
  [[ -n $filter && ! $p =~ $filter ]] && continue
  programs+=("$p")
done
((${#programs[@]})) || { echo "prune: no programs" >&2; exit 2; }

available=none
declare -A unavailable
for mode in $modes; do
  [[ $mode == none ]] && continue
  if why=$(probe "${programs[0]}" "$mode"); then
    available="$available $mode"
  else
    unavailable[$mode]=${why:-rejected by amend}
  fi
done

declare -A made
for p in "${programs[@]}"; do
  base=${p%.c}
  for k in $ks; do
    vdir=$work/variants/$base
    mkdir -p "$vdir"
    # shellcheck disable=SC2046
    "$inject" "$p" $(inject_flags $(prog_flags "$p")) --faults "$k" --count "$count" --seed "$seed" \
      --out "$vdir" >"$work/inject.log" 2>&1
    rc=$?
    [[ $rc == 0 || $rc == 5 ]] || echo "prune: amend-inject $p --faults $k: exit $rc: $(grep -m1 error "$work/inject.log")" >&2
    made[$base.$k]=$(grep -c '^wrote ' "$work/inject.log")
    for v in "$vdir/${base}_k${k}_"*.c; do
      [[ -f $v ]] || continue
      for mode in $available; do run_variant "$p" "$v" "$k" "$mode"; done
      compare "$(basename "$v" .c)"
    done
  done
done

# ---- report -----------------------------------------------------------------

echo
echo "# --prune modes on injected faults"
echo
echo "seed $seed, $count variants per program and k, --level 1 --max-size k, --timeout $limit s"
echo
echo "variants written by amend-inject:"
echo
echo "| program |$(for k in $ks; do printf ' k=%s |' "$k"; done)"
echo "|---|$(for k in $ks; do printf -- '---:|'; done)"
for p in "${programs[@]}"; do
  echo "| ${p%.c} |$(for k in $ks; do printf ' %s |' "${made[${p%.c}.$k]:-0}"; done)"
done
for mode in $modes; do
  echo
  echo "## --prune $mode"
  echo
  if [[ " $available " != *" $mode "* ]]; then
    echo "unavailable: ${unavailable[$mode]}"
    continue
  fi
  echo "| k | runs | mean candidates | mean s | timeouts | candidates / none | s / none |"
  echo "|---:|---:|---:|---:|---:|---:|---:|"
  for k in $ks; do
    awk -F'\t' -v k="$k" -v m="$mode" '
      $1 != k { next }
      $2 == "none" { nc[$3] = $5; ns[$3] = $6 }
      $2 == m { mc[$3] = $5; ms[$3] = $6; runs++; to += $7 }
      END {
        if (!runs) { printf "| %s | 0 | - | - | - | - | - |\n", k; exit }
        for (v in ms) {
          s += ms[v]; s0 += ns[v]
          if (mc[v] != "-" && nc[v] != "-") { c += mc[v]; c0 += nc[v]; cn++ }
        }
        printf "| %s | %d | %s | %.2f | %d | %s | %s |\n", k, runs, cn ? sprintf("%.1f", c / cn) : "-", s / runs, to,
               c0 ? sprintf("%.2f", c / c0) : "-", s0 ? sprintf("%.2f", s / s0) : "-"
      }' "$rows"
  done
done

echo
echo "## injected faults undone (from --prune none)"
echo
echo "| k | variants | inverse | part of it | smaller | other only | no repair | unfinished |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|"
for k in $ks; do
  declare -A tally=([inverse]=0 [part]=0 [smaller]=0 [other]=0 [none]=0 [unfinished]=0)
  n=0
  while IFS=$'\t' read -r rk rmode name status _; do
    [[ $rk == "$k" && $rmode == none ]] || continue
    n=$((n + 1))
    base=${name%_k*}
    t=$(truth "$work/variants/$base/$name.json" "$work/sets/$name.none" "$k")
    # an unfinished search that found nothing proves nothing
    [[ $t == none ]] && ! finished "$status" && t=unfinished
    tally[$t]=$((tally[$t] + 1))
  done <"$rows"
  echo "| $k | $n | ${tally[inverse]} | ${tally[part]} | ${tally[smaller]} | ${tally[other]} | ${tally[none]} |" \
    "${tally[unfinished]} |"
  unset tally
done
if ((failed)); then
  echo
  echo "prune: FAILED (see the MISMATCH / ERROR lines above)"
fi
exit $failed
