#!/usr/bin/env bash
# bench/codeflaws.sh DIR [AMEND]: the Codeflaws harnesses of the public
# AllRepair benchmark (DIR: a checkout of github:batchenRothenberg/AllRepair;
# never commit its files).  Each folder of scripts/Benchmarks/Codeflaws/code
# holds a buggy file, a correct one and a MAIN.c that runs both on the same
# nondeterministic input and asserts equal results.  For each: `amend check`
# of the three files (accepted: not an input error; violated: exit 10) and
# `amend repair` (repairs printed, the first one).  Env: CF_UNWIND (default
# 5), CF_TIMEOUT (default 60 s per run), CF_ARGS (extra flags).
set -u
dir=${1:?usage: bench/codeflaws.sh ALLREPAIR_DIR [AMEND]}
here=$(cd "$(dirname "$0")/.." && pwd)
amend=${2:-$here/build/amend}
amend=$(cd "$(dirname "$amend")" && pwd)/$(basename "$amend")
unwind=${CF_UNWIND:-5}
timeout=${CF_TIMEOUT:-60}
echo "| harness | check | exit | s | repair exit | repairs | first repair | s |"
echo "|---|---|---|---:|---|---:|---|---:|"
acc=0 viol=0 rep=0 n=0
for d in "$dir"/scripts/Benchmarks/Codeflaws/code/*/; do
  name=$(basename "$d")
  files=$(cd "$d" && ls *_BUGGY.c *_CORRECT.c MAIN.c 2>/dev/null | tr '\n' ' ')
  n=$((n + 1))
  t0=$(date +%s.%N)
  out=$(cd "$d" && "$amend" check $files --unwind "$unwind" --timeout "$timeout" ${CF_ARGS:-} 2>&1)
  rc=$?
  t1=$(date +%s.%N)
  verdict=$(grep -m1 -E "^(VERIFIED|VIOLATED|TIMEOUT|LIMIT|UNKNOWN)|error:" <<<"$out")
  [[ $rc != 6 && $rc != 127 ]] && acc=$((acc + 1))
  [[ $rc == 10 ]] && viol=$((viol + 1))
  rout=$(cd "$d" && "$amend" repair $files --unwind "$unwind" --timeout "$timeout" ${CF_ARGS:-} 2>&1)
  rrc=$?
  t2=$(date +%s.%N)
  nrep=$(grep -c '^repair [0-9]' <<<"$rout")
  first=$(grep -m1 -A1 '^repair 1 ' <<<"$rout" | tail -n 1 | sed 's/^ *//; s/|/\\|/g')
  ((nrep > 0)) && rep=$((rep + 1))
  printf '| %s | %s | %s | %.1f | %s | %s | %s | %.1f |\n' "$name" "${verdict:0:40}" "$rc" "$(echo "$t1 - $t0" | bc)" \
    "$rrc" "$nrep" "${first:-}" "$(echo "$t2 - $t1" | bc)"
done
echo
echo "- $n harnesses: $acc accepted, $viol violated at --unwind $unwind, $rep repaired"
