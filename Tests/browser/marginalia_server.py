"""`marginalia serve` run as a child process for the browser tests."""
from marginalia_process import ServeProcess


class Server(ServeProcess):
    """`marginalia serve --port 0` in a site folder, with its output collected line by line."""

    def __init__(self, root, port=0):
        super().__init__(root, ["--port", str(port)])
