#!/usr/bin/env bash
# cli.sh AMEND_BINARY - the command line's manners: --help, COMMAND --help and
# --version print on stdout and exit 0; a bad flag or command names itself,
# prints the command's usage on stderr (nothing on stdout) and exits 6.
set -u
amend=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# expect NAME CODE STDOUT_REGEX STDERR_REGEX -- ARGS...: an empty regex means
# that stream must be empty
expect() {
  local name=$1 code=$2 out_re=$3 err_re=$4
  shift 5
  "$amend" "$@" >"$work/out" 2>"$work/err"
  local got=$? why=
  if [ "$got" != "$code" ]; then
    why="exit $got, not $code"
  elif [ -z "$out_re" ] && [ -s "$work/out" ]; then
    why="stdout is not empty"
  elif [ -n "$out_re" ] && ! grep -Eq -- "$out_re" "$work/out"; then
    why="stdout lacks /$out_re/"
  elif [ -z "$err_re" ] && [ -s "$work/err" ]; then
    why="stderr is not empty"
  elif [ -n "$err_re" ] && ! grep -Eq -- "$err_re" "$work/err"; then
    why="stderr lacks /$err_re/"
  fi
  if [ -n "$why" ]; then
    echo "FAIL $name (amend $*): $why"
    sed 's/^/  out: /' "$work/out" | head -5
    sed 's/^/  err: /' "$work/err" | head -5
    failed=$((failed + 1))
  fi
}

expect help 0 '^usage: amend check ' '' -- --help
expect help_short 0 '^       amend diagnose ' '' -- -h
expect version 0 '^amend [0-9]' '' -- --version
for cmd in check repair localize diagnose feedback; do
  expect "${cmd}_help" 0 "^usage: amend $cmd FILE\\.\\.\\." '' -- "$cmd" --help
  expect "${cmd}_help_after_file" 0 "^usage: amend $cmd " '' -- "$cmd" nosuch.c --help
  expect "${cmd}_unknown_flag" 6 '' "^amend: error: unknown option '--frobnicate'\$" -- "$cmd" nosuch.c --frobnicate
  expect "${cmd}_unknown_flag_usage" 6 '' "^usage: amend $cmd " -- "$cmd" nosuch.c --frobnicate
done
expect batch_help 0 '^usage: amend batch MANIFEST\|DIR ' '' -- batch --help
expect batch_help_after_file 0 '^  --merge DB\.\.\. ' '' -- batch jobs.jsonl --help
expect batch_in_help 0 '^       amend batch MANIFEST' '' -- --help
expect batch_unknown_flag 6 '' "^amend: error: unknown option '--frobnicate'\$" -- batch jobs.jsonl --frobnicate
expect batch_unknown_flag_usage 6 '' '^usage: amend batch ' -- batch jobs.jsonl --frobnicate
expect batch_no_input 6 '' '^amend: error: no manifest or folder$' -- batch
expect batch_refused 6 '' '^amend: error: --sarif is not an option of amend batch' -- batch x --sarif o
expect batch_bad_jobs 6 '' '^amend: error: -j needs a number' -- batch x -j 0
expect batch_bad_format 6 '' '^amend: error: --format takes text, md, csv or html$' -- batch --report x --format pdf
# every flag in repair's and check's help is known to batch: handed to the
# jobs, or refused by name as the job's own; never an unknown option
for flag in $({ "$amend" repair --help; "$amend" check --help; } | sed -nE 's/^  (--[a-z-]+).*/\1/p' | sort -u); do
  "$amend" batch "$work/none.jsonl" "$flag" 1 >/dev/null 2>"$work/err"
  if grep -q "unknown option" "$work/err"; then
    echo "FAIL batch_knows$flag (amend batch x $flag 1): $(head -1 "$work/err")"
    failed=$((failed + 1))
  fi
done
expect batch_stdin_bytes 6 '' '^amend: error: --stdin-bytes needs an argument$' -- batch x --stdin-bytes
expect repair_flags 0 '^  --tests DIR ' '' -- repair --help
expect bad_value 6 '' '^usage: amend check ' -- check nosuch.c --unwind many
expect compare_flag 0 '^  --compare MODE ' '' -- repair --help
expect oracle_flag 0 '^  --oracle CMD ' '' -- repair --help
expect compare_bad 6 '' '^amend: error: --compare takes exact, space, tokens or numbers$' -- repair x.c --tests t --compare tabs
expect compare_alone 6 '' '^amend: error: --compare needs --tests DIR or --reference REF.c$' -- check x.c --compare space
expect oracle_alone 6 '' '^amend: error: --oracle needs --tests DIR$' -- repair x.c --oracle true
expect oracle_empty 6 '' '^amend: error: --oracle needs a command$' -- repair x.c --tests t --oracle ''
expect oracle_check 6 '' '^amend: error: --oracle is an option of amend repair$' -- check x.c --oracle true
expect compare_and_oracle 6 '' '^amend: error: --compare and --oracle both say' -- repair x.c --tests t --oracle true --compare space
# feedback: what it is judged against, its own flags, and only its own
expect feedback_no_spec 6 '' '^amend: error: amend feedback needs --reference REF.c or --tests DIR' -- feedback x.c
expect feedback_entries 6 '' '^amend: error: --entries tests needs --tests DIR$' -- feedback x.c --reference r.c --entries tests
expect feedback_json_and_format 6 '' '^amend: error: --json and --format gradescope both say what to write; give one$' \
  -- feedback x.c --tests t --json --format gradescope
expect feedback_level 6 '' '^amend: error: --level must be 1, 2, 3 or 4$' -- feedback x.c --tests t --level 5
expect feedback_format 6 '' '^amend: error: --format takes text, json, gradescope or prairielearn$' -- feedback x.c --tests t --format pdf
expect feedback_flag_elsewhere 6 '' '^amend: error: --points is an option of amend feedback$' -- repair x.c --points 2
expect batch_feedback_flag 6 '' "^amend: error: unknown option '--points'\$" -- batch x --points 2
expect batch_per_job 6 '' '^amend: error: --per-job needs --report DB --format csv$' -- batch --report x --per-job
expect unknown_command 6 '' "^amend: error: unknown command 'frobnicate'\$" -- frobnicate x.c
expect no_arguments 6 '' '^usage: amend check ' --

# --json-out FILE: the text stays on stdout and FILE holds what --json would
# print (timings aside), for check and repair alike
cat >"$work/sum.c" <<'EOF'
#include <assert.h>
main()
{
  int n = nondet_int(), i, total = 0;
  if (n < 0 || n > 5) return 0;
  for (i = 1; i < n; i++)
    total += i;
  assert(total == n * (n + 1) / 2);
  return 0;
}
EOF
untimed() { sed -E 's/"([a-z_]*_s)":[0-9.e+-]+/"\1":T/g' "$@"; }
for cmd in check repair; do
  want=$([ $cmd = check ] && echo 10 || echo 0)
  # stderr may carry progress lines (a slow search says how far it got)
  "$amend" $cmd "$work/sum.c" --json-out "$work/$cmd.json" >"$work/out" 2>/dev/null
  got=$?
  if [ "$got" != "$want" ] || ! grep -Eq '^(VIOLATED|repair 1 )' "$work/out"; then
    echo "FAIL json_out_$cmd: exit $got (not $want), or no text on stdout"
    failed=$((failed + 1))
  fi
  "$amend" $cmd "$work/sum.c" --json >"$work/$cmd.want" 2>/dev/null
  if ! [ -s "$work/$cmd.json" ] || ! cmp -s <(untimed "$work/$cmd.json") <(untimed "$work/$cmd.want"); then
    echo "FAIL json_out_$cmd: --json-out differs from --json"
    diff <(untimed "$work/$cmd.json") <(untimed "$work/$cmd.want") | head -5
    failed=$((failed + 1))
  fi
done
# --memory: a check that needs about 220 MB (the array of
# tests/regress/memory_limit_hog) under 150 MB stops with its summary on
# stdout and in --json-out, status limit, reason memory, exit 5
expect memory_flag 0 '^  --memory MB ' '' -- check --help
expect memory_too_small 6 '' '^amend: error: --memory needs megabytes >= 64, or 0 for no limit$' -- check "$work/sum.c" --memory 10
cp "$(dirname "$0")/regress/memory_limit_hog/main.c" "$work/hungry.c"
"$amend" check "$work/hungry.c" --unwind 101 --memory 150 --json-out "$work/hungry.json" >"$work/out" 2>/dev/null
got=$?
if [ "$got" != 5 ] || ! grep -Eq '^LIMIT \(memory: over 150 MB' "$work/out" ||
  ! grep -Eq '^\{"type":"result","status":"limit",.*"reason":"memory",.*"memory_mb":150,"stopped_by":"memory"\}$' "$work/hungry.json"; then
  echo "FAIL memory_limit: exit $got (not 5), or no LIMIT on stdout and in --json-out"
  head -3 "$work/out" "$work/hungry.json"
  failed=$((failed + 1))
fi
expect json_out_unwritable 6 '' "^amend: error: cannot write '$work/no/such/dir/x.json': " -- check "$work/sum.c" --json-out "$work/no/such/dir/x.json"
expect json_out_missing 6 '' '^amend: error: --json-out needs an output file' -- check "$work/sum.c" --json-out

if [ "$failed" -gt 0 ]; then
  echo "cli: $failed failed"
  exit 1
fi
echo "cli: all passed"
