"""Pages stay complete while rebuilds swap the site in under load: worker threads GET post pages
(and the home page) without pause while the site is rebuilt again and again, in turn three ways:

- a comment in Content/comments.json edited: an incremental rebuild replaces the changed pages
  one file at a time;
- the layout template edited: every page is rewritten, each file replaced on its own;
- `marginalia build` run beside the server, which exchanges the whole output folder with a new
  one; the server's next rebuild (after a comment edit) then sees a folder it did not write and
  makes a full build, exchanged whole again.

Not one response may be a 404 or 5xx, and every HTML body must be whole (end in `</html>`, as
long as its Content-Length says)."""
import http.client
import json
import os
import subprocess
import threading
import time

from load_fixtures import generated_content, load_site, post_ids, watching_server  # noqa: F401 (fixtures used by name)
from marginalia_process import marginalia_binary

REBUILDS = int(os.environ.get("MARGINALIA_SWAP_REBUILDS", "12"))
WORKERS = 8
TIME_LIMIT = 90  # seconds for the whole edit loop, however slow the machine


def save(path, text):
    """Saves like an editor: a temporary file beside the target, renamed over it."""
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".tmp")
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(temporary, path)


class Fetchers:
    """Threads that GET the paths in turn over keep-alive connections until stopped, recording
    every response that is not a complete 200 page."""

    def __init__(self, port, paths, count):
        self.port = port
        self.paths = paths
        self.stopping = threading.Event()
        self.lock = threading.Lock()
        self.requests = 0
        self.failures = []
        self.threads = [threading.Thread(target=self._run, args=(index,), daemon=True) for index in range(count)]
        for thread in self.threads:
            thread.start()

    def _fail(self, text):
        with self.lock:
            if len(self.failures) < 50:
                self.failures.append(text)
            else:
                self.failures[-1] = f"... and more; last: {text}"

    def _run(self, index):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        round = index
        while not self.stopping.is_set():
            path = self.paths[round % len(self.paths)]
            round += 1
            try:
                connection.request("GET", path)
                response = connection.getresponse()
                body = response.read()
            except (OSError, http.client.HTTPException) as error:
                self._fail(f"{path}: {type(error).__name__}: {error}")
                connection.close()
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
                continue
            with self.lock:
                self.requests += 1
            if response.status != 200:
                self._fail(f"{path}: status {response.status}")
            elif not body.rstrip().endswith(b"</html>"):
                self._fail(f"{path}: incomplete page of {len(body)} bytes ending {body[-60:]!r}")
        connection.close()

    def stop(self):
        self.stopping.set()
        for thread in self.threads:
            thread.join(timeout=15)


def test_pages_stay_complete_while_rebuilds_swap_the_site_in(watching_server):
    server = watching_server
    server.wait_for_output(r"^Watching ", timeout=30)
    comments_path = os.path.join(server.root, "Content", "comments.json")
    with open(comments_path, encoding="utf-8") as handle:
        comments = json.load(handle)
    posts = post_ids(server.root)[:6]
    edited = [comment for comment in comments if comment["postId"] in posts[:3]]
    assert edited, "no comment on the first posts"
    paths = ["/"] + [f"/posts/{post}/" for post in posts]

    layout_path = os.path.join(server.root, "Templates", "layout.mustache")
    with open(layout_path, encoding="utf-8") as handle:
        layout = handle.read()
    assert "</body>" in layout

    def edit_comment(round):
        comment = edited[round % len(edited)]
        comment["body"] = f"Edited under load, round {round} at {time.time():.3f}."
        save(comments_path, json.dumps(comments, ensure_ascii=False, indent=1))

    def wait_for_rebuild():
        remaining = max(1, TIME_LIMIT - (time.monotonic() - started))
        match = server.wait_for_line(r"^(Rebuilt: |Built the site|error)", timeout=remaining)
        assert not match.group(1).startswith("error"), "\n".join(server.output[-20:])
        server.assert_running()
        return match.group(1)

    fetchers = Fetchers(server.port, paths, WORKERS)
    kinds = {"incremental": 0, "every page": 0, "folder exchanged by marginalia build": 0, "full rebuild by the server": 0}
    rebuilds, round = 0, 0
    started = time.monotonic()
    try:
        # Rounds in fours: comment, layout, comment, outside build then comment.
        while rebuilds < REBUILDS and time.monotonic() - started < TIME_LIMIT:
            if round % 4 == 1:
                save(layout_path, layout.replace("</body>", f"<!-- round {round} -->\n</body>"))
                wait_for_rebuild()
                kinds["every page"] += 1
            else:
                if round % 4 == 3:
                    subprocess.run(
                        [marginalia_binary(), "build", "--offline", "--now", "2026-11-21T12:00:00Z"],
                        cwd=server.root, check=True, capture_output=True, timeout=60,
                    )
                    kinds["folder exchanged by marginalia build"] += 1
                edit_comment(round)
                kinds["incremental" if wait_for_rebuild() == "Rebuilt: " else "full rebuild by the server"] += 1
            rebuilds += 1
            round += 1
    finally:
        fetchers.stop()
    elapsed = time.monotonic() - started
    print(
        f"\n{fetchers.requests} GETs by {WORKERS} threads during {rebuilds} rebuilds in {elapsed:.1f} s "
        f"({fetchers.requests / elapsed:.0f} requests/s): "
        + ", ".join(f"{count} {kind}" for kind, count in kinds.items())
        + f"; {len(fetchers.failures)} bad responses"
    )
    assert rebuilds >= min(REBUILDS, 10), f"only {rebuilds} rebuilds in {TIME_LIMIT} s"
    assert kinds["full rebuild by the server"] > 0, "the server never swapped a whole new folder in"
    assert fetchers.requests > 100
    assert not fetchers.failures, "\n".join(fetchers.failures)
