"""What the pytest suites share about the binary under test: where it is, and `marginalia serve`
run as a child process with its output read line by line. On the import path through the
repository's pytest.ini."""
import json
import os
import queue
import re
import signal
import subprocess
import threading
import time
import urllib.request

import pytest
from waiting import HANG_LIMIT, wait_until

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def marginalia_binary():
    """The executable under test: $MARGINALIA_BINARY, else the debug build `swift build` made."""
    path = os.environ.get("MARGINALIA_BINARY") or os.path.join(REPOSITORY, ".build", "debug", "marginalia")
    if not os.access(path, os.X_OK):
        pytest.fail(f"no marginalia executable at {path}: run `swift build` first or set MARGINALIA_BINARY")
    return path


class ServeProcess:
    """`marginalia serve` with `arguments` in the folder `root`; waits until it says where it serves."""

    def __init__(self, root, arguments, start_timeout=HANG_LIMIT):
        self.root = root
        self.lines = queue.Queue()
        self.output = []
        self.process = subprocess.Popen(
            [marginalia_binary(), "serve", *arguments], cwd=root,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1,
        )
        threading.Thread(target=self._read, daemon=True).start()
        try:
            self.url = self.wait_for_line(r"Serving \S+ at (http://\S+/) ", timeout=start_timeout).group(1)
        except BaseException:
            self.kill()
            raise

    @property
    def pid(self):
        return self.process.pid

    def _read(self):
        for line in self.process.stdout:
            self.output.append(line.rstrip("\n"))
            self.lines.put(line.rstrip("\n"))

    def wait_for_line(self, pattern, timeout=HANG_LIMIT):
        """The next line printed that matches `pattern` (lines read while waiting are consumed);
        `timeout` only bounds a hang."""
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

    def wait_for_output(self, pattern, timeout=HANG_LIMIT):
        """Like `wait_for_line`, but a line already printed (and consumed) counts too."""
        for line in list(self.output):
            match = re.search(pattern, line)
            if match:
                return match
        return self.wait_for_line(pattern, timeout)

    def open_pages(self):
        """The pages the server's live-reload listeners say their tabs show (output paths, such
        as `posts/p1/index.html`): a page is listed once its event stream is open."""
        with urllib.request.urlopen(self.url + "_marginalia/pages", timeout=HANG_LIMIT) as response:
            return json.loads(response.read())["pages"]

    def wait_until_open(self, page):
        """Waits until the server lists `page` as open: from then on, its events reach the page."""
        return wait_until(lambda: page in self.open_pages(), f"{page} among the open pages")

    def stop(self, timeout=HANG_LIMIT):
        """SIGINT, as Ctrl-C; returns the exit status. Raises if it does not stop in time."""
        self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout=timeout)

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
        return self.process.wait(timeout=HANG_LIMIT)
