"""`marginalia intake` as a child process over a copy of the demo, and a small HTTP client that
speaks its form: preview, read the confirmation's hidden fields, confirm. Nothing here waits on
time: the server's own lines and answers are the events."""
import html
import http.client
import json
import re
import shutil
import subprocess
import urllib.parse
from pathlib import Path

from marginalia_process import REPOSITORY, ServeProcess, marginalia_binary

DEMO = Path(REPOSITORY) / "Content"
TEMPLATES = Path(REPOSITORY) / "Templates"
BUSIEST_POST = "view-models-for-html"
HIDDEN = re.compile(r'<input type="hidden" name="(\w+)" value="([^"]*)">')


def demo_copy(root, language=None, comments_url="/comments/"):
    """A copy of the demo's content under `root`, in `language` when given; returns its path."""
    content = Path(root) / "Content"
    shutil.copytree(DEMO, content)
    config = json.loads((content / "site.json").read_text(encoding="utf-8"))
    if language:
        config["language"] = language
    config["commentsURL"] = comments_url
    (content / "site.json").write_text(json.dumps(config), encoding="utf-8")
    return content


class IntakeProcess(ServeProcess):
    """`marginalia intake --port 0` over `content` with the state folder `state`; waits for the
    line that says where it takes comments."""

    def __init__(self, content, state, arguments=(), start_timeout=120):
        self.content, self.state = Path(content), Path(state)
        self.arguments = ["intake", "--content", str(content), "--templates", str(TEMPLATES),
                          "--state", str(state), "--port", "0", *arguments]
        self._start(start_timeout)

    def _start(self, start_timeout):
        import queue
        import threading
        self.lines = queue.Queue()
        self.output = []
        self.process = subprocess.Popen([marginalia_binary(), *self.arguments], stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True, bufsize=1)
        threading.Thread(target=self._read, daemon=True).start()
        try:
            match = self.wait_for_line(r"Taking comments at (http://[\d.]+:(\d+))(/\S*) into", timeout=start_timeout)
        except BaseException:
            self.kill()
            raise
        self.origin, self.port, self.path = match.group(1), int(match.group(2)), match.group(3)
        self.url = self.origin + self.path

    def restart(self):
        """Starts the same command again (after `kill`), on a new port."""
        self._start(120)

    def pending(self):
        """The queue's file names, temporary ones included."""
        folder = self.state / "pending"
        return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


class Client:
    """One keep-alive HTTP/1.1 connection to the intake; `forwarded_for` is sent as
    X-Forwarded-For (read only when the intake trusts the proxy)."""

    def __init__(self, intake, forwarded_for=None):
        self.intake = intake
        self.forwarded_for = forwarded_for
        self.connection = http.client.HTTPConnection("127.0.0.1", intake.port, timeout=120)

    def request(self, method, page, fields=None, headers=None):
        body = urllib.parse.urlencode(fields).encode() if fields is not None else None
        sent = dict(headers or {})
        if body is not None:
            sent.setdefault("Content-Type", "application/x-www-form-urlencoded")
        if self.forwarded_for:
            sent["X-Forwarded-For"] = self.forwarded_for
        self.connection.request(method, self.intake.path + page, body=body, headers=sent)
        response = self.connection.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode("utf-8")

    def preview(self, post=BUSIEST_POST, name="Ada Reader", body="A *fine* point.", parent="", **more):
        """Previews a comment; returns (status, page, the confirmation's fields)."""
        fields = {"post": post, "parent": parent, "name": name, "website": "", "body": body, "homepage": ""}
        fields.update(more)
        status, _, page = self.request("POST", "preview", fields)
        return status, page, hidden_fields(page)

    def confirm(self, fields):
        """Sends a preview's fields; returns (status, headers, page)."""
        return self.request("POST", "confirm", fields)

    def close(self):
        self.connection.close()


def hidden_fields(page):
    """The confirmation form's hidden fields, in order."""
    form = page.split('<form class="confirmation"', 1)[1].split("</form>", 1)[0] if "confirmation" in page else ""
    return [(name, html.unescape(value)) for name, value in HIDDEN.findall(form)]


def queue_entries(state):
    """Every queue entry in the state folder, parsed, by file name."""
    folder = Path(state) / "pending"
    return {path.name: json.loads(path.read_text(encoding="utf-8")) for path in sorted(folder.glob("*.json"))}


def marginalia(*arguments, **run):
    return subprocess.run([marginalia_binary(), *arguments], text=True, capture_output=True, timeout=600, **run)


def with_base_url(content, base_url):
    """Sets site.json's baseURL in the content folder `content` (a `demo_copy`): the intake's pages
    link the site there (its stylesheet, icon and post pages). Returns `content`."""
    path = Path(content) / "site.json"
    config = json.loads(path.read_text(encoding="utf-8"))
    config["baseURL"] = base_url
    path.write_text(json.dumps(config), encoding="utf-8")
    return content


def build_site(content, output, *arguments):
    """`marginalia build --offline` of `content` with the repository's theme into `output`; fails
    the test, with the build's output, if the build does."""
    result = marginalia("build", "--content", str(content), "--templates", str(TEMPLATES), "--output", str(output),
                        "--offline", *arguments)
    assert result.returncode == 0, f"build failed:\n{result.stdout}\n{result.stderr}"
    return Path(output)


def suite_module(folder, name):
    """The module `name` of another suite, Tests/<folder>/, which may `from conftest import …` its
    own conftest: each pytest folder's conftest is a module named `conftest`, so while `name` is
    imported that folder's conftest (loaded as a plain module, its fixtures unregistered) stands
    in for the one already loaded, which is put back after."""
    import importlib
    import importlib.util
    import sys
    suite = Path(REPOSITORY) / "Tests" / folder
    if str(suite) not in sys.path:
        sys.path.insert(0, str(suite))
    if name in sys.modules:
        return sys.modules[name]
    own = sys.modules.get("conftest")
    spec = importlib.util.spec_from_file_location(f"{folder}_suite_conftest", suite / "conftest.py")
    lent = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(lent)
    sys.modules["conftest"] = lent
    try:
        return importlib.import_module(name)
    finally:
        if own is None:
            del sys.modules["conftest"]
        else:
            sys.modules["conftest"] = own
