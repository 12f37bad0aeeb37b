#!/usr/bin/env python3
"""Check our PNG encoder against libpng: decode with Pillow and run pngcheck.

Runs `opencharts-bench png-check DIR` (release build), which writes test images as NAME.png
and the straight-alpha pixels a decoder must return as NAME.rgba. For each image: Pillow
(libpng) must decode it to exactly those pixels, `pngcheck` must accept it, and its pHYs must
match the manifest. Prints `N passed, M failed`; exits non-zero on any failure.

usage: scripts/check_png.py [--no-build] [--keep DIR]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def check(directory, entry):
    """Problems with one image, as a list of messages (empty when it passes)."""
    name = entry["name"]
    path = os.path.join(directory, name + ".png")
    expected = open(os.path.join(directory, name + ".rgba"), "rb").read()
    problems = []
    with Image.open(path) as image:
        image.load()
        if image.size != (entry["width"], entry["height"]):
            problems.append(f"size {image.size}, expected {(entry['width'], entry['height'])}")
        decoded = image.convert("RGBA").tobytes()
        if decoded != expected:
            differing = sum(1 for i in range(0, min(len(decoded), len(expected)), 4)
                            if decoded[i:i + 4] != expected[i:i + 4])
            problems.append(f"{differing} pixels differ from ours (mode {image.mode})")
        dpi = image.info.get("dpi")
        ppm = entry["pixelsPerMeter"]
        if ppm and (dpi is None or abs(dpi[0] - ppm * 0.0254) > 0.01):
            problems.append(f"pHYs gives dpi {dpi}, expected {ppm * 0.0254:.3f}")
        if not ppm and dpi is not None:
            problems.append(f"unexpected pHYs (dpi {dpi})")
    result = subprocess.run(["pngcheck", "-q", path], capture_output=True, text=True)
    if result.returncode != 0:
        problems.append("pngcheck: " + (result.stdout + result.stderr).strip())
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use the existing release binary")
    parser.add_argument("--keep", help="write the images to this directory and keep them")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "opencharts-bench"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    if shutil.which("pngcheck") is None:
        print("pngcheck is not installed (apt-get install pngcheck)")
        return 2
    directory = args.keep or tempfile.mkdtemp(prefix="png-check-")
    try:
        binary = os.path.join(ROOT, ".build", "release", "opencharts-bench")
        subprocess.run([binary, "png-check", directory], check=True, stdout=subprocess.DEVNULL)
        with open(os.path.join(directory, "manifest.json")) as f:
            manifest = json.load(f)
        passed = failed = 0
        for entry in manifest:
            problems = check(directory, entry)
            size = os.path.getsize(os.path.join(directory, entry["name"] + ".png"))
            if problems:
                failed += 1
                print(f"FAIL {entry['name']}.png ({size} bytes): " + "; ".join(problems))
            else:
                passed += 1
                print(f"ok   {entry['name']}.png ({size} bytes)")
        print(f"{passed} passed, {failed} failed")
        return 1 if failed else 0
    finally:
        if not args.keep:
            shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
