#!/usr/bin/env python3
"""Compare our deflate with zlib level 6 (Python's zlib module) on the same bytes.

Runs `opencharts-bench deflate --dump DIR` (release build), which times our zlib stream over
the filtered PNG scanlines of synthetic chart frames and writes each input and our stream.
Checks that zlib inflates every stream of ours back to its input, times zlib.compress(level 6)
on the same input, and prints sizes and times side by side.

usage: scripts/bench_deflate.py [--runs N] [--no-build] [--cases LIST] [--transparent]
(--cases adds rendered benchmark frames, e.g. line_1e3,bars_12,scatter_1e5, from the bench data;
on a white background as the benchmark draws them, or clear with --transparent.)
Exits non-zero when a stream does not round-trip.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--cases", help="also compress these render cases' frames (comma-separated)")
    parser.add_argument("--transparent", action="store_true", help="the cases' frames without their white background")
    parser.add_argument("--no-build", action="store_true", help="use the existing release binary")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "opencharts-bench"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    binary = os.path.join(ROOT, ".build", "release", "opencharts-bench")
    with tempfile.TemporaryDirectory() as out:
        command = [binary, "deflate", "--runs", str(args.runs), "--dump", out]
        if args.cases:
            command += ["--cases", args.cases]
        if args.transparent:
            command.append("--transparent")
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        with open(os.path.join(out, "results.json")) as f:
            results = json.load(f)
        header = f"{'input':>30} {'type':>7} {'bytes in':>9} {'ours':>8} {'zlib -6':>8} {'size ratio':>10} " \
                 f"{'ours ms':>8} {'zlib ms':>8} {'speedup':>8}"
        print(f"min of {args.runs} runs each; size ratio = ours / zlib -6; speedup = zlib time / our time")
        print(header)
        failures = 0
        for r in results:
            name = r["name"]
            data = open(os.path.join(out, name + ".bin"), "rb").read()
            ours = open(os.path.join(out, name + ".zlib"), "rb").read()
            ok = zlib.decompress(ours) == data
            if not ok:
                failures += 1
            times = []
            for _ in range(args.runs):
                start = time.perf_counter()
                reference = zlib.compress(data, 6)
                times.append((time.perf_counter() - start) * 1e3)
            zlib_ms = min(times)
            print(f"{name:>30} {r['type']:>7} {len(data):>9} {len(ours):>8} {len(reference):>8} "
                  f"{len(ours) / len(reference):>10.3f} {r['minMs']:>8.3f} {zlib_ms:>8.3f} "
                  f"{zlib_ms / r['minMs']:>7.1f}x" + ("" if ok else "  ROUND TRIP FAILED"))
        print(f"{len(results) - failures} round-tripped, {failures} failed")
        return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
