#!/usr/bin/env python3
"""Print the benchmark table from Benchmarks/run's results (one JSON object per size)."""
import json
import sys

rows = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8") if line.strip()]
print()
print("| comments | tool | wall (median) | peak memory | pages | vs Hugo | vs floor |")
print("| ---: | --- | ---: | ---: | ---: | ---: | ---: |")
for row in rows:
    m = row["medians"]
    floor = m["floor-cmark"] + m["floor-json"]
    for tool in ("marginalia", "hugo"):
        print(f"| {row['comments']:,} | {tool} | {m[tool]:.2f} s | {row['peak_kb'][tool] / 1024:.0f} MiB "
              f"| {row['pages'][tool]:,} | {m[tool] / m['hugo']:.2f}× | {m[tool] / floor:.2f}× |")
    print(f"| {row['comments']:,} | floor (cmark {m['floor-cmark']:.2f} s + JSON {m['floor-json']:.2f} s) "
          f"| {floor:.2f} s | | | {floor / m['hugo']:.2f}× | 1.00× |")
if len(rows) > 1:
    first, last = rows[0], rows[-1]
    scale = last["comments"] / first["comments"]
    growth = last["medians"]["marginalia"] / first["medians"]["marginalia"]
    print(f"\nmarginalia: {scale:.0f}× the comments took {growth:.1f}× the time "
          f"({'no worse than' if growth <= scale * 1.1 else 'worse than'} linear).")

print()
print("Where the CPU time of a build goes (one build per size; post pages and feeds timed by Benchmarks/TemplateFloor,")
print("seconds summed over its tasks; \"swift-mustache alone\" renders the same pages from the values the first render read):")
print()
print("| comments | build CPU | post pages: cmark | view models + templates | swift-mustache alone | our view models and bindings |")
print("| ---: | ---: | ---: | ---: | ---: | ---: |")
for row in rows:
    t = row.get("post_pages_cpu_s")
    if not t:
        continue
    ours = t["live"] - t["recorded"]
    print(f"| {row['comments']:,} | {row['cpu_s']:.2f} s | {t['markdown']:.2f} s | {t['live']:.2f} s "
          f"| {t['recorded']:.2f} s ({100 * t['recorded'] / t['live']:.0f} %) | {ours:.2f} s ({100 * ours / t['live']:.0f} %) |")
