"""Writing to a pipe whose reader has gone (`marginalia build | head -1`, a terminal closed under
`serve`) must not kill the program: SIGPIPE is ignored, the lines that cannot be written are
dropped, a build that wrote its site exits 0 and a server goes on serving.

Each case hands the program a pipe whose read end is already closed, so its first write meets a
broken pipe for certain. (A real `| head -1` only breaks the pipe if head has gone by then.) The
server is also started with no standard output at all (`>&-`)."""
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from contextlib import contextmanager

import pytest

from conftest import build, comment, site_arguments, write_comments
from marginalia_process import marginalia_binary


@contextmanager
def broken_pipe():
    """The write end of a pipe nobody reads (the read end is closed)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        yield write_end
    finally:
        os.close(write_end)


def test_a_build_whose_output_reader_has_gone_writes_the_site_and_exits_0(content, tmp_path):
    output = tmp_path / "Output"
    with broken_pipe() as stdout:
        result = build(content, output, stdout=stdout, stderr=subprocess.PIPE)
    # The site is the build's result; the summary was for a reader who left.
    assert result.returncode == 0, f"exit status {result.returncode}, stderr: {result.stderr!r}"
    assert result.stderr == ""
    assert "The first comment" in (output / "posts" / "p1" / "index.html").read_text(encoding="utf-8")


def test_a_failed_build_whose_error_reader_has_gone_still_says_so_by_its_status(content, tmp_path):
    (content / "posts.json").write_text("[{", encoding="utf-8")
    with broken_pipe() as stderr:
        result = build(content, tmp_path / "Output", stdout=subprocess.PIPE, stderr=stderr)
    assert result.returncode == 1, f"exit status {result.returncode}"
    assert not (tmp_path / "Output").exists()


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_page(process, url, text, timeout=120):
    """Waits until `url` answers with a page that contains `text`; fails at once if the server
    exits, else after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        status = process.poll()
        assert status is None, f"the server exited with status {status}"
        try:
            with urllib.request.urlopen(url, timeout=10) as response:
                if text in response.read().decode("utf-8"):
                    return
        except (urllib.error.URLError, ConnectionError):
            pass
        time.sleep(0.05)
    raise AssertionError(f"{url} did not show {text!r} within {timeout} s")


@contextmanager
def no_standard_output():
    """No descriptor 1 at all, as `marginalia serve >&-` starts it: whatever the program opens
    first takes the number, and its lines go there or fail."""
    yield None


@pytest.mark.parametrize("stdout", [broken_pipe, no_standard_output], ids=["reader-gone", "closed"])
def test_a_server_whose_standard_output_is_unusable_from_the_start_keeps_serving(stdout, content, tmp_path):
    port = free_port()
    url = f"http://127.0.0.1:{port}/posts/p1/"
    command = [marginalia_binary(), "serve", "--port", str(port), *site_arguments(content, tmp_path / "Output")]
    if stdout is no_standard_output:
        command = ["sh", "-c", 'exec "$@" >&-', "sh", *command]
    with stdout() as descriptor, open(tmp_path / "stderr.txt", "w") as stderr:
        process = subprocess.Popen(command, stdout=descriptor, stderr=stderr)
    try:
        # Its first lines (the build's summary, "Watching", "Serving") went nowhere.
        wait_for_page(process, url, "The first comment")
        write_comments(content, "p1", [comment("c1", "p1", "Rebuilt with nobody reading")])
        wait_for_page(process, url, "Rebuilt with nobody reading")
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=30) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)
