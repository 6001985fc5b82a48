#!/usr/bin/env bash
# The wall time of each part of `make test` and `make check`, printed at the end.
#
#   scripts/timed.sh FILE PART CMD...   run CMD, add "PART<TAB>seconds" to FILE, exit with CMD's status
#   scripts/timed.sh --reset FILE       start a new record
#   scripts/timed.sh --report FILE      print each part's total (a part may be several commands) and the sum
#
# The Makefile wraps each step of a part's recipe with it when HF_TIMES names the record (set by `test` and
# `check`); run alone, a part's recipe runs as it is. A failing command stops make at once, as without it.
set -uo pipefail

case "${1:-}" in
  --reset)
    mkdir -p "$(dirname "$2")"
    : > "$2"
    exit 0
    ;;
  --report)
    [[ -s "$2" ]] || exit 0
    awk -F'\t' '
      !($1 in total) { order[++n] = $1 }
      { total[$1] += $2; sum += $2 }
      END {
        printf "\n%-24s %10s\n", "part", "wall (s)"
        for (i = 1; i <= n; i++) printf "%-24s %10.1f\n", order[i], total[order[i]]
        printf "%-24s %10.1f\n", "total", sum
      }' "$2"
    exit 0
    ;;
esac

file="$1" part="$2"
shift 2
start=$(date +%s.%N)
"$@"
status=$?
end=$(date +%s.%N)
printf '%s\t%s\n' "$part" "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')" >> "$file"
exit "$status"
