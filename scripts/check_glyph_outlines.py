#!/usr/bin/env python3
"""Check our glyph outlines against FreeType's.

For DejaVu Sans 'A', 'g', '@' and 'é' (a composite glyph), loads FreeType's unscaled
outline (freetype-py, FT_LOAD_NO_SCALE) and compares it, contour for contour and
point for point (x, y, on-curve), with `opencharts measure --dump-outline`.

With --font and --face it checks any font, CFF ones too (Noto Sans CJK: cubic control
points are tagged 2, as FreeType tags them), e.g.
  scripts/check_glyph_outlines.py --font /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc --face 2 宠物猫狗

Usage: scripts/check_glyph_outlines.py [--binary PATH] [--font FILE] [--face N] [CHARS]
Prints 'N passed, M failed' and exits 1 on any mismatch.
"""
import argparse
import json
import os
import subprocess
import sys

import freetype

DEFAULT_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
DEFAULT_CHARS = "Ag@é"


def freetype_contours(face, char):
    face.load_char(char, freetype.FT_LOAD_NO_SCALE | freetype.FT_LOAD_NO_HINTING)
    outline = face.glyph.outline
    contours, start = [], 0
    for end in outline.contours:
        contours.append([[x, y, tag & 3] for (x, y), tag in
                         zip(outline.points[start:end + 1], outline.tags[start:end + 1])])
        start = end + 1
    return contours


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("chars", nargs="?", default=DEFAULT_CHARS)
    parser.add_argument("--binary", help="the opencharts executable (default: swift run opencharts)")
    parser.add_argument("--font", default=DEFAULT_FONT)
    parser.add_argument("--face", type=int, default=0, help="face index in a .ttc collection")
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = [args.binary] if args.binary else ["swift", "run", "--package-path", root, "-q", "opencharts"]

    face = freetype.Face(args.font, args.face)
    passed = failed = 0
    for char in args.chars:
        run = subprocess.run(binary + ["measure", "--dump-outline", char, "--font", args.font,
                                       "--face", str(args.face)], capture_output=True, text=True)
        if run.returncode != 0:
            failed += 1
            print(f"FAIL {char!r}: {run.stderr.strip()}")
            continue
        ours = json.loads(run.stdout)["contours"]
        theirs = freetype_contours(face, char)
        if ours == theirs:
            passed += 1
            print(f"ok   {char!r}: {len(ours)} contours, {sum(map(len, ours))} points")
        else:
            failed += 1
            print(f"FAIL {char!r}: ours {len(ours)} contours {[len(c) for c in ours]}, "
                  f"FreeType {len(theirs)} contours {[len(c) for c in theirs]}")
            for i, (a, b) in enumerate(zip(ours, theirs)):
                if a != b:
                    print(f"  contour {i}: ours {a[:6]}..., FreeType {b[:6]}...")
                    break
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
