#!/usr/bin/env bash
# bench/tests.sh - `amend repair --tests` on the test-suite corpus (bench/suite)
# and the seed's examples (tests/suite).  Each case is repaired against its
# suite; every repair is applied with patch(1), compiled and run natively; the
# first repair's pass rate on the held-out tests (never shown to amend) is the
# overfitting measure.  AMEND=path picks the binary (default build/amend);
# TESTS_BENCH_OPTS adds amend flags (default "--timeout 60").
set -u
cd "$(dirname "$0")/.."
amend=${AMEND:-build/amend}
export SUITE_OPTS=${TESTS_BENCH_OPTS:---timeout 60}
status=0
bash tests/suite/run.sh "$amend" bench/suite || status=1
bash tests/suite/run.sh "$amend" tests/suite || status=1
exit $status
