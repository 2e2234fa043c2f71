"""`marginalia serve` run as a child process for the load tests, with what they measure of it:
open file descriptors and resident memory from /proc. Always on 127.0.0.1 and a free port."""
import os
import queue
import re
import signal
import subprocess
import threading
import time

import pytest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def marginalia_binary():
    """The executable under test: $MARGINALIA_BINARY, else the debug build `swift build` made."""
    path = os.environ.get("MARGINALIA_BINARY") or os.path.join(REPOSITORY, ".build", "debug", "marginalia")
    if not os.access(path, os.X_OK):
        pytest.fail(f"no marginalia executable at {path}: run `swift build` first or set MARGINALIA_BINARY")
    return path


class LoadServer:
    """`marginalia serve --port 0 --offline` over a site folder; `watch=False` adds --no-watch."""

    def __init__(self, root, watch=False, start_timeout=120):
        self.root = root
        self.lines = queue.Queue()
        self.output = []
        arguments = [marginalia_binary(), "serve", "--host", "127.0.0.1", "--port", "0", "--offline",
                     "--now", "2026-11-21T12:00:00Z"]
        if not watch:
            arguments.append("--no-watch")
        self.process = subprocess.Popen(
            arguments, cwd=root, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1,
        )
        threading.Thread(target=self._read, daemon=True).start()
        try:
            match = self.wait_for_line(r"Serving \S+ at http://127\.0\.0\.1:(\d+)/ ", timeout=start_timeout)
        except BaseException:
            self.kill()
            raise
        self.port = int(match.group(1))
        self.url = f"http://127.0.0.1:{self.port}/"

    @property
    def pid(self):
        return self.process.pid

    def _read(self):
        for line in self.process.stdout:
            self.output.append(line.rstrip("\n"))
            self.lines.put(line.rstrip("\n"))

    def wait_for_line(self, pattern, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            match = re.search(pattern, line)
            if match:
                return match
        raise AssertionError(f"no line matching {pattern!r} in:\n" + "\n".join(self.output[-50:]))

    def wait_for_output(self, pattern, timeout=10):
        """Like `wait_for_line`, but a line already printed (and consumed) counts too."""
        for line in list(self.output):
            match = re.search(pattern, line)
            if match:
                return match
        return self.wait_for_line(pattern, timeout)

    def open_files(self):
        """How many file descriptors the server holds open now."""
        return len(os.listdir(f"/proc/{self.pid}/fd"))

    def resident_kilobytes(self):
        with open(f"/proc/{self.pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        raise AssertionError("no VmRSS in /proc status")

    def settled_open_files(self, ceiling, timeout=10):
        """Waits (bounded) for the count of open files to drop to `ceiling`; returns the last count."""
        deadline = time.monotonic() + timeout
        count = self.open_files()
        while count > ceiling and time.monotonic() < deadline:
            time.sleep(0.2)
            count = self.open_files()
        return count

    def assert_running(self):
        assert self.process.poll() is None, "the server exited:\n" + "\n".join(self.output[-50:])

    def stop(self):
        """SIGINT, as Ctrl-C; SIGKILL if it does not stop in time. Returns the exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                return self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                pass
        return self.kill()

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
        return self.process.wait(timeout=10)
