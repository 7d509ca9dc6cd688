#!/usr/bin/env bash
# Times the `fast` solver against tdoku (the anchor, when ../shared exists) on
# the same machine in the same run: per set and mode, ROUNDS rounds that run
# `sudoku bench` and the tdoku driver one after the other, then the median of
# the rounds' medians (microseconds per puzzle, parse + solve) and the ratio
# fast / tdoku (below 1: fast is faster).
#
#   scripts/bench-anchors.sh [SET...]      (default: the four sets of issue 16)
#   ROUNDS=5 SECONDS_PER=1 SUDOKU=target/release/sudoku scripts/bench-anchors.sh
#
# Builds the CLI (release) unless SUDOKU names a binary; builds tdoku with the
# anchor's build.sh once into target/anchors/. Runs under `nice`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
ROUNDS=${ROUNDS:-5}
SECONDS_PER=${SECONDS_PER:-1}
SETS=("$@")
[ ${#SETS[@]} -gt 0 ] || SETS=(data/tdoku_17_clue_49158.txt data/tdoku_magictour_top1465.txt
  data/tdoku_forum_hardest_1106.txt data/norvig_top95.txt)

if [ -z "${SUDOKU:-}" ]; then
  nice cargo build --release -q -p sudoku-cli
  SUDOKU=target/release/sudoku
fi
TDOKU=""
ANCHOR=../shared/anchors/tdoku
if [ -d "$ANCHOR" ]; then
  mkdir -p target/anchors
  TDOKU=$PWD/target/anchors/tdoku_bench
  [ -x "$TDOKU" ] || nice bash "$ANCHOR/build.sh" "$TDOKU" >/dev/null
fi

median() { sort -g | awk '{v[NR]=$1} END {print (NR ? v[int((NR+1)/2)] : "nan")}'; }

printf '%-34s %-6s %10s %10s %8s\n' set mode fast_us tdoku_us ratio
for set in "${SETS[@]}"; do
  n=$(grep -c . "$set")
  for mode in count2 first; do
    flag=(); [ "$mode" = first ] && flag=(--first)
    fast=(); tdoku=()
    for _ in $(seq "$ROUNDS"); do
      us=$(nice "$SUDOKU" bench "${flag[@]}" --seconds "$SECONDS_PER" --runs 5 "$set" |
        sed -n 's/.*median \([0-9.]*\) us.*/\1/p')
      fast+=("$us")
      if [ -n "$TDOKU" ]; then
        # Passes to fill about SECONDS_PER seconds, from fast's time (3 at least).
        passes=$(awk -v s="$SECONDS_PER" -v n="$n" -v us="$us" \
          'BEGIN {p = int(s * 1e6 / (n * us)); print (p < 3 ? 3 : p)}')
        t=$(nice "$TDOKU" "$set" "$passes" "$mode" | sed -n 's/.*median_us=\([0-9.]*\).*/\1/p')
        tdoku+=("$t")
      fi
    done
    f=$(printf '%s\n' "${fast[@]}" | median)
    if [ -n "$TDOKU" ]; then
      t=$(printf '%s\n' "${tdoku[@]}" | median)
      r=$(awk -v f="$f" -v t="$t" 'BEGIN {printf "%.2f", f / t}')
    else
      t=-; r=-
    fi
    printf '%-34s %-6s %10s %10s %8s\n' "$(basename "$set" .txt)" "$mode" "$f" "$t" "$r"
  done
done
