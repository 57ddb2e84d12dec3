#!/usr/bin/env python3
"""bench/codeflaws_defects.py CF_DIR [AMEND]: amend on real Codeflaws defects.

CF_DIR is a checkout of github:codeflaws/codeflaws at commit
9e539a3737c700b99b681447d41fc50e3df654a3 (its 731 defect folders; never
commit their files).  A folder NAME = CONTEST-PROBLEM-bug-BUGID-FIXID holds
the submission CONTEST-PROBLEM-BUGID.c, the author's accepted one
CONTEST-PROBLEM-FIXID.c, the repair tests (input-posN/output-posN pass on
the submission, input-negN/output-negN fail) and held-out tests
(heldout-input-posN/heldout-output-posN).

The sample: CF_N folders (default 60) evenly spaced in name order, indices
floor((2k+1) * 731 / (2 CF_N)); with CF_PHASE=0, floor(k * 731 / CF_N), a
disjoint sample to judge on what was tuned on the first.  Each submission is copied with its repair
tests into a fresh directory and repaired:
  CF_MODE=tests       amend repair BUG.c --tests T --compare space
  CF_MODE=reference   amend repair BUG.c --reference ACCEPTED.c
with --json --timeout CF_TIMEOUT (default 60) and CF_ARGS.  The first
repair is applied with patch(1), built as Codeflaws builds (gcc -std=c99
... -lm) and run on every repair test and held-out test (2 s each), judged
as Codeflaws' own script judges: empty lines and leading blanks dropped,
trailing white space ignored.  Only the tests the accepted submission
passes count (some held-out inputs are cut at 512 bytes, and no program
prints what they expect).  A row per defect; then the totals: printed,
first repair passing every held-out test, the rate among printed, time.
CF_FILTER: a regex on folder names; CF_SKIP=K starts after the first K of
the sample; CF_SHARD=K/N runs only the K-th of every N (from 0), for N runs
side by side.  CF_REJUDGE=ROWS judges again the repairs a run wrote to ROWS
(their diffs), as the script judges now, and prints the totals.  CF_ROWS=FILE
also writes the rows as JSON lines.  A folder that ships its files gzipped
is unpacked in place first.
"""
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

CFLAGS = ["-fno-optimize-sibling-calls", "-fno-strict-aliasing", "-fno-asm", "-std=c99", "-w"]


def sample(root, n):
    names = sorted(d for d in os.listdir(root) if re.match(r"^\d+-[A-Z]\d?-bug-\d+-\d+$", d))
    total = len(names)
    if n >= total:
        return names
    # CF_PHASE=0 takes the first defect of each of the n stretches, a set
    # disjoint from the default (the middle one) to judge rules found there
    if os.environ.get("CF_PHASE") == "0":
        return [names[k * total // n] for k in range(n)]
    return [names[(2 * k + 1) * total // (2 * n)] for k in range(n)]


def files_of(folder):
    m = re.match(r"^(\d+-[A-Z]\d?)-bug-(\d+)-(\d+)$", os.path.basename(folder))
    return m.group(1) + "-" + m.group(2) + ".c", m.group(1) + "-" + m.group(3) + ".c"


def norm(b):
    lines = [l.lstrip(" \t").rstrip() for l in b.decode("latin-1").split("\n")]
    return [l for l in lines if l]


def build(src, exe):
    r = subprocess.run(["gcc"] + CFLAGS + [src, "-o", exe, "-lm"], capture_output=True)
    if r.returncode != 0:  # some accepted programs need GNU C
        r = subprocess.run(["gcc", "-std=gnu11", "-w", src, "-o", exe, "-lm"], capture_output=True)
    return r.returncode == 0


def passes(exe, inp, outp):
    try:
        with open(inp, "rb") as f:
            r = subprocess.run([exe], stdin=f, capture_output=True, timeout=2)
    except subprocess.TimeoutExpired:
        return False
    with open(outp, "rb") as f:
        want = f.read()
    return r.returncode == 0 and norm(r.stdout) == norm(want)


def tests_in(folder, prefix):
    out = []
    for f in os.listdir(folder):
        m = re.match("^" + prefix + r"input-(pos|neg)(\d+)$", f)
        if m:
            o = os.path.join(folder, prefix + "output-" + m.group(1) + m.group(2))
            if os.path.exists(o):
                out.append((os.path.join(folder, f), o))
    return sorted(out)


def gunzip_folder(folder):
    """Some folders ship their files gzipped: unpacked beside them, once."""
    for f in os.listdir(folder):
        if f.endswith(".gz") and not os.path.exists(os.path.join(folder, f[:-3])):
            with gzip.open(os.path.join(folder, f), "rb") as src, open(os.path.join(folder, f[:-3]), "wb") as dst:
                shutil.copyfileobj(src, dst)


def run_one(root, name, amend, mode, timeout, extra):
    folder = os.path.join(root, name)
    gunzip_folder(folder)
    bug, fix = files_of(folder)
    work = tempfile.mkdtemp(prefix="cf.")
    try:
        shutil.copy(os.path.join(folder, bug), os.path.join(work, bug))
        tdir = os.path.join(work, "tests")
        os.mkdir(tdir)
        for i, o in tests_in(folder, ""):
            shutil.copy(i, tdir)
            shutil.copy(o, tdir)
        if mode == "reference":
            shutil.copy(os.path.join(folder, fix), os.path.join(work, "ref.c"))
            spec = ["--reference", "ref.c"]
        else:
            spec = ["--tests", "tests", "--compare", "space"]
        cmd = [amend, "repair", bug] + spec + ["--json", "--timeout", str(timeout)] + extra
        t0 = time.time()
        r = subprocess.run(cmd, cwd=work, capture_output=True, stdin=subprocess.DEVNULL)
        wall = time.time() - t0
        reps, summary = [], {}
        for line in r.stdout.decode("utf-8", "replace").splitlines():
            try:
                d = json.loads(line)
            except ValueError:
                continue
            if d.get("type") == "repair":
                reps.append(d)
            elif d.get("type") == "summary":
                summary = d
        row = {"defect": name, "exit": r.returncode, "repairs": len(reps), "wall_s": round(wall, 1),
               "status": summary.get("status", "-"), "stopped_by": summary.get("stopped_by", "-"),
               "edits": "-", "first": "-", "repair_tests": "-", "heldout": "-", "correct": False,
               "native": summary.get("native"), "sandbox_stops": summary.get("sandbox_stops"),
               "err": "" if reps else (r.stderr.decode("utf-8", "replace").strip().splitlines() or [""])[-1][:100]}
        if not reps:
            return row
        first = reps[0]
        row["edits"] = ",".join(first.get("edits", [])) or "-"
        row["first"] = "; ".join("%s: %s -> %s" % (c.get("line"), c.get("original", ""), c.get("replacement", ""))
                                 for c in first.get("changes", []))[:160]
        row["evidence"] = first.get("evidence") or first.get("proved_by")
        # the tests the accepted submission passes: some held-out inputs are
        # cut at 512 bytes, and no program prints their expected output
        acc = os.path.join(work, "accepted.bin")
        acc_ok = build(os.path.join(folder, fix), acc)
        rt = [t for t in tests_in(folder, "") if not acc_ok or passes(acc, *t)]
        ht = [t for t in tests_in(folder, "heldout-") if not acc_ok or passes(acc, *t)]
        # CF_ALL: every printed repair judged (for offline study of rankings)
        judged = reps if os.environ.get("CF_ALL") else reps[:1]
        row["all"] = []
        for k, rep in enumerate(judged):
            fixed = os.path.join(work, "fixed%d" % k)
            os.mkdir(fixed)
            shutil.copy(os.path.join(folder, bug), os.path.join(fixed, bug))
            p = subprocess.run(["patch", "-p1", "-s", "--no-backup-if-mismatch"], cwd=fixed,
                               input=rep.get("diff", ""), text=True, capture_output=True)
            exe = os.path.join(work, "fixed%d.bin" % k)
            if p.returncode != 0 or not build(os.path.join(fixed, bug), exe):
                rp, hp = -1, -1
            else:
                rp = sum(passes(exe, i, o) for i, o in rt)
                hp = sum(passes(exe, i, o) for i, o in ht)
            row["all"].append({"changes": rep.get("changes"), "kind": rep.get("kind"), "engine": rep.get("engine"),
                               "diff": rep.get("diff"),
                               "size": rep.get("size"), "repair_pass": rp, "heldout_pass": hp,
                               "correct": hp == len(ht) and rp == len(rt)})
        rp, hp = row["all"][0]["repair_pass"], row["all"][0]["heldout_pass"]
        if rp < 0:
            row["heldout"] = "no build"
            return row
        row["repair_tests"] = "%d/%d" % (rp, len(rt))
        row["heldout"] = "%d/%d" % (hp, len(ht))
        row["correct"] = hp == len(ht) and rp == len(rt)
        row["any_correct"] = any(a["correct"] for a in row["all"])
        return row
    finally:
        shutil.rmtree(work, ignore_errors=True)


def rejudge(rows_path, root):
    """CF_REJUDGE=ROWS: the rows a run wrote, each printed repair judged
    again (its diff applied anew) as this script judges now; the totals."""
    rows = [json.loads(l) for l in open(rows_path)]
    for row in rows:
        folder = os.path.join(root, row["defect"])
        bug, fix = files_of(folder)
        work = tempfile.mkdtemp(prefix="cfr.")
        try:
            acc = os.path.join(work, "accepted.bin")
            acc_ok = build(os.path.join(folder, fix), acc)
            judge = [t for t in tests_in(folder, "") + tests_in(folder, "heldout-") if not acc_ok or passes(acc, *t)]
            for k, rep in enumerate(row.get("all") or []):
                d = os.path.join(work, "c%d" % k)
                os.mkdir(d)
                shutil.copy(os.path.join(folder, bug), os.path.join(d, bug))
                p = subprocess.run(["patch", "-p1", "-s", "--no-backup-if-mismatch"], cwd=d, input=rep.get("diff") or "",
                                   text=True, capture_output=True)
                exe = os.path.join(work, "c%d.bin" % k)
                rep["correct"] = (p.returncode == 0 and build(os.path.join(d, bug), exe) and
                                  all(passes(exe, *t) for t in judge))
            if row.get("all"):
                row["correct"] = row["all"][0]["correct"]
        finally:
            shutil.rmtree(work, ignore_errors=True)
    printed = [r for r in rows if r["repairs"]]
    right = [r for r in printed if r.get("correct")]
    print("- %d defects: %d printed a repair, %d first repairs correct (%.0f%% of printed, %.0f%% of all)" % (
        len(rows), len(printed), len(right), 100.0 * len(right) / max(1, len(printed)),
        100.0 * len(right) / max(1, len(rows))))
    for r in printed:
        print("  %s %s %s" % (r["defect"], "correct" if r.get("correct") else "wrong", r["first"][:100]))


def main():
    if os.environ.get("CF_REJUDGE"):
        return rejudge(os.environ["CF_REJUDGE"], sys.argv[1])
    if len(sys.argv) < 2:
        sys.exit("usage: bench/codeflaws_defects.py CF_DIR [AMEND]")
    root = sys.argv[1]
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    amend = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "build", "amend"))
    mode = os.environ.get("CF_MODE", "tests")
    n = int(os.environ.get("CF_N", "60"))
    timeout = int(os.environ.get("CF_TIMEOUT", "60"))
    extra = os.environ.get("CF_ARGS", "").split()
    filt = os.environ.get("CF_FILTER")
    rows_path = os.environ.get("CF_ROWS")
    print("| defect | exit | status | stopped by | repairs | edits | first repair | repair tests | held-out | correct | s |")
    print("|---|---|---|---|---:|---|---|---|---|---|---:|")
    rows = []
    skip = int(os.environ.get("CF_SKIP", "0"))  # go on after the first CF_SKIP of the sample
    shard, nshard = map(int, os.environ.get("CF_SHARD", "0/1").split("/"))
    for i, name in enumerate(sample(root, n)[skip:]):
        if (filt and not re.search(filt, name)) or i % nshard != shard:
            continue
        row = run_one(root, name, amend, mode, timeout, extra)
        rows.append(row)
        print("| %s | %s | %s | %s | %d | %s | %s | %s | %s | %s | %.1f |" % (
            row["defect"], row["exit"], row["status"], row["stopped_by"], row["repairs"], row["edits"],
            row["first"].replace("|", "\\|") or "-", row["repair_tests"], row["heldout"],
            "yes" if row["correct"] else "no" if row["repairs"] else "-", row["wall_s"]), flush=True)
        if rows_path:
            with open(rows_path, "a") as f:
                f.write(json.dumps(row) + "\n")
    printed = [r for r in rows if r["repairs"]]
    right = [r for r in printed if r["correct"]]
    ts = sorted(r["wall_s"] for r in rows)
    tp = sorted(r["wall_s"] for r in printed)
    timeouts = sum(1 for r in rows if r["stopped_by"] == "time")
    print()
    print("- %s mode, %d defects: %d printed a repair, %d first repairs pass every held-out and repair test "
          "(%.0f%% of printed, %.0f%% of all); %d stopped by the time limit" % (
              mode, len(rows), len(printed), len(right), 100.0 * len(right) / max(1, len(printed)),
              100.0 * len(right) / max(1, len(rows)), timeouts))
    if ts:
        print("- time: median %.1f s over all, %s to the first printed repair" % (
            ts[len(ts) // 2], "median %.1f s" % tp[len(tp) // 2] if tp else "none"))


if __name__ == "__main__":
    main()
