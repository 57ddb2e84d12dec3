#!/usr/bin/env bash
# repair_native.sh AMEND_BINARY SRC_DIR [FILTER]
#
# Soundness of `amend repair` on native runs.  For every case folder of the
# repair corpus (SRC_DIR/tests/repair, or SRC_DIR itself when it holds the
# cases) with a test.desc (line 2: files relative to the case folder, line 3:
# options), `amend repair --json <files> <options>` is run in the case folder,
# and EVERY printed repair is checked natively:
#   1. the case folder is copied to a temp dir and the repair's "diff" is
#      applied with `patch -p1`; it must apply cleanly (no fuzz, no offset);
#   2. the patched program is compiled as tests/diff does:
#        gcc -std=gnu11 -fwrapv -O0 -g -no-pie -finstrument-functions \
#            -include tests/diff/runtime.h <files> runtime.o
#   3. it runs under DIFF_SEEDS (default 1000) PRNG seeds (runtime.c's fork
#      server); no run may fail an assertion, crash, or be cut by the 2 s
#      limit (a repair must finish every run within the bound).
# Cases with --reference REF and no --entry (whole programs): the patched
# program and REF run natively on the same stdin inputs (stdin_inputs) and
# must print the same (per --compare) and exit alike; inputs on which REF
# reads uninitialised memory are skipped, as amend does not compare them
# (tests/ref-defined.sh tells them by building REF twice with different
# fillings of uninitialised memory, and with MemorySanitizer).
# Cases with --reference REF --entry F: the patched program files and REF are
# compiled to objects, REF's global symbols renamed to __amend_ref_* with
# objcopy, and a generated harness calls F and __amend_ref_F on the same
# arguments (1/4 PRNG values, 3/4 the integer literals of both files +-1,
# since random values rarely pass guarded thresholds), under
# REPAIR_NATIVE_REF_SEEDS seeds (default 10 x DIFF_SEEDS: runs are cheap) and asserts equal return values (F's prototype comes from
# gcc -aux-info; only scalar parameters and return types are supported, and
# globals are not compared).  The harness runs under the same seeds.
# Cases whose files lie outside the case folder are skipped, and so are
# cases with a `native-skip` file (its first line says why).
# Bounded repairs ("bound":"bounded") are held to the same rule: every
# native run must pass and finish, which is stricter than their claim (only
# runs that fit the bound were checked); the cases keep their inputs small
# natively (an assumption on n) so that every run fits the 2 s limit.
# amend itself must exit 0 (repaired or correct), 10 (no repair) or 5 (limit).
#
# Prints one line per case, then "N passed, M failed"; exits 1 on a failure.
# Env: REPAIR_NATIVE_JSON=DIR (take amend's output of a case from
# DIR/<case>.json and .exit, written by tests/regress/run.sh's REGRESS_JSON
# with REGRESS_CMD=repair, instead of running amend again; a case missing
# there is run as usual), DIFF_SEEDS (default 1000), REPAIR_NATIVE_INPUTS
# (whole programs: at most this many stdins per repair, spread over the
# generated ones; default 96), REPAIR_NATIVE_TIMEOUT (seconds per amend
# run, default 600: a hang, not a slow machine), REPAIR_NATIVE_KEEP=1 (keep
# the work dir).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/diff/common.sh"
. "$HERE/ref-defined.sh"

if [ $# -lt 2 ]; then
  echo "usage: $0 AMEND_BINARY SRC_DIR [FILTER]" >&2
  exit 2
fi
amend=$1
src=$2
filter=${3:-}
case "$amend" in /*) ;; *) amend=$PWD/$amend ;; esac
[ -x "$amend" ] || { echo "error: $amend is not an executable" >&2; exit 2; }
if [ -d "$src/tests/repair" ]; then corpus=$src/tests/repair; else corpus=$src; fi
[ -d "$corpus" ] || { echo "error: $corpus is not a directory" >&2; exit 2; }
corpus=$(cd "$corpus" && pwd)
command -v patch >/dev/null || { echo "error: patch(1) is needed" >&2; exit 2; }
seeds=${DIFF_SEEDS:-1000}
# the canonical forms of --compare (tests/typed/judge_cli.c, built beside amend)
judge_cli=$(dirname "$amend")/tests/judge_cli
work=$(mktemp -d)
if [ "${REPAIR_NATIVE_KEEP:-0}" = 1 ]; then
  echo "work dir: $work"
else
  trap 'rm -rf "$work"' EXIT
fi
diff_build_runtime "$work" || { echo "error: cannot build runtime.c" >&2; exit 2; }

# jstr KEY: the decoded string member KEY of the JSON object on stdin (tests/jstr.c)
gcc -std=gnu11 -O1 -o "$work/jstr" "$HERE/jstr.c" || { echo "error: cannot build jstr" >&2; exit 2; }

# nondet_for TYPE: the runtime's nondet function for a scalar type from -aux-info
nondet_for() {
  local t=" $1 "
  case "$t" in
  *"*"* | *" struct "* | *" union "* | *"["*) return 1 ;;
  *" _Bool "*) echo nondet_bool ;;
  *" unsigned "*char*) echo nondet_uchar ;;
  *" signed "*char*) echo nondet_schar ;;
  *" char "*) echo nondet_char ;;
  *" unsigned "*short* | *short*unsigned*) echo nondet_ushort ;;
  *" short "*) echo nondet_short ;;
  *long*unsigned* | *unsigned*long*) echo nondet_ulonglong ;;
  *" long "*) echo nondet_longlong ;;
  *" unsigned "*) echo nondet_uint ;;
  *" int "* | *" signed "* | *" enum "*) echo nondet_int ;;
  *) return 1 ;;
  esac
}

# ref_harness DIR FILES REF ENTRY OUT_BIN: builds the equivalence harness;
# prints the reason on stdout and returns 1 on failure
ref_harness() {
  local dir=$1 files=$2 ref=$3 entry=$4 out=$5 f o objs=() proto ret params
  local b=$dir/.native
  mkdir -p "$b"
  for f in $files; do
    o=$b/prog_$(echo "$f" | tr '/.' '__').o
    (cd "$dir" && gcc "${DIFF_CFLAGS[@]}" -include "$DIFF_HERE/runtime.h" -c "$f" -o "$o") 2>"$b/cc.err" ||
      { echo "does not compile: $(head -n2 "$b/cc.err" | tr '\n' ' ')"; return 1; }
    nm -g --defined-only "$o" | awk '$3 == "main"' | grep -q . && objcopy --redefine-sym main=__amend_prog_main "$o"
    objs+=("$o")
  done
  (cd "$dir" && gcc "${DIFF_CFLAGS[@]}" -include "$DIFF_HERE/runtime.h" -aux-info "$b/ref.aux" -c "$ref" -o "$b/ref.o") 2>"$b/cc.err" ||
    { echo "reference does not compile: $(head -n2 "$b/cc.err" | tr '\n' ' ')"; return 1; }
  local syms=()
  while read -r _ _ s; do syms+=(--redefine-sym "$s=__amend_ref_$s"); done < <(nm -g --defined-only "$b/ref.o")
  [ ${#syms[@]} -gt 0 ] && objcopy "${syms[@]}" "$b/ref.o"
  proto=$(grep ":NF \*/ .* $entry (" "$b/ref.aux" | grep -v '^/\* /usr' | head -n1)
  [ -n "$proto" ] || { echo "no definition of $entry in $ref"; return 1; }
  proto=${proto#*\*/ }
  proto=${proto%%;*}                 # "extern int f (int a, int b)"
  ret=${proto%% "$entry" (*}
  ret=${ret#extern }
  ret=${ret#static }
  params=${proto#* "$entry" (}
  params=${params%)}
  local decl_p=() args=() body="" k=0 t fn
  if [ "$params" != void ]; then
    IFS=',' read -ra plist <<<"$params"
    for p in "${plist[@]}"; do
      p=$(sed 's/^ *//; s/ *$//' <<<"$p")
      t=${p% *}
      fn=$(nondet_for "$t") || { echo "parameter '$p' of $entry is not a scalar"; return 1; }
      decl_p+=("$t")
      body="$body  $t a$k = ($t)(pick() ? lit() : (long long)$fn());"$'\n'
      args+=("a$k")
      k=$((k + 1))
    done
  fi
  local plist_c arglist
  plist_c=$(IFS=,; echo "${decl_p[*]:-void}")
  arglist=$(IFS=,; echo "${args[*]:-}")
  if [ "$ret" = void ]; then
    cmp="  $entry($arglist); __amend_ref_$entry($arglist); /* globals are not compared */"
  else
    nondet_for "$ret" >/dev/null || { echo "return type '$ret' of $entry is not a scalar"; return 1; }
    cmp="  $ret r1 = $entry($arglist);
  $ret r2 = __amend_ref_$entry($arglist);
  assert(r1 == r2);"
  fi
  # arguments: 1/4 PRNG values, 3/4 the integer literals of the program
  # and the reference +-1 (random values rarely reach guarded thresholds)
  local lits
  lits=$(cd "$dir" && cat $files "$ref" | sed 's|//.*||' | grep -oE '\b[0-9]+\b' | sort -un | head -n 200 | paste -sd, -)
  cat >"$b/harness.c" <<EOF
static const long long lits[] = {0,${lits:-1}};
static int pick(void) { return nondet_uint() % 4u != 0; }
static long long lit(void) {
  unsigned k = nondet_uint();
  long long v = lits[k % (sizeof lits / sizeof lits[0])] + (long long)((k / 64u) % 3u) - 1;
  return (k / 8u) % 16u == 0 ? -v : v;
}
$ret $entry($plist_c);
$ret __amend_ref_$entry($plist_c);
int main(void) {
$body$cmp
  return 0;
}
EOF
  gcc "${DIFF_CFLAGS[@]}" -include "$DIFF_HERE/runtime.h" "$b/harness.c" "${objs[@]}" "$b/ref.o" "$work/runtime.o" -o "$out" -lm 2>"$b/cc.err" ||
    { echo "harness does not link: $(head -n3 "$b/cc.err" | tr '\n' ' ')"; return 1; }
  return 0
}

# stdin_inputs N LITS: the stdin contents a whole-program case is run on,
# one per line with C escapes (printf %b), each at most N bytes (amend
# proves equivalence only on inputs within --stdin-bytes): the literals of
# both programs +-1 as decimal tokens, random numbers, and random strings of
# digits, signs, blanks and letters.  RANDOM is seeded: the same inputs on
# every run.
stdin_inputs() {
  local n=$1 lits=$2 typed=${3:-0} v d k s alpha='0123456789 -+ab'
  RANDOM=7
  {
    echo ''
    # typed stdin (the proof covers every number): large ones too
    for ((k = 0; k < 40; k++)); do
      [ "$typed" = 1 ] || break
      s=
      for ((d = 1 + RANDOM % 4; d > 0; d--)); do s="$s $(((RANDOM << 17 | RANDOM << 2 | RANDOM % 4) - 2147483648))"; done
      printf '%s\\n\n' "${s# }"
    done
    # as many numbers as the bound holds, past four (a program that reads
    # five reads garbage on fewer, and such inputs are not compared): small
    # values, without RANDOM, so that every other input stays as it was
    for ((k = 0; k < 24; k++)); do
      [ "$typed" = 1 ] && [ "${typed_tokens:-0}" -gt 4 ] || break
      s=
      for ((d = 0; d < typed_tokens; d++)); do s="$s $(((k * 7919 + d * 104729) % 201 - 100))"; done
      printf '%s\\n\n' "${s# }"
    done
    for v in 0 $lits; do
      for d in -1 0 1; do
        for k in "$((v + d))" "-$((v + d))"; do printf '%s\\n\n%s\n %s\\n\n' "$k" "$k" "$k"; done
      done
    done
    for ((k = 0; k < 60; k++)); do printf '%d\\n\n' $((RANDOM % 2000 - 1000)); done
    for ((k = 0; k < 120; k++)); do
      s=
      for ((d = RANDOM % (n + 1); d > 0; d--)); do
        v=$((RANDOM % 16))
        if [ $v = 15 ]; then s="$s\\n"; else s="$s${alpha:v:1}"; fi
      done
      echo "$s"
    done
  } | awk -v n="$n" '{ t = $0; gsub(/\\n/, "x", t); if (length(t) <= n && !seen[$0]++) print }'
}

# prog_compare DIR FILES REF STDIN_BYTES COMPARE TYPED CACHE: compiles the
# patched program and the reference as they are and runs both on the inputs
# of stdin_inputs (at most REPAIR_NATIVE_INPUTS of them, spread); their outputs (judged as --compare says: exact, or space =
# every whitespace run equal and trailing blanks ignored) and exit codes
# must agree, and no run may crash or take 2 s.  Prints "runs=R bad=B" and
# the first difference.  CACHE (a folder per case) keeps the reference's
# builds and each input's run of them for the case's other repairs: no
# repair changes the reference.
prog_compare() {
  local dir=$1 files=$2 ref=$3 n=$4 cmpmode=$5 typed=${6:-0} rc=$7 b=$1/.native lits in key runs=0 bad=0 undefined=0 first=
  mkdir -p "$b" "$rc"
  (cd "$dir" && gcc -std=gnu11 -fwrapv -O0 -w $files -o "$b/prog" -lm) 2>"$b/cc.err" ||
    { echo "runs=0 bad=1 does not compile: $(head -n2 "$b/cc.err" | tr '\n' ' ')"; return; }
  if [ ! -x "$rc/ref.zero" ]; then
    ref_defined_build "$dir" "$ref" "$rc" 2>"$b/cc.err" ||
      { echo "runs=0 bad=1 reference does not compile: $(head -n2 "$b/cc.err" | tr '\n' ' ')"; return; }
  fi
  lits=$(cd "$dir" && cat $files "$ref" | sed 's|//.*||' | grep -oE '\b[0-9]+\b' | sort -un | head -n 40 | paste -sd' ' -)
  # --compare space as native/judge.c has it: blanks inside a line are one
  # blank, none at the end of a line, and no empty lines at the end
  norm() {
    if [ "$cmpmode" != exact ] && [ -x "$judge_cli" ]; then
      cat >"$b/norm.in"
      "$judge_cli" "$cmpmode" "$b/norm.in"
    elif [ "$cmpmode" = space ]; then
      sed 's/[ \t\r\v\f]\+/ /g; s/ $//' | awk '{ l[NR] = $0 } END { n = NR; while (n > 0 && l[n] == "") n--; for (i = 1; i <= n; i++) print l[i] }'
    else cat; fi
  }
  while IFS= read -r in; do
    if [ "$typed" = text ]; then
      case "$in" in *'\n') ;; *) in="$in\n" ;; esac
      [ "$(printf '%b' "$in" | wc -c)" -le "$n" ] || continue
    fi
    # amend compares no run on which the reference reads garbage; natively
    # such an input is one on which the reference's builds disagree
    # the input as a file name of its own (escapes kept, '/' and '%' coded)
    key=${in//%/%25}
    key=$rc/in.${key//\//%2F}
    if [ ${#key} -ge 240 ]; then key=$b/o2 && rm -f "$key.exit"; fi
    if [ -f "$key.exit" ]; then
      read -r REF_EXIT REF_DEFINED <"$key.exit"
    else
      ref_defined_run "$rc" "$in" "$key.out"
      echo "$REF_EXIT $REF_DEFINED" >"$key.exit"
    fi
    local c2=$REF_EXIT
    if [ "$REF_DEFINED" = 0 ]; then
      undefined=$((undefined + 1))
      continue
    fi
    runs=$((runs + 1))
    printf '%b' "$in" | timeout 2 "$b/prog" >"$b/o1" 2>/dev/null; local c1=$?
    if [ $c1 -ge 124 ] || [ $c1 != $c2 ] ||
      { ! cmp -s "$b/o1" "$key.out" && [ "$(norm <"$b/o1"; echo x)" != "$(norm <"$key.out"; echo x)" ]; }; then
      bad=$((bad + 1))
      [ -n "$first" ] || first="stdin \"$in\": exit $c1 vs $c2, output \"$(head -c 60 "$b/o1" | tr '\n' '|')\" vs \"$(head -c 60 "$key.out" | tr '\n' '|')\""
    fi
  done < <(stdin_inputs "$n" "$lits" "$typed" | spread "${REPAIR_NATIVE_INPUTS:-96}")
  echo "runs=$runs bad=$bad undefined=$undefined $first"
}

# spread K: at most K of the lines read, evenly spaced from the first
# (the literals' neighbours and the longer inputs both keep a share)
spread() {
  awk -v k="$1" '{ l[NR] = $0 } END { if (NR <= k) { for (i = 1; i <= NR; i++) print l[i] } else for (i = 0; i < k; i++) print l[1 + int(i * NR / k)] }'
}

start=$SECONDS
passed=0 failed=0 skipped=0 total_repairs=0 total_runs=0
for desc in "$corpus"/*/test.desc; do
  [ -f "$desc" ] || continue
  cdir=$(dirname "$desc")
  name=$(basename "$cdir")
  if [ -n "$filter" ] && ! [[ $name =~ $filter ]]; then continue; fi
  files=$(desc_field "$desc" 2)
  opts=$(desc_field "$desc" 3)
  outside=
  for f in $files; do
    case "$f" in /* | ../* | */../* | ..) outside=$f ;; esac
  done
  if [ -n "$outside" ]; then
    echo "skip $name: $outside is outside the case folder"
    skipped=$((skipped + 1))
    continue
  fi
  if [ -f "$cdir/native-skip" ]; then
    echo "skip $name: $(head -n1 "$cdir/native-skip")"
    skipped=$((skipped + 1))
    continue
  fi
  # --reference REF --entry F
  ref= entry= sbytes=8 cmpmode=exact
  set -- $opts
  while [ $# -gt 0 ]; do
    case "$1" in
    --reference) ref=${2:-}; shift ;;
    --entry) entry=${2:-}; shift ;;
    --stdin-bytes) sbytes=${2:-8}; shift ;;
    --compare) cmpmode=${2:-exact}; shift ;;
    esac
    shift
  done
  cw=$work/$name
  mkdir -p "$cw"
  if [ -n "${REPAIR_NATIVE_JSON:-}" ] && [ -f "$REPAIR_NATIVE_JSON/$name.exit" ]; then
    # amend's output of this very command, kept by tests/regress/run.sh
    cp "$REPAIR_NATIVE_JSON/$name.json" "$cw/out.jsonl" 2>/dev/null || : >"$cw/out.jsonl"
    code=$(cat "$REPAIR_NATIVE_JSON/$name.exit")
    : >"$cw/err"
  else
    # shellcheck disable=SC2086
    (cd "$cdir" && timeout "${REPAIR_NATIVE_TIMEOUT:-600}" "$amend" repair --json $files $opts >"$cw/out.jsonl" 2>"$cw/err")
    code=$?
  fi
  problems=()
  case $code in
  0 | 10 | 5) ;;
  124) problems+=("amend repair timed out") ;;
  *) problems+=("amend repair exit $code: $(grep -v '^\[' "$cw/err" | head -n2 | tr '\n' ' ')") ;;
  esac
  nrep=0 nok=0 runs=0
  while IFS= read -r line; do
    case "$line" in *'"type":"repair"'*) ;; *) continue ;; esac
    nrep=$((nrep + 1))
    rd=$cw/r$nrep
    cp -r "$cdir" "$rd"
    rm -f "$rd/test.desc"
    if ! "$work/jstr" diff <<<"$line" >"$rd.diff"; then
      problems+=("repair $nrep: no diff in the JSON")
      continue
    fi
    pout=$(cd "$rd" && patch -p1 -F0 --no-backup-if-mismatch <"$rd.diff" 2>&1)
    pcode=$?
    if [ $pcode != 0 ] || grep -qiE 'offset|fuzz|fail|reject|ignor' <<<"$pout"; then
      problems+=("repair $nrep: diff does not apply cleanly: $(tr '\n' ' ' <<<"$pout" | cut -c1-200)")
      continue
    fi
    bin=$rd.bin
    if [ -n "$ref" ] && [ -z "$entry" ]; then
      # whole-program equivalence: both mains on the same stdin
      # a proof over typed numbers covers every value: longer inputs then,
      # where no run was cut by the bound
      typed=0
      grep -q '"type":"summary".*"io":"typed","stdin_bound":"[a-z]* [0-9]* number' "$cw/out.jsonl" &&
        grep -q '"bound":"complete"' <<<"$line" && typed=1
      typed_tokens=$(grep -oE '"io":"typed","stdin_bound":"[a-z]* [0-9]+ number' "$cw/out.jsonl" | head -n1 |
        grep -oE '[0-9]+ number' | grep -oE '[0-9]+')
      # text in lines (the bound of a program that reads characters only):
      # each input a line or more, the last one ending with its newline
      grep -q '"type":"summary".*"token_kind":"text"' "$cw/out.jsonl" && typed=text
      res=$(prog_compare "$rd" "$files" "$ref" "$([ "$typed" = 1 ] && echo 64 || echo "$sbytes")" "$cmpmode" "$typed" "$cw/refcache")
      r=${res#runs=}; r=${r%% *}
      nbad=${res#* bad=}; nbad=${nbad%% *}
      runs=$((runs + r))
      if [ "$nbad" != 0 ] || [ "$r" = 0 ]; then
        problems+=("repair $nrep: differs from $ref natively on $nbad of $r inputs: ${res#* bad=$nbad }")
      else
        nok=$((nok + 1))
      fi
      continue
    fi
    if [ -n "$ref" ]; then
      if ! why=$(ref_harness "$rd" "$files" "$ref" "${entry:-main}" "$bin"); then
        problems+=("repair $nrep: $why")
        continue
      fi
    else
      # shellcheck disable=SC2086
      if ! (cd "$rd" && gcc "${DIFF_CFLAGS[@]}" -include "$DIFF_HERE/runtime.h" $files "$work/runtime.o" -o "$bin" -lm) 2>"$rd.cc"; then
        problems+=("repair $nrep: does not compile natively: $(head -n2 "$rd.cc" | tr '\n' ' ')")
        continue
      fi
    fi
    n=$seeds
    [ -n "$ref" ] && n=${REPAIR_NATIVE_REF_SEEDS:-$((10 * seeds))}
    out=$(native_seeds "$bin" "$n")
    sum=$(grep '^SUMMARY' <<<"$out")
    r=$(summary_get "$sum" runs)
    runs=$((runs + ${r:-0}))
    nbad=$(($(summary_get "$sum" fail) + $(summary_get "$sum" crash) + $(summary_get "$sum" timeout)))
    changes=$(grep -o '"original":"[^"]*","replacement":"[^"]*"' <<<"$line" |
      sed 's/"original":"\(.*\)","replacement":"\(.*\)"/\1 -> \2/' | paste -sd';' -)
    if [ "$nbad" -gt 0 ]; then
      problems+=("repair $nrep ($changes): native runs fail: $(grep -E '^(FAIL|CRASH|TIMEOUT)' <<<"$out" | tr '\n' ';')")
    elif [ "${r:-0}" != "$n" ]; then
      problems+=("repair $nrep ($changes): seed server ran ${r:-0} of $n runs")
    else
      nok=$((nok + 1))
    fi
  done <"$cw/out.jsonl"
  total_repairs=$((total_repairs + nrep))
  total_runs=$((total_runs + runs))
  grep -q '"type":"summary"' "$cw/out.jsonl" || [ $code = 124 ] || problems+=("no summary line in the JSON output")
  kind=
  [ -n "$ref" ] && kind=" (reference $ref, entry ${entry:-none: whole program on stdin})"
  if [ ${#problems[@]} -eq 0 ]; then
    passed=$((passed + 1))
    echo "ok   $name: amend exit $code, $nrep repairs applied, $nok verified natively ($runs runs)$kind"
  else
    failed=$((failed + 1))
    echo "FAIL $name: amend exit $code, $nrep repairs applied, $nok verified natively ($runs runs)$kind"
    for p in "${problems[@]}"; do echo "     $p"; done
  fi
done
echo "repairs checked: $total_repairs, native runs: $total_runs, skipped cases: $skipped, time: $((SECONDS - start))s"
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
