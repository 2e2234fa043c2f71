"""Requests a stranger's page can make the browser send to `marginalia serve`: every header the
server reads (Range, If-Range, If-Modified-Since, If-None-Match, the path and its percent
escapes) at every integer boundary. Each is sent over a raw socket, exactly as written (repeated
and empty headers too); each must get the status RFC 9110 asks for, and after each the server
must still answer `GET /` with 200. The same table, against a file of known bytes, is
Tests/MarginaliaTests/Server/HeaderBoundaryTests.swift; Fuzz/corpus/request-* holds its rows."""
import http.client
import re
import shutil
import socket

import pytest

from marginalia_process import REPOSITORY, ServeProcess

INT_MAX = "9223372036854775807"
INT_MAX_PLUS_ONE = "9223372036854775808"
UINT64_MAX = "18446744073709551615"
FORTY_DIGITS = "1234567890123456789012345678901234567890"
CSS = "/assets/style.css"
FAR_FUTURE = "Fri, 31 Dec 9999 23:59:59 GMT"

# (label, path, [(header, value)], status). "{etag}" stands for the file's entity tag.
ROWS = [
    # The two requests of issue 26 that killed the server.
    ("issue: Range to Int.max", CSS, [("Range", f"bytes=0-{INT_MAX}")], 206),
    ("issue: If-Modified-Since in year -2147483648", "/",
     [("If-Modified-Since", "Sun, 06 Nov -2147483648 08:49:37 GMT")], 200),
    # Range
    ("last position Int.max + 1", CSS, [("Range", f"bytes=0-{INT_MAX_PLUS_ONE}")], 206),
    ("last position UInt64.max", CSS, [("Range", f"bytes=3-{UINT64_MAX}")], 206),
    ("last position of 40 digits", CSS, [("Range", f"bytes=0-{FORTY_DIGITS}")], 206),
    ("first position Int.max", CSS, [("Range", f"bytes={INT_MAX}-")], 416),
    ("first position UInt64.max", CSS, [("Range", f"bytes={UINT64_MAX}-")], 416),
    ("first position of 40 digits", CSS, [("Range", f"bytes={FORTY_DIGITS}-{FORTY_DIGITS}")], 416),
    ("both positions Int.max", CSS, [("Range", f"bytes={INT_MAX}-{INT_MAX}")], 416),
    ("suffix Int.max", CSS, [("Range", f"bytes=-{INT_MAX}")], 206),
    ("suffix of Int.min's digits", CSS, [("Range", f"bytes=-{INT_MAX_PLUS_ONE}")], 206),
    ("suffix UInt64.max", CSS, [("Range", f"bytes=-{UINT64_MAX}")], 206),
    ("suffix of 40 digits", CSS, [("Range", f"bytes=-{FORTY_DIGITS}")], 206),
    ("Int.min as a position", CSS, [("Range", f"bytes=-{INT_MAX_PLUS_ONE}-0")], 200),
    ("a negative last position", CSS, [("Range", "bytes=0--1")], 200),
    ("a signed position", CSS, [("Range", "bytes=+1-2")], 200),
    ("last before first, both huge", CSS, [("Range", f"bytes={FORTY_DIGITS}-{INT_MAX}")], 200),
    ("an empty Range", CSS, [("Range", "")], 200),
    ("a repeated Range", CSS, [("Range", "bytes=0-0"), ("Range", "bytes=1-1")], 200),
    ("two ranges, one at Int.max", CSS, [("Range", f"bytes=0-0,{INT_MAX}-")], 200),
    ("a range on a page (live reload: no ranges)", "/", [("Range", f"bytes=0-{INT_MAX}")], 200),
    # If-Range
    ("an empty If-Range", CSS, [("Range", "bytes=0-0"), ("If-Range", "")], 200),
    ("If-Range in year -2147483648", CSS,
     [("Range", "bytes=0-0"), ("If-Range", "Sun, 06 Nov -2147483648 08:49:37 GMT")], 200),
    ("a repeated If-Range, both the file's tag", CSS,
     [("Range", "bytes=0-0"), ("If-Range", "{etag}"), ("If-Range", "{etag}")], 200),
    ("If-Range with the file's tag", CSS, [("Range", "bytes=0-0"), ("If-Range", "{etag}")], 206),
    # If-Modified-Since
    ("year 2147483648", CSS, [("If-Modified-Since", "Sun, 06 Nov 2147483648 08:49:37 GMT")], 200),
    ("year Int.max", CSS, [("If-Modified-Since", f"Sun, 06 Nov {INT_MAX} 08:49:37 GMT")], 200),
    ("year of 40 digits", CSS, [("If-Modified-Since", f"Sun, 06 Nov {FORTY_DIGITS} 08:49:37 GMT")], 200),
    ("day Int.max", CSS, [("If-Modified-Since", f"Sun, {INT_MAX} Nov 1994 08:49:37 GMT")], 200),
    ("second Int.min", CSS, [("If-Modified-Since", f"Sun, 06 Nov 1994 08:49:-{INT_MAX_PLUS_ONE} GMT")], 200),
    ("year 0", CSS, [("If-Modified-Since", "Sat, 01 Jan 0000 00:00:00 GMT")], 200),
    ("a leap second", CSS, [("If-Modified-Since", "Sat, 31 Dec 2016 23:59:60 GMT")], 200),
    ("the last second of 9999", CSS, [("If-Modified-Since", FAR_FUTURE)], 304),
    ("a leap second at the end of 9999", CSS, [("If-Modified-Since", "Fri, 31 Dec 9999 23:59:60 GMT")], 304),
    ("second 61", CSS, [("If-Modified-Since", "Fri, 31 Dec 9999 23:59:61 GMT")], 200),
    ("hour 24", CSS, [("If-Modified-Since", "Fri, 31 Dec 9999 24:00:00 GMT")], 200),
    ("30 February", CSS, [("If-Modified-Since", "Thu, 30 Feb 9999 00:00:00 GMT")], 200),
    ("an empty If-Modified-Since", CSS, [("If-Modified-Since", "")], 200),
    ("a repeated If-Modified-Since", CSS, [("If-Modified-Since", FAR_FUTURE), ("If-Modified-Since", FAR_FUTURE)], 200),
    # If-None-Match
    ("an empty If-None-Match", CSS, [("If-None-Match", "")], 200),
    ("If-None-Match repeated, the second the file's tag", CSS,
     [("If-None-Match", f'"{FORTY_DIGITS}"'), ("If-None-Match", "{etag}")], 304),
    ("If-None-Match repeated, neither the file's tag", CSS,
     [("If-None-Match", f'"{INT_MAX}"'), ("If-None-Match", 'W/"')], 200),
    # The path and its percent escapes
    ("a lone percent sign", "/%", [], 400),
    ("a truncated escape", CSS + "%2", [], 400),
    ("an escape that is not UTF-8", "/%ff%fe", [], 400),
    ("an escaped NUL", "/%00", [], 400),
    ("escaped dots", "/%2e%2e/%2e%2e/etc/passwd", [], 400),
    ("raw dots", "/../../etc/passwd", [], 400),
    ("an escaped letter", "/assets/%73tyle.css", [], 200),
    ("a 40-digit name", "/" + FORTY_DIGITS, [], 404),
    ("a 40-digit query", f"{CSS}?{FORTY_DIGITS}={INT_MAX}", [], 200),
    ("a name longer than any file system allows", "/" + "a" * 5000, [], 404),
]


def raw_request(port, path, headers, method="GET"):
    """Sends the request exactly as written; returns (status, headers, body)."""
    lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{port}", "Connection: close"]
    lines += [f"{name}: {value}" if value else f"{name}:" for name, value in headers]
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
        response = http.client.HTTPResponse(sock, method=method)
        response.begin()
        return response.status, response.headers, response.read()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    root = tmp_path_factory.mktemp("boundaries")
    shutil.copytree(f"{REPOSITORY}/Content", root / "Content")
    shutil.copytree(f"{REPOSITORY}/Templates", root / "Templates")
    process = ServeProcess(
        root, ["--host", "127.0.0.1", "--port", "0", "--offline", "--now", "2026-11-21T12:00:00Z"],
        start_timeout=180)
    process.port = int(process.url.rsplit(":", 1)[1].rstrip("/"))
    yield process
    process.kill()


@pytest.mark.parametrize("label, path, headers, status", ROWS, ids=[row[0] for row in ROWS])
def test_the_server_answers_as_rfc_9110_asks_and_goes_on(server, label, path, headers, status):
    _, css_headers, css = raw_request(server.port, CSS, [])
    headers = [(name, value.replace("{etag}", css_headers["ETag"])) for name, value in headers]

    answer, answer_headers, body = raw_request(server.port, path, headers)

    assert answer == status, f"{label}: {answer} {body[:200]!r}"
    if answer == 206:
        first, last, size = map(int, re.fullmatch(r"bytes (\d+)-(\d+)/(\d+)", answer_headers["Content-Range"]).groups())
        assert size == len(css) and body == css[first:last + 1]
    elif answer == 416:
        assert answer_headers["Content-Range"] == f"bytes */{len(css)}"
    elif answer == 304:
        assert body == b""
    elif answer == 200 and path.split("?")[0] == CSS:
        assert answer_headers["Content-Range"] is None and body == css
    after, _, home = raw_request(server.port, "/", [])
    assert after == 200 and b"<html" in home, f"after {label} the server answers {after}"
    assert server.process.poll() is None, "the server exited:\n" + "\n".join(server.output[-50:])
