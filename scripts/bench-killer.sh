#!/usr/bin/env bash
# Times the fast variant solver on the killer sets (proof of uniqueness:
# counting solutions up to two), and the Interactive Sudoku Solver (ISS,
# JavaScript, the speed anchor for killers) on the same puzzles in the
# same run when its folder is given.
#
# usage: scripts/bench-killer.sh [ISS_DIR]      (or ISS_DIR=... in the environment)
#   ISS_DIR: a checkout of sigh/Interactive-Sudoku-Solver holding run.sh
#            (node tools/perf/benchmark_puzzles.js --max-backtracks none
#            --puzzles NAME), with Node 20 on PATH. Without it only ours runs.
#   SETS:    which sets, default "tarek mathemagic" (also: hs).
#
# Per set it prints ours and ISS's total and median milliseconds per
# puzzle, and the ratio ours / ISS (below 1: ours is faster).
set -euo pipefail
cd "$(dirname "$0")/.."
iss=${1:-${ISS_DIR:-}}
sets=${SETS:-tarek mathemagic}

cargo build --release -p sudoku-cli --quiet
bin=${CARGO_TARGET_DIR:-target}/release/sudoku

# "total median" in ms from one number (ms) a line.
stats() {
    sort -n | awk '{ v[NR] = $1; t += $1 } END {
        if (NR == 0) { print "- -"; exit }
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%.1f %.2f\n", t, m }'
}

ours() {
    "$bin" solve --json "data/$1" \
        | sed -n 's/.*"status":"\([a-z]*\)".*"micros":\([0-9.]*\).*/\1 \2/p' \
        | awk '$1 != "unique" { bad++ } { print $2 / 1000 } END { if (bad) print "not unique: " bad > "/dev/stderr" }' \
        | stats
}

theirs() {
    "$iss/run.sh" "$1" | awk 'NR > 1 && $2 == "unique" { print $7 }' | stats
}

printf '%-11s %8s %12s %12s %12s %12s %8s %8s\n' set puzzles "ours total" "ours median" "ISS total" "ISS median" total median
for set in $sets; do
    case $set in
        tarek) file=killer_tarek_42.txt; name=TAREK_ALL ;;
        mathemagic) file=killer_mathemagic_14.txt; name=MATHEMAGIC_KILLERS ;;
        hs) file=killer_hs_9.txt; name=HS_KILLERS ;;
        *) echo "unknown set $set (tarek, mathemagic, hs)" >&2; exit 2 ;;
    esac
    count=$(grep -cv '^\s*\(#\|$\)' "data/$file")
    read -r our_total our_median < <(ours "$file")
    if [ -n "$iss" ]; then
        read -r iss_total iss_median < <(theirs "$name")
        ratio_t=$(awk -v a="$our_total" -v b="$iss_total" 'BEGIN { printf "%.2f", a / b }')
        ratio_m=$(awk -v a="$our_median" -v b="$iss_median" 'BEGIN { printf "%.2f", a / b }')
    else
        iss_total=- iss_median=- ratio_t=- ratio_m=-
    fi
    printf '%-11s %8s %12s %12s %12s %12s %8s %8s\n' "$set" "$count" "$our_total" "$our_median" \
        "$iss_total" "$iss_median" "$ratio_t" "$ratio_m"
done
