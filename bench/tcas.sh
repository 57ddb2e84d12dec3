#!/usr/bin/env bash
# bench/tcas.sh DIR [AMEND]: the 41 TCAS versions of the public AllRepair
# benchmark (DIR: a checkout of github:batchenRothenberg/AllRepair; never
# commit its files).  Each tcas_vN.c carries the faulty functions, their
# AllRepair_correct_ twins and a main that asserts both give the same
# alt_sep_test() on nondeterministic inputs.  Each version is repaired with
# `amend repair --json --max-size 2 --unwind 2` at TCAS_LEVEL (default 2),
# TCAS_TIMEOUT s (default 30) and TCAS_ARGS; every printed repair is applied
# and run natively on TCAS_INPUTS (default 20000) random inputs that satisfy
# the harness's assumptions (thresholds +-2 and extremes drawn often), and
# counts as unsound when some input fails the assertion.  One row per
# version: exit code, repairs, unsound ones, candidates, wall seconds, the
# JSON "times"; then the totals.  TCAS_ONLY="1 2 17" limits the versions.
# TCAS_OUT keeps each run's JSON (default: a temporary folder).
set -u
dir=${1:?usage: bench/tcas.sh ALLREPAIR_DIR [AMEND]}
here=$(cd "$(dirname "$0")/.." && pwd)
amend=${2:-$here/build/amend}
amend=$(cd "$(dirname "$amend")" && pwd)/$(basename "$amend")
export TCAS_DIR="$dir/scripts/Benchmarks/Tcas" TCAS_AMEND="$amend"
exec python3 "$here/bench/tcas_oracle.py"
