#!/usr/bin/env bash
# bench/batch_alone.sh DIR [AMEND]: `amend batch` with its default limits
# against the same jobs run alone, on real submissions with a reference
# (DIR: a checkout of github:ProgramRepair/IntroClass; never commit its
# files).
#
# The jobs: for each of the six assignments, the BA_PER (default 4)
# unique defects of bench/introclass.sh's sample at its even positions,
# each `amend repair PROG.c --reference REF.c --timeout BA_TIMEOUT`
# (default 60).  The batch runs them with -j BA_J (default 2) and no
# --memory (its default, the machine's memory over -j); then each job's
# own command line, as the database records it, runs alone, one at a time,
# with no limit on the address space.  One Markdown row per job: status,
# repairs and wall time in the batch and alone, and whether the first
# diffs are equal; then the totals: equal statuses and first diffs, the
# batch's wall time against the sum of the lone runs over -j.
# Needs python3 and sqlite3.
set -u
dir=${1:?usage: bench/batch_alone.sh INTROCLASS_DIR [AMEND]}
here=$(cd "$(dirname "$0")/.." && pwd)
amend=${2:-$here/build/amend}
amend=$(cd "$(dirname "$amend")" && pwd)/$(basename "$amend")
per=${BA_PER:-4}
j=${BA_J:-2}
timeout=${BA_TIMEOUT:-60}
work=$(mktemp -d /tmp/batch_alone.XXXXXX)
trap 'rm -rf "$work"' EXIT

# the jobs: copies of the programs and references, and the manifest
IC_LIST=1 "$here/bench/introclass.sh" "$dir" | awk -v per="$per" '{ n[$1]++; if ((n[$1] - 1) % int(6 / per) == 0 && c[$1]++ < per) print }' |
  while read -r prog id; do
    d=$work/jobs/$prog/${id:0:8}_${id##*/}
    mkdir -p "$d"
    cp "$dir/$prog/$id/$prog.c" "$d/$prog.c"
    cp "$dir/$prog/tests/$prog.c" "$d/ref.c"
    printf '{"id":"%s","files":["jobs/%s/%s/%s.c"],"reference":"jobs/%s/%s/ref.c","timeout":%s}\n' \
      "$prog/${id:0:8}_${id##*/}" "$prog" "${id:0:8}_${id##*/}" "$prog" "$prog" "${id:0:8}_${id##*/}" "$timeout"
  done >"$work/jobs.jsonl"
cd "$work" || exit 2
n=$(wc -l <jobs.jsonl)
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $n jobs, -j $j, --timeout $timeout"
echo
t0=$(date +%s.%N)
"$amend" batch jobs.jsonl --db b.sqlite -j "$j" >/dev/null 2>batch.err
t1=$(date +%s.%N)
batch_wall=$(python3 -c "print('%.1f' % ($t1 - $t0))")
sq() { sqlite3 -cmd '.timeout 30000' b.sqlite "$@"; }
mkdir -p alone
for id in $(sq 'SELECT id FROM jobs ORDER BY id'); do
  args=()
  while IFS= read -r a; do args+=("$a"); done < <(sq \
    "SELECT j.value FROM jobs, json_each(jobs.argv) j WHERE jobs.id = '$id' ORDER BY j.key")
  f=alone/$(echo "$id" | tr / _)
  a0=$(date +%s.%N)
  "$amend" "${args[@]}" >"$f.out" 2>"$f.err" </dev/null
  echo $? >"$f.code"
  a1=$(date +%s.%N)
  python3 -c "print('%.1f' % ($a1 - $a0))" >"$f.wall"
done
python3 - "$batch_wall" "$j" <<'PY'
import json, sqlite3, sys
batch_wall, j = float(sys.argv[1]), int(sys.argv[2])
db = sqlite3.connect("b.sqlite")
rows = db.execute("SELECT id, status, repairs, wall_s, summary FROM jobs ORDER BY id").fetchall()
print("| job | batch status | alone status | repairs batch / alone | first diff equal | batch s | alone s |")
print("|---|---|---|---|---|---:|---:|")
same_status = same_diff = 0
alone_sum = 0.0
for jid, st, nrep, wall, summary in rows:
    f = "alone/" + jid.replace("/", "_")
    out = open(f + ".out").read().splitlines()
    code = int(open(f + ".code").read())
    awall = float(open(f + ".wall").read())
    alone_sum += awall
    reps = [json.loads(l) for l in out if l.startswith('{"type":"repair"')]
    summ = [json.loads(l) for l in out if l.startswith('{"type":"summary"')]
    ast = summ[-1]["status"] if summ else "-"
    # the batch's word for the lone run: repaired when it printed one
    aword = "repaired" if reps and code == 0 else ast
    bdiff = db.execute("SELECT diff FROM repairs WHERE job_id = ? AND idx = 1", (jid,)).fetchone()
    adiff = reps[0]["diff"] if reps else None
    eq_diff = (bdiff[0] if bdiff else None) == adiff
    eq_st = (st == aword) or (st in ("timeout", "limit") and aword in ("timeout", "limit"))
    same_status += eq_st
    same_diff += eq_diff
    print("| %s | %s | %s | %d / %d | %s | %.1f | %.1f |" % (jid, st, aword, nrep, len(reps),
                                                       "yes" if eq_diff else "no", wall, awall))
n = len(rows)
print()
print("- %d jobs: equal statuses %d, equal first diffs %d" % (n, same_status, same_diff))
print("- batch wall %.1f s with -j %d; lone runs %.1f s in all, %.1f s over -j; ratio %.2f" % (
    batch_wall, j, alone_sum, alone_sum / j, batch_wall / (alone_sum / j)))
PY
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
