#!/usr/bin/env python3
"""bench/tcas.sh's body: repair each TCAS version, judge each printed repair
natively (see bench/tcas.sh for the environment variables)."""
import json, os, re, shutil, statistics, subprocess, sys, tempfile, time

SRC = os.environ["TCAS_DIR"]
AMEND = os.environ["TCAS_AMEND"]
LEVEL = os.environ.get("TCAS_LEVEL", "2")
TIMEOUT = os.environ.get("TCAS_TIMEOUT", "30")
ARGS = os.environ.get("TCAS_ARGS", "").split()
INPUTS = int(os.environ.get("TCAS_INPUTS", "20000"))
ONLY = os.environ.get("TCAS_ONLY", "").split()
OUT = os.environ.get("TCAS_OUT") or tempfile.mkdtemp(prefix="tcas-bench-")
os.makedirs(OUT, exist_ok=True)

# The harness reads 12 values in this order; the ones its assumptions keep
# to 0..1 (or 0..3) are drawn in range, the others from a mixture that
# reaches the thresholds, equal pairs and the extremes.
DRIVER = r"""
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
int tcas_main();
static jmp_buf jb;
static unsigned long long st;
static int idx, fails, drawn[16];
static unsigned nxt(void) { st = st * 6364136223846793005ULL + 1442695040888963407ULL; return (unsigned)(st >> 33); }
void amend_reject(void) { longjmp(jb, 1); }
void amend_check(int ok) { if (!ok) fails++; }
int nondet_int(void) {
  static const int th[] = {0, 100, 300, 399, 400, 500, 600, 640, 740};
  int i = idx++, v;
  if (i == 1 || i == 2) v = nxt() % 4 != 0;
  else if (i >= 9) v = nxt() % 2;
  else if (i == 6) v = nxt() % 4;
  else {
    unsigned r = nxt() % 100;
    if (r < 25) v = nxt() % 1001;
    else if (r < 60) { static const int off[] = {-1, 0, 0, 0, 1}; v = th[nxt() % 9] + off[nxt() % 5]; }
    else if (r < 75 && i > 0) v = drawn[nxt() % i] + (int)(nxt() % 3) - 1;
    else if (r < 90) v = (int)(nxt() % 102001) - 2000;
    else { static const int ex[] = {INT_MIN, INT_MIN + 1, -1, 100000, 99999, -100000}; v = ex[nxt() % 6]; }
  }
  drawn[i] = v;
  return v;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), ok = 0, tries = 0;
  st = strtoull(argv[2], 0, 10);
  while (ok < n && tries < 100 * n) {
    tries++; idx = 0;
    if (setjmp(jb) == 0) { tcas_main(0, 0); ok++; }
  }
  printf("%d %d\n", ok, fails);
  return 0;
}
"""
PRELUDE = "void amend_reject(void); void amend_check(int); int nondet_int(void);\n"


def native_fails(text, work):
    """Runs of INPUTS random inputs on which the program's assertion fails
    (None if it would not build or run)."""
    text = re.sub(r"^main\(", "int tcas_main(", text, flags=re.M)
    text = re.sub(r"\bassert\(res == res_correct\)", "amend_check(res == res_correct)", text)
    with open(os.path.join(work, "p.c"), "w") as f:
        f.write(text)
    with open(os.path.join(work, "drv.c"), "w") as f:
        f.write(DRIVER)
    with open(os.path.join(work, "pre.h"), "w") as f:
        f.write(PRELUDE)
    b = subprocess.run(["gcc", "-std=gnu89", "-w", "-O1", "-fwrapv", "-include", "pre.h",
                        "-D__CPROVER_assume(c)=do{if(!(c))amend_reject();}while(0)",
                        "p.c", "drv.c", "-o", "p"], cwd=work, capture_output=True, text=True)
    if b.returncode:
        sys.stderr.write(b.stderr)
        return None
    r = subprocess.run(["./p", str(INPUTS), "12345"], cwd=work, capture_output=True, text=True, timeout=60)
    ok, fails = map(int, r.stdout.split())
    return fails if ok == INPUTS else None


def judge(name, orig, diff, work):
    """True when the patched program passes every drawn input."""
    d = os.path.join(work, "j")
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    with open(os.path.join(d, name), "w") as f:
        f.write(orig)
    p = subprocess.run(["patch", "-s", "-p1"], cwd=d, input=diff, capture_output=True, text=True)
    if p.returncode:
        return False
    new = open(os.path.join(d, name)).read()
    mark = "//<ASSUME_CORRECT>"
    if new[new.index(mark):] != orig[orig.index(mark):]:
        return False  # a repair may not touch the harness or the correct twins
    return native_fails(new, d) == 0


def versions():
    vs = sorted(int(m.group(1)) for f in os.listdir(SRC) if (m := re.match(r"tcas_v(\d+)\.c$", f)))
    return [v for v in vs if not ONLY or str(v) in ONLY]


def main():
    rows, work = [], tempfile.mkdtemp(prefix="tcas-judge-")
    print(f"level {LEVEL}, --max-size 2 --unwind 2 --timeout {TIMEOUT} {' '.join(ARGS)}; {INPUTS} native inputs per repair")
    print()
    print("| version | exit | repairs | unsound | candidates | s | times |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for v in versions():
        name = f"tcas_v{v}.c"
        orig = open(os.path.join(SRC, name)).read()
        run = os.path.join(work, "run")
        shutil.rmtree(run, ignore_errors=True)
        os.makedirs(run)
        shutil.copy(os.path.join(SRC, name), run)
        t0 = time.time()
        r = subprocess.run([AMEND, "repair", name, "--level", LEVEL, "--max-size", "2", "--unwind", "2",
                            "--timeout", TIMEOUT, "--json"] + ARGS, cwd=run, capture_output=True, text=True)
        wall = time.time() - t0
        with open(os.path.join(OUT, f"v{v}.json"), "w") as f:
            f.write(r.stdout)
        reps, summ = [], {}
        for line in r.stdout.splitlines():
            try:
                o = json.loads(line)
            except ValueError:
                continue
            if o.get("type") == "repair":
                reps.append(o)
            elif o.get("type") == "summary":
                summ = o
        unsound = sum(1 for o in reps if not judge(name, orig, o.get("diff", ""), work))
        times = dict(summ.get("times", {}))
        for k, x in summ.get("templates", {}).items():  # the template engine's phases
            if k.endswith("_s") and k != "elapsed_s":
                times["tmpl " + k] = x
        ts = " ".join(f"{k[:-2]} {x:.1f}" for k, x in times.items() if isinstance(x, (int, float)) and x >= 0.05)
        rows.append((v, r.returncode, len(reps), unsound, summ.get("candidates", 0), wall))
        print(f"| v{v} | {r.returncode} | {len(reps)} | {unsound} | {summ.get('candidates', '-')} | {wall:.2f} | {ts} |", flush=True)
    if not rows:
        return
    walls = [r[5] for r in rows]
    print()
    print(f"repaired {sum(1 for r in rows if r[2] > 0)} of {len(rows)}; "
          f"unsound repairs {sum(r[3] for r in rows)} (in {sum(1 for r in rows if r[3])} versions); "
          f"decided (exit 0 or 10) under 12 s {sum(1 for r in rows if r[5] < 12 and r[1] in (0, 10))}; "
          f"median {statistics.median(walls):.2f} s, max {max(walls):.2f} s; "
          f"candidates {sum(r[4] for r in rows)}; JSON in {OUT}")


main()
