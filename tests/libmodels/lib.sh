# tests/libmodels/lib.sh - sourced by run.sh and stdio.sh, whose $1 is
# the amend binary: sets $amend, a scratch $work (removed on exit) and the
# counts $pass and $fail that the checks below add to.
amend=$(realpath "$1")
work=$(mktemp -d); [[ -n ${LIBMODELS_KEEP:-} ]] && echo "work: $work" >&2
[[ -n ${LIBMODELS_KEEP:-} ]] || trap 'rm -rf "$work"' EXIT
pass=0
fail=0

# native NAME SRC [ARG]: build SRC with gcc as $work/NAME.native (glibc's
# side of a check); with ARG "run", also run it once, its output in
# $work/NAME.expected.  Returns non-zero, counted as a failure, when
# either step fails.
native() {
  if ! gcc -O0 -fno-builtin -w -o "$work/$1.native" "$2" -lm ||
     { [[ ${3:-} == run ]] && ! "$work/$1.native" >"$work/$1.expected"; }; then
    echo "FAIL $1: native build or run"
    fail=$((fail + 1))
    return 1
  fi
}
#
# verdicts NAME COMPLETE OK-ARGS... -- OFF-ARGS...: `amend check OK-ARGS`
# must be VERIFIED (with COMPLETE=1 also `bound: complete`: no run cut,
# which would leave the rest of it unchecked) and `amend check OFF-ARGS`,
# the same program with one expected value changed, VIOLATED: a model
# that ignores its input cannot pass.  Returns non-zero on a failure.
verdicts() {
  local name=$1 complete=$2 out
  shift 2
  local ok=()
  while [[ $# -gt 0 && $1 != -- ]]; do ok+=("$1"); shift; done
  shift
  # --memory 0: a conformance check packs many calls into one program (20
  # float parses of scanf_special hold 1.9 GB), past check's 1 GB default
  out=$("$amend" check --memory 0 "${ok[@]}" 2>&1)
  if [[ $? -ne 0 ]] || { ((complete)) && ! grep -q '^bound: complete' <<<"$out"; }; then
    echo "FAIL $name: the model disagrees with glibc$( ((complete)) && echo ' (or cut a run)')"
    echo "$out" | head -20
    fail=$((fail + 1))
    return 1
  fi
  out=$("$amend" check --memory 0 "$@" 2>&1)
  if [[ $? -ne 10 ]]; then
    echo "FAIL $name: a wrong expectation was not refuted"
    echo "$out" | head -5
    fail=$((fail + 1))
    return 1
  fi
  pass=$((pass + 1))
}
