#!/usr/bin/env bash
# Builds a libFuzzer target with AddressSanitizer and runs it.
# Usage: Fuzz/run.sh TARGET SECONDS       (TARGET: csv, font, pipeline)
# The seed corpus is Fuzz/Corpus/TARGET (in the repo); what the fuzzer adds goes to
# Fuzz/out/TARGET/corpus, crashes to Fuzz/out/TARGET/ (both ignored by git). Every crash
# found becomes a regression test in the module's tests.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run.sh TARGET SECONDS}
seconds=${2:?usage: Fuzz/run.sh TARGET SECONDS}
out=Fuzz/out/$target
modules=$out/modules
mkdir -p "$out/corpus" "$modules"
flags=(-sanitize=fuzzer,address -parse-as-library -O -suppress-warnings -package-name OpenCharts -I "$modules" -L "$modules")

# Compiles Sources/NAME into a static library with its module interface, instrumented;
# skipped when the library is newer than every source file of the module and of the
# modules built before it (a re-run after a fix in one module rebuilds from there on).
stale=0
build_module() {
    local name=$1
    if [ "$stale" = 0 ] && [ -f "$modules/lib$name.a" ] && \
        [ -z "$(find "Sources/$name" -name '*.swift' -newer "$modules/lib$name.a")" ]; then
        return
    fi
    stale=1
    swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$modules/$name.swiftmodule" \
        -emit-library -static -o "$modules/lib$name.a" $(find "Sources/$name" -name '*.swift' | sort)
}

# The modules each target links, in dependency order, and the extra sources it compiles in.
extra=()
case "$target" in
    csv) libraries=(); extra=(Sources/OpenChartsCLI/Data/*.swift) ;;
    font) libraries=(OpenChartsCore OpenChartsText) ;;
    pipeline) libraries=(OpenChartsCore OpenChartsText OpenChartsViews OpenChartsCharts OpenChartsRender OpenCharts) ;;
    *) echo "unknown fuzz target '$target' (targets: csv, font, pipeline)" >&2; exit 64 ;;
esac
links=()
for library in "${libraries[@]}"; do
    build_module "$library"
    # Static libraries link dependents first: each one's references resolve to the later ones.
    links=("-l$library" "${links[@]}")
done
swiftc "${flags[@]}" "Fuzz/Targets/$target.swift" "${extra[@]}" "${links[@]}" -o "$out/fuzz-$target" \
    2> >(grep -v "ld.gold: warning" >&2)
# The whole log is kept in $out/fuzz.log; the summary shows the last status line (with
# cov: and corp:) and the final stats.
"$out/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/" -print_final_stats=1 "$out/corpus" "Fuzz/Corpus/$target" > "$out/fuzz.log" 2>&1 || status=$?
{ grep -E '^#[0-9]+' "$out/fuzz.log" || true; } | tail -n 1
grep -E '^(stat::|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)' "$out/fuzz.log" || true
echo "corpus files: $(find "$out/corpus" -type f | wc -l)"
exit "${status:-0}"
