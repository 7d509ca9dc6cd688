#!/usr/bin/env bash
# Trains the photo reader's digit classifier and prints the training report
# (Markdown, as in reader/TRAINING.md). Needs the photo collection:
# PHOTOS=... or ../shared/photos beside the checkout. Writes the weights to
# reader/model/digits.bin (deterministic: the same photos give the same
# bytes). One thread, about half a minute.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

PHOTOS="${PHOTOS:-../shared/photos}"
if [ ! -d "$PHOTOS" ]; then
  echo "train-reader: no photo collection at $PHOTOS (set PHOTOS=...)" >&2
  exit 1
fi
CARGO_BUILD_JOBS="${CARGO_BUILD_JOBS:-1}" nice cargo build --release -p reader-train
# The reader compiled into the trainer cuts the cells out; the new weights
# take effect in the reader at its next build.
nice "${CARGO_TARGET_DIR:-target}/release/reader-train" "$PHOTOS" reader/model/digits.bin
