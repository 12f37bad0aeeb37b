#!/usr/bin/env python3
"""Writes the CSV files of docs/bad-input.md's memory table into a folder (default /tmp):
gig.csv (1 GiB, refused), max-rows.csv (1,000,000 rows, the row limit) and
tiny-fields.csv (1,000,000 rows of 33 one-character fields, just under 64 MiB).
Measure with: /usr/bin/time -v .build/debug/opencharts render line FILE --x x --y y -o out.svg
(tiny-fields.csv: --x c0 --y c1)."""
import os
import random
import sys

folder = sys.argv[1] if len(sys.argv) > 1 else "/tmp"
random.seed(1)
with open(os.path.join(folder, "gig.csv"), "w") as f:
    f.write("x,y,name\n")
    size, row, chunk = 9, 0, []
    while size < (1 << 30):
        line = "%d,%.6f,name-%d-padding-padding-padding\n" % (row, random.random() * 100, row % 97)
        chunk.append(line)
        size += len(line)
        row += 1
        if len(chunk) >= 100000:
            f.write("".join(chunk))
            chunk = []
    f.write("".join(chunk))
with open(os.path.join(folder, "max-rows.csv"), "w") as f:
    f.write("x,y,name\n")
    for i in range(1000000):
        f.write("%d,%.6f,n%s\n" % (i, random.random() * 100, "x" * 40))
with open(os.path.join(folder, "tiny-fields.csv"), "w") as f:
    f.write(",".join("c%d" % i for i in range(33)) + "\n")
    line = ",".join(["1"] * 33) + "\n"
    for _ in range(1000000):
        f.write(line)
