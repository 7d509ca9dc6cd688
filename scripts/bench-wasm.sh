#!/usr/bin/env bash
# Times the `fast` solver in WebAssembly in headless Chromium against the same
# code natively, in the same run: scripts/wasm-bench builds it as a wasm
# module (with simd128, as the page's worker) and as a native program; per
# set and mode, ROUNDS rounds run the native program and the page one after
# the other (each: seven windows of 300 ms of whole-file passes, the median
# microseconds per puzzle, parse + solve), then the median of the rounds and
# the ratio Chromium / native (the goal: at most 1.15).
#
#   scripts/bench-wasm.sh [SET...]      (default: the four benchmark sets)
#   ROUNDS=3 scripts/bench-wasm.sh
#
# Needs what scripts/setup.sh installs (the wasm32 target, Chromium, the npm
# packages of tests/e2e). Runs under `nice`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
ROUNDS=${ROUNDS:-3}
SETS=("$@")
[ ${#SETS[@]} -gt 0 ] || SETS=(data/tdoku_17_clue_49158.txt data/tdoku_magictour_top1465.txt
  data/tdoku_forum_hardest_1106.txt data/norvig_top95.txt)

BENCH=scripts/wasm-bench
OUT=target/wasm-bench
mkdir -p "$OUT/site"
# The project's .cargo/config.toml applies: wasm32 is built with simd128.
(cd "$BENCH" && CARGO_TARGET_DIR=../../$OUT nice cargo build -q --release &&
  CARGO_TARGET_DIR=../../$OUT nice cargo build -q --release --lib --target wasm32-unknown-unknown)
cp "$OUT/wasm32-unknown-unknown/release/sudoku_wasm_bench.wasm" "$BENCH/page.html" "$OUT/site/"
files=()
for set in "${SETS[@]}"; do
  cp "$set" "$OUT/site/"
  files+=("$(basename "$set")")
done
# shellcheck source=wasm-bench/serve.sh
. scripts/wasm-bench/serve.sh
serve "$OUT/site"

log=$OUT/runs.txt
: > "$log"
for _ in $(seq "$ROUNDS"); do
  (cd "$OUT/site" && nice ../release/sudoku-wasm-bench "${files[@]}") >> "$log"
  nice node "$BENCH/chromium.mjs" "http://127.0.0.1:$PORT/page.html" "${files[@]}" >> "$log"
done

printf '%-26s %-6s %10s %10s %8s\n' set mode native_us chromium_us ratio
for file in "${files[@]}"; do
  for mode in count2 first; do
    med() { awk -v w="$1" -v f="$file" -v m="$mode" '$1 == w && $2 == f && $3 == m {print $4}' "$log" |
      sort -g | awk '{v[NR]=$1} END {print (NR ? v[int((NR+1)/2)] : "nan")}'; }
    n=$(med native); c=$(med chromium)
    printf '%-26s %-6s %10s %10s %8s\n' "${file%.txt}" "$mode" "$n" "$c" \
      "$(awk -v a="$c" -v b="$n" 'BEGIN {printf "%.2f", a / b}')"
  done
done
