#!/usr/bin/env bash
# bench/batch.sh - `amend batch` on the 30 jobs of tests/batch/jobs.jsonl
# (the flags of tests/batch/run.sh): wall time with -j 1 and -j 2 and the
# speed-up, and the runner's overhead per job against calling amend
# directly with the same command lines one after another.
#
#   overhead, outside: (batch -j 1 wall - sum of its jobs' wall_s) / 30:
#            what the runner adds between jobs (fork, exec, reading, the
#            row's transaction with synchronous=FULL)
#   overhead, total: (batch -j 1 wall - direct wall) / 30, which also holds
#            the difference inside the jobs (noise on a shared machine)
#
# Three jobs take their own limits whatever the machine (factor and spin
# 5 s each, hog its 300 MB), so about 10 s of each -j 1 run is fixed.
# Prints Markdown and the load average before and after.  Env: AMEND
# (default build/amend), BATCH_BENCH_REPS (default 1).
set -u
cd "$(dirname "$0")/.."
amend=${AMEND:-build/amend}
[ -x "$amend" ] || { echo "error: $amend is not an executable (scripts/build)" >&2; exit 2; }
amend=$(cd "$(dirname "$amend")" && pwd)/$(basename "$amend")
reps=${BATCH_BENCH_REPS:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r tests/batch/programs tests/batch/jobs.jsonl "$work/"
cd "$work"
FLAGS=(--timeout 120 --memory 2000 --unwind 6 --engine mutation)
now() { date +%s.%N; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

echo "load before: $(load)"
echo
echo "| run | wall s | sum of jobs' wall_s | jobs' CPU s | outcomes (repaired/proven/exhausted/violated/limit/error) |"
echo "|---|---:|---:|---:|---|"
declare -A wall
for rep in $(seq "$reps"); do
  for j in 1 2; do
    rm -f "j$j.sqlite"*
    t0=$(now)
    "$amend" batch jobs.jsonl --db "j$j.sqlite" -j $j "${FLAGS[@]}" >/dev/null 2>&1
    t1=$(now)
    w=$(echo "$t1 - $t0" | bc -l)
    wall[$j]=$w
    read -r sumw cpu counts < <(sqlite3 -separator ' ' "j$j.sqlite" "SELECT printf('%.1f', sum(wall_s)),
      printf('%.1f', sum(cpu_s)), sum(outcome='repaired') || '/' || sum(outcome='proven') || '/' ||
      sum(outcome='exhausted') || '/' || sum(outcome='violated') || '/' || sum(outcome='limit') || '/' ||
      sum(outcome='error') FROM jobs")
    printf '| -j %d | %.1f | %s | %s | %s |\n' $j "$w" "$sumw" "$cpu" "$counts"
  done
  printf '| speed-up -j 2 over -j 1 | %.2f | | | |\n' "$(echo "${wall[1]} / ${wall[2]}" | bc -l)"
done

# the same command lines, directly, one after another
t0=$(now)
for id in $(sqlite3 j1.sqlite 'SELECT id FROM jobs ORDER BY rowid'); do
  args=()
  while IFS= read -r a; do args+=("$a"); done < <(sqlite3 j1.sqlite \
    "SELECT j.value FROM jobs, json_each(jobs.argv) j WHERE jobs.id = '$id' ORDER BY j.key")
  mb=$(sqlite3 j1.sqlite "SELECT memory_mb FROM jobs WHERE id = '$id'")
  (ulimit -v $((mb * 1024)); exec "$amend" "${args[@]}") >/dev/null 2>&1
done
t1=$(now)
direct=$(echo "$t1 - $t0" | bc -l)
sumw=$(sqlite3 j1.sqlite 'SELECT sum(wall_s) FROM jobs')
echo
printf '| direct, sequential | %.1f s |\n|---|---:|\n' "$direct"
printf '| overhead per job, outside the jobs | %.3f s |\n' "$(echo "(${wall[1]} - $sumw) / 30" | bc -l)"
printf '| overhead per job, total vs direct | %.3f s |\n' "$(echo "(${wall[1]} - $direct) / 30" | bc -l)"
echo
echo "load after: $(load)"
