#!/usr/bin/env bash
# ref-defined.sh - the native side of amend's rule for whole-program
# --reference: a run on which the reference reads memory nobody wrote
# (an uninitialised local or heap cell) is not compared, because the
# reference does not define its output (doc/io.md, "Where the reference
# reads uninitialised memory").
#
# Natively the rule is approximated by building the reference three
# times: with gcc, uninitialised locals zero (-ftrivial-auto-var-init=zero)
# and a pattern (=pattern), heap blocks as malloc leaves them and filled by
# glibc's MALLOC_PERTURB_; and, when clang is there, with MemorySanitizer,
# which reports a branch on an uninitialised value (it misses values only
# passed to printf: the two gcc builds print those differently).  An input
# on which the gcc builds print different outputs or exit differently, or
# on which MemorySanitizer reports, reads garbage: skip it.  A garbage read
# that neither shows (say, `int t = x;` with t never used) is still
# compared natively, where amend leaves it out: a native false alarm, not a
# missed bug.
#
# Source it and call:
#   ref_defined_build DIR REF B    compile DIR/REF into B/ref.zero,
#                                  B/ref.pattern (the flags prog_compare
#                                  uses) and B/ref.msan; status 1 when gcc
#                                  fails
#   ref_defined_run B IN OUT       run both on the stdin `printf %b IN`;
#                                  OUT gets ref.zero's output, REF_EXIT its
#                                  exit code (124: timeout), and REF_DEFINED
#                                  is 1, or 0 when the builds disagree
# Or run it: tests/ref-defined.sh REF.c INPUT...  prints "defined" or
# "undefined" per input (C escapes as printf %b reads them).

ref_defined_build() {
  local dir=$1 ref=$2 b=$3 init
  mkdir -p "$b"
  for init in zero pattern; do
    (cd "$dir" && gcc -std=gnu11 -fwrapv -O0 -w -ftrivial-auto-var-init=$init "$ref" -o "$b/ref.$init" -lm) ||
      return 1
  done
  rm -f "$b/ref.msan"
  if command -v clang >/dev/null 2>&1; then
    (cd "$dir" && clang -std=gnu11 -fwrapv -O0 -w -fsanitize=memory "$ref" -o "$b/ref.msan" -lm) 2>/dev/null ||
      rm -f "$b/ref.msan"
  fi
  return 0
}

ref_defined_run() {
  local b=$1 in=$2 out=$3 c2
  printf '%b' "$in" | timeout 2 "$b/ref.zero" >"$out" 2>/dev/null
  REF_EXIT=$?
  printf '%b' "$in" | MALLOC_PERTURB_=165 timeout 2 "$b/ref.pattern" >"$b/ref.pattern.out" 2>/dev/null
  c2=$?
  REF_DEFINED=1
  if [ "$REF_EXIT" != "$c2" ] || ! cmp -s "$out" "$b/ref.pattern.out"; then REF_DEFINED=0; fi
  if [ "$REF_DEFINED" = 1 ] && [ -x "$b/ref.msan" ]; then
    printf '%b' "$in" | MSAN_OPTIONS=exitcode=86:symbolize=0:print_summary=0 timeout 10 "$b/ref.msan" >/dev/null 2>&1
    [ $? != 86 ] || REF_DEFINED=0
  fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -u
  [ $# -ge 1 ] || { echo "usage: $0 REF.c INPUT..." >&2; exit 2; }
  ref=$1
  shift
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  ref_defined_build "$(dirname "$ref")" "$(basename "$ref")" "$work" || exit 2
  for in in "$@"; do
    ref_defined_run "$work" "$in" "$work/out"
    if [ "$REF_DEFINED" = 1 ]; then echo defined; else echo undefined; fi
  done
fi
