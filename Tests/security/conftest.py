"""Shared fixtures: the marginalia binary, building a site, and a headless Chromium."""
import http.server
import json
import shutil
import socketserver
import subprocess
import threading
from pathlib import Path

import pytest
from marginalia_process import marginalia_binary

REPO = Path(__file__).resolve().parents[2]
NOW = "2026-11-21T12:00:00Z"



def write_json(path, value):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value, ensure_ascii=False, indent=1), encoding="utf-8")


def build(content, output, check=True):
    """Runs `marginalia build` (offline: the corpus's avatar URLs must not be fetched); returns the
    completed process."""
    result = subprocess.run(
        [str(marginalia_binary()), "build", "--content", str(content), "--templates", str(REPO / "Templates"),
         "--output", str(output), "--now", NOW, "--offline"],
        capture_output=True, text=True, timeout=600,
    )
    if check and result.returncode != 0:
        pytest.fail(f"build failed ({result.returncode}):\n{result.stderr}")
    return result


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture
def serve():
    """Serves a folder on a free loopback port (a plain test server, so that the pages' CSP
    'self' applies as on a real host); yields a function folder -> base URL."""
    servers = []

    def start(folder):
        handler = lambda *args, **kwargs: _QuietHandler(*args, directory=str(folder), **kwargs)
        server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler)
        server.daemon_threads = True
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}/"

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def chromium():
    """Headless Chromium driven by selenium, from Debian's chromium and chromium-driver."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    if not binary or not Path(driver_path).exists():
        pytest.fail("chromium and chromium-driver are needed (apt-get install chromium chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()
