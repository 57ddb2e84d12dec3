#!/usr/bin/env bash
# (Re)generate every expected output of the test-suite repair corpus.
#
# For each case directory (bench/suite/*/ and tests/suite/*/ holding a correct.c)
# compile correct.c with gcc into a temporary directory and run it on every
# tests/NAME.in and heldout/NAME.in, writing NAME.out next to it.  Outputs are
# only rewritten when they change, so running it twice is a no-op.  A case
# whose correct.c fails to compile, exits non-zero or times out is an error
# (exit status 1).  Optional arguments: case directories to limit the run to.
#
#   bench/suite/make-outputs.sh                 # all cases
#   bench/suite/make-outputs.sh bench/suite/grade_boundary
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
        [ -f "$d/correct.c" ] && cases+=("${d%/}")
    done
fi

status=0 written=0 total=0
for d in "${cases[@]}"; do
    d=$(cd "$d" && pwd)
    name=$(basename "$d")
    exe="$tmp/$name.correct"
    if ! $CC -std=gnu11 -O0 -w -o "$exe" "$d/correct.c" 2>"$tmp/cc.err"; then
        echo "$name: correct.c does not compile:" >&2
        cat "$tmp/cc.err" >&2
        status=1
        continue
    fi
    for sub in tests heldout; do
        [ -d "$d/$sub" ] || continue
        for in in "$d/$sub"/*.in; do
            [ -e "$in" ] || continue
            out="${in%.in}.out"
            total=$((total + 1))
            timeout "$TIMEOUT" "$exe" <"$in" >"$tmp/out" 2>/dev/null
            rc=$?
            if [ $rc -ne 0 ]; then
                echo "$name: correct.c exits with $rc on $sub/$(basename "$in")" >&2
                status=1
                continue
            fi
            if ! [ -f "$out" ] || ! cmp -s "$tmp/out" "$out"; then
                cp "$tmp/out" "$out"
                written=$((written + 1))
            fi
        done
        # drop outputs whose input is gone
        for out in "$d/$sub"/*.out; do
            [ -e "$out" ] || continue
            [ -f "${out%.out}.in" ] || { rm -f "$out"; written=$((written + 1)); }
        done
    done
done
echo "make-outputs: ${#cases[@]} cases, $total inputs, $written outputs (re)written"
exit $status
