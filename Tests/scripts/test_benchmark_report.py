"""Benchmarks/report.py on hand-written results: medians with their ranges, the load average that
keeps figures from being a headline, and the comparison of two runs' ratios (15 % apart is not
reproduced)."""

import copy
import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "Benchmarks" / "report.py"


def size(comments, times, before, after):
    """One line of Benchmarks/run's results.jsonl, with what report.py reads."""
    return {
        "comments": comments,
        "commit": "abc1234",
        "times": times,
        "load": {"before": before, "after": after},
        "peak_kb": {"marginalia": 51200, "marginalia-hugo-theme": 51200, "hugo": 122880},
        "pages": {"marginalia": 905, "marginalia-hugo-theme": 702, "hugo": 702},
        "cpu_s": 0.5,
        "steps": [],
    }


# Medians 0.30, 0.20 and 0.60 s; the floor 0.10 + 0.20 s. marginalia is 0.50× Hugo and 1.00× the floor.
SMALL = size(
    10000,
    {
        "marginalia": [0.30, 0.28, 0.40, 0.31, 0.29],
        "marginalia-hugo-theme": [0.20, 0.21, 0.19, 0.20, 0.22],
        "hugo": [0.60, 0.62, 0.58, 0.61, 0.59],
        "floor-cmark": [0.10, 0.11, 0.09, 0.10, 0.12],
        "floor-json": [0.20, 0.19, 0.21, 0.20, 0.22],
    },
    before=[0.42, 0.61, 0.80],
    after=[1.10, 0.75, 0.82],
)
# Medians 1.50, 1.00 and 3.00 s; the floor 0.50 + 0.50 s. marginalia is 0.50× Hugo and 1.50× the floor.
LARGE = size(
    100000,
    {
        "marginalia": [1.5, 1.4, 1.6],
        "marginalia-hugo-theme": [1.0, 1.1, 0.9],
        "hugo": [3.0, 3.2, 2.9],
        "floor-cmark": [0.5, 0.6, 0.4],
        "floor-json": [0.5, 0.5, 0.5],
    },
    before=[0.90, 0.80, 0.85],
    after=[1.50, 1.00, 0.90],
)


def write(path, rows):
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def report(*arguments):
    return subprocess.run([sys.executable, str(SCRIPT), *map(str, arguments)], capture_output=True, text=True)


def slower(row, tool, factor):
    """The row with every round of one tool taking `factor` times as long."""
    row = copy.deepcopy(row)
    row["times"][tool] = [time * factor for time in row["times"][tool]]
    return row


def test_each_median_comes_with_its_range_and_the_ratios(tmp_path):
    result = report(write(tmp_path / "results.jsonl", [SMALL, LARGE]))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "| 10,000 | marginalia | 0.30 s (0.28–0.40) | 50 MiB | 905 | 0.50× | 1.00× |" in result.stdout
    assert "| 10,000 | hugo | 0.60 s (0.58–0.62) | 120 MiB | 702 | 1.00× | 2.00× |" in result.stdout
    assert "| 10,000 | floor (cmark 0.10 s + JSON 0.20 s) | 0.30 s (0.28–0.34) | | | 0.50× | 1.00× |" in result.stdout
    assert "| 100,000 | marginalia | 1.50 s (1.40–1.60) | 50 MiB | 905 | 0.50× | 1.50× |" in result.stdout
    assert ("10,000 comments: 5 rounds, commit abc1234, load average (1, 5, 15 min) 0.42 0.61 0.80 before, "
            "1.10 0.75 0.82 after.") in result.stdout
    assert "100,000 comments: 3 rounds" in result.stdout
    assert "NOT A HEADLINE" not in result.stdout


def test_a_load_average_above_the_limit_before_or_after_is_not_a_headline(tmp_path):
    busy_after = copy.deepcopy(LARGE)
    busy_after["load"]["after"] = [1.62, 1.1, 0.9]
    busy_before = copy.deepcopy(SMALL)
    busy_before["load"]["before"] = [2.28, 2.03, 3.12]
    result = report(write(tmp_path / "results.jsonl", [busy_before, busy_after]))
    assert result.returncode == 1
    assert "| 100,000 | marginalia | 1.50 s (1.40–1.60) |" in result.stdout  # the table is still printed
    assert "NOT A HEADLINE: 10,000 comments: 1-minute load average above 1.5 (before 2.28)." in result.stdout
    assert "NOT A HEADLINE: 100,000 comments: 1-minute load average above 1.5 (after 1.62)." in result.stdout
    # The limit can be set; results without a load average are never a headline.
    assert report(tmp_path / "results.jsonl", "--max-load", "2.5").returncode == 0
    unrecorded = copy.deepcopy(SMALL)
    del unrecorded["load"]
    result = report(write(tmp_path / "old.jsonl", [unrecorded]))
    assert result.returncode == 1
    assert "NOT A HEADLINE: 10,000 comments: load average not recorded." in result.stdout


def test_ratios_within_15_percent_of_the_older_run_are_reproduced_and_beyond_are_not(tmp_path):
    new = write(tmp_path / "new.jsonl", [SMALL, LARGE])
    # marginalia 14 % faster (10,000) and 14 % slower (100,000) in the older run: both reproduced.
    within = write(tmp_path / "within.jsonl", [slower(SMALL, "marginalia", 1 / 1.14), slower(LARGE, "marginalia", 1 / 0.86)])
    result = report(new, "--against", within)
    assert result.returncode == 0, result.stdout
    assert "| 10,000 | marginalia ÷ Hugo | 0.50× | 0.44× | 1.14 | reproduced |" in result.stdout
    assert "| 100,000 | marginalia ÷ floor | 1.50× | 1.74× | 0.86 | reproduced |" in result.stdout
    assert "NOT REPRODUCED" not in result.stdout
    # 16 % on either side is not.
    beyond = write(tmp_path / "beyond.jsonl", [slower(SMALL, "marginalia", 1 / 1.16), slower(LARGE, "marginalia", 1 / 0.84)])
    result = report(new, "--against", beyond)
    assert result.returncode == 1
    assert "| 10,000 | marginalia ÷ Hugo | 0.50× | 0.43× | 1.16 | NOT REPRODUCED |" in result.stdout
    assert "| 10,000 | marginalia ÷ floor | 1.00× | 0.86× | 1.16 | NOT REPRODUCED |" in result.stdout
    assert "| 100,000 | marginalia ÷ Hugo | 0.50× | 0.60× | 0.84 | NOT REPRODUCED |" in result.stdout
    assert "| 10,000 | Hugo ÷ floor | 2.00× | 2.00× | 1.00 | reproduced |" in result.stdout
    assert "NOT A HEADLINE: a ratio differs from" in result.stdout
