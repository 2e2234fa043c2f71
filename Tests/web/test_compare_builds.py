"""Benchmarks/compare-builds.py, which times builds of two binaries interleaved: it builds each
one from scratch every round and prints medians and ratios to the first."""

import re
import subprocess
import sys

from conftest import REPO, marginalia_binary


def test_builds_are_timed_side_by_side_and_compared_with_the_first(tmp_path):
    binary = marginalia_binary()
    work = tmp_path / "work"
    result = subprocess.run(
        [sys.executable, str(REPO / "Benchmarks" / "compare-builds.py"), "--content", str(REPO / "Content"),
         "--rounds", "3", "--work", str(work),
         f"base={binary}:{REPO / 'Templates'}", f"head={binary}:{REPO / 'Templates'}"],
        check=True, capture_output=True, text=True)
    rows = {line.split()[0]: line for line in result.stdout.splitlines()[1:]}
    assert set(rows) == {"base", "head"}
    assert re.search(r"\s1\.000x\s+1\.000x\s+1\.000x\s+1\.000x$", rows["base"]), rows["base"]
    assert re.search(r"\d+\.\d{2} s \(\d+\.\d{2}-\d+\.\d{2}\)", rows["head"]), rows["head"]
    assert result.stderr.count("done") == 3
    assert not work.exists(), "the output folder is removed at the end"


def test_a_build_that_fails_stops_the_comparison(tmp_path):
    content = tmp_path / "content"
    content.mkdir()
    (content / "posts.json").write_text("[ oops ]")
    result = subprocess.run(
        [sys.executable, str(REPO / "Benchmarks" / "compare-builds.py"), "--content", str(content),
         "--rounds", "2", f"base={marginalia_binary()}:{REPO / 'Templates'}"],
        capture_output=True, text=True)
    assert result.returncode != 0
    assert "CalledProcessError" in result.stderr
