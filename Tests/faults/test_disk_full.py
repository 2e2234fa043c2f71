"""A build that runs out of disk space stops with the file and the system's reason, and leaves the
last good site as it was: on a 4 MiB tmpfs, a comment of 3 MiB (on its post's page, the post's
`thread.html` and the feeds) cannot fit twice."""
import os
import re

from conftest import build, comment, snapshot, write_comments

DISK_SIZE = "4m"
FULL_DISK = re.compile(r"error: cannot write (\S+): No space left on device")


def huge_comment():
    """A comment of 3 MiB, in paragraphs of plain words."""
    paragraph = " ".join(["overflowing"] * 100)
    return comment("c-huge", "p1", "\n\n".join([paragraph] * (3 * 1024 * 1024 // len(paragraph))))


def test_a_build_that_runs_out_of_space_leaves_the_previous_output(content, small_disk):
    disk = small_disk(DISK_SIZE)
    output = disk / "Output"
    first = build(content, output)
    assert first.returncode == 0, first.stderr
    before = snapshot(output)
    names_before = sorted(os.listdir(disk))

    write_comments(content, "p1", [comment("c1", "p1", "The first comment"), huge_comment()])
    result = build(content, output)

    assert result.returncode == 1, result.stdout + result.stderr
    failure = FULL_DISK.search(result.stderr)
    assert failure, result.stderr
    assert failure.group(1).startswith(str(output) + "/"), "the error names the file in the output folder"
    assert snapshot(output) == before, "the previous output is exactly as it was"
    assert sorted(os.listdir(disk)) == names_before, "the staging folder is removed"
