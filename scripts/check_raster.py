#!/usr/bin/env python3
"""Compares OpenCharts' rasterizer with librsvg on the same scenes.

Input: a folder written by the Swift test "Raster reference dump"
(`OPENCHARTS_RASTER_DUMP=DIR swift test --filter ReferenceDumpTests`): for each scene
NAME, NAME.svg (our SVG writer's output), NAME.rgba (our premultiplied RGBA8 pixels)
and NAME.size ("width height").

Each SVG is drawn with rsvg-convert; both images are compared premultiplied, as the mean
absolute difference per channel in 8-bit levels. A scene passes when every channel's
mean is at most --limit (1.0 by default). For each failure a three-panel PNG
NAME-diff.png is written: ours | difference x8 | librsvg (with --all, for every scene).

Usage: scripts/check_raster.py DIR [--limit 1.0] [--all]
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
    parser.add_argument("--all", action="store_true", help="write diff panels for passing scenes too")
    args = parser.parse_args()

    passed = failed = 0
    for svg in sorted(args.folder.glob("*.svg")):
        name = svg.stem
        raw, size = svg.with_suffix(".rgba"), svg.with_suffix(".size")
        if not raw.exists() or not size.exists():
            print(f"{name}: no .rgba/.size beside the SVG, skipped")
            continue
        width, height = (int(v) for v in size.read_text().split())
        ours = np.frombuffer(raw.read_bytes(), dtype=np.uint8).reshape(height, width, 4).astype(np.float64)

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
        ok = bool(np.all(means <= args.limit))
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
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
