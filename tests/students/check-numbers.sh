#!/bin/sh
# check-numbers.sh ACTUAL EXPECTED INPUT: a grader's checker.  The output is
# accepted when it holds the same integers, in the same order, as the
# expected output; the words around them (prompts, labels) do not count.
# Called by amend as its --oracle and by run.sh natively.
nums() { tr -c '0123456789-' ' ' <"$1" | tr -s ' ' '\n' | grep -E '^-?[0-9]+$'; }
[ "$(nums "$1")" = "$(nums "$2")" ]
