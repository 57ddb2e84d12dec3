#!/usr/bin/env bash
# run.sh AMEND_BINARY REGRESS_DIR [FILTER]
#
# Runs every CORE case of the regression corpus: for each folder
# REGRESS_DIR/<case>/ with a test.desc
#   line 1: CORE | KNOWNBUG (KNOWNBUG cases are skipped)
#   line 2: file arguments            (e.g. "main.c" or "main.c lib.c")
#   line 3: extra options, may be empty (e.g. "--unwind 5 --entry f")
#   then:   POSIX extended regexes (grep -E), each of which must match some
#           line of the output; a line "--" starts the section of regexes
#           that must NOT match any line.
# the case is run as `cd <case> && amend ${REGRESS_CMD:-check} <files> <options>`; stdout and
# stderr are combined and the line EXIT=<code> is appended.
#
# Prints one line per failing case with the reason, then "N passed, M failed";
# exits 1 if any case failed.  FILTER (optional) is an extended regex on the
# case name.  Env: REGRESS_TIMEOUT (seconds per case, default 600: a hang, not
# a slow machine; the slowest case takes about 10 s under ASan),
# REGRESS_VERBOSE=1 (print the output of failing cases),
# REGRESS_OUT=DIR (keep each case's output as DIR/<case>.out),
# REGRESS_SHARE=K/N (only the cases whose place in name order, counted
# from 0 over the cases FILTER keeps, is K modulo N: a share spread over
# every feature, where a range of names would take a few features whole),
# REGRESS_TIMES=FILE (write "MILLISECONDS CASE" per case),
# REGRESS_JSON=DIR (check and repair: also write each case's JSON output,
# --json-out, to DIR/<case>.json and its exit code to DIR/<case>.exit, for
# tests/diff/run.sh and tests/repair_native.sh to judge natively without
# running amend a second time; DIR is emptied first, but by a share only
# of its own cases' files).
set -u

if [ $# -lt 2 ]; then
  echo "usage: $0 AMEND_BINARY REGRESS_DIR [FILTER]" >&2
  exit 2
fi
amend=$1
dir=$2
filter=${3:-}
case "$amend" in /*) ;; *) amend=$PWD/$amend ;; esac
if [ ! -x "$amend" ]; then
  echo "error: $amend is not an executable" >&2
  exit 2
fi
if [ ! -d "$dir" ]; then
  echo "error: $dir is not a directory" >&2
  exit 2
fi
timeout_s=${REGRESS_TIMEOUT:-600}
outdir=${REGRESS_OUT:-}
[ -n "$outdir" ] && mkdir -p "$outdir"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

passed=0
failed=0
skipped=0
share_k=0 share_n=1
if [ -n "${REGRESS_SHARE:-}" ]; then
  share_k=${REGRESS_SHARE%/*} share_n=${REGRESS_SHARE#*/}
  if ! [[ $share_k =~ ^[0-9]+$ && $share_n =~ ^[1-9][0-9]*$ ]] || ((share_k >= share_n)); then
    echo "error: REGRESS_SHARE must be K/N with 0 <= K < N" >&2
    exit 2
  fi
fi
place=-1
jsondir=${REGRESS_JSON:-}
if [ -n "$jsondir" ]; then
  # a share leaves the other shares' files alone (they may be running
  # beside it into the same DIR); each case replaces its own below
  mkdir -p "$jsondir"
  ((share_n == 1)) && rm -f "$jsondir"/*.json "$jsondir"/*.exit
  case ${REGRESS_CMD:-check} in check | repair) ;; *) jsondir= ;; esac
fi

for desc in "$dir"/*/test.desc; do
  [ -f "$desc" ] || continue
  casedir=${desc%/test.desc}
  name=${casedir##*/}
  if [ -n "$filter" ] && ! [[ $name =~ $filter ]]; then
    continue
  fi
  place=$((place + 1))
  ((place % share_n == share_k)) || continue
  mapfile -t lines < <(sed 's/\r$//' "$desc")
  level=${lines[0]:-}
  level=${level%% *}
  if [ "$level" != CORE ]; then
    skipped=$((skipped + 1))
    continue
  fi
  files=${lines[1]:-}
  opts=${lines[2]:-}
  out=$tmp/$name.out
  # word-split files and options on purpose (no quoting inside test.desc)
  # shellcheck disable=SC2086
  t0=${EPOCHREALTIME/./}
  jsonout=()
  [ -n "$jsondir" ] && rm -f "$jsondir/$name.json" "$jsondir/$name.exit" && jsonout=(--json-out "$jsondir/$name.json")
  (cd "$casedir" && timeout "$timeout_s" "$amend" "${REGRESS_CMD:-check}" $files $opts "${jsonout[@]}") >"$out" 2>&1
  code=$?
  [ -n "$jsondir" ] && echo "$code" >"$jsondir/$name.exit"
  echo "$(((${EPOCHREALTIME/./} - t0) / 1000)) $name" >>"$tmp/times"
  echo "EXIT=$code" >>"$out"
  [ -n "$outdir" ] && cp "$out" "$outdir/$name.out"

  reason=
  if [ "$code" = 124 ]; then
    reason="timed out after ${timeout_s}s"
  else
    negative=0
    for ((i = 3; i < ${#lines[@]}; i++)); do
      re=${lines[i]}
      [ -z "$re" ] && continue
      if [ "$re" = "--" ]; then
        negative=1
        continue
      fi
      if grep -Eq -e "$re" "$out"; then
        if [ $negative = 1 ]; then
          reason="unexpected match: $re (line: $(grep -E -m1 -e "$re" "$out"))"
          break
        fi
      else
        rc=$?
        if [ $rc -ge 2 ]; then
          reason="bad regex in test.desc: $re"
          break
        fi
        if [ $negative = 0 ]; then
          reason="no match: $re"
          break
        fi
      fi
    done
  fi
  if [ -z "$reason" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $name: $reason [$(grep -m1 '^EXIT=' "$out")]"
    if [ "${REGRESS_VERBOSE:-0}" = 1 ]; then
      sed 's/^/    | /' "$out"
    fi
  fi
done

[ $skipped -gt 0 ] && echo "($skipped KNOWNBUG case(s) skipped)"
# where the time went (milliseconds), for whoever makes the suite faster
[ -n "${REGRESS_TIMES:-}" ] && [ -f "$tmp/times" ] && cp "$tmp/times" "$REGRESS_TIMES"
[ -s "$tmp/times" ] && echo "slowest: $(sort -rn "$tmp/times" | head -n 5 | awk '{printf "%s %.1fs  ", $2, $1 / 1000}')"
echo "$passed passed, $failed failed"
if ((passed + failed == 0)); then
  echo "error: no case ran (FILTER or REGRESS_SHARE left none)" >&2
  exit 1
fi
[ $failed -eq 0 ]
