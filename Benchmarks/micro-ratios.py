#!/usr/bin/env python3
"""Reads package-benchmark's text output (`--grouping metric`, wall clock) and prints, for each
pair `<piece>: ours` / `<piece>: <library>`, how many times faster ours is: from the medians
(p50), and from the fastest runs (p0), which other work on a busy machine disturbs least.

Usage: Benchmarks/micro-ratios.py OUTPUT   (Benchmarks/micro calls it)"""
import re
import sys


def number(cell):
    cell = cell.strip().replace(",", "")
    scale = {"K": 1e3, "M": 1e6, "G": 1e9}.get(cell[-1:], 1)
    return float(cell.rstrip("KMG")) * scale


def main(path):
    columns, rows = None, {}
    for line in open(path, encoding="utf-8"):
        cells = [c.strip() for c in re.split(r"[│|]", line)[1:-1]]
        if not cells:
            continue
        if "p50" in cells:
            columns = cells
            continue
        if columns is None:
            continue
        # "MarginaliaMicroBenchmarks:comment JSON: ours (μs) *" → "comment JSON: ours"
        name = re.sub(r"\s*\([^)]*\)\s*\*?$", "", cells[0].split(":", 1)[-1]).strip()
        if ": " not in name:
            continue
        try:
            rows[name] = {column: number(cells[columns.index(column)]) for column in ("p0", "p50")}
        except (ValueError, IndexError):
            continue
    pieces = {}
    for name, values in rows.items():
        piece, side = name.rsplit(": ", 1)
        pieces.setdefault(piece, {})[side] = values
    if not pieces:
        sys.exit("error: no benchmark rows found in " + path)
    for piece, sides in sorted(pieces.items()):
        ours = sides.pop("ours", None)
        for library, theirs in sides.items():
            if ours:
                print(f"{piece}: ours is {theirs['p50'] / ours['p50']:.1f}× faster than {library} "
                      f"(medians {ours['p50']:g} vs {theirs['p50']:g} μs; fastest runs {theirs['p0'] / ours['p0']:.1f}×)")


if __name__ == "__main__":
    main(sys.argv[1])
