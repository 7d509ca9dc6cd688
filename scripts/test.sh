#!/usr/bin/env bash
# Runs every check and test of the project; installs what is missing first
# (scripts/setup.sh, idempotent). This is the command CI runs.
#
#   scripts/test.sh            everything
#   SKIP_WEB=1 scripts/test.sh  Rust checks and tests only (no browser)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/tests/e2e/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
step() { printf '\n== %s\n' "$*"; }
# The target directory; cargo uses CARGO_TARGET_DIR when it is set.
target_dir="${CARGO_TARGET_DIR:-target}"
# On CI (a clean clone, one run) incremental caches only cost disk, and each
# stage's build products are removed once no later stage needs them: CI
# machines may have little disk.
if [ "${CI:-}" = true ]; then
  export CARGO_INCREMENTAL=0
fi
disk() { df -h "$target_dir" 2>/dev/null | tail -1 || true; }

step "setup"
if [ "${SKIP_WEB:-0}" = 1 ]; then
  rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
else
  scripts/setup.sh
fi

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy (host)"
cargo clippy --workspace --all-targets -- -D warnings

step "cargo clippy (wasm32)"
cargo clippy --workspace --exclude sudoku-cli --lib --bins --tests --target wasm32-unknown-unknown -- -D warnings

step "cargo test (native: solver, CLI, app state)"
cargo test --workspace

if [ "${CI:-}" = true ]; then
  step "CI: native debug builds are no longer needed"; disk
  rm -rf "$target_dir/debug"; disk
fi

step "cargo test --release: the rating over top95 and 1,000 puzzles of msk_009"
cargo test --release -p sudoku-solver --test rating_sets

if [ "${SKIP_WEB:-0}" != 1 ] && [ -x scripts/web-test.sh ]; then
  step "web: component tests, release build, end-to-end tests"
  scripts/web-test.sh
fi

step "benchmark figures (information only, compare with data/SOURCES.md)"
cargo build --release -q -p sudoku-cli
# The binary is where cargo put it: under CARGO_TARGET_DIR when that is set.
for f in tdoku_17_clue_49158 tdoku_magictour_top1465 tdoku_forum_hardest_1106; do
  "$target_dir/release/sudoku" bench --seconds 0.6 --runs 3 "data/$f.txt"
done
step "all checks passed"
