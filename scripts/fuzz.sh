#!/usr/bin/env bash
# Fuzzes every door a stranger's data comes through (fuzz/README.md lists
# the targets and what each checks): each target runs FUZZ_SECONDS (30)
# seconds, or FUZZ_RUNS runs, from its committed seeds (fuzz/seeds/) and
# the corpus kept from earlier runs (fuzz/corpus/, not committed).
#
#   scripts/fuzz.sh                 every target, 30 s each
#   scripts/fuzz.sh parse logic     the targets named
#   scripts/fuzz.sh variant_parse variant_solve   the variants' readers and searches
#   FUZZ_RUNS=10000000 scripts/fuzz.sh saved_state
#   FUZZ_TIMEOUT=120 nice -n 19 scripts/fuzz.sh solve   # beside a build
#
# Installs the nightly toolchain and cargo-fuzz when missing. Not part of
# the test command: it takes minutes, and CI's time is budgeted. A target
# that finds something stops; its input is in fuzz/artifacts/TARGET/, and
# the script ends with status 1 after running the others. An input that
# takes over FUZZ_TIMEOUT (10) seconds is a finding too (a stranger's file
# must not hang the page); the time is wall time, so a fuzzer niced beside
# a build can be starved past it: run such an input alone before calling
# it a finding (fuzz/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! rustup toolchain list | grep -q '^nightly'; then
    rustup toolchain install nightly --profile minimal
fi
if ! command -v cargo-fuzz >/dev/null; then
    cargo install cargo-fuzz --locked
fi

# Built in release with overflow checks and debug assertions on (a wrapped
# count is a finding), without comparison tracing: it cost two thirds of
# the time in the pixel and search loops, and the seeds and dictionaries
# give the fuzzer the magic values (file signatures, JSON keys) it would
# find. AddressSanitizer checks the targets whose fuzzed data reaches
# unsafe code: `fast`'s vector loads (solve) and the JPEG decoder's (image
# bytes). The rest is safe Rust, where the sanitizer's allocator made runs
# three times slower; it runs without one, in a build folder of its own
# (so do variant_parse and variant_solve: the variant searches and readers
# have no unsafe code).
common=(--fuzz-dir fuzz -a --no-trace-compares)
sanitised=" solve reader_image "
flags_of() {
    if [[ "$sanitised" == *" $1 "* ]]; then
        echo "${common[@]}"
    else
        echo "${common[@]} -s none --target-dir fuzz/target/plain"
    fi
}
if [ $# -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets < <(cargo +nightly fuzz list --fuzz-dir fuzz)
fi
# Build each flavour once, before any target runs.
built=""
for target in "${targets[@]}"; do
    read -r -a flags <<<"$(flags_of "$target")"
    if [[ "$built" != *"|${flags[*]}|"* ]]; then
        cargo +nightly fuzz build "${flags[@]}"
        built+="|${flags[*]}|"
    fi
done
limit=(-max_total_time="${FUZZ_SECONDS:-30}")
if [ -n "${FUZZ_RUNS:-}" ]; then
    limit=(-runs="$FUZZ_RUNS")
fi

failed=()
summary=()
for target in "${targets[@]}"; do
    mkdir -p "fuzz/corpus/$target" "fuzz/seeds/$target"
    extra=()
    if [ -f "fuzz/dicts/$target.dict" ]; then
        extra+=(-dict="fuzz/dicts/$target.dict")
    fi
    log="fuzz/artifacts/$target.log"
    mkdir -p fuzz/artifacts
    echo "== $target"
    read -r -a flags <<<"$(flags_of "$target")"
    if cargo +nightly fuzz run "${flags[@]}" "$target" "fuzz/corpus/$target" "fuzz/seeds/$target" \
        -- "${limit[@]}" -timeout="${FUZZ_TIMEOUT:-10}" -print_final_stats=1 "${extra[@]}" >"$log" 2>&1; then
        status=ok
    else
        status=FOUND
        failed+=("$target")
        grep -E 'panicked|ERROR|Test unit written' "$log" | head -5 || true
    fi
    runs=$(awk '/stat::number_of_executed_units/ {print $2}' "$log")
    rate=$(awk '/stat::average_exec_per_sec/ {print $2}' "$log")
    summary+=("$(printf '%-16s %12s runs %8s runs/s  %s' "$target" "${runs:-?}" "${rate:-?}" "$status")")
done

printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
    echo "found something: ${failed[*]} (inputs in fuzz/artifacts/; logs in fuzz/artifacts/TARGET.log)"
    exit 1
fi
