"""Fixtures for the load and attack tests of `marginalia serve`, imported by the test modules by
name. (Not a conftest.py, so that one pytest run can take this folder with Tests/browser and
Tests/security.)

Needs: the `marginalia` executable ($MARGINALIA_BINARY, else .build/debug/marginalia), the
fixture generator `../shared/bench/make-fixtures.py` beside the repository ($MAKE_FIXTURES to
override), Debian's `wrk`, and pytest. The site (2,000 comments on 40 posts by default,
$MARGINALIA_LOAD_COMMENTS to change) is generated once per run into a temporary folder; each
test serves its own copy on 127.0.0.1 and a free port, and the server is always stopped (killed
if Ctrl-C does not stop it). No network beyond loopback is used.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import pytest

from load_server import LoadServer
from marginalia_process import REPOSITORY

COMMENTS = int(os.environ.get("MARGINALIA_LOAD_COMMENTS", "2000"))
POSTS = max(1, COMMENTS // 50)
SITE = {
    "title": "Load Test", "baseURL": "https://comments.example.org/", "language": "en", "timeZone": "UTC",
    "description": "Generated comments for the load tests.",
}


def make_fixtures_script():
    path = os.environ.get("MAKE_FIXTURES") or os.path.join(os.path.dirname(REPOSITORY), "shared", "bench", "make-fixtures.py")
    if not os.path.isfile(path):
        pytest.fail(f"no fixture generator at {path}: put ../shared/bench/make-fixtures.py beside the repository or set MAKE_FIXTURES")
    return path


@pytest.fixture(scope="session")
def generated_content():
    """Content/ from make-fixtures.py, made once per run."""
    work = tempfile.mkdtemp(prefix="marginalia-load-content-")
    content = os.path.join(work, "Content")
    subprocess.run(
        [sys.executable, make_fixtures_script(), content, "--posts", str(POSTS), "--comments", str(COMMENTS),
         "--friends", str(max(1, COMMENTS // 20))],
        check=True, stdout=subprocess.DEVNULL, timeout=60,
    )
    with open(os.path.join(content, "site.json"), "w", encoding="utf-8") as handle:
        json.dump(SITE, handle)
    yield content
    shutil.rmtree(work, ignore_errors=True)


@pytest.fixture
def load_site(generated_content):
    """A site folder of its own: Content/ (generated) and the repository's Templates/."""
    root = tempfile.mkdtemp(prefix="marginalia-load-")
    shutil.copytree(generated_content, os.path.join(root, "Content"))
    shutil.copytree(os.path.join(REPOSITORY, "Templates"), os.path.join(root, "Templates"))
    yield root
    shutil.rmtree(root, ignore_errors=True)


def post_ids(site_root):
    with open(os.path.join(site_root, "Content", "posts.json"), encoding="utf-8") as handle:
        return [post["id"] for post in json.load(handle)]


@pytest.fixture
def static_server(load_site):
    """`marginalia serve --no-watch`: the output folder only, no rebuilds."""
    server = LoadServer(load_site, watch=False)
    yield server
    server.stop()


@pytest.fixture
def watching_server(load_site):
    """`marginalia serve` watching Content/ and Templates/, rebuilding on every change."""
    server = LoadServer(load_site, watch=True)
    yield server
    server.stop()
