"""`marginalia serve` run as a child process for the load tests, with what they measure of it:
open file descriptors and resident memory from /proc. Always on 127.0.0.1 and a free port."""
import os
import subprocess
import time

from marginalia_process import ServeProcess
from waiting import HANG_LIMIT


class LoadServer(ServeProcess):
    """`marginalia serve --port 0 --offline` over a site folder; `watch=False` adds --no-watch."""

    def __init__(self, root, watch=False, start_timeout=120):
        arguments = ["--host", "127.0.0.1", "--port", "0", "--offline", "--now", "2026-11-21T12:00:00Z"]
        if not watch:
            arguments.append("--no-watch")
        super().__init__(root, arguments, start_timeout=start_timeout)
        assert self.url.startswith("http://127.0.0.1:"), f"expected to serve on 127.0.0.1, got {self.url}"
        self.port = int(self.url.rsplit(":", 1)[1].rstrip("/"))

    def open_files(self):
        """How many file descriptors the server holds open now."""
        return len(os.listdir(f"/proc/{self.pid}/fd"))

    def resident_kilobytes(self):
        with open(f"/proc/{self.pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        raise AssertionError("no VmRSS in /proc status")

    def settled_open_files(self, ceiling, timeout=HANG_LIMIT):
        """Waits for the count of open files to drop to `ceiling` (`timeout` only bounds a hang);
        returns the last count."""
        deadline = time.monotonic() + timeout
        count = self.open_files()
        while count > ceiling and time.monotonic() < deadline:
            time.sleep(0.2)
            count = self.open_files()
        return count

    def assert_running(self):
        assert self.process.poll() is None, "the server exited:\n" + "\n".join(self.output[-50:])

    def stop(self):
        """SIGINT, as Ctrl-C; SIGKILL if it does not stop in time. Returns the exit status."""
        if self.process.poll() is None:
            try:
                return super().stop(timeout=15)
            except subprocess.TimeoutExpired:
                pass
        return self.kill()
