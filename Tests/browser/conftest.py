"""Fixtures for the browser tests of `marginalia serve`.

Needs: the `marginalia` executable (MARGINALIA_BIN, else .build/debug/marginalia from the
repository root, as `swift build` leaves it), Chromium and ChromeDriver (CHROMIUM_BIN and
CHROMEDRIVER_BIN, else /usr/bin/chromium and /usr/bin/chromedriver, Debian's `chromium` and
`chromium-driver`), and the Python packages in requirements.txt. The server listens on a free
port (`--port 0`); its address is read from its output. No network is used.
"""
import os
import queue
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from site_fixture import write_site

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def marginalia_binary():
    path = os.environ.get("MARGINALIA_BIN") or os.path.join(REPOSITORY, ".build", "debug", "marginalia")
    if not os.access(path, os.X_OK):
        pytest.fail(f"no marginalia executable at {path}: run `swift build` first or set MARGINALIA_BIN")
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


@pytest.fixture
def site():
    root = tempfile.mkdtemp(prefix="marginalia-browser-")
    write_site(root)
    yield root
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def server(site):
    server = Server(site)
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0
    assert sorted(os.listdir(site)) == ["Content", "Output", "Templates"], "serve left temporary folders behind"


@pytest.fixture
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1200,900"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    yield driver
    driver.quit()
