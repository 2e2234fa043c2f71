#!/usr/bin/env python3
"""Measures `marginalia serve`: the time from saving a changed comment to an open browser page
showing it, in headless Chromium, over several edits.

    Benchmarks/serve-latency.py --content DIR [--templates Templates] [--post ID] [--edits 10]
        [--binary .build/release/marginalia] [--work DIR]

The content folder is copied to a work folder (the edits never touch it); comments must be in
`comments/<postId>.json` files, as `Benchmarks/make-fixtures.py --split` writes them. Each edit
rewrites one post's file the way editors save (a temporary file renamed over it), changing the
first comment's body. "Shown" is when the reloaded page's DOM was complete (its navigation entry's
domContentLoadedEventEnd, on the same clock as the save). Needs Chromium, ChromeDriver and
selenium, as Tests/browser does.
"""
import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def save(path, text):
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".tmp")
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(temporary, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--content", required=True)
    parser.add_argument("--templates", default=os.path.join(REPOSITORY, "Templates"))
    parser.add_argument("--post", help="the post whose page is open (default: the one with the most comments)")
    parser.add_argument("--edits", type=int, default=10)
    parser.add_argument("--binary", default=os.path.join(REPOSITORY, ".build", "release", "marginalia"))
    parser.add_argument("--work", help="where the copy of the content and the output go (default: a temporary folder)")
    arguments = parser.parse_args()

    work = arguments.work or tempfile.mkdtemp(prefix="marginalia-latency-")
    content = os.path.join(work, "Content")
    shutil.rmtree(content, ignore_errors=True)
    shutil.copytree(arguments.content, content)
    comments_folder = os.path.join(content, "comments")
    if arguments.post:
        post = arguments.post
    else:
        sizes = {name[:-5]: os.path.getsize(os.path.join(comments_folder, name)) for name in os.listdir(comments_folder)}
        post = max(sizes, key=sizes.get)
    post_file = os.path.join(comments_folder, post + ".json")
    comments = json.load(open(post_file, encoding="utf-8"))
    probe_id = comments[0]["id"]

    started = time.time()
    server = subprocess.Popen(
        [arguments.binary, "serve", "--port", "0", "--content", content, "--templates", arguments.templates,
         "--output", os.path.join(work, "Output"), "--now", "2026-11-21T12:00:00Z"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1,
    )
    lines = []
    url = None
    for line in server.stdout:
        lines.append(line.rstrip())
        match = re.search(r"Serving \S+ at (http://\S+/) ", line)
        if match:
            url = match.group(1)
            break
    if not url:
        sys.exit("the server did not start:\n" + "\n".join(lines))
    print(f"start-up (first full build, then listening): {time.time() - started:.2f} s; {lines[0]}")
    threading.Thread(target=lambda: [lines.append(line.rstrip()) for line in server.stdout], daemon=True).start()

    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(argument)
    browser = webdriver.Chrome(options=options, service=Service(os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver")))
    latencies = []
    try:
        browser.get(url + "posts/" + post + "/")
        time.sleep(1)
        for edit in range(1, arguments.edits + 1):
            probe = f"Latency probe {edit} {time.time():.0f}"
            comments[0]["body"] = probe
            text = json.dumps(comments, ensure_ascii=False, indent=1)
            log_length = len(lines)
            saved = time.time()
            save(post_file, text)
            WebDriverWait(browser, 30, poll_frequency=0.005).until(
                lambda b: probe in b.execute_script(f"const c = document.getElementById('comment-{probe_id}'); return c ? c.textContent : '';")
            )
            shown = browser.execute_script(
                "return performance.timeOrigin + performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd;"
            ) / 1000
            latencies.append((shown - saved) * 1000)
            deadline = time.time() + 5
            while time.time() < deadline and not any(line.startswith("Rebuilt") for line in lines[log_length:]):
                time.sleep(0.01)
            rebuilt = next((line for line in lines[log_length:] if line.startswith("Rebuilt")), "?")
            print(f"edit {edit}: save → shown {latencies[-1]:.0f} ms | {rebuilt}")
            time.sleep(0.5)
    finally:
        browser.quit()
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)
        if not arguments.work:
            shutil.rmtree(work, ignore_errors=True)
    print(f"save → shown over {len(latencies)} edits: median {statistics.median(latencies):.0f} ms, "
          f"min {min(latencies):.0f} ms, max {max(latencies):.0f} ms")


if __name__ == "__main__":
    main()
