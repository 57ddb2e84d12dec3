#!/usr/bin/env python3
"""bench/rank_study.py ROWS...: how the order of a test-suite repair's
candidates decides whether the first printed is right, on rows with every
candidate judged (bench/codeflaws_defects.py with CF_ALL=1, or
bench/ic_study.py).

For each way of ordering (or refusing) the candidates it prints how many
defects get a first repair and how many of those are correct:
  printed   the order amend printed them in
  classes   mutations by how far they move the program (mut_class below,
            a twin of the C in src/repair/testjudge.c), then the rest
Defects whose candidates mix right and wrong are listed with their
classes, to see what a rule would do to them.
"""
import json
import re
import sys

REL = ["<", "<=", ">", ">=", "==", "!="]
NEG = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}
NEAR = {"<": "<=", "<=": "<", ">": ">=", ">=": ">"}
TOKEN = re.compile(r"\d+\.\d*|\d+|[A-Za-z_]\w*|<=|>=|==|!=|&&|\|\||<<|>>|[-+*/%=<>!&|^~?:]=?|\S")


def toks(s):
    return TOKEN.findall(s or "")


def mut_class(orig, rep):
    """0 a boundary moved (< for <=, a constant by one), 1 another operator
    or constant, 2 a condition turned round (== for !=, < for >=, && for
    ||, <= for >=), 3 an operation made an identity (x + 1 -> x * 1)."""
    a, b = toks(orig), toks(rep)
    num = re.compile(r"\(?(-?\d+)\)?")
    ma, mb = num.fullmatch(re.sub(r"\s", "", orig or "")), num.fullmatch(re.sub(r"\s", "", rep or ""))
    if ma and mb:
        return 0 if abs(int(ma.group(1)) - int(mb.group(1))) == 1 else 1
    if len(b) >= 2 and b[-2] in ("*", "/") and re.fullmatch(r"1(\.0*)?", b[-1]) and \
            not (len(a) >= 2 and a[-2] == b[-2] and a[-1] == b[-1]):
        return 3
    if len(b) >= 2 and b[-2] in ("+", "-") and re.fullmatch(r"0(\.0*)?", b[-1]) and \
            not (len(a) >= 2 and a[-2] == b[-2] and a[-1] == b[-1]):
        return 3
    if len(a) == len(b):
        diff = [(x, y) for x, y in zip(a, b) if x != y]
        if len(diff) == 1:
            x, y = diff[0]
            if NEAR.get(x) == y:
                return 0
            if re.fullmatch(r"\d+", x) and re.fullmatch(r"\d+", y) and abs(int(x) - int(y)) == 1:
                return 0
            if NEG.get(x) == y or {x, y} == {"&&", "||"}:
                return 2
            if x in REL and y in REL:
                return 2  # < for >: the comparison turned round
    # x -> !x, x -> x != 1 ... a condition negated whole
    if b[:1] == ["!"] and a == b[2:-1] or a[:1] == ["!"] and b == a[2:-1]:
        return 2
    return 1


def rank(c):
    kind = c.get("kind") or "mutation"
    if kind in ("mutation", "guided"):
        return (0, max(mut_class(ch.get("original", ""), ch.get("replacement", "")) for ch in c.get("changes") or [{}]))
    return (1 if kind == "condition" else 2, 0)


def main():
    rows = []
    for f in sys.argv[1:]:
        rows += [json.loads(l) for l in open(f) if l.strip()]
    stats = {"printed": [0, 0], "classes": [0, 0]}
    for row in rows:
        cands = row.get("all") or []
        if not cands:
            continue
        stats["printed"][0] += 1
        stats["printed"][1] += bool(cands[0]["correct"])
        order = sorted(range(len(cands)), key=lambda k: (rank(cands[k]), k))
        stats["classes"][0] += 1
        stats["classes"][1] += bool(cands[order[0]]["correct"])
        right = [k for k in range(len(cands)) if cands[k]["correct"]]
        if right and len(right) < len(cands) or cands[order[0]]["correct"] != cands[0]["correct"]:
            print("%s: first %s, classes %s" % (row["defect"], "right" if cands[0]["correct"] else "wrong",
                                                "right" if cands[order[0]]["correct"] else "wrong"))
            for k in order[:8]:
                c = cands[k]
                print("   %s %s %s %s" % ("+" if c["correct"] else "-", rank(c), c.get("kind"),
                                         "; ".join("%s -> %s" % (ch.get("original", ""), ch.get("replacement", ""))
                                                   for ch in c.get("changes") or [])[:110]))
    for k, (n, r) in stats.items():
        print("%-8s %d printed, %d correct (%.0f%%)" % (k, n, r, 100.0 * r / max(1, n)))


if __name__ == "__main__":
    main()
