#!/usr/bin/env bash
# Builds the web app in release mode and serves dist/ at http://127.0.0.1:8080
# (PORT=... to change). Uses `trunk build --release` plus Python's static
# server rather than `trunk serve`: what you see is exactly the static site
# that gets deployed (no live-reload script in dist/).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh --web
export PATH="$HOME/.cargo/bin:$PWD/tests/e2e/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true

PORT="${PORT:-8080}"
if python3 -c "import socket,sys; s=socket.socket(); sys.exit(s.connect_ex(('127.0.0.1', $PORT)) != 0)"; then
  echo "serve: port $PORT is already in use (set PORT=...)" >&2
  exit 1
fi

scripts/trunk-build.sh
echo "== serve: http://127.0.0.1:$PORT/  (Ctrl+C to stop)"
exec python3 -m http.server "$PORT" --bind 127.0.0.1 --directory dist
