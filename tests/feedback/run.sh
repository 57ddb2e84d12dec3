#!/usr/bin/env bash
# run.sh AMEND_BINARY [FILTER] - `amend feedback` on student-style programs.
#
# Each folder here is a case: the program (prog.c), what it is judged
# against (ref.c, or tests/), `args` (the command line after `amend
# feedback`), `exit` (the exit code) and `expected.txt` (the whole text
# output, every level).  A case runs once, with --json-out, and must
#  1. exit with `exit` and print `expected.txt` exactly;  where `exit` holds
#     more codes, each right, the others' outputs are expected.CODE.txt
#     (no_repair: its search ends exhausted, 10, or, when the template
#     engine's share of the time, as long as the test engines took, runs
#     out first, at that limit, 5; only the closing sentence differs);
#  2. give in its JSON the same levels as its text, in order, and a level 3
#     that names none of the repair's own tokens (check.py levels);
# then, on count_tests (a test suite, no proof: quick), the autograder
# files are checked against the fields Gradescope and PrairieLearn
# publish, with their scores: one entry per level and per test, a correct
# program, and one that does not compile (check.py gradescope|prairielearn);
# --level 2 must print the first two levels of the whole output; and the
# checks themselves must catch a level 3 that quotes the repair and files
# with fields the formats do not have.
# Prints "N passed, M failed"; exits 1 if any failed.  FILTER: a regex on
# case names (the autograder checks run when count_tests does).
set -u
amend=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
filter=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
check=$here/check.py

passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() {
  echo "FAIL $*"
  failed=$((failed + 1))
}

for dir in "$here"/*/; do
  name=$(basename "$dir")
  [[ -f $dir/args ]] || continue
  [[ -n $filter && ! $name =~ $filter ]] && continue
  # shellcheck disable=SC2046  # the arguments are words on purpose
  (cd "$dir" && "$amend" feedback $(cat args) --json-out "$work/$name.json") >"$work/$name.txt" 2>"$work/$name.err"
  code=$?
  read -ra want <"$dir/exit"
  expected=$dir/expected.txt
  [[ $code != "${want[0]}" && -f $dir/expected.$code.txt ]] && expected=$dir/expected.$code.txt
  if [[ " ${want[*]} " != *" $code "* ]]; then
    bad "$name: exit $code, not ${want[*]}"
    sed 's/^/    | /' "$work/$name.err" | tail -5
  elif ! diff -u "$expected" "$work/$name.txt" >"$work/$name.diff"; then
    bad "$name: the text differs from $(basename "$expected")"
    sed 's/^/    | /' "$work/$name.diff" | head -30
  else
    ok
  fi
  if out=$(python3 "$check" levels "$work/$name.json" "$work/$name.txt"); then ok; else bad "$name: $out"; fi
done

# the leak check is no formality: a level 3 that quotes the repair fails it
cat >"$work/leaky.json" <<'EOF'
{"type":"feedback","status":"repaired","level3":{"text":"Line 8: write `mark >= 50` here.\n"},
 "level4":{"text":"x","changes":[{"original":"mark > 50","replacement":"mark >= 50"}]}}
EOF
printf 'Level 3: what kind of change\nLine 8: write `mark >= 50` here.\n\nLevel 4: the repair\nx\n' >"$work/leaky.txt"
if python3 "$check" levels "$work/leaky.json" "$work/leaky.txt" 2>/dev/null | grep -q "leaks the repair"; then ok
else bad "check.py does not see a level 3 that quotes the repair"; fi

# nor is the field check: a visibility Gradescope lacks, a key it does not
# know, a PrairieLearn score above 1
echo '{"score":1,"tests":[{"name":"a","visibility":"sometimes","points":1}]}' >"$work/gs-bad.json"
echo '{"gradable":true,"score":2,"tests":[{"name":"a"}]}' >"$work/pl-bad.json"
if [[ $(python3 "$check" gradescope "$work/gs-bad.json" | wc -l) == 2 ]] &&
  python3 "$check" prairielearn "$work/pl-bad.json" 2>/dev/null | grep -q 'not a number in \[0, 1\]'; then ok
else bad "check.py does not see a bad results file"; fi

if [[ -z $filter || count_tests =~ $filter ]]; then
  case=$here/count_tests
  # gradescope and prairielearn, an entry per level and per test: the
  # program passes 1 of its 4 tests and is not correct
  for format in gradescope prairielearn; do
    for entries in levels tests; do
      out=$work/$format-$entries.json
      (cd "$case" && "$amend" feedback prog.c --tests tests --format $format --entries $entries --points 2) >"$out" 2>/dev/null
      if [[ $entries == tests ]]; then score=$([[ $format == gradescope ]] && echo 2 || echo 0.25); else score=0; fi
      if r=$(python3 "$check" $format "$out" $score); then ok; else bad "$format --entries $entries: $r"; fi
    done
  done
  if python3 - "$work/gradescope-levels.json" <<'EOF'; then ok; else bad "gradescope: an entry per level 1..4 expected"; fi
import json, sys
names = [t["name"] for t in json.load(open(sys.argv[1]))["tests"]]
sys.exit(0 if [n.split(":")[0] for n in names[1:]] == ["feedback, level %d" % k for k in range(1, 5)] else 1)
EOF
  # a correct program gets the points; one that does not compile a file too
  mkdir -p "$work/right" "$work/broken"
  cp -r "$case/tests" "$work/right/" && cp -r "$case/tests" "$work/broken/"
  sed 's/x >= 0/x > 0/' "$case/prog.c" >"$work/right/prog.c"
  sed 's/count++;/count++/' "$case/prog.c" >"$work/broken/prog.c"
  (cd "$work/right" && "$amend" feedback prog.c --tests tests --format gradescope --points 3) >"$work/right.json" 2>/dev/null
  if r=$(python3 "$check" gradescope "$work/right.json" 3); then ok; else bad "gradescope, a correct program: $r"; fi
  for format in gradescope prairielearn; do
    (cd "$work/broken" && "$amend" feedback prog.c --tests tests --format $format --entries tests) >"$work/broken-$format.json" 2>/dev/null
    code=$?
    if [[ $code != 6 ]]; then bad "$format, a program that does not compile: exit $code, not 6"
    elif r=$(python3 "$check" $format "$work/broken-$format.json" $([[ $format == gradescope ]] && echo 0)); then ok
    else bad "$format, a program that does not compile: $r"; fi
  done
  if grep -q '"gradable":false' "$work/broken-prairielearn.json"; then ok; else bad "prairielearn: not gradable expected"; fi
  # each level adds to the one before: --level 2 is the start of level 4
  (cd "$case" && "$amend" feedback prog.c --tests tests --level 2) >"$work/level2.txt" 2>/dev/null
  head -n "$(wc -l <"$work/level2.txt")" "$case/expected.txt" >"$work/level2.want"
  if cmp -s "$work/level2.txt" "$work/level2.want" && ! grep -q '^Level 3' "$work/level2.txt"; then ok
  else bad "--level 2 is not the first two levels"; fi
fi

echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
