#!/usr/bin/env python3
"""bench/introclass_logs.py IC_DIR: what GenProg, TrpAutoRepair and AE
found on the IntroClass defects amend's black-box row uses, counted from
the tools' own run logs that the benchmark ships beside each defect
(gp-bb-NN.log, trp-bb-NN.log, ae-bb-NN.log: one file per random seed,
"Repair Found" when the seed ended with a patch passing every black-box
test).  The defects: every unique defect whose black-box run passes some
tests and fails others, as `IC_ALL=1 bench/introclass.sh` takes them.

The logs name a patch by edit numbers of the tools' own representation,
not as source, so whether it passes the white-box tests cannot be judged
here: these are the tools' printed (plausible) counts only.  Prints, per
assignment and tool, the defects with at least one seed repairing, and
the share of seeds that did.  IC_DIR: github:ProgramRepair/IntroClass
(never commit its files).
"""
import os
import re
import subprocess
import sys

PROGS = ["checksum", "digits", "grade", "median", "smallest", "syllables"]
TOOLS = [("gp", "GenProg"), ("trp", "TrpAutoRepair"), ("ae", "AE")]


def defects(root):
    """Every defect's folder that `IC_ALL=1 bench/introclass.sh` runs, by
    assignment, as its IC_LIST mode names them (one sample, one definition
    of it)."""
    here = os.path.dirname(os.path.abspath(__file__))
    out = subprocess.run(["bash", os.path.join(here, "introclass.sh"), root], capture_output=True, text=True,
                         env=dict(os.environ, IC_ALL="1", IC_LIST="1", IC_SHARD="0/1")).stdout
    by = {prog: [] for prog in PROGS}
    for line in out.splitlines():
        name, _, d = line.partition(" ")
        if name in by:
            by[name].append(os.path.join(root, name, d))
    return by


def main():
    root = sys.argv[1]
    total = {t: [0, 0, 0] for t, _ in TOOLS}  # any seed repaired, seeds repaired, seeds
    ndef = 0
    print("| assignment | defects | " + " | ".join("%s: repaired (seeds that did, of seeds)" % n for _, n in TOOLS) + " |")
    print("|---|---:|" + "---:|" * len(TOOLS))
    folders = defects(root)
    for prog in PROGS:
        row = {t: [0, 0, 0] for t, _ in TOOLS}
        n = 0
        for path in folders[prog]:
            n += 1
            for t, _ in TOOLS:
                logs = [f for f in os.listdir(path) if re.match(r"^%s-bb-\d+\.log$" % t, f)]
                found = 0
                for f in logs:
                    with open(os.path.join(path, f), "rb") as h:
                        found += b"Repair Found" in h.read()
                row[t][0] += found > 0
                row[t][1] += found
                row[t][2] += len(logs)
        ndef += n
        for t, _ in TOOLS:
            for k in range(3):
                total[t][k] += row[t][k]
        print("| %s | %d | %s |" % (prog, n, " | ".join("%d (%d of %d)" % tuple(row[t]) for t, _ in TOOLS)))
    print("| all | %d | %s |" % (ndef, " | ".join("%d (%d of %d)" % tuple(total[t]) for t, _ in TOOLS)))


if __name__ == "__main__":
    main()
