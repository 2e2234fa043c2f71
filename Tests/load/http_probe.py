"""Small HTTP helpers for the load tests: one GET with a deadline, and raw sockets for clients
that misbehave."""
import http.client
import socket
import time


def get(port, path, timeout=10):
    """(status, body bytes) of one GET on a fresh connection."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def timed_get(port, path, timeout=10):
    started = time.monotonic()
    status, body = get(port, path, timeout)
    return status, body, time.monotonic() - started


def raw_connection(port, timeout=5):
    return socket.create_connection(("127.0.0.1", port), timeout=timeout)


def read_until_closed(sock, limit=1 << 20, timeout=10):
    """Reads what the server sends until it closes (or resets) the connection or `timeout`
    passes. Returns (bytes, how it ended: "closed", "reset" or "timeout")."""
    sock.settimeout(0.5)
    data = b""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and len(data) < limit:
        try:
            chunk = sock.recv(65536)
        except socket.timeout:
            continue
        except (ConnectionResetError, BrokenPipeError):
            return data, "reset"
        if not chunk:
            return data, "closed"
        data += chunk
    return data, "timeout"
