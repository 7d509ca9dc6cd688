#!/usr/bin/env bash
# Builds the deployable site into dist/ and checks it (scripts/check-site.mjs):
# every file referred to exists, every address is relative, sw.js lists the
# current files, the sizes (first load within 200 KiB gzip), and the site loads
# when served under BASE. The site uses relative addresses only (Trunk.toml
# `public_url = "./"`), so the same dist/ works at the root of a host and in
# any folder; --base names the path it will be served at, for the check.
#
#   scripts/build-site.sh [--base /sudoku/]     (default: /)
set -euo pipefail
cd "$(dirname "$0")/.."

base=/
while [ $# -gt 0 ]; do
  case "$1" in
    --base) base="${2:?--base needs a path}"; shift 2 ;;
    --base=*) base="${1#--base=}"; shift ;;
    *) echo "usage: scripts/build-site.sh [--base /path/]" >&2; exit 2 ;;
  esac
done

scripts/setup.sh --web
export PATH="$HOME/.cargo/bin:$PWD/tests/e2e/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true

scripts/trunk-build.sh
node scripts/check-site.mjs dist --base "$base"
echo "== build-site: dist/ is ready to publish at $base"
