# lib.sh - sourced by the student-corpus scripts: how an output is judged
# natively, without amend, in each mode a case may state.
#   exact   the bytes are equal (cmp)
#   space   equal after: runs of blanks inside a line -> one space, blanks at
#           the end of a line dropped, empty lines at the end dropped (awk
#           below; amend's own form is src/native/judge.h)
#   oracle  check-numbers.sh ACTUAL EXPECTED INPUT exits 0
STUDENTS_DIR=${STUDENTS_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}

space_form() {
  LC_ALL=C awk '
    { gsub(/[ \t\r\v\f]+/, " "); sub(/ $/, "")
      if ($0 == "") { held++; next }
      if (started) printf "\n"
      for (; held > 0; held--) printf "\n"
      printf "%s", $0; started = 1 }' "$1"
}

# judge MODE ACTUAL EXPECTED INPUT: exit 0 when the output passes
judge() {
  case $1 in
    exact) cmp -s "$2" "$3" ;;
    space) [ "$(space_form "$2"; echo x)" = "$(space_form "$3"; echo x)" ] ;;
    oracle) "$STUDENTS_DIR/check-numbers.sh" "$2" "$3" "$4" ;;
    *) echo "unknown mode $1" >&2; return 2 ;;
  esac
}

# run_tests BIN DIR MODE SCRATCH: prints "passed total"; a test passes when
# BIN exits 0 within 5 s and its output passes judge MODE
run_tests() {
  local bin=$1 dir=$2 mode=$3 out=$4 pass=0 total=0 t
  for t in "$dir"/*.in; do
    [ -e "$t" ] || continue
    total=$((total + 1))
    if timeout 5 "$bin" <"$t" >"$out" 2>/dev/null && judge "$mode" "$out" "${t%.in}.out" "$t"; then
      pass=$((pass + 1))
    fi
  done
  echo "$pass $total"
}

# amend's flags for a mode
mode_flags() {
  case $1 in
    exact) ;;
    space) echo "--compare space" ;;
    oracle) echo "--oracle $STUDENTS_DIR/check-numbers.sh" ;;
  esac
}
