"""What the fault tests share: a small site on disk (the bundled theme), `marginalia build` run
on it, and a small tmpfs to run out of space on."""
import json
import os
import subprocess
from pathlib import Path

import pytest
from marginalia_process import REPOSITORY, marginalia_binary

NOW = "2026-11-21T12:00:00Z"
TEMPLATES = os.path.join(REPOSITORY, "Templates")


def comment(comment_id, post, body):
    return {"id": comment_id, "postId": post, "author": {"id": "u-" + comment_id, "name": "Author " + comment_id},
            "body": body, "postedAt": "2026-11-20T10:00:00Z"}


def save(path, text):
    """Saves like an editor: a temporary file beside the target, renamed over it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.parent / ("." + path.name + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


def write_comments(content, post, comments):
    save(Path(content) / "comments" / f"{post}.json", json.dumps(comments, indent=1))


@pytest.fixture
def content(tmp_path):
    """A content folder with two posts, a comment on each and a friend; returns its path."""
    folder = tmp_path / "Content"
    save(folder / "site.json", json.dumps({"title": "Faults", "baseURL": "https://example.org/", "timeZone": "UTC"}))
    save(folder / "posts.json", json.dumps([
        {"id": "p1", "title": "First post", "url": "https://blog.example.org/1/", "publishedAt": "2026-11-01T10:00:00Z"},
        {"id": "p2", "title": "Second post", "url": "https://blog.example.org/2/", "publishedAt": "2026-11-02T10:00:00Z"},
    ]))
    write_comments(folder, "p1", [comment("c1", "p1", "The first comment")])
    write_comments(folder, "p2", [comment("c2", "p2", "On the second post")])
    save(folder / "friends.json", json.dumps([{"id": "f1", "firstName": "Ada", "lastName": "Lovelace"}]))
    return folder


def site_arguments(content, output):
    return ["--content", str(content), "--templates", TEMPLATES, "--output", str(output), "--now", NOW, "--offline"]


def build(content, output, **popen):
    """Runs `marginalia build`; returns the completed process (output captured unless `popen`
    says where it goes)."""
    if not popen:
        popen = {"capture_output": True}
    return subprocess.run([marginalia_binary(), "build", *site_arguments(content, output)],
                          text=True, timeout=300, **popen)


def snapshot(folder):
    """Every file below `folder` (hidden ones too) with its bytes and inode, and every folder."""
    files = {}
    for directory, folders, names in os.walk(folder):
        for name in folders:
            files[os.path.relpath(os.path.join(directory, name), folder) + "/"] = None
        for name in names:
            path = os.path.join(directory, name)
            with open(path, "rb") as handle:
                files[os.path.relpath(path, folder)] = (handle.read(), os.stat(path).st_ino)
    return files


@pytest.fixture
def small_disk(tmp_path):
    """Mounts a tmpfs of the given size (e.g. "4m") at a fresh folder and returns the folder;
    unmounts it when the test ends, whatever happened. Mounting needs root: CI runs the tests as
    root; elsewhere run them under `unshare --user --mount --map-root-user`, which gives a user
    root in a private mount namespace where the kernel allows it."""
    mounted = []

    def mount(size):
        if os.geteuid() != 0:
            pytest.fail("the disk-full tests mount a small tmpfs, which needs root: run them as root "
                        "(as CI does) or under `unshare --user --mount --map-root-user`")
        folder = tmp_path / f"disk-{len(mounted)}"
        folder.mkdir()
        subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs", str(folder)],
                       check=True, capture_output=True, text=True)
        mounted.append(folder)
        return folder

    yield mount
    for folder in reversed(mounted):
        if subprocess.run(["umount", str(folder)], capture_output=True).returncode != 0:
            subprocess.run(["umount", "--lazy", str(folder)], check=True)
            raise AssertionError(f"{folder} was still busy and was detached lazily")
