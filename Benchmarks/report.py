#!/usr/bin/env python3
"""Print the benchmark table from Benchmarks/run's results (one JSON object per size).

Usage: Benchmarks/report.py RESULTS.jsonl [--against OLD.jsonl] [--max-load 1.5]

Each wall time is the median over the rounds, with its range (fastest–slowest round). The floor
is cmark's median plus the JSON read's median; its range adds the parts' ranges.

Exits 1, after printing everything, when the figures are not a headline: the 1-minute load
average before or after a size's rounds was above --max-load (or was not recorded), or, with
--against, a ratio differs from the older run's by more than 15 % (not reproduced).
"""
import argparse
import json
import statistics

# marginalia with its default theme, and with the theme that writes what the Hugo baseline writes.
TOOLS = ("marginalia", "marginalia-hugo-theme", "hugo")
# A ratio of a second run that differs from the first's by more than this is not reproduced.
REPRODUCED_WITHIN = 0.15


def read_results(path):
    return [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]


def walls(row):
    """Each command's wall times, one per round (results older than the ranges hold medians only)."""
    if "times" in row:
        return row["times"]
    return {command: [median] for command, median in row["medians"].items()}


def summary(row):
    """Median, fastest and slowest round of each tool and of the floor."""
    times = walls(row)
    figures = {command: (statistics.median(t), min(t), max(t)) for command, t in times.items()}
    cmark, json_read = figures["floor-cmark"], figures["floor-json"]
    figures["floor"] = tuple(a + b for a, b in zip(cmark, json_read))
    return figures


def ratios(row):
    """The ratios of medians that the table prints, by name."""
    median = {command: figure[0] for command, figure in summary(row).items()}
    named = {}
    for tool in ("marginalia", "marginalia-hugo-theme"):
        named[f"{tool} ÷ Hugo"] = median[tool] / median["hugo"]
        named[f"{tool} ÷ floor"] = median[tool] / median["floor"]
    named["Hugo ÷ floor"] = median["hugo"] / median["floor"]
    return named


def wall(figure):
    median, fastest, slowest = figure
    return f"{median:.2f} s ({fastest:.2f}–{slowest:.2f})"


def load_text(load):
    return " ".join(f"{value:.2f}" for value in load)


def too_loaded(row, max_load):
    """Why this size's figures are not a headline for the load, or None."""
    load = row.get("load")
    if not load:
        return "load average not recorded"
    high = [f"{when} {load[when][0]:.2f}" for when in ("before", "after") if load[when][0] > max_load]
    return f"1-minute load average above {max_load} ({', '.join(high)})" if high else None


def print_table(rows, max_load):
    refusals = [(row["comments"], why) for row in rows if (why := too_loaded(row, max_load))]
    for comments, why in refusals:
        print(f"\nNOT A HEADLINE: {comments:,} comments: {why}.")
    print()
    print("| comments | tool | wall (median, range) | peak memory | pages | vs Hugo | vs floor |")
    print("| ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    for row in rows:
        f = summary(row)
        hugo, floor = f["hugo"][0], f["floor"][0]
        for tool in TOOLS:
            print(f"| {row['comments']:,} | {tool} | {wall(f[tool])} | {row['peak_kb'][tool] / 1024:.0f} MiB "
                  f"| {row['pages'][tool]:,} | {f[tool][0] / hugo:.2f}× | {f[tool][0] / floor:.2f}× |")
        print(f"| {row['comments']:,} | floor (cmark {f['floor-cmark'][0]:.2f} s + JSON {f['floor-json'][0]:.2f} s) "
              f"| {wall(f['floor'])} | | | {floor / hugo:.2f}× | 1.00× |")
    print()
    for row in rows:
        rounds = len(walls(row)["marginalia"])
        load = row.get("load")
        measured = (f"load average (1, 5, 15 min) {load_text(load['before'])} before, "
                    f"{load_text(load['after'])} after" if load else "load average not recorded")
        print(f"{row['comments']:,} comments: {rounds} rounds, commit {row.get('commit', 'not recorded')}, {measured}.")
    for previous, row in zip(rows, rows[1:]):
        scale = row["comments"] / previous["comments"]
        before, after = summary(previous), summary(row)
        growth = {name: after[name][0] / before[name][0] for name in (*TOOLS, "floor")}
        print(f"\nFrom {previous['comments']:,} to {row['comments']:,} comments ({scale:.0f}× the data): marginalia took "
              f"{growth['marginalia']:.1f}× the time (with the Hugo-equivalent theme {growth['marginalia-hugo-theme']:.1f}×), "
              f"Hugo {growth['hugo']:.1f}×, the floor {growth['floor']:.1f}×.")
    return not refusals


def print_reproduction(rows, old_rows, old_path):
    """Each ratio of this run against the older run's, per size in both; False when one is not reproduced."""
    old_by_size = {row["comments"]: row for row in old_rows}
    print()
    print(f"Against {old_path} (commit {old_rows[0].get('commit', 'not recorded') if old_rows else 'none'}): "
          f"each ratio of this run ÷ the same ratio there; outside {1 - REPRODUCED_WITHIN:.2f}–{1 + REPRODUCED_WITHIN:.2f} "
          "it is not reproduced.")
    print()
    print("| comments | ratio | this run | that run | this ÷ that | |")
    print("| ---: | --- | ---: | ---: | ---: | --- |")
    reproduced = True
    for row in rows:
        old = old_by_size.get(row["comments"])
        if old is None:
            print(f"| {row['comments']:,} | (no such size in {old_path}) | | | | |")
            continue
        new_ratios, old_ratios = ratios(row), ratios(old)
        for name, value in new_ratios.items():
            change = value / old_ratios[name]
            verdict = "reproduced" if abs(change - 1) <= REPRODUCED_WITHIN else "NOT REPRODUCED"
            reproduced = reproduced and verdict == "reproduced"
            print(f"| {row['comments']:,} | {name} | {value:.2f}× | {old_ratios[name]:.2f}× | {change:.2f} | {verdict} |")
    if not reproduced:
        print(f"\nNOT A HEADLINE: a ratio differs from {old_path}'s by more than {REPRODUCED_WITHIN:.0%}.")
    return reproduced


def print_steps(rows):
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


def print_engines(rows):
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
            if "engines" in row:  # null: Benchmarks/run found TemplateEngines failing
                print(f"| {row['comments']:,} | (TemplateEngines failed) | | | | | | | |")
            continue
        old, new = e["swiftMustache"], e["marginaliaTemplates"]
        stored_old, stored_new = e.get("swiftMustacheStored", 0), e.get("marginaliaTemplatesStored", 0)
        stored = (f"| {stored_old * 1e6:,.0f} µs | {stored_new * 1e6:,.0f} µs | {stored_old / stored_new:.1f}× |"
                  if stored_new else "| | | |")
        print(f"| {row['comments']:,} | {e['comments']:,} | {e['bytes'] / 1024:.0f} KiB | {old * 1e6:,.0f} µs "
              f"| {new * 1e6:,.0f} µs | {old / new:.1f}× " + stored)


def main():
    parser = argparse.ArgumentParser(description="Print the table of Benchmarks/run's results.")
    parser.add_argument("results", help="results.jsonl written by Benchmarks/run")
    parser.add_argument("--against", metavar="OLD.jsonl",
                        help="an earlier run's results: print each ratio against its, flag those more than 15 %% apart")
    parser.add_argument("--max-load", type=float, default=1.5,
                        help="the 1-minute load average above which the figures are not a headline (default 1.5)")
    arguments = parser.parse_args()
    rows = read_results(arguments.results)
    headline = print_table(rows, arguments.max_load)
    if arguments.against:
        headline = print_reproduction(rows, read_results(arguments.against), arguments.against) and headline
    print_steps(rows)
    print_engines(rows)
    if not headline:
        print("\nNOT A HEADLINE (see above).")
    raise SystemExit(0 if headline else 1)


if __name__ == "__main__":
    main()
