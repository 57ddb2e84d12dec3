#!/usr/bin/env bash
# tests/docs/run.sh AMEND_BINARY [FILE.md...] - run every example of the
# documentation and check what it prints against what the page shows.
#
# An example is a fenced block whose info string is `console`:
#
#   ```console
#   $ amend check examples/sum.c
#   VIOLATED
#   examples/sum.c:17:3: assertion: total == n * (n + 1) / 2
#   ...
#   [exit 10]
#   ```
#
# - a line `$ amend ...` (or `$ build/amend ...`) is a command; it runs
#   with bash, amend being AMEND_BINARY, in a scratch directory in which
#   `examples/`, `doc/` and `build/amend` lead to the repository's, so
#   the paths a page uses are the ones a reader types at the repository's
#   root; files a command writes stay in the scratch directory, one per
#   page, shared by the page's commands in order;
# - the lines after it are its standard output, compared with the first
#   lines of what it prints; a line `...` ends the compared part (the
#   output goes on; lines shown after it are not compared), otherwise the
#   output must end where the page's does;
# - `[exit N]` is its exit code, required for every command.
# Before comparing, every number with a decimal point (timings: `0.53s`,
# `"elapsed_s":0.38`, a report's time column) reads as `#` and runs of
# blanks as one blank, so a page may show a real run's output as it is.
# What depends on the machine (the sandbox line, the progress on stderr)
# must come after `...` or not be shown: stderr is not compared unless
# the command itself sends it to stdout (`2>&1`).
#
# Other blocks (```sh, ```c, ```text...) are not run.  Without FILE
# arguments: README.md and doc/*.md.  Exits 1 if any example fails.
set -u
amend=$(realpath "$1")
shift
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
if (($# == 0)); then
  set -- README.md doc/*.md
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
total=0

# normal < FILE: the form in which outputs are compared
normal() {
  sed -E 's/[0-9]+\.[0-9]+/#/g; s/[[:blank:]]+/ /g; s/ $//'
}

# run_one PAGE LINE DIR COMMAND EXPECTED_FILE CODE OPEN
run_one() {
  local page=$1 line=$2 dir=$3 cmd=$4 want=$5 code=$6 open=$7 why=
  total=$((total + 1))
  (cd "$dir" && PATH="$dir/build:$PATH" bash -c "$cmd") >"$work/out" 2>"$work/err" </dev/null
  local got=$?
  local n
  n=$(wc -l <"$want")
  if [ "$got" != "$code" ]; then
    why="exit $got, not $code"
  elif ! cmp -s <(head -n "$n" "$work/out" | normal) <(normal <"$want"); then
    why="output differs (expected, then printed):"
  elif [ "$open" = 0 ] && [ "$(wc -l <"$work/out")" -gt "$n" ]; then
    why="prints more than the page shows (end the output with ... if that is meant)"
  fi
  if [ -n "$why" ]; then
    echo "FAIL $page:$line: \$ $cmd: $why"
    diff <(normal <"$want") <(head -n "$n" "$work/out" | normal) | sed 's/^/  /' | head -20
    sed 's/^/  stderr: /' "$work/err" | head -5
    failed=$((failed + 1))
  else
    echo "ok   $page:$line: \$ $cmd"
  fi
}

# flush: run the command collected so far, if any
flush() {
  if [ -n "$cmd" ]; then
    if [ -z "$code" ]; then
      echo "FAIL $page:$cmdline: \$ $cmd: no [exit N] line"
      failed=$((failed + 1))
      total=$((total + 1))
    else
      run_one "$page" "$cmdline" "$dir" "$cmd" "$work/want" "$code" "$open"
    fi
  fi
  cmd= code= open=0 more=0
  : >"$work/want"
}

for page in "$@"; do
  dir="$work/$(echo "$page" | tr '/' '_')"
  mkdir -p "$dir/build"
  ln -s "$root/examples" "$dir/examples"
  ln -s "$root/doc" "$dir/doc"
  ln -s "$amend" "$dir/build/amend"
  inblock=0 cmd= cmdline=0 lineno=0 code= open=0 more=0
  : >"$work/want"
  while IFS= read -r text || [ -n "$text" ]; do
    lineno=$((lineno + 1))
    if [ "$inblock" = 0 ]; then
      [[ $text == '```console' ]] && inblock=1
      continue
    fi
    if [[ $text == '```' ]]; then
      flush
      inblock=0
    elif [[ $text == '$ '* ]]; then
      flush
      cmd=${text#'$ '}
      cmdline=$lineno
      if [[ $cmd != amend\ * && $cmd != build/amend\ * ]]; then
        echo "FAIL $page:$lineno: a console block runs amend only: $cmd"
        failed=$((failed + 1))
        cmd=
      fi
    elif [[ $text =~ ^\[exit\ ([0-9]+)\]$ ]]; then
      code=${BASH_REMATCH[1]}
    elif [ -n "$cmd" ] && [ -z "$code" ]; then
      if [ "$more" = 1 ]; then
        :
      elif [[ $text == '...' ]]; then
        open=1 more=1
      else
        printf '%s\n' "$text" >>"$work/want"
      fi
    elif [ -n "$text" ]; then
      echo "FAIL $page:$lineno: a line outside a command's output: $text"
      failed=$((failed + 1))
    fi
  done <"$page"
  flush
done

echo "docs: $((total - failed)) of $total examples as documented"
((failed == 0))
