#!/usr/bin/env bash
# Times the `fast` solver against tdoku (the anchor, when ../shared exists) on
# the same machine in the same run: per set and mode, ROUNDS rounds that run
# `sudoku bench` and the tdoku driver one after the other, then the median of
# the rounds' medians (microseconds per puzzle, parse + solve) and the ratio
# fast / tdoku (below 1: fast is faster).
#
#   scripts/bench-anchors.sh [SET...]      (default: the four sets of issue 16)
#   ROUNDS=5 SECONDS_PER=1 SUDOKU=target/release/sudoku scripts/bench-anchors.sh
#   BASELINE=/path/to/older/sudoku scripts/bench-anchors.sh   (adds its column, and fast / it)
#
# Builds the CLI (release) unless SUDOKU names a binary; builds tdoku with the
# anchor's build.sh once into target/anchors/. Runs under `nice`. The Rust
# `sudoku` crate is not timed here: it is not vendored on the build machine,
# and its licence (AGPL) keeps it out of this workspace.
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

if [ -n "${BASELINE:-}" ]; then
  printf '%-26s %-6s %9s %9s %9s %11s %10s\n' set mode fast_us tdoku_us base_us fast/tdoku fast/base
else
  printf '%-26s %-6s %9s %9s %11s\n' set mode fast_us tdoku_us fast/tdoku
fi
bench() { # BINARY FLAG... FILE: the median us/puzzle of `sudoku bench`
  nice "$@" | sed -n 's/.*median \([0-9.]*\) us.*/\1/p'
}
for set in "${SETS[@]}"; do
  n=$(grep -c . "$set")
  for mode in count2 first; do
    flag=(); [ "$mode" = first ] && flag=(--first)
    fast=(); tdoku=(); base=()
    for _ in $(seq "$ROUNDS"); do
      us=$(bench "$SUDOKU" bench "${flag[@]}" --seconds "$SECONDS_PER" --runs 5 "$set")
      fast+=("$us")
      if [ -n "${BASELINE:-}" ]; then
        base+=("$(bench "$BASELINE" bench "${flag[@]}" --seconds "$SECONDS_PER" --runs 5 "$set")")
      fi
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
    name=$(basename "$set" .txt)
    if [ -n "${BASELINE:-}" ]; then
      o=$(printf '%s\n' "${base[@]}" | median)
      q=$(awk -v f="$f" -v o="$o" 'BEGIN {printf "%.2f", f / o}')
      printf '%-26s %-6s %9s %9s %9s %11s %10s\n' "$name" "$mode" "$f" "$t" "$o" "$r" "$q"
    else
      printf '%-26s %-6s %9s %9s %11s\n' "$name" "$mode" "$f" "$t" "$r"
    fi
  done
done
