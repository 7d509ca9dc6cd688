#!/usr/bin/env bash
# Makes a camera-like video of Sudoku photos for the page's camera tests:
# Chromium plays it as its fake camera (--use-fake-device-for-media-stream
# --use-file-for-fake-video-capture=OUT.y4m). Each photo gives FRAMES
# frames of 640x480 moved, turned, blurred and shaded as a hand-held phone
# sees a newspaper (reader/tests/common/shake.rs; --shake strong doubles
# the move, turn and blur); --blank N first adds N frames of plain paper
# (no grid). YUV4MPEG2, 10 frames a second.
#
#   scripts/camera-video.sh [--blank N] [--shake hand|strong] OUT.y4m FRAMES PHOTO.jpg...
#   scripts/camera-video.sh --blank 5 /tmp/cam.y4m 30 reader/tests/photos/image1.jpg
#   scripts/camera-video.sh --shake strong /tmp/hard.y4m 40 reader/tests/photos/image1006.jpg
#
# Builds and runs reader/examples/camera_video.rs (release); the paths are
# taken from the directory it is run in.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$PATH"
exec cargo run --quiet --release --manifest-path "$root/Cargo.toml" \
  -p sudoku-reader --example camera_video -- "$@"
