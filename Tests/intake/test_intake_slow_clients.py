"""Slow clients against `marginalia intake`, as Tests/load does for `serve`: 200 connections that
never finish a request (headers a byte at a time, half a request line, nothing) are closed after
the idle timeout, while readers' comments are previewed and confirmed quickly meanwhile."""
import os
import sys
import time

from intake_process import REPOSITORY, Client
from waiting import wait_until

sys.path.insert(0, os.path.join(REPOSITORY, "Tests", "load"))
import test_load_slow_clients as slow_clients  # noqa: E402 (the load suite's slow clients, reused)
SLOW_CLIENTS = 200


def open_files(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def test_slow_clients_are_closed_and_comments_go_through(intake):
    server = intake("--trusted-proxy", "127.0.0.1/32")
    before = open_files(server.pid)
    slow = slow_clients.SlowClients(server.port, SLOW_CLIENTS)
    try:
        wait_until(lambda: open_files(server.pid) >= before + SLOW_CLIENTS - len(slow.closed_after),
                   f"the intake to accept {SLOW_CLIENTS} slow clients")
        timings = []
        for number in range(10):
            client = Client(server, forwarded_for=f"10.77.{number}.1")
            started = time.perf_counter()
            status, _, fields = client.preview(body=f"Beside slow clients {number}")
            assert status == 200
            status, _, _ = client.confirm(fields)
            assert status == 303
            timings.append(time.perf_counter() - started)
            client.close()
        closed = slow.wait_all_closed(slow_clients.DISCONNECT_BOUND)
        print(f"\n{SLOW_CLIENTS} slow clients: preview and confirm took at most {max(timings) * 1000:.0f} ms; "
              f"{closed} closed by the intake")
        assert max(timings) < slow_clients.FAST, f"comments slowed down to {max(timings):.2f} s"
        assert closed == SLOW_CLIENTS, f"only {closed} of {SLOW_CLIENTS} slow clients were closed"
    finally:
        slow.close()
    assert len(server.pending()) == 10
