#!/usr/bin/env python3
"""Measures the gaps between the inotify events of the saves `marginalia serve` must turn into one
rebuild, to choose its coalescing window (`DebounceWindow.coalescingWindow`).

    Benchmarks/watch-gaps.py [--files 500] [--rounds 5]

For each round it watches a fresh folder (and the folder below it) and records, on one clock:
- an editor's three-step save: write a temporary file, rename it over the target, touch it;
- `git checkout` between two commits that differ in `--files` comment files.
It prints, per case, the time from the first "complete" event (IN_CLOSE_WRITE, IN_MOVED_TO,
IN_MOVED_FROM, IN_DELETE) to the last event, the largest gap between two events after it, and for
the checkout the largest gap among the first 16 events (the watcher's short window applies only
while a batch is small; see `DebounceWindow`). Linux only; needs git.
Standard library only.
"""
import argparse
import ctypes
import os
import select
import shutil
import struct
import subprocess
import tempfile
import threading
import time

IN_MODIFY, IN_ATTRIB, IN_CLOSE_WRITE = 0x2, 0x4, 0x8
IN_MOVED_FROM, IN_MOVED_TO, IN_CREATE, IN_DELETE = 0x40, 0x80, 0x100, 0x200
COMPLETE = IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE
MASK = IN_MODIFY | IN_ATTRIB | COMPLETE | IN_CREATE

libc = ctypes.CDLL("libc.so.6", use_errno=True)


class Watch:
    def __init__(self, folders):
        self.fd = libc.inotify_init1(os.O_NONBLOCK)
        for folder in folders:
            libc.inotify_add_watch(self.fd, folder.encode(), MASK)

    def collect(self, action, settle=0.3):
        """Runs `action` on a thread of its own while reading events as they come, until none
        came for `settle` seconds after it ended (each event is stamped when read, as a watcher sees it)."""
        events = []
        worker = threading.Thread(target=action)
        worker.start()
        last = time.monotonic()
        while worker.is_alive() or time.monotonic() - last < settle:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if not ready:
                continue
            now = time.monotonic()
            data = os.read(self.fd, 65536)
            offset = 0
            while offset < len(data):
                _, mask, _, length = struct.unpack_from("iIII", data, offset)
                name = data[offset + 16:offset + 16 + length].rstrip(b"\0").decode()
                offset += 16 + length
                if not name.startswith("."):
                    events.append((now, mask, name))
            last = now
        os.close(self.fd)
        return events


def summary(events):
    complete = [at for at, mask, _ in events if mask & COMPLETE]
    if not complete:
        return None
    after = [at for at, _, _ in events if at >= complete[0]]
    gaps = [b - a for a, b in zip(after, after[1:])] or [0]
    return (after[-1] - complete[0]) * 1000, max(gaps) * 1000, len(events), max(gaps[:16]) * 1000


def git(folder, *arguments):
    subprocess.run(["git", "-c", "user.name=bench", "-c", "user.email=bench@example.org", *arguments],
                   cwd=folder, check=True, capture_output=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=5)
    arguments = parser.parse_args()
    for round_number in range(1, arguments.rounds + 1):
        root = tempfile.mkdtemp(prefix="marginalia-gaps-")
        try:
            comments = os.path.join(root, "comments")
            os.makedirs(comments)
            target = os.path.join(root, "posts.json")
            open(target, "w").write("[]")

            def editor_save():
                temporary = os.path.join(root, "posts.json.tmp")
                open(temporary, "w").write("[ ]")
                os.replace(temporary, target)
                os.utime(target)

            editor = summary(Watch([root]).collect(editor_save))
            for number in range(arguments.files):
                open(os.path.join(comments, f"p{number}.json"), "w").write(f'[{{"n": {number}}}]\n')
            git(root, "init", "-q", "-b", "one")
            git(root, "add", "-A")
            git(root, "commit", "-q", "-m", "one")
            git(root, "checkout", "-q", "-b", "two")
            for number in range(arguments.files):
                open(os.path.join(comments, f"p{number}.json"), "w").write(f'[{{"n": {number}, "two": true}}]\n')
            git(root, "commit", "-q", "-a", "-m", "two")
            checkout = summary(Watch([root, comments]).collect(lambda: git(root, "checkout", "-q", "one")))
            print(f"round {round_number}: editor save: {editor[0]:.2f} ms from the first complete event to the last, "
                  f"largest gap {editor[1]:.2f} ms ({editor[2]} events); git checkout of {arguments.files} files: "
                  f"{checkout[0]:.1f} ms, largest gap {checkout[1]:.2f} ms, "
                  f"among the first 16 events {checkout[3]:.2f} ms "
                  f"({checkout[2]} events)")
        finally:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
