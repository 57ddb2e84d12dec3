#!/usr/bin/env python3
"""bench/ic_study.py KEPT_DIR IC_DIR > ROWS: every repair of the runs that
`IC_KEEP=KEPT_DIR bench/introclass.sh` kept, judged on the white-box tests.

Each kept file is one run's JSON lines (ASSIGNMENT_REPO_REVISION.jsonl).
Every printed repair is applied to the defect's program (patch -p1), built
by gcc and run on every white-box test under the benchmark's own checker
(bin/genprog_tests.py, against the assignment's reference).  One JSON line
per defect, shaped as bench/codeflaws_defects.py's rows with CF_ALL=1:
{"defect", "repairs", "all": [{"changes", "kind", "diff", "correct"}]},
for bench/rank_study.py.  IC_DIR is a checkout of
github:ProgramRepair/IntroClass (never commit its files).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile


def judge(root, name, prog, diff, work):
    d = tempfile.mkdtemp(dir=work)
    shutil.copy(prog, os.path.join(d, name + ".c"))
    p = subprocess.run(["patch", "-p1", "-s", "--no-backup-if-mismatch"], cwd=d, input=diff or "",
                       text=True, capture_output=True)
    exe, truth = os.path.join(d, "fixed"), os.path.join(work, "truth")
    if p.returncode != 0 or subprocess.run(["gcc", "-w", "-o", exe, os.path.join(d, name + ".c"), "-lm"],
                                           capture_output=True).returncode != 0:
        return False
    wb = os.path.join(root, name, "tests", "whitebox")
    for t in sorted(f for f in os.listdir(wb) if f.endswith(".in")):
        r = subprocess.run(["python3", os.path.join(root, "bin", "genprog_tests.py"), "--program", name,
                            exe, truth, os.path.join(wb, t)], capture_output=True)
        if r.returncode != 0:
            return False
    return True


def main():
    kept, root = sys.argv[1], sys.argv[2]
    for f in sorted(os.listdir(kept)):
        if not f.endswith(".jsonl"):
            continue
        name, repo, rev = f[:-len(".jsonl")].split("_")
        # the kept label holds the repo's first 8 characters: find the folder
        base = os.path.join(root, name)
        full = [r for r in os.listdir(base) if r.startswith(repo)]
        if not full:
            continue
        prog = os.path.join(base, full[0], rev, name + ".c")
        reps = []
        for line in open(os.path.join(kept, f)):
            try:
                d = json.loads(line)
            except ValueError:
                continue
            if d.get("type") == "repair":
                reps.append(d)
        work = tempfile.mkdtemp(prefix="ics.")
        try:
            subprocess.run(["gcc", "-w", "-o", os.path.join(work, "truth"),
                            os.path.join(base, "tests", name + ".c"), "-lm"], capture_output=True)
            row = {"defect": "%s/%s/%s" % (name, repo, rev), "repairs": len(reps), "all": []}
            for rep in reps:
                row["all"].append({"changes": rep.get("changes"), "kind": rep.get("kind"), "diff": rep.get("diff"),
                                   "correct": judge(root, name, prog, rep.get("diff"), work)})
            print(json.dumps(row), flush=True)
        finally:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
