#!/usr/bin/env bash
# Trains the photo reader's digit classifier and prints the training report
# (Markdown, as in reader/TRAINING.md). Needs the photo collection (the
# dataset's folder): SUDOKU_PHOTOS=... (PHOTOS=... also works). Writes the
# weights to reader/model/digits.bin (deterministic: the same photos give
# the same bytes). One thread, about half a minute.
set -euo pipefail

PHOTOS="${SUDOKU_PHOTOS:-${PHOTOS:-}}"
if [ -z "$PHOTOS" ]; then
  echo "usage: SUDOKU_PHOTOS=DIR scripts/train-reader.sh" >&2
  echo "train-reader: set SUDOKU_PHOTOS to the dataset's folder (the labelled photos" >&2
  echo "  of github.com/wichtounet/sudoku_dataset, v2 training split)" >&2
  exit 1
fi
if [ ! -d "$PHOTOS" ]; then
  echo "train-reader: no photo collection at $PHOTOS (set SUDOKU_PHOTOS=...)" >&2
  exit 1
fi
# A relative folder is taken from where the script was started.
PHOTOS="$(cd "$PHOTOS" && pwd)"
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
CARGO_BUILD_JOBS="${CARGO_BUILD_JOBS:-1}" nice cargo build --release -p reader-train
# The reader compiled into the trainer cuts the cells out; the new weights
# take effect in the reader at its next build.
nice "${CARGO_TARGET_DIR:-target}/release/reader-train" "$PHOTOS" reader/model/digits.bin
