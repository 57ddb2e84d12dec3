# tests/libmodels/lib.sh - sourced by run.sh and stdio.sh, which set
# $amend and count into $pass and $fail.
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
  out=$("$amend" check "${ok[@]}" 2>&1)
  if [[ $? -ne 0 ]] || { ((complete)) && ! grep -q '^bound: complete' <<<"$out"; }; then
    echo "FAIL $name: the model disagrees with glibc$( ((complete)) && echo ' (or cut a run)')"
    echo "$out" | head -20
    fail=$((fail + 1))
    return 1
  fi
  out=$("$amend" check "$@" 2>&1)
  if [[ $? -ne 10 ]]; then
    echo "FAIL $name: a wrong expectation was not refuted"
    echo "$out" | head -5
    fail=$((fail + 1))
    return 1
  fi
  pass=$((pass + 1))
}
