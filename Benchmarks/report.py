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
print("Where a build's time goes, step by step (`marginalia build --timings`, one build per size; CPU is the whole")
print("process's on both cores, so CPU ÷ wall shows how many cores a step kept busy):")
print()
print("| comments | step | wall | CPU | CPU ÷ wall |")
print("| ---: | --- | ---: | ---: | ---: |")
for row in rows:
    for step in row.get("steps", []):
        ratio = step["cpu"] / step["wall"] if step["wall"] > 0 else 0
        print(f"| {row['comments']:,} | {step['step']} | {step['wall']:.2f} s | {step['cpu']:.2f} s | {ratio:.1f} |")
    print(f"| {row['comments']:,} | whole build (user + system) | | {row['cpu_s']:.2f} s | |")
print()
print("The busiest post page, rendered with swift-mustache through the old bindings and with MarginaliaTemplates")
print("(Benchmarks/TemplateEngines, one run: medians of rounds alternating between the engines), from the view models")
print("as a build renders it (their computed properties run during the render) and from the same values stored (the engines alone):")
print()
print("| comments | comments on the page | page | from view models: swift-mustache | MarginaliaTemplates | faster "
      "| stored values: swift-mustache | MarginaliaTemplates | faster |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for row in rows:
    e = row.get("engines")
    if not e:
        continue
    old, new = e["swiftMustache"], e["marginaliaTemplates"]
    stored_old, stored_new = e.get("swiftMustacheStored", 0), e.get("marginaliaTemplatesStored", 0)
    stored = (f"| {stored_old * 1e6:,.0f} µs | {stored_new * 1e6:,.0f} µs | {stored_old / stored_new:.1f}× |"
              if stored_new else "| | | |")
    print(f"| {row['comments']:,} | {e['comments']:,} | {e['bytes'] / 1024:.0f} KiB | {old * 1e6:,.0f} µs "
          f"| {new * 1e6:,.0f} µs | {old / new:.1f}× " + stored)
