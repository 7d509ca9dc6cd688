#!/usr/bin/env bash
# Tests of the web app, after scripts/setup.sh:
#   1. component tests in headless Chromium (wasm-bindgen-test);
#   2. the release build (scripts/trunk-build.sh: trunk build --release, std built for size);
#   3. the site check (scripts/check-site.mjs): sizes (first load <= 200 KiB
#      gzip), references, the service worker's list, serving under /sudoku/;
#   4. end-to-end tests of dist/ with playwright-core and axe-core.
# Exits non-zero on the first failure. SKIP_BUILD=1 reuses an existing dist/.
set -euo pipefail
cd "$(dirname "$0")/.."

export PATH="$HOME/.cargo/bin:$PWD/tests/e2e/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
GZIP_LIMIT_KIB="${GZIP_LIMIT_KIB:-200}"

log() { printf '== web-test: %s\n' "$*"; }

for tool in trunk wasm-bindgen-test-runner wasm-opt node chromium; do
  command -v "$tool" >/dev/null || { echo "web-test: $tool missing: run scripts/setup.sh" >&2; exit 1; }
done

log "component tests (wasm32, headless Chromium)"
nice cargo test -p sudoku-web --target wasm32-unknown-unknown
if [ "${CI:-}" = true ]; then
  # A clean clone's one run: the test binaries are not needed again.
  rm -rf "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/debug"
fi

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  log "release build"
  scripts/trunk-build.sh
fi

log "site check: sizes, references, service worker list, serving under /sudoku/"
node scripts/check-site.mjs dist --base /sudoku/ --limit-kib "$GZIP_LIMIT_KIB"

log "end-to-end tests"
node --test tests/e2e/*.test.mjs
log "all passed"
