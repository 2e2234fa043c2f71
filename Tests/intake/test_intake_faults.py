"""The intake when the disk is full: the reader gets the error page with the comment still in the
form, nothing half-written stays in the queue, the server keeps running, and once there is room
again the same comment goes through. The state folder is on a small tmpfs (mounting needs root,
as CI has; elsewhere run under `unshare --user --mount --map-root-user`)."""
import os
import subprocess

import pytest

from intake_process import Client, IntakeProcess, demo_copy, queue_entries


@pytest.fixture
def small_disk(tmp_path):
    """A 1 MiB tmpfs at a fresh folder, unmounted when the test ends."""
    if os.geteuid() != 0:
        pytest.fail("this test mounts a tmpfs, which needs root: run it as root (as CI does) "
                    "or under `unshare --user --mount --map-root-user`")
    folder = tmp_path / "disk"
    folder.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m,mode=0755", "tmpfs", str(folder)],
                   check=True, capture_output=True, text=True)
    yield folder
    subprocess.run(["umount", "--lazy", str(folder)], check=True)


def fill(folder):
    """Writes a file until the disk has no room left; returns its path."""
    filler = folder / "filler"
    descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        while True:
            os.write(descriptor, b"\0" * 4096)
    except OSError:
        pass
    finally:
        os.close(descriptor)
    return filler


def test_a_full_disk_gives_an_error_page_and_loses_nothing(tmp_path, small_disk):
    content = demo_copy(tmp_path / "site")
    server = IntakeProcess(content, small_disk / "state", ["--min-age", "0"])
    try:
        client = Client(server)
        body = "A comment that meets a full disk. " * 20
        _, _, fields = client.preview(body=body)
        filler = fill(small_disk)
        status, _, page = client.confirm(fields)
        assert status == 503, page[-400:]
        assert "could not be saved" in page
        assert body.strip() in page.replace("&#39;", "'"), "the comment is still in the form"
        assert server.pending() == [], "nothing half-written stays"
        assert server.process.poll() is None, "the server keeps running"
        server.wait_for_output(r"intake: could not queue a comment on post view-models-for-html")

        filler.unlink()
        status, _, _ = client.confirm(fields)
        assert status == 303
        assert [entry["comment"]["body"] for entry in queue_entries(server.state).values()] == [body]
    finally:
        server.kill()
