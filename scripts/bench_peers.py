#!/usr/bin/env python3
"""Peer renderers for `opencharts-bench render --peers`: matplotlib and Vega-Lite (vl-convert).

usage: bench_peers.py --lib mpl|vl --cases a,b --formats png,svg,pdf [--runs N] [--data DIR] [--out DIR]

For each case and format: one warm-up render (matplotlib's lazy font cache, vl-convert's
JavaScript engine start) and then N timed renders in this process, each building the
figure / calling vl-convert and writing the file, from columns already in memory (CSV
parsing and, for Vega-Lite, building + json.dumps of the inline-data spec are not timed),
as opencharts-bench times ours. Prints one JSON object per line:
{"lib", "case", "fmt", "min_s", "median_s", "runs", "bytes"} or {"lib", "case", "fmt", "error"}.
The charts are those of the shared peer benchmark (bench_mpl.py / bench_vl.py): line width 1
with a y scale fitted to the data, scatter of 4-unit markers, bars, pie and donut (inner
radius 0.618 of the outer), heat_365 as one vertical rule per day from temp_min to temp_max.
"""
import argparse
import csv
import json
import os
import statistics
import sys
import time

WIDTH, HEIGHT, DPI = 800, 600, 100
DONUT_INNER = 0.618
OUTER_R = 250
FILES = {
    "line_1e3": "line_1e3.csv", "line_1e5": "line_1e5.csv", "line_1e6": "line_1e6.csv",
    "scatter_1e4": "scatter_1e4.csv", "scatter_1e5": "scatter_1e5.csv",
    "bars_12": "bars_12.csv", "bars_1e3": "bars_1e3.csv",
    "pie_6": "pie_6.csv", "donut_6": "pie_6.csv", "heat_365": "heat_365.csv",
}


def load_columns(data, case):
    """(header, columns) with numbers parsed as int, else float, else kept as text."""
    with open(os.path.join(data, FILES[case]), newline="") as f:
        rows = list(csv.reader(f))
    header, body = rows[0], rows[1:]
    cols = []
    for j in range(len(header)):
        col = [r[j] for r in body]
        for kind in (int, float):
            try:
                col = [kind(v) for v in col]
                break
            except ValueError:
                pass
        cols.append(col)
    return header, cols


class Matplotlib:
    def __init__(self):
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        import numpy as np
        self.plt, self.np = plt, np

    def prepare(self, case, header, cols):
        np = self.np
        if case == "heat_365":
            cols[0] = np.array(cols[0], dtype="datetime64[D]")
        elif case not in ("bars_12", "pie_6", "donut_6"):
            cols = [np.asarray(c) for c in cols]
        return cols

    def render(self, case, fmt, cols, path):
        plt = self.plt
        fig, ax = plt.subplots(figsize=(WIDTH / DPI, HEIGHT / DPI), dpi=DPI)
        if case.startswith("line_"):
            ax.plot(cols[0], cols[1], linewidth=1)
        elif case.startswith("scatter_"):
            ax.scatter(cols[0], cols[1], s=4)
        elif case == "bars_12":
            ax.bar(cols[0], cols[1])
        elif case == "bars_1e3":
            ax.bar(cols[0], cols[1], width=0.8)
        elif case in ("pie_6", "donut_6"):
            kw = {"wedgeprops": {"width": 1 - DONUT_INNER}} if case == "donut_6" else {}
            ax.pie(cols[1], labels=cols[0], **kw)
        elif case == "heat_365":
            ax.vlines(cols[0], cols[1], cols[2], linewidth=1)
        fig.savefig(path, dpi=DPI, format=fmt)
        plt.close(fig)


class VegaLite:
    def __init__(self):
        import vl_convert
        self.vlc = vl_convert

    def prepare(self, case, header, cols):
        rows = [dict(zip(header, vals)) for vals in zip(*cols)]
        spec = {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "width": WIDTH, "height": HEIGHT,
                "autosize": {"type": "fit", "contains": "padding"}, "data": {"values": rows}}
        q = lambda f, **kw: dict(field=f, type="quantitative", **kw)  # noqa: E731
        if case.startswith("line_"):
            spec["mark"] = {"type": "line", "strokeWidth": 1}
            spec["encoding"] = {"x": q("x"), "y": q("y", scale={"zero": False})}
        elif case.startswith("scatter_"):
            spec["mark"] = {"type": "circle", "size": 4, "opacity": 1}
            spec["encoding"] = {"x": q("x"), "y": q("y")}
        elif case == "bars_12":
            spec["mark"] = "bar"
            spec["encoding"] = {"x": {"field": "month", "type": "ordinal", "sort": None}, "y": q("value")}
        elif case == "bars_1e3":
            spec["mark"] = "bar"
            spec["encoding"] = {"x": {"field": "i", "type": "ordinal", "axis": {"values": list(range(0, 1000, 200))}},
                                "y": q("value")}
        elif case in ("pie_6", "donut_6"):
            mark = {"type": "arc", "outerRadius": OUTER_R}
            if case == "donut_6":
                mark["innerRadius"] = OUTER_R * DONUT_INNER
            spec["mark"] = mark
            spec["encoding"] = {"theta": q("value", stack=True),
                                "color": {"field": "category", "type": "nominal", "sort": None}}
        elif case == "heat_365":
            spec["mark"] = {"type": "rule", "strokeWidth": 1}
            spec["encoding"] = {"x": {"field": "date", "type": "temporal"},
                                "y": q("temp_min", title="temperature (C)"), "y2": {"field": "temp_max"}}
        return json.dumps(spec)

    def render(self, case, fmt, spec, path):
        if fmt == "svg":
            data = self.vlc.vegalite_to_svg(spec).encode("utf-8")
        elif fmt == "pdf":
            data = self.vlc.vegalite_to_pdf(spec, scale=1)
        else:
            data = self.vlc.vegalite_to_png(spec, scale=1)
        with open(path, "wb") as f:
            f.write(data)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lib", choices=["mpl", "vl"], required=True)
    ap.add_argument("--cases", required=True)
    ap.add_argument("--formats", default="png,svg")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--data", default=os.environ.get("BENCH_DATA", "/tmp/opencharts-bench-data"))
    ap.add_argument("--out", default="/tmp/opencharts-bench-out")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    lib = Matplotlib() if a.lib == "mpl" else VegaLite()
    for case in a.cases.split(","):
        try:
            header, cols = load_columns(a.data, case)
            prepared = lib.prepare(case, header, cols)
        except Exception as e:  # noqa: BLE001 - reported per case, the run goes on
            for fmt in a.formats.split(","):
                print(json.dumps({"lib": a.lib, "case": case, "fmt": fmt, "error": repr(e)}), flush=True)
            continue
        for fmt in a.formats.split(","):
            path = os.path.join(a.out, f"{a.lib}_{case}.{fmt}")
            try:
                lib.render(case, fmt, prepared, path)
                times = []
                for _ in range(max(a.runs, 1)):
                    t0 = time.perf_counter()
                    lib.render(case, fmt, prepared, path)
                    times.append(time.perf_counter() - t0)
                print(json.dumps({"lib": a.lib, "case": case, "fmt": fmt, "min_s": min(times),
                                  "median_s": statistics.median(times), "runs": len(times),
                                  "bytes": os.path.getsize(path)}), flush=True)
            except Exception as e:  # noqa: BLE001
                print(json.dumps({"lib": a.lib, "case": case, "fmt": fmt, "error": repr(e)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
