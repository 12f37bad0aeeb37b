#!/usr/bin/env bash
# Builds a libFuzzer target with AddressSanitizer and runs it.
# Usage: Fuzz/run.sh TARGET SECONDS       (TARGET: csv, font)
# The seed corpus is Fuzz/Corpus/TARGET (in the repo); what the fuzzer adds goes to
# Fuzz/out/TARGET/corpus, crashes to Fuzz/out/TARGET/ (both ignored by git). Every crash
# found becomes a regression test in the module's tests.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run.sh TARGET SECONDS}
seconds=${2:?usage: Fuzz/run.sh TARGET SECONDS}

# The sources each target compiles together with its entry point, as one module.
case "$target" in
    csv) sources=(Sources/OpenChartsCLI/Data/*.swift) ;;
    font) sources=($(find Sources/OpenChartsCore Sources/OpenChartsText -name '*.swift' | sort)) ;;
    *) echo "unknown fuzz target '$target' (targets: csv, font)" >&2; exit 64 ;;
esac

out=Fuzz/out/$target
mkdir -p "$out/corpus"
swiftc -sanitize=fuzzer,address -parse-as-library -O -suppress-warnings \
    "Fuzz/Targets/$target.swift" "${sources[@]}" -o "$out/fuzz-$target" 2> >(grep -v "ld.gold: warning" >&2)
"$out/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/" -print_final_stats=1 "$out/corpus" "Fuzz/Corpus/$target" 2>&1 | tail -n 20
