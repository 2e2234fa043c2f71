"""Fixtures for the browser tests of `marginalia serve`, imported by the test modules. (Not a
conftest.py: Tests/security imports its own conftest by name, and two conftest modules in one
pytest run would clash.)

Needs: the `marginalia` executable ($MARGINALIA_BINARY, else .build/debug/marginalia from the
repository root, as `swift build` leaves it), Chromium and ChromeDriver ($CHROMIUM_BIN and
$CHROMEDRIVER_BIN, else /usr/bin/chromium and /usr/bin/chromedriver: Debian's `chromium` and
`chromium-driver`), and the Python packages in requirements.txt. The server listens on a free
port (`--port 0`) and its address is read from its output. No network is used.
"""
import os
import shutil
import tempfile

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from marginalia_server import Server
from site_fixture import write_site


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
