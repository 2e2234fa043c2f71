"""A build or rebuild that runs out of disk space stops with the file and the system's reason, and
leaves the last good site as it was: on a 4 MiB tmpfs, a comment of 3 MiB (on its post's page,
the post's `thread.html` and the feeds) cannot fit twice."""
import json
import os
import re
import socket
import urllib.request

from conftest import build, comment, snapshot, site_arguments, write_comments
from marginalia_process import ServeProcess

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


def event_stream(port):
    """The live-reload event stream of a server on `port`: yields (event, data) pairs."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=60)
    connection.sendall(b"GET /_marginalia/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
    lines = connection.makefile("r", encoding="utf-8", newline="\n")

    def events():
        name = None
        for line in lines:
            line = line.rstrip("\r\n")
            if line.startswith("event: "):
                name = line[len("event: "):]
            elif line.startswith("data: ") and name:
                yield name, line[len("data: "):]
                name = None

    return connection, events()


def next_event(events, name):
    """The data of the next `name` event (others are skipped); the socket's timeout bounds it."""
    for event, data in events:
        if event == name:
            return data
    raise AssertionError(f"the event stream ended before a {name!r} event")


def get(url):
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.status, response.read().decode("utf-8")


def test_a_rebuild_that_runs_out_of_space_keeps_serving_the_last_good_site(tmp_path, content, small_disk):
    disk = small_disk(DISK_SIZE)
    output = disk / "Output"
    server = ServeProcess(str(tmp_path), ["--port", "0", *site_arguments(content, output)], start_timeout=120)
    connection = None
    try:
        port = int(re.search(r":(\d+)/$", server.url).group(1))
        connection, events = event_stream(port)
        next_event(events, "hello")
        before = snapshot(output)
        names_before = sorted(os.listdir(disk))
        status, page = get(server.url + "posts/p1/")
        assert status == 200 and "The first comment" in page

        write_comments(content, "p1", [comment("c1", "p1", "The first comment edited"), huge_comment()])
        terminal = server.wait_for_line(FULL_DISK.pattern, timeout=120)
        failure = json.loads(next_event(events, "failure"))

        assert terminal.group(1).startswith(str(output) + "/"), "the error names the file in the output folder"
        assert "No space left on device" in failure["message"], "the overlay says why"
        assert snapshot(output) == before, "every file the rebuild wrote is put back"
        status, page = get(server.url + "posts/p1/")
        assert status == 200 and "The first comment" in page and "edited" not in page
        assert server.process.poll() is None

        # The rebuild after a failed one builds the whole site in a staging folder; out of space
        # as well, it removes that folder, and the last good site stays.
        write_comments(content, "p1", [comment("c1", "p1", "The first comment edited again"), huge_comment()])
        server.wait_for_line(FULL_DISK.pattern, timeout=120)
        next_event(events, "failure")
        assert snapshot(output) == before
        assert sorted(os.listdir(disk)) == names_before, "the staging folder is removed"

        # With the space back, the next rebuild succeeds and clears the overlay.
        write_comments(content, "p1", [comment("c1", "p1", "The first comment edited")])
        next_event(events, "success")
        status, page = get(server.url + "posts/p1/")
        assert "The first comment edited" in page
        assert server.stop() == 0
    finally:
        if connection:
            connection.close()
        server.kill()
