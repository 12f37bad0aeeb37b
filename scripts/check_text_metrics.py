#!/usr/bin/env python3
"""Check our text widths against HarfBuzz's.

For DejaVu Sans and DejaVu Sans Bold at 10, 12 and 17.5 px, measures 1,000 seeded
random printable-ASCII strings (length 1-30) with `opencharts measure --batch` and
with uharfbuzz (features kern on, liga off; unhinted: the sum of x_advance in font
units scaled by size / units-per-em). Every width must agree within 0.01 px.

Usage: scripts/check_text_metrics.py [--binary PATH] [--count N] [--seed S]
Prints 'N passed, M failed' and exits 1 on any failure.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

import uharfbuzz as hb

FONTS = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
]
SIZES = [10, 12, 17.5]
TOLERANCE = 0.01
PRINTABLE = [chr(c) for c in range(0x20, 0x7F)]


def harfbuzz_width(font, upem, text, size):
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {"kern": True, "liga": False})
    return sum(p.x_advance for p in buf.glyph_positions) * size / upem


def our_widths(binary, font_path, size, strings_file):
    command = binary + ["measure", "--font", font_path, "--size", str(size), "--batch", strings_file]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return [float(line) for line in out.splitlines()]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", help="the opencharts executable (default: swift run opencharts)")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20261130)
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = [args.binary] if args.binary else ["swift", "run", "--package-path", root, "-q", "opencharts"]

    rng = random.Random(args.seed)
    strings = ["".join(rng.choice(PRINTABLE) for _ in range(rng.randint(1, 30))) for _ in range(args.count)]
    # A line that begins or ends with spaces is kept whole: --batch reads lines verbatim.
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write("\n".join(strings) + "\n")
        strings_file = f.name

    passed = failed = 0
    try:
        for font_path in FONTS:
            if not os.path.exists(font_path):
                print(f"missing font {font_path}", file=sys.stderr)
                failed += 1
                continue
            face = hb.Face(hb.Blob.from_file_path(font_path))
            font = hb.Font(face)
            upem = face.upem
            for size in SIZES:
                ours = our_widths(binary, font_path, size, strings_file)
                if len(ours) != len(strings):
                    print(f"{os.path.basename(font_path)} {size}px: got {len(ours)} widths for {len(strings)} strings")
                    failed += len(strings)
                    continue
                for text, width in zip(strings, ours):
                    expected = harfbuzz_width(font, upem, text, size)
                    if abs(width - expected) <= TOLERANCE:
                        passed += 1
                    else:
                        failed += 1
                        if failed <= 20:
                            print(f"FAIL {os.path.basename(font_path)} {size}px {text!r}: ours {width:.4f}, HarfBuzz {expected:.4f}")
    finally:
        os.unlink(strings_file)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
