#!/usr/bin/env bash
# Times the `fast` solver against tdoku (the anchor, when TDOKU_DIR is set)
# and the Rust `sudoku` crate on the same machine in the same run: per set
# and mode, ROUNDS rounds that run `sudoku bench`, the tdoku driver and the
# crate's driver one after the other, then the median of the rounds'
# medians (microseconds per puzzle, parse + solve) and the ratios fast /
# tdoku and fast / crate (below 1: fast is faster).
#
#   scripts/bench-anchors.sh [SET...]      (default: the four benchmark sets)
#   ROUNDS=5 SECONDS_PER=1 SUDOKU=target/release/sudoku scripts/bench-anchors.sh
#   BASELINE=/path/to/older/sudoku scripts/bench-anchors.sh   (adds its column, and fast / it)
#   CRATE=0 scripts/bench-anchors.sh       (leaves the `sudoku` crate out)
#   TDOKU_DIR=path/to/anchor scripts/bench-anchors.sh   (adds tdoku)
#
# TDOKU_DIR: the tdoku anchor's folder (tdoku, github.com/t-dillon/tdoku,
# with its timing driver), holding build.sh: `build.sh OUT` builds the
# driver at OUT, run as `OUT FILE PASSES MODE` (it prints median_us=, as
# scripts/anchors/sudoku-crate's driver does). Without it, tdoku's columns
# show `-`.
#
# Builds the CLI (release) unless SUDOKU names a binary; builds tdoku with the
# anchor's build.sh once into target/anchors/, and the crate's driver
# (scripts/anchors/sudoku-crate, its own workspace: the crate is AGPL-3.0,
# fetched from crates.io for this driver only, never part of the project)
# into target/anchors/sudoku-crate/. An anchor that cannot be built shows
# `-`. Runs under `nice`.
set -euo pipefail
ANCHOR=${TDOKU_DIR:-}
if [ -n "$ANCHOR" ]; then
  if [ ! -f "$ANCHOR/build.sh" ]; then
    echo "bench-anchors: TDOKU_DIR=$ANCHOR holds no build.sh (set it to the tdoku anchor's folder)" >&2
    exit 2
  fi
  ANCHOR=$(cd "$ANCHOR" && pwd)
else
  echo "bench-anchors: TDOKU_DIR not set (the tdoku anchor's folder): tdoku left out" >&2
fi
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
ROUNDS=${ROUNDS:-5}
SECONDS_PER=${SECONDS_PER:-1}
SETS=("$@")
[ ${#SETS[@]} -gt 0 ] || SETS=(data/tdoku_17_clue_49158.txt data/tdoku_magictour_top1465.txt
  data/tdoku_forum_hardest_1106.txt data/norvig_top95.txt)

if [ -z "${SUDOKU:-}" ]; then
  nice cargo build --release -q -p sudoku-cli
  SUDOKU="${CARGO_TARGET_DIR:-target}/release/sudoku"
fi
mkdir -p target/anchors
TDOKU=""
if [ -n "$ANCHOR" ]; then
  TDOKU=$PWD/target/anchors/tdoku_bench
  [ -x "$TDOKU" ] || nice bash "$ANCHOR/build.sh" "$TDOKU" >/dev/null || TDOKU=""
fi
CRATE_BENCH=""
if [ "${CRATE:-1}" != 0 ]; then
  CRATE_BENCH=$PWD/target/anchors/sudoku-crate/release/sudoku-crate-bench
  [ -x "$CRATE_BENCH" ] ||
    CARGO_TARGET_DIR=target/anchors/sudoku-crate nice cargo build --release -q \
      --manifest-path scripts/anchors/sudoku-crate/Cargo.toml || CRATE_BENCH=""
fi

median() { sort -g | awk '{v[NR]=$1} END {print (NR ? v[int((NR+1)/2)] : "nan")}'; }
ratio() { # A B: A / B, or - when B is missing
  if [ "$2" = - ]; then echo -; else awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; fi
}
bench() { # BINARY FLAG... FILE: the median us/puzzle of `sudoku bench`
  nice "$@" | sed -n 's/.*median \([0-9.]*\) us.*/\1/p'
}
driver() { # BINARY FILE PASSES MODE: the median us/puzzle of an anchor's driver
  nice "$@" | sed -n 's/.*median_us=\([0-9.]*\).*/\1/p'
}
row() { printf '%-26s %-6s %9s %9s %9s %9s %11s %11s %10s\n' "$@"; }

row set mode fast_us tdoku_us crate_us base_us fast/tdoku fast/crate fast/base
for set in "${SETS[@]}"; do
  n=$(grep -c . "$set")
  for mode in count2 first; do
    flag=(); [ "$mode" = first ] && flag=(--first)
    fast=(); tdoku=(); crate=(); base=()
    for _ in $(seq "$ROUNDS"); do
      us=$(bench "$SUDOKU" bench "${flag[@]}" --seconds "$SECONDS_PER" --runs 5 "$set")
      fast+=("$us")
      if [ -n "${BASELINE:-}" ]; then
        base+=("$(bench "$BASELINE" bench "${flag[@]}" --seconds "$SECONDS_PER" --runs 5 "$set")")
      fi
      # Passes to fill about SECONDS_PER seconds, from fast's time (3 at least).
      passes=$(awk -v s="$SECONDS_PER" -v n="$n" -v us="$us" \
        'BEGIN {p = int(s * 1e6 / (n * us)); print (p < 3 ? 3 : p)}')
      [ -z "$TDOKU" ] || tdoku+=("$(driver "$TDOKU" "$set" "$passes" "$mode")")
      # The crate is slower: a third of the passes (still 3 at least).
      [ -z "$CRATE_BENCH" ] ||
        crate+=("$(driver "$CRATE_BENCH" "$set" "$(( passes / 3 < 3 ? 3 : passes / 3 ))" "$mode")")
    done
    f=$(printf '%s\n' "${fast[@]}" | median)
    t=-; c=-; o=-
    [ -z "$TDOKU" ] || t=$(printf '%s\n' "${tdoku[@]}" | median)
    [ -z "$CRATE_BENCH" ] || c=$(printf '%s\n' "${crate[@]}" | median)
    [ -z "${BASELINE:-}" ] || o=$(printf '%s\n' "${base[@]}" | median)
    row "$(basename "$set" .txt)" "$mode" "$f" "$t" "$c" "$o" \
      "$(ratio "$f" "$t")" "$(ratio "$f" "$c")" "$(ratio "$f" "$o")"
  done
done
