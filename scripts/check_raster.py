#!/usr/bin/env python3
"""Compares OpenCharts' rasterizer with librsvg on the same scenes.

Input: a folder with, for each scene NAME, NAME.svg (our SVG writer's output) and our
pixels as either NAME.png (our PNG encoder's output; written for every snapshot test by
`OPENCHARTS_RASTER_COMPARE=DIR swift test`) or NAME.rgba (premultiplied RGBA8) with
NAME.size ("width height") (written by `OPENCHARTS_RASTER_DUMP=DIR swift test --filter
ReferenceDumpTests`).

Each SVG is drawn with rsvg-convert; both images are compared premultiplied, as the mean
absolute difference per channel in 8-bit levels. A scene passes when every channel's
mean is at most --limit (1.0 by default), or --text-limit (3.0) when the SVG has text:
glyph edges differ between renderers (librsvg hints them). For each failure a
three-panel PNG NAME-diff.png is written: ours | difference x8 | librsvg (with --all,
for every scene).

Usage: scripts/check_raster.py DIR [--limit 1.0] [--text-limit 3.0] [--all]
Prints one line per scene, then "N passed, M failed"; exits 1 if any failed.
"""
import argparse
import pathlib
import subprocess
import sys

import numpy as np
from PIL import Image


def premultiplied(straight):
    """Straight RGBA uint8 (h, w, 4) -> premultiplied float, rounded as 8-bit."""
    rgba = straight.astype(np.float64)
    alpha = rgba[..., 3:4] / 255.0
    out = rgba.copy()
    out[..., :3] = np.round(rgba[..., :3] * alpha)
    return out


def on_white(premult):
    """Premultiplied float RGBA -> RGB uint8 composited over white, for looking at."""
    alpha = premult[..., 3:4] / 255.0
    return np.clip(premult[..., :3] + 255.0 * (1.0 - alpha), 0, 255).astype(np.uint8)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=pathlib.Path)
    parser.add_argument("--limit", type=float, default=1.0, help="largest mean abs difference per channel (8-bit levels)")
    parser.add_argument("--text-limit", type=float, default=3.0, help="the same, for scenes with text")
    parser.add_argument("--all", action="store_true", help="write diff panels for passing scenes too")
    args = parser.parse_args()

    passed = failed = 0
    for svg in sorted(args.folder.glob("*.svg")):
        name = svg.stem
        raw, size, ours_png = svg.with_suffix(".rgba"), svg.with_suffix(".size"), svg.with_suffix(".png")
        if ours_png.exists():
            ours = premultiplied(np.asarray(Image.open(ours_png).convert("RGBA")))
            height, width = ours.shape[:2]
        elif raw.exists() and size.exists():
            width, height = (int(v) for v in size.read_text().split())
            ours = np.frombuffer(raw.read_bytes(), dtype=np.uint8).reshape(height, width, 4).astype(np.float64)
        else:
            print(f"{name}: FAIL no NAME.png or NAME.rgba/.size beside the SVG")
            failed += 1
            continue
        limit = args.text_limit if "<text" in svg.read_text(encoding="utf-8") else args.limit

        png = args.folder / f"{name}-librsvg.png"
        subprocess.run(["rsvg-convert", "-o", str(png), str(svg)], check=True)
        reference = np.asarray(Image.open(png).convert("RGBA"))
        if reference.shape != ours.shape:
            print(f"{name}: FAIL size ours {width}x{height}, librsvg {reference.shape[1]}x{reference.shape[0]}")
            failed += 1
            continue
        theirs = premultiplied(reference)

        difference = np.abs(ours - theirs)
        means = difference.reshape(-1, 4).mean(axis=0)
        worst = difference.max()
        ok = bool(np.all(means <= limit))
        verdict = "ok  " if ok else "FAIL"
        print(f"{name}: {verdict} mean |diff| R {means[0]:.3f} G {means[1]:.3f} B {means[2]:.3f} A {means[3]:.3f}"
              f"  max {worst:.0f}")
        if ok:
            passed += 1
        else:
            failed += 1
        if not ok or args.all:
            amplified = np.clip(difference.max(axis=2) * 8, 0, 255).astype(np.uint8)
            panel = np.concatenate([on_white(ours), np.stack([255 - amplified] * 3, axis=2), on_white(theirs)], axis=1)
            Image.fromarray(panel, "RGB").save(args.folder / f"{name}-diff.png")

    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
