#!/usr/bin/env bash
# Checks every SVG golden in the tests with two trusted tools: xmllint (well-formed XML)
# and rsvg-convert (librsvg renders it). Prints "N passed, M failed"; exits 1 on a failure.
set -u
cd "$(dirname "$0")/.."
out=$(mktemp -d)
passed=0; failed=0
while IFS= read -r -d '' svg; do
    name=$(echo "$svg" | tr '/' '_')
    if xmllint --noout "$svg" 2>"$out/err" && rsvg-convert "$svg" -o "$out/$name.png" 2>>"$out/err"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAILED: $svg"; cat "$out/err"
    fi
done < <(find Tests -path '*__Snapshots__*' -name '*.svg' ! -name '*-changed.svg' -print0 | sort -z)
echo "svg: $passed passed, $failed failed"
rm -rf "$out"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
