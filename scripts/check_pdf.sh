#!/usr/bin/env bash
# Checks the PDF writer's output with trusted tools: qpdf (structure), poppler's
# pdftotext (text comes back), pdffonts (subset fonts embedded) and pdftoppm (renders
# like librsvg's rendering of the SVG writer's output for the same scene).
#
#   scripts/check_pdf.sh [output-folder]
#
# Needs: qpdf, poppler-utils, librsvg2-bin (rsvg-convert), python3 with Pillow.
# Prints "N passed, M failed" and exits non-zero when any check fails.
set -u
cd "$(dirname "$0")/.."
OUT="${1:-$(mktemp -d /tmp/opencharts-pdf.XXXXXX)}"
mkdir -p "$OUT"
# The mean difference per channel (0–255) allowed between poppler's and librsvg's
# renderings: anti-aliasing of edges differs between the two renderers, nothing else should.
TOLERANCE="${PDF_RENDER_TOLERANCE:-2.0}"

passed=0
failed=0
check() { # check "name" command...
    local name="$1"; shift
    if output=$("$@" 2>&1); then
        passed=$((passed + 1)); echo "PASS $name"
        [ -n "${REPORT_LAST_LINE:-}" ] && echo "    $(echo "$output" | tail -1)"
    else
        failed=$((failed + 1)); echo "FAIL $name"; echo "$output" | sed 's/^/    /' | head -20
    fi
}

for tool in qpdf pdftotext pdffonts pdftoppm pdftocairo rsvg-convert python3; do
    command -v "$tool" >/dev/null || { echo "missing tool: $tool (apt-get install qpdf poppler-utils librsvg2-bin)"; exit 2; }
done

echo "writing PDFs into $OUT"
if ! OPENCHARTS_PDF_DUMP="$OUT" swift test --filter PDFDumpTests >"$OUT/swift-test.log" 2>&1; then
    echo "FAIL swift test --filter PDFDumpTests (see $OUT/swift-test.log)"; echo "0 passed, 1 failed"; exit 1
fi

same_bytes_again() { # a second process writes byte-identical files
    OPENCHARTS_PDF_DUMP="$OUT/again" swift test --filter PDFDumpTests >/dev/null 2>&1 || return 1
    for pdf in "$OUT"/*.pdf; do cmp "$pdf" "$OUT/again/$(basename "$pdf")" || return 1; done
}
check "a second run writes the same bytes" same_bytes_again

for pdf in "$OUT"/*.pdf; do
    check "qpdf --check $(basename "$pdf")" qpdf --check "$pdf"
done

poppler_quiet() { # poppler renders and extracts with nothing on stderr (no syntax warnings)
    local errors; errors=$( { pdftoppm -r 36 -png "$1" "$OUT/quiet" && pdftotext "$1" /dev/null; } 2>&1 >/dev/null)
    rm -f "$OUT"/quiet*.png
    [ -z "$errors" ] || { echo "$errors"; return 1; }
}
for pdf in "$OUT"/*.pdf; do
    check "poppler reads $(basename "$pdf") without warnings" poppler_quiet "$pdf"
done

subsets_load() { # every FontFile2 loads in FreeType, with glyph data for the glyphs the text uses
    python3 - "$1" <<'PY'
import re, subprocess, sys, tempfile
import freetype
path = sys.argv[1]
data = open(path, "rb").read()
numbers = sorted(set(int(n) for n in re.findall(rb"/FontFile2 (\d+) 0 R", data)))
if not numbers:
    print("no FontFile2"); sys.exit(1)
for number in numbers:
    font = subprocess.run(["qpdf", f"--show-object={number}", "--filtered-stream-data", path],
                          check=True, capture_output=True).stdout
    with tempfile.NamedTemporaryFile(suffix=".ttf") as file:
        file.write(font); file.flush()
        face = freetype.Face(file.name)
        face.set_char_size(48 * 64)
        drawn = 0
        for glyph in range(face.num_glyphs):
            face.load_glyph(glyph, freetype.FT_LOAD_NO_BITMAP)
            drawn += face.glyph.outline.n_points > 0
        print(f"object {number}: {len(font)} bytes, {face.num_glyphs} glyph slots, {drawn} with outlines")
        if drawn == 0: sys.exit(1)
PY
}
REPORT_LAST_LINE=1 check "FreeType loads the embedded subsets of kitchen-sink" subsets_load "$OUT/kitchen-sink.pdf"

text_contains() { # text_contains file expected
    pdftotext "$1" - | grep -qF -- "$2" || { echo "pdftotext $1 gave:"; pdftotext "$1" -; return 1; }
}
check "pdftotext kitchen-sink: Pets & <friends>" text_contains "$OUT/kitchen-sink.pdf" "Pets & <friends> \"quoted\" 'single'"
check "pdftotext kitchen-sink: Bold, centred" text_contains "$OUT/kitchen-sink.pdf" "Bold, centred"
check "pdftotext kitchen-sink: Rotated, end" text_contains "$OUT/kitchen-sink.pdf" "Rotated, end"
check "pdftotext built-in metrics (Helvetica): Pets & <friends>" text_contains "$OUT/built-in-metrics.pdf" "Pets & <friends>"
if ls /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc >/dev/null 2>&1; then
    check "pdftotext kitchen-sink-cjk: 宠物数量" text_contains "$OUT/kitchen-sink-cjk.pdf" "宠物数量 (pets)"
    # Characters 257 to 300 come from the second Type 3 font of the CJK face.
    check "pdftotext many-cjk: the last line (second Type 3 font)" text_contains "$OUT/many-cjk.pdf" "$(python3 -c 'print("".join(chr(c) for c in range(0x4E00 + 275, 0x4E00 + 300)))')"
fi
check "pdfinfo title is UTF-16 (宠物)" bash -c "pdfinfo '$OUT/kitchen-sink-cjk.pdf' | grep -qF 'Kitchen sink — 宠物 (PDF)'"

fonts_embedded() { # every font but the standard ones is embedded, and subsets say so
    local listing; listing=$(pdffonts "$1") || return 1
    echo "$listing"
    echo "$listing" | tail -n +3 | awk '{ if ($0 ~ /Type 3/) { if ($(NF-4) != "yes") exit 1 } else if ($(NF-4) != "yes" || $(NF-3) != "yes") exit 1 }' || return 1
    [ "$(echo "$listing" | grep -c 'CID TrueType')" -ge "$2" ]
}
check "pdffonts kitchen-sink: 3 CID TrueType subsets, emb yes" fonts_embedded "$OUT/kitchen-sink.pdf" 3
check "pdffonts kitchen-sink-cjk: subsets and a Type 3 CJK font, emb yes" fonts_embedded "$OUT/kitchen-sink-cjk.pdf" 3

same_picture() { # same_picture pdf.png reference.png diff.png: the mean difference per channel, within TOLERANCE
    python3 - "$1" "$2" "$3" "$TOLERANCE" <<'PY'
import sys
from PIL import Image, ImageChops, ImageStat
pdf = Image.open(sys.argv[1]).convert("RGB")
reference = Image.open(sys.argv[2]).convert("RGBA")
white = Image.new("RGBA", reference.size, (255, 255, 255, 255))
white.alpha_composite(reference)
reference = white.convert("RGB")
if pdf.size != reference.size:
    print(f"sizes differ: pdf {pdf.size}, reference {reference.size}"); sys.exit(1)
diff = ImageChops.difference(pdf, reference)
means = ImageStat.Stat(diff).mean
w, h = pdf.size
panel = Image.new("RGB", (w * 3, h), "white")   # expected (reference) | difference ×4 | actual (pdf)
panel.paste(reference, (0, 0)); panel.paste(Image.eval(diff, lambda v: 255 - min(255, v * 4)), (w, 0)); panel.paste(pdf, (2 * w, 0))
panel.save(sys.argv[3])
print("mean difference per channel (R, G, B): " + ", ".join(f"{m:.3f}" for m in means))
sys.exit(0 if max(means) <= float(sys.argv[4]) else 1)
PY
}

compare() { # compare name zoom [renderer]: poppler's render (pdftoppm, or pdftocairo) of name.pdf vs librsvg's of name.svg, at zoom × 72 dpi
    local name="$1" zoom="$2" renderer="${3:-pdftoppm}"
    "$renderer" -r $((72 * zoom)) -png -singlefile "$OUT/$name.pdf" "$OUT/$name-pdf" || return 1
    rsvg-convert -z "$zoom" "$OUT/$name.svg" -o "$OUT/$name-svg.png" || return 1
    same_picture "$OUT/$name-pdf.png" "$OUT/$name-svg.png" "$OUT/$name-diff.png"
}
for name in kitchen-sink kitchen-sink-cjk symbols shadows; do
    REPORT_LAST_LINE=1 check "pdftoppm -r 72 vs rsvg-convert: $name (mean difference <= $TOLERANCE)" compare "$name" 1
done
# A second rasterizer for the symbols' form XObjects: poppler's cairo backend.
REPORT_LAST_LINE=1 check "pdftocairo -r 72 vs rsvg-convert: symbols (mean difference <= $TOLERANCE)" compare symbols 1 pdftocairo
# Rectangles nodes (`x y w h re f`): with cairo only. poppler's own rasterizer draws the
# scene's one-point rules and overlapping translucent squares its own way (mean 5–7/255 from
# librsvg), the same whether they are written with `re` or as m/l/h paths.
REPORT_LAST_LINE=1 check "pdftocairo -r 72 vs rsvg-convert: rectangles (mean difference <= $TOLERANCE)" compare rectangles 1 pdftocairo
# A page of nothing but small text differs at 72 dpi mostly by hinting and anti-aliasing of
# glyph edges (librsvg hints, Type 3 glyphs are plain fills); at 288 dpi placement shows.
REPORT_LAST_LINE=1 check "pdftoppm -r 288 vs rsvg-convert -z 4: many-cjk (mean difference <= $TOLERANCE)" compare many-cjk 4

# Shadows and blur are images in the PDF, drawn by our rasterizer at 2 pixels a point:
# poppler at 144 dpi against our own PNG at @2x shows where they land (text and vector
# edges differ by anti-aliasing and hinting only).
compare_ours() { # compare_ours name zoom: pdftoppm at zoom × 72 dpi vs name-ours-{zoom}x.png
    local name="$1" zoom="$2"
    pdftoppm -r $((72 * zoom)) -png -singlefile "$OUT/$name.pdf" "$OUT/$name-pdf-$zoom" || return 1
    same_picture "$OUT/$name-pdf-$zoom.png" "$OUT/$name-ours-${zoom}x.png" "$OUT/$name-ours-diff.png"
}
REPORT_LAST_LINE=1 check "pdftoppm -r 144 vs our PNG @2x: shadows (mean difference <= $TOLERANCE)" compare_ours shadows 2

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
