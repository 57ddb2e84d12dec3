#!/usr/bin/env bash
# make-outputs.sh: write every NAME.out of the corpus from the reference
# solution's run on NAME.in (the instructor's program defines the expected
# output).  Run it after changing a ref.c or adding an input.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for d in "$here"/*/; do
  [ -f "$d/ref.c" ] || continue
  gcc -std=gnu11 -O0 -w -o "$work/ref" "$d/ref.c"
  for t in "$d"/given/*.in "$d"/heldout/*.in; do
    timeout 5 "$work/ref" <"$t" >"${t%.in}.out"
  done
done
