#!/usr/bin/env bash
# Fuzzes every door a stranger's data comes through (fuzz/README.md lists
# the targets and what each checks): each target runs FUZZ_SECONDS (30)
# seconds, or FUZZ_RUNS runs, from its committed seeds (fuzz/seeds/) and
# the corpus kept from earlier runs (fuzz/corpus/, not committed).
#
#   scripts/fuzz.sh                 every target, 30 s each
#   scripts/fuzz.sh parse logic     the targets named
#   FUZZ_RUNS=10000000 scripts/fuzz.sh saved_state
#
# Installs the nightly toolchain and cargo-fuzz when missing. Not part of
# the test command: it takes minutes, and CI's time is budgeted. A target
# that finds something stops; its input is in fuzz/artifacts/TARGET/, and
# the script ends with status 1 after running the others.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! rustup toolchain list | grep -q '^nightly'; then
    rustup toolchain install nightly --profile minimal
fi
if ! command -v cargo-fuzz >/dev/null; then
    cargo install cargo-fuzz --locked
fi

# Without the comparison tracing: it costs two thirds of the time of the
# pixel and search loops, and the seeds and dictionaries give the fuzzer
# the magic values (file signatures, JSON keys) it would find.
flags=(--fuzz-dir fuzz -O --no-trace-compares)
cargo +nightly fuzz build "${flags[@]}"

if [ $# -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets < <(cargo +nightly fuzz list --fuzz-dir fuzz)
fi
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
    if cargo +nightly fuzz run "${flags[@]}" "$target" "fuzz/corpus/$target" "fuzz/seeds/$target" \
        -- "${limit[@]}" -print_final_stats=1 "${extra[@]}" >"$log" 2>&1; then
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
