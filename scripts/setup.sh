#!/usr/bin/env bash
# Installs what building, serving and testing need. Idempotent: every step
# checks what is already present and skips it.
#
#   scripts/setup.sh          everything (Rust targets, trunk, wasm-bindgen, wasm-opt, Chromium)
#   scripts/setup.sh --web    only what serving the app needs (no Chromium, no npm test tools)
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=1
[ "${1:-}" = "--web" ] && want_browser=0

TRUNK_VERSION=0.21.14
export PATH="$HOME/.cargo/bin:$PWD/tests/e2e/node_modules/.bin:$PATH"
JOBS="${SETUP_JOBS:-}"
jobs_flag=()
[ -n "$JOBS" ] && jobs_flag=(-j "$JOBS")

log() { printf '== setup: %s\n' "$*"; }

# 1. wasm32 target
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi
# The standard library's source: the site's build compiles std for size
# (scripts/trunk-build.sh).
if ! rustup component list --installed | grep -q '^rust-src'; then
  log "adding rust component rust-src"
  rustup component add rust-src
fi

# 2. trunk
if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  log "installing trunk $TRUNK_VERSION (about 4 minutes)"
  CARGO_PROFILE_DEV_DEBUG=0 cargo install "${jobs_flag[@]}" --debug --locked trunk --version "$TRUNK_VERSION"
fi

# 3. wasm-bindgen-cli of exactly the version in Cargo.lock
wb_version=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
if [ -z "$wb_version" ]; then
  echo "setup: cannot find wasm-bindgen in Cargo.lock" >&2
  exit 1
fi
if ! wasm-bindgen --version 2>/dev/null | grep -q " $wb_version\$"; then
  log "installing wasm-bindgen-cli $wb_version (about 3 minutes)"
  CARGO_PROFILE_DEV_OPT_LEVEL=1 CARGO_PROFILE_DEV_DEBUG=0 \
    cargo install "${jobs_flag[@]}" --debug --force wasm-bindgen-cli --version "$wb_version"
fi

# 4. npm tools: binaryen (wasm-opt) and, for tests, playwright-core and axe-core
if [ ! -x tests/e2e/node_modules/.bin/wasm-opt ] || ! (cd tests/e2e && npm ls --depth=0 >/dev/null 2>&1); then
  log "installing npm packages in tests/e2e"
  (cd tests/e2e && npm ci --no-audit --no-fund)
fi

# 5. Chromium and ChromeDriver for browser tests
if [ "$want_browser" = 1 ] && { ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; }; then
  log "installing Debian chromium and chromium-driver"
  sudo_cmd=()
  [ "$(id -u)" != 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq chromium chromium-driver
fi
log "done"
