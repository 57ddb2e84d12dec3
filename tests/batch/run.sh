#!/usr/bin/env bash
# run.sh AMEND_BINARY - end-to-end test of `amend batch` on the 30 jobs of
# jobs.jsonl (programs/: repaired, correct, unrepairable, a check job of
# each verdict, an equivalence job, a syntax error, a solver-hard job and a
# program that loops for ever natively under --tests, both of which take
# the --timeout, and one that exhausts --memory).  It checks:
#  1. an uninterrupted batch (A) records every job with the status of
#     expected.txt, and its summary counts equal those of the same 30
#     command lines run directly with `amend`, under the same ulimit -v;
#     the --timeout of factor and spin (2 s) and the --memory of hog (300 MB)
#     are the manifest's own, per job;
#  2. a batch SIGKILLed once some rows exist and then run with --resume (B)
#     keeps the rows it had (same started_at) and ends equal to A;
#  3. the manifest split in two shards, each run by GNU Parallel on the
#     local machine (`-S :`: no ssh, no file transfer; what it covers is the
#     recipe's commands and the merge) and merged with --merge (C), equals A;
#  4. a folder layout with a shared reference.c, and a few bad inputs;
#  5. a job stopped with SIGSTOP is killed by the batch's backstop at its
#     timeout + 5 s and recorded as a timeout; SIGINT ends the batch (130).
# "Equal" compares every column but the timing and raw-output ones
# (started_at wall_s cpu_s maxrss_kb host summary stdout stderr, and the
# repairs' JSON, which holds elapsed_s).  Prints "N passed, M failed".
set -u
amend=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$here/programs" "$here/jobs.jsonl" "$work/"
cd "$work"
# Small bounds keep a pass near 30 s on a quiet 2-core machine.  The limits
# are wide for every job but the three that must hit theirs (the manifest
# gives them "timeout": 5 and "memory": 300), so that no verdict depends on
# how loaded the machine is; --engine mutation: one process per job.
FLAGS=(--timeout 120 --memory 2000 --unwind 6 --engine mutation)
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() {
  echo "FAIL: $*"
  failed=$((failed + 1))
}
# The shell's reads may overlap (the direct runs go two at a time), and a
# reader that opens a WAL database nobody holds open runs its recovery
# under an exclusive lock: without a busy timeout the other reader fails
# at once ("database is locked"), and a job was run with an empty memory
# limit (ulimit -v 0: a crash, counted as an error).
sqlite3() { command sqlite3 -cmd '.timeout 30000' "$@"; }
rows() { sqlite3 "$1" 'SELECT count(*) FROM jobs' 2>/dev/null || echo 0; }
DESC="id || ' ' || status || ' exit ' || ifnull(exit_code, '-') || ' signal ' || ifnull(signal, '-') || ' repairs ' || repairs || ' ' || argv"
# A job stopped by its --timeout says "timeout" or, when the deadline struck
# the --tests mutation search at another point, "limit" (both exit 5): for
# limit outcomes the outcome is compared, not the word.
COLS="id, folder, command, files, argv, CASE WHEN outcome = 'limit' THEN 'limit' ELSE status END AS status, outcome, exit_code, signal, repairs, amend_version, flags, timeout_s, memory_mb"
# same DB1 DB2: the rows of two databases agree but for timing and raw output
same() {
  local diff
  diff=$(sqlite3 "$1" "ATTACH '$2' AS o;
    SELECT 'only in $1: ' || ($DESC) FROM (SELECT $COLS FROM main.jobs EXCEPT SELECT $COLS FROM o.jobs);
    SELECT 'only in $2: ' || ($DESC) FROM (SELECT $COLS FROM o.jobs EXCEPT SELECT $COLS FROM main.jobs);
    SELECT 'repair differs: ' || job_id FROM (SELECT job_id, idx, size, engine, diff FROM main.repairs
      EXCEPT SELECT job_id, idx, size, engine, diff FROM o.repairs);
    SELECT 'repair differs: ' || job_id FROM (SELECT job_id, idx, size, engine, diff FROM o.repairs
      EXCEPT SELECT job_id, idx, size, engine, diff FROM main.repairs);" 2>&1)
  [ -z "$diff" ] && [ "$(rows "$1")" = 30 ] && [ "$(rows "$2")" = 30 ] && return 0
  echo "$diff" | head -10
  return 1
}

# ---- 1. one uninterrupted batch, checked against expected.txt ----
"$amend" batch jobs.jsonl --db a.sqlite -j 2 "${FLAGS[@]}" >a.out 2>a.err
code=$?
[ $code = 0 ] && ok || bad "batch A exit $code: $(tail -3 a.err)"
grep -q '^total  *30 ' a.out && ok || bad "batch A printed no summary with 30 jobs"
grep -q '^amend batch: 30/30 done' a.err && ok || bad "no final progress line on stderr"
while read -r id status; do
  case $id in '#'* | '') continue ;; esac
  got=$(sqlite3 a.sqlite "SELECT status FROM jobs WHERE id = '$id'")
  [[ $got =~ ^($status)$ ]] && ok || bad "$id: status '$got', expected '$status'"
done <"$here/expected.txt"
# every recorded repair is in the repairs table with a diff
n=$(sqlite3 a.sqlite "SELECT count(*) FROM jobs j WHERE repairs != (SELECT count(*) FROM repairs r
   WHERE r.job_id = j.id AND r.diff LIKE '--- a/%')")
[ "$n" = 0 ] && ok || bad "$n job(s) whose repairs rows disagree with their count"

# the same command lines run directly: outcome of each as outcome.c reads it
outcome_of() {  # exit-code repairs-printed summary-status
  case $1 in
    0) if [ "$2" -gt 0 ]; then echo repaired; else echo proven; fi ;;
    10) if [ "$3" = violated ]; then echo violated; else echo exhausted; fi ;;
    5) echo limit ;;
    70) if grep -q 'out of memory' "$4"; then echo limit; else echo error; fi ;;
    *) echo error ;;
  esac
}
mkdir direct
direct_one() {
  local id=$1 f=direct/$(echo "$1" | tr / _)
  local args=()
  while IFS= read -r a; do args+=("$a"); done < <(sqlite3 a.sqlite \
    "SELECT j.value FROM jobs, json_each(jobs.argv) j WHERE jobs.id = '$id' ORDER BY j.key")
  local mb
  mb=$(sqlite3 a.sqlite "SELECT memory_mb FROM jobs WHERE id = '$id'")
  # the batch's backstop on the address space (pool.c, AS_LIMIT_MB: a soft
  # limit); the child's own --memory is in its arguments
  (ulimit -S -v $(((2 * mb + 1024) * 1024)); exec "$amend" "${args[@]}") >"$f.out" 2>"$f.err"
  local code=$? st
  st=$(grep -o '"type":"\(summary\|result\)","status":"[a-z]*"' "$f.out" | tail -1 | sed 's/.*"status":"//; s/"//')
  outcome_of $code "$(grep -c '^{"type":"repair"' "$f.out")" "$st" "$f.err" >"$f.outcome"
}
running=0
for id in $(sqlite3 a.sqlite 'SELECT id FROM jobs ORDER BY id'); do
  direct_one "$id" &
  running=$((running + 1))
  if [ $running -ge 2 ]; then wait -n; running=$((running - 1)); fi
done
wait
for o in repaired proven exhausted violated limit error; do
  want=$(cat direct/*.outcome | grep -cx "$o")
  got=$(sqlite3 a.sqlite "SELECT count(*) FROM jobs WHERE outcome = '$o'")
  [ "$want" = "$got" ] && ok || bad "outcome $o: $got in the batch, $want in direct runs"
done
"$amend" batch --report a.sqlite --format csv >a.csv
grep -qx 'total,30,7,8,9,1,4,1,[0-9.]*' a.csv && ok || bad "--report csv total: $(grep total a.csv)"

# ---- 2. SIGKILL half-way, then --resume ----
"$amend" batch jobs.jsonl --db b.sqlite -j 2 "${FLAGS[@]}" >/dev/null 2>b.err &
pid=$!
for _ in $(seq 600); do
  [ "$(rows b.sqlite)" -ge 10 ] && break
  sleep 0.2
done
kill -9 $pid
wait $pid 2>/dev/null
before=$(rows b.sqlite)
sqlite3 b.sqlite 'SELECT id, started_at FROM jobs ORDER BY id' >b.before
if [ "$before" -ge 10 ] && [ "$before" -lt 30 ]; then ok; else bad "killed batch holds $before rows, not 10 to 29"; fi
sleep 1
# the killed batch's children went with it (PR_SET_PDEATHSIG)
pgrep -f "$work/programs" >/dev/null 2>&1 && pgrep -af -- "--db b.sqlite" >/dev/null 2>&1 &&
  bad "children of the killed batch still run"
"$amend" batch jobs.jsonl --db b.sqlite -j 2 "${FLAGS[@]}" >/dev/null 2>b2.err
[ $? = 6 ] && grep -q 'already holds' b2.err && ok || bad "a second run without --resume was not refused"
"$amend" batch jobs.jsonl --db b.sqlite --resume -j 2 "${FLAGS[@]}" >/dev/null 2>b3.err
[ $? = 0 ] && ok || bad "--resume exit: $(tail -2 b3.err)"
grep -q "^amend batch: $before of 30 job(s) already recorded" b3.err && ok || bad "--resume did not skip $before jobs"
sqlite3 b.sqlite "SELECT id, started_at FROM jobs WHERE id IN (SELECT id FROM jobs ORDER BY started_at LIMIT $before)
  ORDER BY id" >b.after
cmp -s b.before b.after && ok || bad "--resume changed rows it had"
same a.sqlite b.sqlite && ok || bad "killed and resumed database differs from the uninterrupted one"

# ---- 3. two shards through GNU Parallel on this machine, then --merge ----
split -n l/2 -d jobs.jsonl shard.
ls shard.0? | parallel --will-cite -S 2/: --workdir "$work" \
  "$amend" batch {} --db {}.sqlite -j 1 "${FLAGS[*]}" >/dev/null 2>c.err
[ $? = 0 ] && ok || bad "parallel: $(tail -3 c.err)"
"$amend" batch --merge shard.00.sqlite shard.01.sqlite --db c.sqlite 2>c2.err
[ $? = 0 ] && ok || bad "--merge: $(cat c2.err)"
same a.sqlite c.sqlite && ok || bad "merged shards differ from the one-run database"
"$amend" batch --merge shard.00.sqlite --db c.sqlite 2>c3.err
grep -q 'already in' c3.err && [ "$(rows c.sqlite)" = 30 ] && ok || bad "merging a shard twice added rows"

# ---- 4. a folder layout with a shared reference and tests; bad inputs ----
mkdir -p class/alice class/bob class/carol
cp programs/equiv/capped/reference.c class/
cp programs/equiv/capped/prog.c class/alice/
cp programs/equiv/capped/reference.c class/bob/capped.c
printf 'int capped(int a, int b) {\n  return a +* b;\n}\n' >class/carol/capped.c
"$amend" batch class --db d.sqlite -j 2 "${FLAGS[@]}" >/dev/null 2>d.err
[ $? = 6 ] && grep -q 'reference.c: error: a shared reference needs --entry' d.err && ok ||
  bad "a shared reference without --entry was not refused"
"$amend" batch class --db d.sqlite --entry capped -j 2 "${FLAGS[@]}" >/dev/null 2>d.err
got=$(sqlite3 d.sqlite "SELECT group_concat(id || ':' || status || ':' || folder, ' ') FROM (SELECT * FROM jobs ORDER BY id)")
[ "$got" = "alice:repaired:. bob:correct:. carol:input_error:." ] && ok || bad "folder layout: $got"
printf '{"id":"x","files":["a.c"]}\n{"id":"y", "files": 3}\n' >bad.jsonl
"$amend" batch bad.jsonl --db e.sqlite 2>e.err
[ $? = 6 ] && grep -q '^bad.jsonl:2:1: error: field must be an array of strings: "files"' e.err && ok ||
  bad "bad manifest: $(cat e.err)"
printf '{"id":"x","files":["a.c"]}\n{"id":"y" "files":[]}\n' >bad2.jsonl
"$amend" batch bad2.jsonl --db e.sqlite 2>e.err
[ $? = 6 ] && grep -q '^bad2.jsonl:2:[0-9]*: error: ' e.err && ok || bad "bad JSON: $(cat e.err)"
echo 'not a database' >f.sqlite
"$amend" batch --report f.sqlite 2>f.err
[ $? = 6 ] && grep -q '^f.sqlite: error: ' f.err && ok || bad "--report of a non-database: $(cat f.err)"
"$amend" batch jobs.jsonl --tests x 2>/dev/null
[ $? = 6 ] && ok || bad "--tests was not refused"

# ---- 5. the backstop: a job that stops answering is killed at its timeout + 5 s ----
grep '"limits/spin"' jobs.jsonl >stuck.jsonl   # its "timeout": 2
"$amend" batch stuck.jsonl --db g.sqlite "${FLAGS[@]}" >/dev/null 2>g.err &
pid=$!
child=
for _ in $(seq 100); do
  child=$(pgrep -P $pid | head -1)
  [ -n "$child" ] && break
  sleep 0.1
done
# stopped, the child cannot keep its own --timeout: only the batch can end it
[ -n "$child" ] && kill -STOP "$child"
wait $pid
got=$(sqlite3 g.sqlite "SELECT status || ' ' || ifnull(exit_code, '-') || ' ' || signal FROM jobs")
[ "$got" = "timeout - 9" ] && ok || bad "a stopped job: '$got', not 'timeout - 9'"
# Ctrl-C: exit 130, the running job killed and not recorded
"$amend" batch stuck.jsonl --db h.sqlite "${FLAGS[@]}" >/dev/null 2>h.err &
pid=$!
sleep 1
kill -INT $pid
wait $pid
code=$?
[ $code = 130 ] && [ "$(rows h.sqlite)" = 0 ] && grep -q 'stopped by signal 2' h.err && ok ||
  bad "SIGINT: exit $code, $(rows h.sqlite) rows"

echo "$passed passed, $failed failed"
[ $failed = 0 ]
