"""HTTP servers on 127.0.0.1 for the web checks: built sites, and avatar images for the build."""
import hashlib
import socket
import struct
import threading
import time
import zlib
from functools import partial
from http.server import SimpleHTTPRequestHandler, BaseHTTPRequestHandler, ThreadingHTTPServer


def png(seed, size=64):
    """A small PNG: a diagonal two-colour gradient picked from `seed`."""
    digest = hashlib.sha256(seed.encode()).digest()
    a, b = digest[:3], digest[3:6]
    rows = []
    for y in range(size):
        row = bytearray(b"\x00")
        for x in range(size):
            t = (x + y) / (2 * size - 2)
            row += bytes(int(a[i] * (1 - t) + b[i] * t) for i in range(3))
        rows.append(bytes(row))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows))) + chunk(b"IEND", b"")


GIF = bytes.fromhex("47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b")


class _Server:
    def __init__(self, handler):
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


class _QuietFiles(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class SiteServer(_Server):
    """Serves a built site's folder, as any static host would."""
    def __init__(self, root):
        super().__init__(partial(_QuietFiles, directory=str(root)))


class AvatarServer(_Server):
    """Images for avatars, and the ways a remote image can be wrong. Counts requests by path.

    /avatars/<any>.png  a PNG                    /wrong/html       text/html
    /wrong/svg          image/svg+xml            /wrong/liar.png   image/png that is HTML
    /wrong/big.png      a 2 MB image/png         /wrong/missing    404
    /gif                a GIF
    """
    def __init__(self, delay=0.0):
        self.requests = []
        self.delay = delay
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                server.requests.append(self.path)
                if server.delay:
                    time.sleep(server.delay)
                status, kind, body = server.answer(self.path)
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", kind)
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass
        super().__init__(Handler)

    def answer(self, path):
        if path.startswith("/avatars/"):
            return 200, "image/png", png(path)
        return {
            "/gif": (200, "image/gif", GIF),
            "/wrong/html": (200, "text/html; charset=utf-8", b"<!doctype html><p>not an image"),
            "/wrong/svg": (200, "image/svg+xml", b"<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"),
            "/wrong/liar.png": (200, "image/png", b"<!doctype html><script>alert(1)</script>"),
            "/wrong/big.png": (200, "image/png", b"\x89PNG\r\n\x1a\n" + bytes(2_000_000)),
        }.get(path, (404, "text/plain", b"not found"))


class ClosingServer:
    """A host that accepts connections and closes them at once (a broken server). Counts them."""
    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.connections = 0
        self.running = True
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self):
        while self.running:
            try:
                connection, _ = self.sock.accept()
            except OSError:
                return
            self.connections += 1
            connection.close()

    def stop(self):
        self.running = False
        self.sock.close()
