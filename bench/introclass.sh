#!/usr/bin/env bash
# bench/introclass.sh DIR [AMEND]: `amend check BUG.c --reference REF.c` on
# the public IntroClass benchmark (DIR: a checkout of
# github:ProgramRepair/IntroClass; never commit its files).
#
# The sample: for each of the six assignments, the unique defects
# (program-metadata.json) whose recorded black-box run passes some tests
# and fails others (metadata.json), sorted by "repo/revision"; of those n,
# the six at indices floor((2k+1) n / 12), k = 0..5.  Each is checked
# against the assignment's reference (tests/NAME/NAME.c), and each
# reference against itself.  Prints one Markdown row per run: verdict,
# exit, I/O model, time, peak memory (KB, /usr/bin/time), whether a
# violation's stdin (JSON stdin_base64) makes the two programs, compiled by
# gcc, print differently or exit differently (the program built with its
# uninitialised locals zeroed and filled with a pattern: either differing
# counts), and a summary.
# Env: IC_TIMEOUT (default 60 s), IC_ARGS (extra flags), IC_LIST (only
# print the sample), IC_FILTER (a regex on "assignment/repo/revision"),
# IC_ALL=1 (every such defect, 332 of them, instead of six per assignment),
# IC_SHARD=K/N (only the K-th of every N, from 0: N runs side by side),
# IC_ONLY=FILE (only the defects FILE names, a line each, as the rows do:
# "grade/387be36e/000"), IC_KEEP=DIR (each repair run's JSON lines kept
# there as ASSIGNMENT_REPO_REVISION.jsonl, for bench/ic_study.py).
# IC_CMD=repair: `amend repair BUG.c --reference REF.c` instead (the
# references against themselves left out); a row then says the repairs
# printed, whether the first one applies (patch -p1) and passes every
# white-box test under the benchmark's own checker (bin/genprog_tests.py,
# the repaired program against the reference, both built by gcc), the
# kinds of edit it holds, the time, and when the first repair was printed
# (its elapsed_s: the time to a first repair).  IC_CMD=tests: the same, but from
# the black-box tests alone (`--tests tests/blackbox`, judged by the
# benchmark's checker as `--oracle`), the white-box tests held out.
# Needs python3 (to read the metadata, and the checker) and GNU time.
set -u
dir=${1:?usage: bench/introclass.sh INTROCLASS_DIR [AMEND]}
here=$(cd "$(dirname "$0")/.." && pwd)
amend=${2:-$here/build/amend}
timeout=${IC_TIMEOUT:-60}
work=$(mktemp -d /tmp/introclass.XXXXXX)
trap 'rm -rf "$work"' EXIT

sample() {
  python3 - "$dir" <<'PY'
import json, os, sys
root = sys.argv[1]
out = []
for prog in ["checksum", "digits", "grade", "median", "smallest", "syllables"]:
    meta = json.load(open(os.path.join(root, prog, "program-metadata.json")))
    cands = []
    for d in meta["uniqueDefects"]:
        path = os.path.join(root, prog, d["repo"], d["revision"])
        try:
            m = json.load(open(os.path.join(path, "metadata.json")))
        except (OSError, ValueError):
            continue
        bb = m.get("blackbox", {})
        if bb.get("pass") and bb.get("fail") and os.path.exists(os.path.join(path, prog + ".c")):
            cands.append(d["repo"] + "/" + d["revision"])
    cands.sort()
    n = len(cands)
    for k in range(n if os.environ.get("IC_ALL") else 6):
        out.append((prog, cands[k] if os.environ.get("IC_ALL") else cands[(2 * k + 1) * n // 12]))
shard, nshard = map(int, os.environ.get("IC_SHARD", "0/1").split("/"))
for i, (prog, d) in enumerate(out):
    if i % nshard == shard: print(prog, d)
PY
}

if [[ -n ${IC_LIST:-} ]]; then sample; exit 0; fi

rows=$work/rows
: >"$rows"
run() {  # run LABEL PROGRAM REFERENCE
  local label=$1 prog=$2 ref=$3 out=$work/out.json
  cp "$prog" "$work/prog.c"
  cp "$ref" "$work/ref.c"
  /usr/bin/time -f '%e %M' -o "$work/time" \
    "$amend" check "$work/prog.c" --reference "$work/ref.c" --json --timeout "$timeout" ${IC_ARGS:-} \
    >"$out" 2>"$work/err" </dev/null
  local rc=$?
  local t m
  read -r t m < <(tail -n 1 "$work/time") || { t=?; m=?; }
  [[ $t =~ ^[0-9.]+$ ]] || { t=?; m=?; }
  local verdict io
  verdict=$(python3 -c 'import json,sys
try: d=json.load(open(sys.argv[1])); print(d.get("result") or d.get("status") or "?")
except Exception: print("?")' "$out")
  io=$(python3 -c 'import json,sys
try: d=json.load(open(sys.argv[1])); print(d.get("io","-") + ("/" + d["token_kind"] if "token_kind" in d else ""))
except Exception: print("-")' "$out")
  local native=-
  if [[ $verdict == violated ]]; then
    native=same
    python3 -c 'import json,sys,base64
d=json.load(open(sys.argv[1])); sys.stdout.buffer.write(base64.b64decode(d.get("stdin_base64","")))' "$out" >"$work/in"
    gcc -w -o "$work/r" "$work/ref.c" -lm 2>/dev/null
    timeout 2 "$work/r" <"$work/in" >"$work/ro" 2>/dev/null
    local rc_r=$?
    for init in zero pattern; do
      gcc -w -ftrivial-auto-var-init=$init -o "$work/p" "$work/prog.c" -lm 2>/dev/null || continue
      timeout 2 "$work/p" <"$work/in" >"$work/po" 2>/dev/null
      local rc_p=$?
      if [[ $rc_p != "$rc_r" ]] || ! cmp -s "$work/po" "$work/ro"; then native=differs; fi
    done
  fi
  printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$label" "$verdict" "$rc" "$io" "$t" "$m" "$native" | tee -a "$rows"
}

# repair_run LABEL PROG ASSIGNMENT: repair, then the first repair against
# the white-box tests
repair_run() {
  local label=$1 prog=$2 name=$3 out=$work/out.jsonl
  local ref=$dir/$name/tests/$name.c
  rm -rf "$work/r" && mkdir -p "$work/r"
  cp "$prog" "$work/r/$name.c"
  cp "$ref" "$work/r/ref.c"
  local spec=(--reference ref.c)
  [[ ${IC_CMD:-} == tests ]] && spec=(--tests "$dir/$name/tests/blackbox"
    --oracle "python3 $dir/bin/genprog_tests.py --program $name")
  (cd "$work/r" && /usr/bin/time -f '%e %M' -o "$work/time" \
    "$amend" repair "$name.c" "${spec[@]}" --json --timeout "$timeout" ${IC_ARGS:-} \
    >"$out" 2>"$work/err" </dev/null)
  local rc=$? t m
  read -r t m < <(tail -n 1 "$work/time") || { t=?; m=?; }
  [[ -n ${IC_KEEP:-} ]] && mkdir -p "$IC_KEEP" && cp "$out" "$IC_KEEP/${label//\//_}.jsonl"
  local info
  info=$(cd "$work/r" && python3 - "$out" "$name" "$dir" <<'PY'
import json, os, subprocess, sys
out, name, root = sys.argv[1], sys.argv[2], sys.argv[3]
reps = []
for line in open(out):
    try: d = json.loads(line)
    except ValueError: continue
    if d.get("type") == "repair": reps.append(d)
if not reps:
    print("0 | - | - | -\t-"); sys.exit()
first = reps[0]
at = "%.2f" % first.get("elapsed_s", 0)
kinds = ",".join(first.get("edits", [])) or "-"
p = subprocess.run(["patch", "-p1", "-s", "--no-backup-if-mismatch"], input=first.get("diff", ""),
                   text=True, capture_output=True)
if p.returncode != 0:
    print("%d | no | - | %s\t%s" % (len(reps), kinds, at)); sys.exit()
ok = subprocess.run(["gcc", "-w", "-o", "fixed", name + ".c", "-lm"]).returncode == 0 and \
     subprocess.run(["gcc", "-w", "-o", "truth", "ref.c", "-lm"]).returncode == 0
wb = os.path.join(root, name, "tests", "whitebox")
tests = sorted(f for f in os.listdir(wb) if f.endswith(".in"))
passed = 0
for t in tests:
    if not ok: break
    r = subprocess.run(["python3", os.path.join(root, "bin", "genprog_tests.py"), "--program", name,
                        os.path.abspath("fixed"), os.path.abspath("truth"), os.path.join(wb, t)],
                       capture_output=True)
    passed += r.returncode == 0
print("%d | yes | %d/%d | %s\t%s" % (len(reps), passed, len(tests), kinds, at))
PY
)
  local first=${info##*$'\t'}
  info=${info%$'\t'*}
  printf '| %s | %s | %s | %s | %s | %s |\n' "$label" "$rc" "$info" "$t" "$m" "$first" | tee -a "$rows"
}

if [[ ${IC_CMD:-check} == repair || ${IC_CMD:-} == tests ]]; then
  echo "| pair | exit | repairs | first applies | white-box passed | edits | time s | peak KB | first repair s |"
  echo "|---|---|---|---|---|---|---|---|---|"
  sample | while read -r prog id; do
    [[ -n ${IC_FILTER:-} && ! "$prog/$id" =~ $IC_FILTER ]] && continue
    [[ -n ${IC_ONLY:-} ]] && ! grep -qxF "$prog/${id:0:8}/${id##*/}" "$IC_ONLY" && continue
    repair_run "$prog/${id:0:8}/${id##*/}" "$dir/$prog/$id/$prog.c" "$prog"
  done
  echo
  python3 - "$rows" <<'PY'
import sys
rows = [[c.strip() for c in l.strip().strip('|').split('|')] for l in open(sys.argv[1]) if l.startswith('|')]
rep = [r for r in rows if r[2] != "0"]
right = [r for r in rep if '/' in r[4] and r[4].split('/')[0] == r[4].split('/')[1]]
ts = sorted(float(r[6]) for r in rows if r[6] != '?')
fs = sorted(float(r[8]) for r in rep if len(r) > 8 and r[8] not in ('-', '?'))
print("- %d pairs: %d repaired, %d whose first repair passes every white-box test; time median %.1f s, "
      "90th percentile %.1f s" % (len(rows), len(rep), len(right), ts[len(ts) // 2],
                                  ts[min(len(ts) - 1, int(0.9 * len(ts)))]))
if fs:
    print("- time to the first repair (its elapsed_s), over the repaired: median %.1f s, 90th percentile %.1f s"
          % (fs[len(fs) // 2], fs[min(len(fs) - 1, int(0.9 * len(fs)))]))
PY
  exit 0
fi

echo "| pair | verdict | exit | io | time s | peak KB | natively |"
echo "|---|---|---|---|---|---|---|"
sample | while read -r prog id; do
  [[ -n ${IC_FILTER:-} && ! "$prog/$id" =~ $IC_FILTER ]] && continue
  run "$prog/${id:0:8}/${id##*/}" "$dir/$prog/$id/$prog.c" "$dir/$prog/tests/$prog.c"
done
for prog in checksum digits grade median smallest syllables; do
  [[ -n ${IC_FILTER:-} && ! "$prog/ref" =~ $IC_FILTER ]] && continue
  run "$prog/ref-vs-ref" "$dir/$prog/tests/$prog.c" "$dir/$prog/tests/$prog.c"
done
echo
python3 - "$rows" <<'PY'
import sys
rows = [l.strip().strip('|').split('|') for l in open(sys.argv[1]) if l.startswith('|')]
rows = [[c.strip() for c in r] for r in rows]
pairs = [r for r in rows if 'ref-vs-ref' not in r[0]]
def stats(rs):
    ts = sorted(float(r[4]) for r in rs if r[4] not in ('?',))
    ms = [int(r[5]) for r in rs if r[5] not in ('?',)]
    if not ts: return "no runs"
    p = lambda q: ts[min(len(ts) - 1, int(q * len(ts)))]
    return "median %.2f s, 90th percentile %.2f s, max %.2f s, peak memory max %d MB" % (
        ts[len(ts) // 2], p(0.9), ts[-1], max(ms) // 1024 if ms else -1)
from collections import Counter
for name, rs in (("pairs", pairs), ("references against themselves", [r for r in rows if r not in pairs])):
    if not rs: continue
    print("- %s (%d): %s" % (name, len(rs), stats(rs)))
    print("  verdicts: %s; io: %s; violations natively: %s" % (dict(Counter(r[1] for r in rs)),
          dict(Counter(r[3] for r in rs)), dict(Counter(r[6] for r in rs if r[1] == "violated"))))
PY
