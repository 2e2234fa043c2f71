"""marginalia intake behind nginx, with the server block docs/taking-comments.md gives, run as
written but for its addresses and paths: the built site and the intake on one TLS host, the form
through nginx, and the rate limit counting the address nginx appends to `X-Forwarded-For`, never
one a reader wrote there. And without a trusted proxy, a reader's `X-Forwarded-For` is ignored.

nginx runs as a foreground child with its own prefix, config and certificate in the test's tmp
folder, on a free loopback port; it needs no root (as root, its workers run as root so that they
can read that folder)."""
import http.client
import os
import re
import shutil
import socket
import ssl
import subprocess
from pathlib import Path

import pytest
from intake_process import BUSIEST_POST, TEMPLATES, Client, demo_copy, queue_entries
from marginalia_process import REPOSITORY, marginalia_binary
from waiting import HANG_LIMIT, wait_until

DOCS = Path(REPOSITORY) / "docs" / "taking-comments.md"
POST_PAGE = f"/posts/{BUSIEST_POST}/"
FORGED = "203.0.113.7"  # TEST-NET-3: what a reader might write into X-Forwarded-For
HELD = "Your comment is held for review"


def documented_server_block():
    """The one ```nginx block of docs/taking-comments.md."""
    blocks = re.findall(r"```nginx\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 1, f"{DOCS} should hold exactly one nginx block, not {len(blocks)}"
    return blocks[0]


def replace_once(text, old, new):
    assert text.count(old) == 1, f"the documented nginx block should hold {old!r} once:\n{text}"
    return text.replace(old, new)


def free_loopback_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Nginx:
    """nginx in the foreground with the documented server block, its site root, certificate,
    listening port and upstream replaced; ready once its pid file is written, which nginx does
    after it has bound its listening socket."""

    def __init__(self, folder, site, upstream_port):
        nginx = shutil.which("nginx") or ("/usr/sbin/nginx" if os.access("/usr/sbin/nginx", os.X_OK) else None)
        if not nginx:
            pytest.fail("nginx is not installed: apt-get install nginx")
        self.folder = Path(folder)
        self.folder.mkdir()
        self.certificate, key = self.folder / "cert.pem", self.folder / "key.pem"
        made = subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
             "-keyout", str(key), "-out", str(self.certificate), "-days", "2", "-subj", "/CN=127.0.0.1",
             "-addext", "subjectAltName=IP:127.0.0.1"],
            capture_output=True, text=True, timeout=HANG_LIMIT)
        assert made.returncode == 0, made.stderr
        self.port = free_loopback_port()
        block = documented_server_block()
        block = replace_once(block, "listen 443 ssl;", f"listen 127.0.0.1:{self.port} ssl;")
        live = "/etc/letsencrypt/live/comments.example.org"
        block = replace_once(block, f"ssl_certificate {live}/fullchain.pem;", f"ssl_certificate {self.certificate};")
        block = replace_once(block, f"ssl_certificate_key {live}/privkey.pem;", f"ssl_certificate_key {key};")
        block = replace_once(block, "root /srv/site/Output;", f"root {site};")
        block = replace_once(block, "proxy_pass http://127.0.0.1:8080;", f"proxy_pass http://127.0.0.1:{upstream_port};")
        temporary = "\n".join(f"    {kind}_temp_path {self.folder / kind};"
                              for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
        config = self.folder / "nginx.conf"
        config.write_text(
            ("user root;\n" if os.geteuid() == 0 else "")
            + "worker_processes 1;\nevents { worker_connections 64; }\nhttp {\n"
            + f"    access_log {self.folder / 'access.log'};\n{temporary}\n"
            + "    types { text/html html; text/css css; text/javascript js; image/svg+xml svg; }\n"
            + block + "}\n", encoding="utf-8")
        self.pid_file, self.error_log = self.folder / "nginx.pid", self.folder / "error.log"
        self.process = subprocess.Popen(
            [nginx, "-p", str(self.folder), "-c", str(config), "-e", str(self.error_log),
             "-g", f"daemon off; pid {self.pid_file}; error_log {self.error_log};"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            wait_until(self._started, "nginx's pid file")
        except BaseException:
            self.stop()
            raise

    def _started(self):
        if self.process.poll() is not None:
            raise AssertionError(f"nginx exited with {self.process.returncode}:\n{self.process.stdout.read()}\n{self.log()}")
        return self.pid_file.exists() and self.pid_file.read_text().strip().isdigit()

    def log(self):
        return self.error_log.read_text(errors="replace") if self.error_log.exists() else ""

    def connection(self, source="127.0.0.1"):
        """A keep-alive HTTPS connection to nginx from the loopback address `source`, checking
        nginx's certificate."""
        context = ssl.create_default_context(cafile=str(self.certificate))
        return http.client.HTTPSConnection("127.0.0.1", self.port, context=context, timeout=HANG_LIMIT,
                                           source_address=(source, 0))

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=HANG_LIMIT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=HANG_LIMIT)


class ThroughNginx(Client):
    """The intake's form client, speaking to nginx at `/comments/` from `source`; `forwarded_for`
    is the reader's own X-Forwarded-For, which nginx keeps and appends to."""

    path = "/comments/"

    def __init__(self, nginx, forwarded_for=None, source="127.0.0.1"):
        self.intake = self
        self.forwarded_for = forwarded_for
        self.connection = nginx.connection(source)

    def get(self, page):
        """GETs `page` (a path from the site's root); returns (status, headers, body)."""
        self.connection.request("GET", page)
        response = self.connection.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode("utf-8")


@pytest.fixture
def site_behind_nginx(intake, tmp_path):
    """The demo built into `Output/` and served by nginx, which passes `/comments/` to an intake
    trusting 127.0.0.1/32; yields (nginx, intake, the output folder)."""
    server = intake("--trusted-proxy", "127.0.0.1/32")
    content = demo_copy(tmp_path / "built")
    output = tmp_path / "Output"
    built = subprocess.run(
        [marginalia_binary(), "build", "--content", str(content), "--templates", str(TEMPLATES),
         "--output", str(output), "--offline", "--now", "2026-11-21T12:00:00Z"],
        capture_output=True, text=True, timeout=HANG_LIMIT)
    assert built.returncode == 0, built.stdout + built.stderr
    assert server.path == "/comments/", server.path
    nginx = Nginx(tmp_path / "nginx", output, server.port)
    yield nginx, server, output
    nginx.stop()


def comment_form_action(page):
    form = re.search(r'<form id="comment-form"[^>]*>', page)
    assert form, "no comment form on the page"
    return re.search(r'action="([^"]*)"', form.group(0)).group(1)


def send(client, body):
    """Previews `body` and confirms it; returns the confirmation's (status, headers, page)."""
    status, page, fields = client.preview(body=body)
    assert status == 200 and fields, page
    return client.confirm(fields)


def test_nginx_serves_the_built_page_with_the_comment_form(site_behind_nginx):
    nginx, _, output = site_behind_nginx
    client = ThroughNginx(nginx)
    status, headers, page = client.get(POST_PAGE)
    assert status == 200, nginx.log()
    assert headers["Content-Type"].startswith("text/html")
    assert page == (output / "posts" / BUSIEST_POST / "index.html").read_text(encoding="utf-8")
    assert comment_form_action(page) == "/comments/preview"
    client.close()


def test_a_comment_sent_through_nginx_is_queued_and_its_received_page_follows(site_behind_nginx):
    nginx, server, _ = site_behind_nginx
    client = ThroughNginx(nginx)
    status, page, fields = client.preview(body="Through *nginx*")
    assert status == 200 and "<em>nginx</em>" in page, page
    assert '<form class="confirmation"' in page and 'action="/comments/confirm"' in page
    status, headers, page = client.confirm(fields)
    assert status == 303, (headers, page, nginx.log())
    assert headers["Location"] == f"/comments/received?post={BUSIEST_POST}"
    status, _, page = client.get(headers["Location"])
    assert status == 200 and HELD in page, page
    entries = queue_entries(server.state)
    assert [entry["comment"]["body"] for entry in entries.values()] == ["Through *nginx*"]
    assert len(server.pending()) == 1
    client.close()


def test_the_rate_limit_counts_the_address_nginx_appends_not_a_forged_one(site_behind_nginx):
    nginx, server, _ = site_behind_nginx
    # Every request says it comes from FORGED; nginx appends 127.0.0.1, the address it saw.
    reader = ThroughNginx(nginx, forwarded_for=FORGED)
    answers = [send(reader, f"Forged comment number {number}") for number in range(1, 5)]
    assert [status for status, _, _ in answers] == [303, 303, 303, 429], [a[:2] for a in answers]
    _, headers, page = answers[3]
    assert 1 <= int(headers["Retry-After"]) <= 60, headers
    assert "Many comments came from your network" in page
    assert len(queue_entries(server.state)) == 3
    # Another reader, from another network (127.0.1.0/24), forging the same address: nginx
    # appends 127.0.1.1, so neither the forged address nor nginx's own is what was counted.
    other = ThroughNginx(nginx, forwarded_for=FORGED, source="127.0.1.1")
    status, headers, page = send(other, "From another network")
    assert status == 303, (headers, page)
    assert len(queue_entries(server.state)) == 4
    reader.close()
    other.close()


def test_without_a_trusted_proxy_a_forwarded_for_header_is_ignored(intake):
    server = intake()
    client = Client(server)
    statuses = []
    headers = {}
    # Four networks, one a request: were the header read, none would reach the limit.
    for number, forged in enumerate(["192.0.2.1", "198.51.100.1", "203.0.113.1", "2001:db8::1"], start=1):
        client.forwarded_for = forged
        status, headers, _ = send(client, f"Comment number {number}")
        statuses.append(status)
    assert statuses == [303, 303, 303, 429]
    assert 1 <= int(headers["Retry-After"]) <= 60, headers
    assert len(queue_entries(server.state)) == 3
    client.close()
