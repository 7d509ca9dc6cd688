#!/usr/bin/env bash
# The site's release build: `trunk build --release` with the standard library
# rebuilt for size. Every script that builds dist/ calls this one.
#
# The WebAssembly modules are built with std compiled from source
# (`-Zbuild-std`), panics that trap at once instead of formatting a message
# (`-Cpanic=immediate-abort`) and no file/line records for panics
# (`-Zlocation-detail=none`). Together they take about 15 KB gzip (7 %) off
# the page's main module, which is the first load. The page never shows a
# panic's message: with `panic = "abort"` a panic already ended the module.
#
# These are unstable options of the pinned stable toolchain, enabled for this
# build only with RUSTC_BOOTSTRAP=1; they need the `rust-src` component,
# which scripts/setup.sh installs. Native builds, tests and clippy are plain
# stable. A plain `trunk build --release` still works; it only makes a
# bigger site (scripts/check-site.mjs then says the first load is over).
#
#   scripts/trunk-build.sh [more trunk build options]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/tests/e2e/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true

if ! rustup component list --installed 2>/dev/null | grep -q '^rust-src'; then
  echo "trunk-build: the rust-src component is missing: run scripts/setup.sh --web" >&2
  exit 1
fi

# A target folder of its own: the same crates built with other flags (tests,
# clippy, a plain trunk build) would otherwise replace each other's files
# and rebuild everything at each switch.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}/size"
export RUSTC_BOOTSTRAP=1
export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none"

# Trunk builds offline (Trunk.toml); std's own dependencies are not in the
# project's lock file, so a fresh machine fetches them first (nothing is
# downloaded when they are already in cargo's cache).
cargo fetch --target wasm32-unknown-unknown -q

exec nice trunk build --release "$@"
