# Sourced by scripts/bench-wasm.sh and scripts/bench-killer-chromium.sh:
# `serve DIR` serves DIR on a free port of 127.0.0.1 (python3's
# http.server) until the script exits, sets PORT, and returns once the
# server answers.
serve() {
  PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  python3 -m http.server "$PORT" --bind 127.0.0.1 --directory "$1" >/dev/null 2>&1 &
  server=$!
  trap 'kill $server 2>/dev/null' EXIT
  for _ in $(seq 50); do
    python3 -c "import socket,sys; sys.exit(socket.socket().connect_ex(('127.0.0.1', $PORT)))" && break
    sleep 0.1
  done
}
