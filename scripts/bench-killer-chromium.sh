#!/usr/bin/env bash
# Times killers in headless Chromium: our fast variant solver as a
# WebAssembly module (built as scripts/bench-wasm.sh builds it, as the
# page's worker runs it) against the Interactive Sudoku Solver's JavaScript
# (ISS, the speed anchor for killers) in the same browser, the same page
# and the same run, proving each puzzle unique (counting to two).
#
# usage: scripts/bench-killer-chromium.sh ISS_DIR    (or ISS_DIR=... in the environment)
#   ISS_DIR:  a checkout of sigh/Interactive-Sudoku-Solver (its js/ is served
#             beside the page).
#   ROUNDS:   rounds, default 3 (each: ours, then ISS, on every set).
#   MM:       how many of the mathemagic killers to take, default 2 (one
#             takes seconds natively; all 14, minutes in a browser).
#
# Per set it prints the median of the rounds' milliseconds for ours and
# ISS, and the ratio ours / ISS (below 1: ours is faster). Needs what
# scripts/setup.sh installs. Runs under `nice`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
iss=${1:-${ISS_DIR:?usage: scripts/bench-killer-chromium.sh ISS_DIR}}
iss=$(cd "$iss" && pwd)
ROUNDS=${ROUNDS:-3}
MM=${MM:-2}

BENCH=scripts/wasm-bench
OUT=target/wasm-bench
SITE=$OUT/killer-site
mkdir -p "$SITE"
(cd "$BENCH" && CARGO_TARGET_DIR=../../$OUT nice cargo build -q --release --lib --target wasm32-unknown-unknown)
cp "$OUT/wasm32-unknown-unknown/release/sudoku_wasm_bench.wasm" "$BENCH/killer.html" "$SITE/"
ln -sfn "$iss" "$SITE/iss"
cp data/killer_tarek_42.txt "$SITE/tarek.txt"
grep -v '^\s*\(#\|$\)' data/killer_mathemagic_14.txt | head -n "$MM" > "$SITE/mathemagic.txt"
sets=(tarek.txt mathemagic.txt)

# shellcheck source=wasm-bench/serve.sh
. scripts/wasm-bench/serve.sh
serve "$SITE"

log=$OUT/killer-runs.txt
: > "$log"
for _ in $(seq "$ROUNDS"); do
  nice node "$BENCH/killer-chromium.mjs" "http://127.0.0.1:$PORT/killer.html" "${sets[@]}" | tee -a "$log" >&2
done
if awk '$1 == "iss" && $4 != "unique" { bad = 1 } END { exit !bad }' "$log"; then
  echo "ISS did not find exactly one solution for some puzzle (see $log)" >&2
  exit 1
fi
if awk '$1 == "ours" && $4 >= 1000000000 { bad = 1 } END { exit !bad }' "$log"; then
  echo "ours did not prove some puzzle unique (see $log)" >&2
  exit 1
fi

printf '%-11s %8s %10s %10s %7s\n' set puzzles ours_ms iss_ms ratio
for set in "${sets[@]}"; do
  med() { awk -v w="$1" -v f="$set" '$1 == w && $2 == f {print $3}' "$log" |
    sort -g | awk '{v[NR]=$1} END {print (NR ? v[int((NR+1)/2)] : "nan")}'; }
  o=$(med ours); i=$(med iss)
  n=$(grep -cv '^\s*\(#\|$\)' "$SITE/$set")
  printf '%-11s %8s %10s %10s %7s\n' "${set%.txt}" "$n" "$o" "$i" \
    "$(awk -v a="$o" -v b="$i" 'BEGIN {printf "%.2f", a / b}')"
done
