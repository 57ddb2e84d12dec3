#!/usr/bin/env python3
"""bench/overfit_study.py ROWS CF_DIR: how rules and rankings would pick among
the plausible patches of a test-suite repair, measured on real defects.

ROWS is what `CF_ALL=1 CF_ROWS=ROWS bench/codeflaws_defects.py` wrote with
AMEND_NO_RULES=1 in the environment (every candidate that passed the repair
tests, each judged on the held-out tests).  For each defect the script
builds the submission and every candidate, makes inputs of the repair
tests' shape (each integer of a test's input moved to a neighbour, 0, or
another number of the same input, a number that counts the lines or the
numbers after it kept; a letter of a word in the other case, or another),
runs them all, and prints for each way of choosing a first repair how many
defects get one and how many of those are correct: they pass every test,
repair or held-out, that the accepted submission passes (some held-out
inputs are cut at 512 bytes):
  first      the first printed (what amend printed before the rules)
  rules      the first that breaks no rule of oracle/overfit.h
  closest    of those, the one whose outputs on the made inputs differ
             from the submission's on the fewest
  majority   of those, the first of the largest group of candidates that
             print the same on every made input
  agree      the first that passes the rules, only when every candidate
             that passes them prints the same on every made input
  mutfirst   of those, a mutation before a synthesised condition, before a
             synthesised guard of a statement, each in the order printed
  mutclosest the same order, then the fewest differences from the
             submission on the made inputs
Needs gcc and patch(1).  CF_GEN (default 40) inputs per defect.
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rank_study  # noqa: E402
from codeflaws_defects import build, files_of, gunzip_folder, norm, passes, tests_in  # noqa: E402

NUM = re.compile(rb"-?\d+")
WORD = re.compile(rb"[A-Za-z]+")


def counts_like(text, m, value):
    """Does the number at m count what follows: the lines after its line,
    or the numbers on the next line?"""
    rest = text[m.end():]
    lines = [l for l in rest.split(b"\n")[1:] if l.strip()]
    if value == len(lines):
        return True
    if lines and value == len(NUM.findall(lines[0])):
        return True
    return False


def variants(text, rnd, want):
    ms = list(NUM.finditer(text))
    nums = [int(m.group()) for m in ms]
    out = []
    for k, m in enumerate(ms):
        v = nums[k]
        if counts_like(text, m, v):
            continue
        for w in {v - 1, v + 1, 0, rnd.choice(nums)}:
            if w == v:
                continue
            out.append(text[:m.start()] + str(w).encode() + text[m.end():])
    for m in WORD.finditer(text):
        # a letter of a word changed: its case, or another letter of that case
        k = m.start() + rnd.randrange(m.end() - m.start())
        c = text[k:k + 1]
        other = bytes([rnd.randrange(26) + (65 if c.isupper() else 97)])
        for w in {c.swapcase(), other}:
            if w != c:
                out.append(text[:k] + w + text[k + 1:])
    rnd.shuffle(out)
    return out[:want]


def run(exe, data):
    try:
        r = subprocess.run([exe], input=data, capture_output=True, timeout=2)
    except subprocess.TimeoutExpired:
        return "timeout"
    if r.returncode != 0:
        return "exit %d" % r.returncode
    return "\n".join(norm(r.stdout))


def ints_of(s):
    return [int(x) for x in re.findall(r"-?\d+", s or "")]


def idents_of(s):
    s = re.sub(r'"([^"\\]|\\.)*"|\'([^\'\\]|\\.)*\'', "", s or "")
    return re.findall(r"[A-Za-z_]\w*", s)


def breaks_rule(cand, prog_text, test_nums):
    """A Python twin of oracle/overfit.c, on the candidate's changes."""
    for ch in cand.get("changes") or []:
        orig, rep = ch.get("original", ""), ch.get("replacement", "")
        on = set(ints_of(orig))
        for v in ints_of(rep):
            if -1 <= v <= 1 or v in on or v in test_nums or (v - 1) in on or (v + 1) in on:
                continue
            if re.search(r"(?<![\w.])%d(?![\w.])" % abs(v), prog_text):
                continue
            return "constant"
        for name in set(idents_of(rep)) - set(idents_of(orig)):
            if name in ("argc", "argv") and len(re.findall(r"\b%s\b" % name, prog_text)) <= 1:
                return "unread"
    return None


def study(rows, root, ngen):
    stats = {k: [0, 0] for k in ("first", "rules", "closest", "majority", "agree", "mutfirst", "mutclosest",
                                 "keeppass", "keeppass_mut", "keeppass_strict", "classes", "general",
                                 "mutmajority", "majoritymut")}
    for row in rows:
        cands = row.get("all") or []
        if not cands:
            continue
        folder = os.path.join(root, row["defect"])
        gunzip_folder(folder)
        bug, fix = files_of(folder)
        prog_text = open(os.path.join(folder, bug), encoding="latin-1").read()
        rt = tests_in(folder, "")
        test_nums = set()
        for i, o in rt:
            test_nums |= set(ints_of(open(i, encoding="latin-1").read()))
            test_nums |= set(ints_of(open(o, encoding="latin-1").read()))
        work = tempfile.mkdtemp(prefix="ofs.")
        try:
            orig = os.path.join(work, "orig")
            if not build(os.path.join(folder, bug), orig):
                continue
            rnd = random.Random(row["defect"])
            gen = []  # (input, made from a test the submission passes)
            for i, _ in rt:
                gen += [(v, "-pos" in os.path.basename(i)) for v in variants(open(i, "rb").read(), rnd, ngen)]
            rnd.shuffle(gen)
            gen = [g for g in gen if run(orig, g[0]) not in ("timeout",) and not run(orig, g[0]).startswith("exit")]
            gen = [g for g in gen if g[1]][:ngen // 2] + [g for g in gen if not g[1]][:ngen // 2]
            near_pass = [g[1] for g in gen]
            gen = [g[0] for g in gen]
            base = [run(orig, g) for g in gen]
            # correct: passes every test, held-out or not, that the accepted
            # submission passes (some held-out inputs are cut at 512 bytes)
            acc = os.path.join(work, "accepted")
            acc_ok = build(os.path.join(folder, fix), acc)
            judge = [t for t in tests_in(folder, "") + tests_in(folder, "heldout-") if not acc_ok or passes(acc, *t)]
            outs = []
            for k, c in enumerate(cands):
                d = os.path.join(work, "c%d" % k)
                os.mkdir(d)
                shutil.copy(os.path.join(folder, bug), os.path.join(d, bug))
                p = subprocess.run(["patch", "-p1", "-s", "--no-backup-if-mismatch"], cwd=d, input=c.get("diff") or "",
                                   text=True, capture_output=True)
                exe = os.path.join(work, "c%d.bin" % k)
                built = p.returncode == 0 and build(os.path.join(d, bug), exe)
                outs.append([run(exe, g) for g in gen] if built else None)
                c["correct"] = built and all(passes(exe, *t) for t in judge)
            ok = [k for k, c in enumerate(cands) if not breaks_rule(c, prog_text, test_nums) and outs[k] is not None]

            def pick(name, k):
                if k is None:
                    return
                stats[name][0] += 1
                stats[name][1] += bool(cands[k]["correct"])

            pick("first", 0)
            pick("rules", ok[0] if ok else None)
            if ok:
                dist = {k: sum(a != b for a, b in zip(outs[k], base)) for k in ok}
                pick("closest", min(ok, key=lambda k: (dist[k], k)))
                groups = {}
                for k in ok:
                    groups.setdefault(tuple(outs[k]), []).append(k)
                big = max(groups.values(), key=lambda g: (len(g), -g[0]))
                pick("majority", big[0])
                pick("agree", ok[0] if len(groups) == 1 else None)
                # a mutation before a synthesised condition, before a guard
                rank = {"mutation": 0, "guided": 0, "condition": 1, "precondition": 2}
                order = sorted(ok, key=lambda k: (rank.get(cands[k].get("kind"), 1), k))
                pick("mutfirst", order[0])
                # within the first kind present, the first of its largest
                # group of candidates that print alike on the made inputs
                best = [k for k in order if rank.get(cands[k].get("kind"), 1) == rank.get(cands[order[0]].get("kind"), 1)]
                kgroups = {}
                for k in best:
                    kgroups.setdefault(tuple(outs[k]), []).append(k)
                pick("mutmajority", max(kgroups.values(), key=lambda g: (len(g), -g[0]))[0])
                # the largest group over every kind, its first in the kind order
                pick("majoritymut", min(max(groups.values(), key=lambda g: (len(g), -min(order.index(k) for k in g))),
                                        key=order.index))
                pick("mutclosest", min(ok, key=lambda k: (rank.get(cands[k].get("kind"), 1), dist[k], k)))
                # differences from the submission on inputs made from the
                # tests it passes (where it is likely right)
                dpass = {k: sum(a != b and p for a, b, p in zip(outs[k], base, near_pass)) for k in ok}
                npass = max(1, sum(near_pass))
                pick("keeppass", min(ok, key=lambda k: (dpass[k], k)))
                pick("keeppass_mut", min(ok, key=lambda k: (dpass[k], rank.get(cands[k].get("kind"), 1), k)))
                # differences on inputs made from the failing tests: a patch
                # that changes the output of the failing tests and of none of
                # their neighbours singles them out (`x3 != 4`)
                dfail = {k: sum(a != b and not p for a, b, p in zip(outs[k], base, near_pass)) for k in ok}
                nfail = sum(not p for p in near_pass)
                ranked = sorted(ok, key=lambda k: (rank_study.rank(cands[k]), k))
                pick("classes", ranked[0])
                general = [k for k in ranked if dfail[k] > 0 or nfail == 0]
                pick("general", general[0] if general else None)
                print("   dfail %s of %d" % ([(k, dfail[k], rank_study.rank(cands[k])) for k in ranked][:10], nfail))
                quiet = [k for k in ok if dpass[k] * 10 <= npass]
                pick("keeppass_strict", min(quiet, key=lambda k: (rank.get(cands[k].get("kind"), 1), dpass[k], k))
                     if quiet else None)
                print("   dpass %s of %d; correct %s" % ([(k, dpass[k]) for k in ok][:10], npass,
                                                     [k for k in ok if cands[k]["correct"]]))
                print("%s: %d candidates, %d pass the rules, %d groups, correct: %s; closest %s" % (
                    row["defect"], len(cands), len(ok), len(groups),
                    [k for k in ok if cands[k]["correct"]], sorted(dist.items(), key=lambda x: x[1])[:4]),
                    flush=True)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    n = len(rows)
    print()
    print("| choice | defects with a first repair | of them correct | rate | of all %d |" % n)
    print("|---|---:|---:|---:|---:|")
    for k, (got, right) in stats.items():
        print("| %s | %d | %d | %.0f%% | %.0f%% |" % (k, got, right, 100.0 * right / max(1, got), 100.0 * right / n))


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: bench/overfit_study.py ROWS CF_DIR")
    study([json.loads(l) for l in open(sys.argv[1])], sys.argv[2], int(os.environ.get("CF_GEN", "40")))
