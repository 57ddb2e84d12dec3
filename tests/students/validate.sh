#!/usr/bin/env bash
# validate.sh [FILTER]: the corpus's expectations, checked natively (gcc, no
# amend).  Every reference passes all of its tests; every buggy version
# fails at least one given test under the mode its `cases` line states.
# Prints, per buggy version, the given tests it passes under each mode:
#   PROGRAM/BUG MODE exact P/N space P/N oracle P/N held-out P/N
# Exits 1 when an expectation does not hold.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
filter=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bad=0
for d in "$here"/*/; do
  d=${d%/}
  name=$(basename "$d")
  [ -f "$d/ref.c" ] || continue
  [ -z "$filter" ] || [[ $name == *$filter* ]] || continue
  gcc -std=gnu11 -O0 -w -o "$work/ref" "$d/ref.c" || { echo "FAIL $name: ref.c does not compile"; bad=1; continue; }
  for set in given heldout; do
    read -r p n < <(run_tests "$work/ref" "$d/$set" exact "$work/out")
    [ "$p" = "$n" ] && [ "$n" -gt 0 ] || { echo "FAIL $name: ref.c passes $p/$n $set tests"; bad=1; }
  done
  while read -r bug mode _; do
    gcc -std=gnu11 -O0 -w -o "$work/bug" "$d/$bug" || { echo "FAIL $name/$bug: does not compile"; bad=1; continue; }
    line="$name/$bug $mode"
    for m in exact space oracle; do
      read -r p n < <(run_tests "$work/bug" "$d/given" "$m" "$work/out")
      line+=" $m $p/$n"
      if [ "$m" = "$mode" ] && [ "$p" = "$n" ]; then
        echo "FAIL $name/$bug: passes every given test under $mode"
        bad=1
      fi
    done
    read -r p n < <(run_tests "$work/bug" "$d/heldout" "$mode" "$work/out")
    echo "$line held-out $p/$n"
  done <"$d/cases"
done
exit $bad
