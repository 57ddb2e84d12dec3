#!/usr/bin/env bash
# Verify the invariants of the test-suite repair corpus (bench/suite/*/ and the
# paper's examples in tests/suite/*/) and print a table.
#
# Per case directory:
#   - KIND exists; its first word is condition, precondition or operator, followed
#     by a description
#   - prog.c and correct.c exist, compile with gcc -std=gnu11 -O0 -w, use no
#     floating point, and prog.c has 15-80 lines
#   - `diff prog.c correct.c` is one small hunk: one changed line for condition
#     and operator faults; for a precondition at most 1 line removed and 2 added,
#     the added lines holding the `if (` guard
#   - tests/ has NAME.in + NAME.out pairs (4-12 in bench/suite, >= 2 in
#     tests/suite, whose tests are the paper's tables), heldout/ has 10-30 pairs
#   - correct.c passes every test in tests/ and heldout/ (exact stdout, exit 0,
#     within the time limit), also when built with -fsanitize=address,undefined,
#     with no sanitizer report
#   - prog.c fails at least one test in tests/ and passes at least 2 of them
#     (1 in tests/suite)
# Prints: case, kind, tests, failing on prog.c (tests/), heldout count, heldout
# failing on prog.c, result.  Exits 1 on any violation.  Works from any cwd.
# Optional arguments: case directories to check instead of all.
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
CC=${CC:-gcc}
TIMEOUT=${TIMEOUT:-5}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ $# -gt 0 ]; then
    cases=("$@")
else
    cases=()
    for d in "$repo"/bench/suite/*/ "$repo"/tests/suite/*/; do
        [ -d "$d" ] && cases+=("${d%/}")
    done
fi

export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:exitcode=99
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=98

errors=0
problems=()
fail() {
    problems+=("$1: $2")
    case_ok=0
}

# run EXE IN -> sets rc, leaves stdout in $tmp/out and stderr in $tmp/err
run() {
    # the braces keep bash's "Floating point exception" notes off the terminal
    { timeout "$TIMEOUT" "$1" <"$2" >"$tmp/out" 2>"$tmp/err"; rc=$?; } 2>/dev/null
}

# count_pairs DIR -> sets pairs to the number of NAME.in files, checks the pairing
count_pairs() {
    local dir=$1 n=0 f
    [ -d "$dir" ] || { fail "$name" "no $(basename "$dir")/ directory"; pairs=0; return; }
    for f in "$dir"/*.in; do
        [ -e "$f" ] || continue
        n=$((n + 1))
        [ -f "${f%.in}.out" ] || fail "$name" "$(basename "$dir")/$(basename "$f") has no .out"
    done
    for f in "$dir"/*.out; do
        [ -e "$f" ] || continue
        [ -f "${f%.out}.in" ] || fail "$name" "$(basename "$dir")/$(basename "$f") has no .in"
    done
    pairs=$n
}

fmt="%-20s %-13s %5s %8s %7s %9s  %s\n"
rows=()
for d in "${cases[@]}"; do
    d=$(cd "$d" && pwd)
    name=$(basename "$d")
    case_ok=1
    if [[ "$d" == "$repo/tests/suite/"* ]]; then
        min_tests=2 max_tests=1000 min_pass=1
    else
        min_tests=4 max_tests=12 min_pass=2
    fi

    # KIND
    kind="?"
    if [ -f "$d/KIND" ]; then
        read -r kind desc <"$d/KIND" || true
        case "$kind" in
            condition|precondition|operator) ;;
            *) fail "$name" "KIND starts with '$kind', not condition/precondition/operator" ;;
        esac
        [ -n "${desc:-}" ] || fail "$name" "KIND has no description"
        [ "$(wc -l <"$d/KIND")" -eq 1 ] || fail "$name" "KIND is not one line"
    else
        fail "$name" "no KIND file"
    fi

    # sources
    for f in prog.c correct.c; do
        [ -f "$d/$f" ] || { fail "$name" "no $f"; continue; }
        grep -Eq '\b(float|double)\b' "$d/$f" && fail "$name" "$f uses floating point"
    done
    if [ ! -f "$d/prog.c" ] || [ ! -f "$d/correct.c" ]; then
        rows+=("$(printf "$fmt" "$name" "$kind" - - - - FAIL)")
        errors=$((errors + 1))
        continue
    fi
    nlines=$(wc -l <"$d/prog.c")
    { [ "$nlines" -ge 15 ] && [ "$nlines" -le 80 ]; } || fail "$name" "prog.c has $nlines lines (want 15-80)"

    # the diff
    diff "$d/prog.c" "$d/correct.c" >"$tmp/diff"
    hunks=$(grep -c '^[0-9]' "$tmp/diff")
    del=$(grep -c '^< ' "$tmp/diff")
    add=$(grep -c '^> ' "$tmp/diff")
    if [ "$hunks" -ne 1 ]; then
        fail "$name" "diff prog.c correct.c has $hunks hunks (want 1)"
    elif [ "$kind" = precondition ]; then
        { [ "$del" -le 1 ] && [ "$add" -ge 1 ] && [ "$add" -le 2 ] && grep -q '^> .*if (' "$tmp/diff"; } ||
            fail "$name" "precondition diff is not one added 'if (' guard (-$del +$add lines)"
    else
        { [ "$del" -eq 1 ] && [ "$add" -eq 1 ]; } || fail "$name" "diff changes -$del +$add lines (want one line)"
    fi

    # compile
    ok_build=1
    for v in prog correct; do
        if ! $CC -std=gnu11 -O0 -w -o "$tmp/$v" "$d/$v.c" 2>"$tmp/cc.err"; then
            fail "$name" "$v.c does not compile: $(head -c 300 "$tmp/cc.err")"
            ok_build=0
        fi
    done
    if ! $CC -std=gnu11 -O0 -w -g -fsanitize=address,undefined -fno-sanitize-recover=all \
            -o "$tmp/correct.san" "$d/correct.c" 2>"$tmp/cc.err"; then
        fail "$name" "correct.c does not compile with sanitizers: $(head -c 300 "$tmp/cc.err")"
        ok_build=0
    fi

    count_pairs "$d/tests"; ntests=$pairs
    count_pairs "$d/heldout"; nheld=$pairs
    { [ "$ntests" -ge "$min_tests" ] && [ "$ntests" -le "$max_tests" ]; } ||
        fail "$name" "$ntests tests (want $min_tests-$max_tests)"
    { [ "$nheld" -ge 10 ] && [ "$nheld" -le 30 ]; } || fail "$name" "$nheld heldout tests (want 10-30)"

    pfail=- hfail=-
    if [ "$ok_build" -eq 1 ]; then
        pfail=0 hfail=0 ppass=0
        for sub in tests heldout; do
            for in in "$d/$sub"/*.in; do
                [ -e "$in" ] || continue
                exp="${in%.in}.out"
                [ -f "$exp" ] || continue
                t="$sub/$(basename "$in" .in)"
                # correct.c, plain build
                run "$tmp/correct" "$in"
                if [ "$rc" -ne 0 ]; then
                    fail "$name" "correct.c exits with $rc on $t"
                elif ! cmp -s "$tmp/out" "$exp"; then
                    fail "$name" "correct.c output differs on $t (run make-outputs.sh?)"
                fi
                # correct.c, sanitizer build
                run "$tmp/correct.san" "$in"
                if [ "$rc" -ne 0 ] || grep -Eq 'runtime error|Sanitizer' "$tmp/err"; then
                    fail "$name" "sanitizer report (exit $rc) on $t: $(grep -m1 -E 'runtime error|ERROR' "$tmp/err")"
                elif ! cmp -s "$tmp/out" "$exp"; then
                    fail "$name" "sanitizer build of correct.c differs on $t"
                fi
                # prog.c
                run "$tmp/prog" "$in"
                if [ "$rc" -ne 0 ] || ! cmp -s "$tmp/out" "$exp"; then
                    if [ "$sub" = tests ]; then pfail=$((pfail + 1)); else hfail=$((hfail + 1)); fi
                elif [ "$sub" = tests ]; then
                    ppass=$((ppass + 1))
                fi
            done
        done
        [ "$pfail" -ge 1 ] || fail "$name" "prog.c passes every test in tests/"
        [ "$ppass" -ge "$min_pass" ] || fail "$name" "prog.c passes only $ppass tests in tests/ (want >= $min_pass)"
    fi

    if [ "$case_ok" -eq 1 ]; then result=ok; else result=FAIL; errors=$((errors + 1)); fi
    rows+=("$(printf "$fmt" "$name" "$kind" "$ntests" "$pfail" "$nheld" "$hfail" "$result")")
done

printf "$fmt" case kind tests prog-fail heldout held-fail result
printf "$fmt" -------------------- ------------- ----- -------- ------- --------- ------
for r in "${rows[@]}"; do echo "$r"; done
echo
echo "${#cases[@]} cases, $errors with violations"
if [ ${#problems[@]} -gt 0 ]; then
    echo
    printf '%s\n' "${problems[@]}"
    exit 1
fi
exit 0
