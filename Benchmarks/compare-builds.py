#!/usr/bin/env python3
"""Times `marginalia build` of two or more binaries (each with its own theme) on one content
folder, interleaved round by round, so that a machine whose speed drifts slows them alike.

    python3 Benchmarks/compare-builds.py --content /tmp/fx-100k --rounds 15 \\
        base=/tmp/marginalia-base:/tmp/theme-base head=.build/release/marginalia:Templates

Each build starts from nothing (its output folder and cache removed first) and runs with
`--offline --now 2026-11-21T00:00:00Z`. The first round is a warm-up and is left out. Prints,
for each binary, the median wall and user CPU time with their range, the ratio of its median to
the first binary's (the baseline), and the median of its per-round ratios to the baseline (each
round's builds ran back to back, so this one is the least moved by a drifting machine).
Standard library only.
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def parse_build(spec):
    name, _, rest = spec.partition("=")
    binary, _, templates = rest.partition(":")
    if not name or not binary or not templates:
        raise argparse.ArgumentTypeError(f"expected name=binary:templates, got {spec!r}")
    return name, binary, templates


def timed_build(binary, templates, content, work):
    """Wall and user CPU seconds of one build from scratch into `work`."""
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(
        [binary, "build", "--content", content, "--templates", templates,
         "--output", os.path.join(work, "Output"), "--offline", "--now", "2026-11-21T00:00:00Z"],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    user = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before.ru_utime
    return wall, user


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--content", required=True, help="the content folder every build reads")
    parser.add_argument("--rounds", type=int, default=11, help="rounds, the first a warm-up (default 11)")
    parser.add_argument("--work", help="where the output goes (default: a folder in /dev/shm or the temp folder)")
    parser.add_argument("builds", nargs="+", type=parse_build, metavar="name=binary:templates")
    arguments = parser.parse_args()
    if arguments.rounds < 2:
        parser.error("--rounds must be at least 2: the first is a warm-up")
    root = arguments.work or tempfile.mkdtemp(dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
    times = {name: ([], []) for name, _, _ in arguments.builds}
    try:
        for round_number in range(arguments.rounds):
            for name, binary, templates in arguments.builds:
                wall, user = timed_build(binary, templates, arguments.content, os.path.join(root, "site"))
                if round_number > 0:
                    times[name][0].append(wall)
                    times[name][1].append(user)
            print(f"round {round_number + 1} of {arguments.rounds} done", file=sys.stderr)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    baseline = arguments.builds[0][0]
    base_wall = statistics.median(times[baseline][0])
    base_user = statistics.median(times[baseline][1])
    print(f"{'build':<12} {'wall median (range)':>24} {'user CPU median':>16} {'wall ratio':>11} {'CPU ratio':>10}"
          f" {'paired wall':>12} {'paired CPU':>11}")
    for name, _, _ in arguments.builds:
        walls, users = times[name]
        wall, user = statistics.median(walls), statistics.median(users)
        paired_wall = statistics.median(w / b for w, b in zip(walls, times[baseline][0]))
        paired_user = statistics.median(u / b for u, b in zip(users, times[baseline][1]))
        print(f"{name:<12} {f'{wall:.2f} s ({min(walls):.2f}-{max(walls):.2f})':>24} {f'{user:.2f} s':>16} "
              f"{wall / base_wall:>10.3f}x {user / base_user:>9.3f}x {paired_wall:>11.3f}x {paired_user:>10.3f}x")


if __name__ == "__main__":
    main()
