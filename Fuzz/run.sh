#!/usr/bin/env bash
# Builds a libFuzzer target with AddressSanitizer and runs it.
# Usage: Fuzz/run.sh TARGET SECONDS       (TARGET: csv, font, pipeline, spec)
# The seed corpus is Fuzz/Corpus/TARGET (in the repo); what the fuzzer adds goes to
# Fuzz/out/TARGET/corpus, crashes to Fuzz/out/TARGET/ (both ignored by git). Every crash
# found becomes a regression test in the module's tests.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run.sh TARGET SECONDS}
seconds=${2:?usage: Fuzz/run.sh TARGET SECONDS}
out=Fuzz/out/$target
# The instrumented modules are shared by every target (same flags), so that running all
# four builds each module once.
modules=Fuzz/out/modules
mkdir -p "$out/corpus" "$modules"
flags=(-sanitize=fuzzer,address -parse-as-library -O -suppress-warnings -package-name OpenCharts -I "$modules" -L "$modules")

# Compiles Sources/NAME into a static library with its module interface, instrumented;
# skipped when the library is newer than every source file of the module and than the
# libraries of the modules before it (a fix in one module rebuilds from there on).
built=()
build_module() {
    local name=$1 library="$modules/lib$1.a" rebuild=0
    if [ ! -f "$library" ] || [ -n "$(find "Sources/$name" -name '*.swift' -newer "$library")" ]; then rebuild=1; fi
    for earlier in "${built[@]}"; do
        if [ "$modules/lib$earlier.a" -nt "$library" ]; then rebuild=1; fi
    done
    built+=("$name")
    [ "$rebuild" = 1 ] || return 0
    swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$modules/$name.swiftmodule" \
        -emit-library -static -o "$library" $(find "Sources/$name" -name '*.swift' | sort)
}

# The modules each target links, in dependency order, and the extra sources it compiles in.
extra=()
case "$target" in
    csv) libraries=(); extra=(Sources/OpenChartsCLI/Data/*.swift) ;;
    font) libraries=(OpenChartsCore OpenChartsText) ;;
    pipeline) libraries=(OpenChartsCore OpenChartsText OpenChartsViews OpenChartsCharts OpenChartsRender OpenCharts) ;;
    spec) libraries=(OpenChartsCore OpenChartsText OpenChartsViews OpenChartsCharts OpenChartsRender OpenCharts)
        extra=($(find Sources/OpenChartsCLI/Data -name '*.swift' ! -name SeattleWeatherData.swift | sort)
               $(find Sources/OpenChartsCLI/Render -name '*.swift' ! -name RenderCommand.swift | sort)) ;;
    *) echo "unknown fuzz target '$target' (targets: csv, font, pipeline, spec)" >&2; exit 64 ;;
esac
links=()
for library in "${libraries[@]}"; do
    build_module "$library"
    # Static libraries link dependents first: each one's references resolve to the later ones.
    links=("-l$library" "${links[@]}")
done
swiftc "${flags[@]}" "Fuzz/Targets/$target.swift" "${extra[@]}" "${links[@]}" -o "$out/fuzz-$target" \
    2> >(grep -v "ld.gold: warning" >&2)
# A Swift trap goes to libFuzzer's deadly-signal handler (which writes the input), not to
# the Swift backtracer, whose memory reader ASan reports as a false heap overflow.
export SWIFT_BACKTRACE=enable=no
# The whole log is kept in $out/fuzz.log; the summary shows the last status line (with
# cov: and corp:) and the final stats.
"$out/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/" -print_final_stats=1 "$out/corpus" "Fuzz/Corpus/$target" > "$out/fuzz.log" 2>&1 || status=$?
{ grep -E '^#[0-9]+' "$out/fuzz.log" || true; } | tail -n 1
grep -E '^(stat::|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)' "$out/fuzz.log" || true
echo "corpus files: $(find "$out/corpus" -type f | wc -l)"
if [ "${status:-0}" != 0 ]; then
    # A crash, leak, timeout or out-of-memory input: show the report and where the input is.
    echo "FUZZ FAILURE in target '$target' (exit status $status); the end of $out/fuzz.log:"
    tail -n 80 "$out/fuzz.log"
    for artifact in $(grep -oE "(Test unit written to|Running: ) *\S+" "$out/fuzz.log" | awk '{print $NF}' | sort -u); do
        echo "reproducer: $artifact    (replay: $out/fuzz-$target $artifact)"
    done
fi
exit "${status:-0}"
