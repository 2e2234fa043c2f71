#!/usr/bin/env python3
"""Measures `marginalia serve`, and `hugo server` beside it: the time from saving a change to the
server having it and to an open browser page showing it, in headless Chromium.

    Benchmarks/serve-latency.py --content DIR [--templates Templates] [--post ID] [--edits 10]
        [--template-edits 5] [--hugo-edits 10] [--binary .build/release/marginalia] [--work DIR]

The content folder and the templates are copied to a work folder (the edits never touch them);
comments must be in `comments/<postId>.json` files, as `Benchmarks/make-fixtures.py --split`
writes them. The page of `--post` (default: the post with the most comments) is open throughout.

- Comment edits rewrite that post's file the way editors save (a temporary file renamed over it),
  changing the first comment's body. "Served" is when the server announces the rebuilt files are
  in place (its `reload` event, read on a connection of the script's own); "shown" is when the
  page showed it in Chromium: when the live-reload script swapped the page's new version in
  (`window.marginaliaUpdatedAt`), or, for a page that was reloaded, when its DOM was complete (its
  navigation entry's domContentLoadedEventEnd), on the same clock as the save.
- Template edits save `post.mustache` with a new marker: "open page shown" as above, "whole site
  consistent" when the server logs the end of the rebuild (`Rebuilt: …`), beside the server's
  first full build at start-up (the cold build).
- Hugo edits (with `hugo` on the PATH) convert the content with `Benchmarks/hugo/convert.py`, run
  `hugo server` on it, and edit the same post's data file the same way; "shown" as above.

Needs Chromium, ChromeDriver and selenium, as Tests/browser does.
"""
import argparse
import http.client
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from urllib.parse import urlparse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# When the page last showed a new version: its load, or the live-reload script's latest in-place update.
SHOWN = ("return Math.max(performance.timeOrigin + performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,"
         " window.marginaliaUpdatedAt || 0);")


def save(path, text):
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".tmp")
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(temporary, path)


def summary(name, values):
    if values:
        print(f"{name} over {len(values)} edits: median {statistics.median(values):.0f} ms, "
              f"min {min(values):.0f} ms, max {max(values):.0f} ms")


class Process:
    """A server child process whose output lines are stamped when read."""

    def __init__(self, command, cwd=None, url_pattern=None):
        self.lines = []
        self.process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.url = None
        for line in self.process.stdout:
            self.lines.append((time.time(), line.rstrip()))
            match = re.search(url_pattern, line)
            if match:
                self.url = match.group(1)
                break
        if not self.url:
            sys.exit("the server did not start:\n" + "\n".join(text for _, text in self.lines))
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.append((time.time(), line.rstrip()))

    def wait_for(self, prefix, after, timeout=120):
        """The first line starting with `prefix` read after `after`, and when it was read."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            for stamp, text in list(self.lines):
                if stamp >= after and text.startswith(prefix):
                    return stamp, text
            time.sleep(0.005)
        return None, "?"

    def stop(self):
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()


class ReloadEvents:
    """The `reload` events of marginalia's event stream, stamped when read."""

    def __init__(self, url):
        self.stamps = []
        address = urlparse(url)
        self.connection = http.client.HTTPConnection(address.hostname, address.port)
        self.connection.request("GET", "/_marginalia/events")
        self.response = self.connection.getresponse()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        try:
            for line in self.response:
                if line.startswith(b"event: reload"):
                    self.stamps.append(time.time())
        except (OSError, ValueError):
            pass

    def first_after(self, moment, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            later = [stamp for stamp in self.stamps if stamp >= moment]
            if later:
                return later[0]
            time.sleep(0.002)
        return None


def chromium():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(argument)
    return webdriver.Chrome(options=options, service=Service(os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver")))


def wait_for_text(browser, element_id, text, timeout=120):
    WebDriverWait(browser, timeout, poll_frequency=0.005).until(
        lambda b: text in b.execute_script(f"const c = document.getElementById('{element_id}'); return c ? c.textContent : '';")
    )
    return browser.execute_script(SHOWN) / 1000


def comment_edits(arguments, server, browser, post_file, comments, element_id):
    events = ReloadEvents(server.url)
    served, shown = [], []
    for edit in range(1, arguments.edits + 1):
        probe = f"Latency probe {edit} {time.time():.0f}"
        comments[0]["body"] = probe
        text = json.dumps(comments, ensure_ascii=False, indent=1)
        saved = time.time()
        save(post_file, text)
        shown.append((wait_for_text(browser, element_id, probe) - saved) * 1000)
        reloaded = events.first_after(saved)
        served.append((reloaded - saved) * 1000 if reloaded else float("nan"))
        _, rebuilt = server.wait_for("Rebuilt", saved, timeout=10)
        print(f"comment edit {edit}: save → served {served[-1]:.0f} ms, → shown {shown[-1]:.0f} ms | {rebuilt}")
        time.sleep(0.5)
    summary("comment edit, save → served", served)
    summary("comment edit, save → shown in Chromium", shown)


def template_edits(arguments, server, browser, templates):
    path = os.path.join(templates, "post.mustache")
    original = open(path, encoding="utf-8").read()
    if "</h1>" not in original:
        sys.exit(f"{path} has no </h1> to put the marker after")
    shown, consistent = [], []
    for edit in range(1, arguments.template_edits + 1):
        marker = f"Template probe {edit} {time.time():.0f}"
        saved = time.time()
        save(path, original.replace("</h1>", f'</h1><p id="template-probe">{marker}</p>', 1))
        shown.append((wait_for_text(browser, "template-probe", marker) - saved) * 1000)
        stamp, rebuilt = server.wait_for("Rebuilt", saved)
        consistent.append((stamp - saved) * 1000 if stamp else float("nan"))
        _, first = server.wait_for("Open pages first", saved, timeout=1)
        print(f"template edit {edit}: save → open page shown {shown[-1]:.0f} ms, → whole site consistent "
              f"{consistent[-1]:.0f} ms | {first} | {rebuilt}")
        time.sleep(1)
    save(path, original)
    server.wait_for("Rebuilt", time.time() - 0.1)
    summary("template edit, save → open page shown in Chromium", shown)
    summary("template edit, save → whole site consistent", consistent)


def hugo_edits(arguments, work, content, post):
    site = os.path.join(work, "hugo-site")
    subprocess.run([sys.executable, os.path.join(REPOSITORY, "Benchmarks", "hugo", "convert.py"), content, site], check=True)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    started = time.time()
    server = Process(["hugo", "server", "-s", site, "--bind", "127.0.0.1", "--port", str(port)],
                     url_pattern=r"Web Server is available at (?:http:)?//(\S+/) ")
    server.url = "http://" + server.url
    print(f"hugo server start-up: {time.time() - started:.2f} s")
    data_file = os.path.join(site, "data", "comments", post + ".json")
    comments = json.load(open(data_file, encoding="utf-8"))
    element_id = str(comments[0]["id"])
    browser = chromium()
    shown = []
    try:
        browser.get(server.url + "posts/" + post + "/")
        time.sleep(1)
        for edit in range(1, arguments.hugo_edits + 1):
            probe = f"Hugo probe {edit} {time.time():.0f}"
            comments[0]["body"] = probe
            saved = time.time()
            save(data_file, json.dumps(comments, ensure_ascii=False, separators=(",", ":")))
            shown.append((wait_for_text(browser, element_id, probe) - saved) * 1000)
            print(f"hugo edit {edit}: save → shown {shown[-1]:.0f} ms")
            time.sleep(1)
    finally:
        browser.quit()
        server.stop()
    summary("hugo server, data edit, save → shown in Chromium", shown)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--content", required=True)
    parser.add_argument("--templates", default=os.path.join(REPOSITORY, "Templates"))
    parser.add_argument("--post", help="the post whose page is open (default: the one with the most comments)")
    parser.add_argument("--edits", type=int, default=10)
    parser.add_argument("--template-edits", type=int, default=5)
    parser.add_argument("--hugo-edits", type=int, default=0)
    parser.add_argument("--binary", default=os.path.join(REPOSITORY, ".build", "release", "marginalia"))
    parser.add_argument("--work", help="where the copies and the output go (default: a temporary folder)")
    arguments = parser.parse_args()

    print("load average at the start: %.2f %.2f %.2f" % os.getloadavg())
    work = arguments.work or tempfile.mkdtemp(prefix="marginalia-latency-")
    content = os.path.join(work, "Content")
    templates = os.path.join(work, "Templates")
    for source, copy in ((arguments.content, content), (arguments.templates, templates)):
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(source, copy)
    comments_folder = os.path.join(content, "comments")
    if arguments.post:
        post = arguments.post
    else:
        sizes = {name[:-5]: os.path.getsize(os.path.join(comments_folder, name)) for name in os.listdir(comments_folder)}
        post = max(sizes, key=sizes.get)
    post_file = os.path.join(comments_folder, post + ".json")
    comments = json.load(open(post_file, encoding="utf-8"))

    started = time.time()
    server = Process(
        [arguments.binary, "serve", "--port", "0", "--content", content, "--templates", templates,
         "--output", os.path.join(work, "Output"), "--now", "2026-11-21T12:00:00Z"],
        url_pattern=r"Serving \S+ at (http://\S+/) ",
    )
    print(f"start-up (first full build, then listening): {time.time() - started:.2f} s; {server.lines[0][1]}")
    browser = chromium()
    try:
        browser.get(server.url + "posts/" + post + "/")
        time.sleep(1)
        comment_edits(arguments, server, browser, post_file, comments, f"comment-{comments[0]['id']}")
        template_edits(arguments, server, browser, templates)
    finally:
        browser.quit()
        server.stop()
    if arguments.hugo_edits:
        hugo_edits(arguments, work, content, post)
    if not arguments.work:
        shutil.rmtree(work, ignore_errors=True)
    print("load average at the end: %.2f %.2f %.2f" % os.getloadavg())


if __name__ == "__main__":
    main()
