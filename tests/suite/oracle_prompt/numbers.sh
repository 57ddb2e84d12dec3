#!/bin/sh
# numbers.sh ACTUAL EXPECTED INPUT: the grader's checker; only the integers
# printed count, in order (prompts and labels are free text).
nums() { tr -c '0123456789-' ' ' <"$1" | tr -s ' ' '\n' | grep -E '^-?[0-9]+$'; }
[ "$(nums "$1")" = "$(nums "$2")" ]
