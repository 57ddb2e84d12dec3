#!/usr/bin/env bash
# bench/students.sh [AMEND]: the student corpus (tests/students/) as a
# benchmark.  Prints Markdown for bench/RESULTS.md:
#  1. natively (no amend): how many buggy originals fail EVERY given test
#     under exact comparison, and how many still do under each case's own
#     mode (--compare space, or the --oracle checker): the false failures
#     that make repair impossible;
#  2. per defect and specification (tests; reference and both when amend
#     has whole-program equivalence): exit, repairs, the first repair's
#     held-out pass rate, whether some repair passes every held-out test,
#     and time;
#  3. the cases of mode space and oracle once more judged exactly, to show
#     what the comparison mode changes for the repair itself.
# Env: STUDENTS_TIMEOUT (default 60 s per amend run).
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
amend=${1:-$here/build-rel/amend}
corpus=$here/tests/students

echo "### Originals that fail every given test (native, no amend)"
echo
"$corpus/validate.sh" >/tmp/students-validate.$$ || { cat /tmp/students-validate.$$; exit 1; }
awk '
  { total++; mode = $2; ex = $4; own = (mode == "exact") ? $4 : (mode == "space") ? $6 : $8
    split(ex, a, "/"); split(own, b, "/")
    if (a[1] == 0) allex++
    if (b[1] == 0) allown++
    if (mode != "exact") { other++; if (a[1] == 0) oex++; if (b[1] == 0) oown++ } }
  END {
    printf "| | defects | fail every given test, exact | fail every given test, own mode |\n|---|---|---|---|\n"
    printf "| all | %d | %d | %d |\n", total, allex, allown
    printf "| cases of mode space or oracle | %d | %d | %d |\n", other, oex, oown }' /tmp/students-validate.$$
rm -f /tmp/students-validate.$$
echo
echo "### Repairs"
echo
echo '```'
STUDENTS_SPEC=all "$here/tests/students/run.sh" "$amend"
echo '```'
echo
echo "### Cases of mode space or oracle, judged exactly instead"
echo
echo '```'
for d in "$corpus"/*/; do
  awk -v p="$(basename "$d")" '$2 != "exact" { print p "/" $1 }' "$d/cases"
done | while read -r id; do
  STUDENTS_MODE=exact "$here/tests/students/run.sh" "$amend" "$id" | grep -E "^$id |^FAIL" || true
done
echo '```'
