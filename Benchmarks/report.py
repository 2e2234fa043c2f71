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
print("Where the CPU time of a build goes (one build per size; pages timed by Benchmarks/TemplateFloor, seconds summed")
print("over its tasks; \"engine alone\" renders the same pages again from the values the first render read):")
print()
print("| comments | build CPU | cmark | post pages + feeds | of which engine alone | friend pages | of which engine alone | our view models and bindings |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for row in rows:
    t = row.get("templates")
    if not t:
        continue
    p, f = t["postPages"], t["friendPages"]
    ours = p["live"] - p["recorded"] + f["live"] - f["recorded"]
    print(f"| {row['comments']:,} | {row['cpu_s']:.2f} s | {t['markdown']:.2f} s | {p['live']:.2f} s | {p['recorded']:.2f} s "
          f"| {f['live']:.2f} s | {f['recorded']:.2f} s | {ours:.2f} s |")
