#!/usr/bin/env bash
# prune_modes.sh [AMEND_BINARY [SRC_DIR]]
#
# Pruning must not change what `amend repair` returns.  amend-inject seeds
# two faults (fixed seed) into two of the bench/inject programs, two
# variants each; every variant is repaired with --level 1 --max-size 2 and
# each of --prune none fl vars cex all, and every mode must list exactly
# the repairs of --prune none (sorted lists of sorted changes).  --prune
# none must also list the inverse of the injected faults: restoring the
# original is a repair of size 2, and no part of it is one (amend-inject
# keeps a variant only when each fault alone breaks the program), so it is
# minimal and the search must find it.
#
# A mode amend rejects as not available yet (exit 6 naming --prune) is
# skipped with a note.  The binaries: AMEND_BINARY, else $AMEND, else
# SRC_DIR/build/amend; $AMEND_INJECT, else amend-inject next to amend.
# Prints one line per variant and mode, then "N passed, M failed".
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
src=${2:-$(dirname "$HERE")}
amend=${1:-${AMEND:-$src/build/amend}}
case "$amend" in /*) ;; *) amend=$PWD/$amend ;; esac
inject=${AMEND_INJECT:-$(dirname "$amend")/amend-inject}
case "$inject" in /*) ;; *) inject=$PWD/$inject ;; esac
for b in "$amend" "$inject"; do
  [ -x "$b" ] || { echo "error: $b is not an executable" >&2; exit 2; }
done
progdir=$src/bench/inject/programs
[ -d "$progdir" ] || { echo "error: $progdir is not a directory" >&2; exit 2; }
programs="rgb565.c thermostat.c"
modes="none fl vars cex all"
seed=5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# changes [nocol]: the changes on one JSON line (a repair or a ground
# truth), one per line as "line:column<TAB>original<TAB>replacement",
# sorted.  With nocol the column is left out: a variant's columns move when
# an earlier fault on the same line changed length, so the ground truth's
# columns (in the original) need not match the repair's.
changes() {
  awk -v nocol="${1:-}" '{
    s = $0
    j = index(s, "],\"diff\":")
    if (j) s = substr(s, 1, j)
    while (match(s, /"line":[0-9]+,"column":[0-9]+,"original":"([^"\\]|\\.)*","replacement":"([^"\\]|\\.)*"/)) {
      x = substr(s, RSTART, RLENGTH)
      s = substr(s, RSTART + RLENGTH)
      sub(/^"line":/, "", x)
      sub(/,"column":/, ":", x)
      if (nocol) sub(/:[0-9]+/, "", x)
      sub(/,"original":"/, "\t", x)
      sub(/","replacement":"/, "\t", x); sub(/"$/, "", x)
      print x
    }
  }' | LC_ALL=C sort
}

# join: lines on stdin -> one line, joined by " ;; "
join() { awk '{ out = out (NR > 1 ? " ;; " : "") $0 } END { print out }'; }

# repair_set [nocol]: JSON lines on stdin -> one line per repair (its
# changes joined by " ;; "), sorted
repair_set() {
  local line
  while IFS= read -r line; do
    case "$line" in *'"type":"repair"'*) changes "${1:-}" <<<"$line" | join ;; esac
  done | LC_ALL=C sort
}

# inverse JSON_FILE: the repair that undoes the injected faults, in
# repair_set's form
inverse() {
  changes nocol <"$1" | awk -F'\t' '{ print $1 "\t" $3 "\t" $2 }' | LC_ALL=C sort | join
}

passed=0 failed=0 start=$SECONDS
fail() {
  echo "FAIL $*"
  failed=$((failed + 1))
}
for prog in $programs; do
  base=${prog%.c}
  flags=$(sed -n 's/.*amend-args: *\(.*[^ ]\) *$/\1/p' "$progdir/$prog" | head -n 1)
  # shellcheck disable=SC2086
  if ! (cd "$progdir" && "$inject" "$prog" $flags --faults 2 --count 2 --seed $seed --out "$work/$base") \
    >"$work/$base.inject" 2>&1; then
    fail "$prog: amend-inject: $(grep -m1 error "$work/$base.inject")"
    continue
  fi
  for v in "$work/$base/${base}_k2_"*.c; do
    name=$(basename "$v" .c)
    for mode in $modes; do
      # shellcheck disable=SC2086
      (cd "$progdir" && "$amend" repair "$v" $flags --engine mutation --level 1 --max-size 2 --json --prune $mode) \
        >"$work/$name.$mode.json" 2>"$work/$name.$mode.err"
      code=$?
      if [ $code = 6 ] && grep -q -- '--prune' "$work/$name.$mode.err"; then
        echo "skip $name --prune $mode: $(grep -m1 error "$work/$name.$mode.err")"
        continue
      fi
      if [ $code != 0 ]; then
        fail "$name --prune $mode: amend exit $code: $(grep -v '^amend: searching' "$work/$name.$mode.err" | head -n2 | tr '\n' ' ')"
        continue
      fi
      repair_set <"$work/$name.$mode.json" >"$work/$name.$mode.set"
      n=$(wc -l <"$work/$name.$mode.set")
      if [ "$mode" = none ]; then
        if [ "$n" = 0 ]; then
          fail "$name --prune none: no repair"
        elif ! repair_set nocol <"$work/$name.none.json" | grep -qxF "$(inverse "${v%.c}.json")"; then
          fail "$name --prune none: the inverse of the injected faults is not among the $n repairs"
        else
          passed=$((passed + 1))
          echo "ok   $name --prune none: $n repairs, the injected faults undone"
        fi
      elif [ ! -f "$work/$name.none.set" ]; then
        fail "$name --prune $mode: no --prune none run to compare with"
      elif ! cmp -s "$work/$name.none.set" "$work/$name.$mode.set"; then
        fail "$name --prune $mode: other repairs than --prune none:"
        diff "$work/$name.none.set" "$work/$name.$mode.set" | grep '^[<>]' | sed 's/\t\([^\t]*\)\t/ \1 -> /g; s/^/     /'
      else
        passed=$((passed + 1))
        echo "ok   $name --prune $mode: the same $n repairs"
      fi
    done
  done
  [ -n "$(ls "$work/$base"/*.c 2>/dev/null)" ] || fail "$prog: amend-inject wrote no variant"
done
echo "time: $((SECONDS - start))s"
echo "$passed passed, $failed failed"
[ $failed = 0 ] && [ $passed -gt 0 ]
