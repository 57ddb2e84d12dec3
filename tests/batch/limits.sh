#!/usr/bin/env bash
# limits.sh AMEND_BINARY - a job under `amend batch`'s default limits gets
# what the same command gets alone, and a job over its memory cap ends as
# `memory` without touching the next one.
#
# Two jobs, one at a time (-j 1), no --timeout or --memory given (the
# batch's defaults: 300 s, the machine's memory):
#  1. limits/hog (a nested loop unwound 200 times, "memory": 300) must end
#     as `memory`, its row and its summary saying "stopped_by": "memory";
#  2. limits/grade, a submission read with scanf and printed with printf,
#     repaired against the course's reference: the repair search draws its
#     tests from the reference, run natively in the sandbox (the reference
#     also under MemorySanitizer, which maps terabytes of address space it
#     never touches).  Its status, repair count, first diff, the number of
#     tests drawn from the reference and its "stopped_by" must equal those
#     of the job's own command line (its argv in the database) run alone,
#     with no limit on the address space.  Under a batch that capped the
#     job's address space for its native runs too, no stdin became a test
#     and the job went to the verifier instead (0 tests from the reference).
# Then the text report must tally the limits ("stopped by: ... memory 1").
# Prints "N passed, M failed".
set -u
amend=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/hog"
cp -r "$here/limits/grade" "$work/"
cp "$here/programs/limits/hog/prog.c" "$work/hog/"
cd "$work"
cat >jobs.jsonl <<'EOF'
{"id": "limits/hog", "files": ["hog/prog.c"], "args": ["--unwind", "200", "--engine", "mutation"], "memory": 300}
{"id": "limits/grade", "files": ["grade/prog.c"], "reference": "grade/ref.c"}
EOF
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() {
  echo "FAIL: $*"
  failed=$((failed + 1))
}
sql() { sqlite3 -cmd '.timeout 30000' batch.sqlite "$@"; }

"$amend" batch jobs.jsonl --db batch.sqlite -j 1 >batch.out 2>batch.err
code=$?
[ $code = 0 ] && ok || bad "batch exit $code: $(tail -3 batch.err)"

# 1. the memory cap
got=$(sql "SELECT status || ' ' || ifnull(stopped_by, '-') FROM jobs WHERE id = 'limits/hog'")
[ "$got" = "memory memory" ] && ok || bad "limits/hog: '$got', not 'memory memory'"
sql "SELECT summary FROM jobs WHERE id = 'limits/hog'" | grep -q '"stopped_by":"memory"' && ok ||
  bad "limits/hog: its summary says no \"stopped_by\":\"memory\""

# 2. the same job alone: its command line from the database, no ulimit
args=()
while IFS= read -r a; do args+=("$a"); done < <(sql \
  "SELECT j.value FROM jobs, json_each(jobs.argv) j WHERE jobs.id = 'limits/grade' ORDER BY j.key")
[ ${#args[@]} -gt 3 ] && ok || bad "limits/grade: no argv recorded"
"$amend" "${args[@]}" >alone.out 2>alone.err
alone_code=$?
summary_field() {  # FILE FIELD: a number or string field of the last summary line
  grep '"type":"summary"' "$1" | tail -1 | grep -o "\"$2\":[^,}]*" | head -1 | sed 's/^[^:]*://; s/"//g'
}
sql "SELECT summary FROM jobs WHERE id = 'limits/grade'" >batch_summary.json
sql "SELECT diff FROM repairs WHERE job_id = 'limits/grade' AND idx = 1" >batch_diff.txt
grep '^{"type":"repair"' alone.out | head -1 | python3 -c 'import json, sys; print(json.load(sys.stdin)["diff"])' \
  >alone_diff.txt 2>/dev/null
st=$(sql "SELECT status || ' ' || exit_code || ' ' || repairs FROM jobs WHERE id = 'limits/grade'")
want="repaired $alone_code $(grep -c '^{"type":"repair"' alone.out)"
[ "$st" = "$want" ] && ok || bad "limits/grade: batch '$st', alone '$want'"
[ "$alone_code" = 0 ] && ok || bad "limits/grade alone: exit $alone_code, not 0 (repaired)"
[ -s alone_diff.txt ] && cmp -s batch_diff.txt alone_diff.txt && ok ||
  bad "limits/grade: the first diff differs from the one alone: $(diff batch_diff.txt alone_diff.txt | head -5)"
fb=$(summary_field batch_summary.json from_reference)
fa=$(summary_field alone.out from_reference)
[ -n "$fa" ] && [ "$fa" -gt 0 ] && [ "$fb" = "$fa" ] && ok ||
  bad "limits/grade: tests from the reference: '$fb' in the batch, '$fa' alone"
sb=$(summary_field batch_summary.json stopped_by)
sa=$(summary_field alone.out stopped_by)
[ "$sb" = "$sa" ] && ok || bad "limits/grade: stopped_by '$sb' in the batch, '$sa' alone"
by=$(sql "SELECT ifnull(stopped_by, '') FROM jobs WHERE id = 'limits/grade'")
[ "$by" = "$sa" ] && ok || bad "limits/grade: the row's stopped_by '$by', its summary's '$sa'"

# 3. the report tallies what stopped the jobs
"$amend" batch --report batch.sqlite >report.txt 2>&1
grep -q '^stopped by: .*memory 1' report.txt && ok || bad "the report has no 'stopped by' line: $(tail -2 report.txt)"
"$amend" batch --report batch.sqlite --format csv >report.csv 2>&1
grep -q 'stopped by' report.csv && bad "the CSV report holds a line that is not a row" || ok

echo "$passed passed, $failed failed"
[ $failed = 0 ]
