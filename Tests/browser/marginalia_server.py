"""`marginalia serve` run as a child process for the browser tests: the executable, a free
port, and its output read line by line."""
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


class Server:
    """`marginalia serve --port 0` in a site folder, with its output collected line by line."""

    def __init__(self, root, port=0):
        self.root = root
        self.lines = queue.Queue()
        self.output = []
        self.process = subprocess.Popen(
            [marginalia_binary(), "serve", "--port", str(port)], cwd=root,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1,
        )
        threading.Thread(target=self._read, daemon=True).start()
        self.url = self.wait_for_line(r"Serving \S+ at (http://\S+/) ", timeout=60).group(1)

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
        raise AssertionError(f"no line matching {pattern!r} in:\n" + "\n".join(self.output))

    def stop(self):
        """Ctrl-C, as a user stops it; returns the exit status."""
        self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout=10)
