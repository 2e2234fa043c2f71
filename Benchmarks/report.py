#!/usr/bin/env python3
"""Print the benchmark table from Benchmarks/run's results (one JSON object per size)."""
import json
import sys

rows = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8") if line.strip()]
# marginalia with its default theme, and with the theme that writes what the Hugo baseline writes.
TOOLS = ("marginalia", "marginalia-hugo-theme", "hugo")
print()
print("| comments | tool | wall (median) | peak memory | pages | vs Hugo | vs floor |")
print("| ---: | --- | ---: | ---: | ---: | ---: | ---: |")
for row in rows:
    m = row["medians"]
    floor = m["floor-cmark"] + m["floor-json"]
    for tool in TOOLS:
        print(f"| {row['comments']:,} | {tool} | {m[tool]:.2f} s | {row['peak_kb'][tool] / 1024:.0f} MiB "
              f"| {row['pages'][tool]:,} | {m[tool] / m['hugo']:.2f}× | {m[tool] / floor:.2f}× |")
    print(f"| {row['comments']:,} | floor (cmark {m['floor-cmark']:.2f} s + JSON {m['floor-json']:.2f} s) "
          f"| {floor:.2f} s | | | {floor / m['hugo']:.2f}× | 1.00× |")
for previous, row in zip(rows, rows[1:]):
    scale = row["comments"] / previous["comments"]
    growth = {tool: row["medians"][tool] / previous["medians"][tool] for tool in TOOLS}
    floor = lambda r: r["medians"]["floor-cmark"] + r["medians"]["floor-json"]
    print(f"\nFrom {previous['comments']:,} to {row['comments']:,} comments ({scale:.0f}× the data): marginalia took "
          f"{growth['marginalia']:.1f}× the time (with the Hugo-equivalent theme {growth['marginalia-hugo-theme']:.1f}×), "
          f"Hugo {growth['hugo']:.1f}×, the floor {floor(row) / floor(previous):.1f}×.")
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
