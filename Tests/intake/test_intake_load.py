"""`marginalia intake` under load, as a public server meets it: 50 clients confirming 2,000
comments at once (every 303 is exactly one queue file), a flood from one /24 while another
network comments (the flood is refused, the comment's confirmation stays fast), and 1,000,000
distinct addresses each sending one request (the server's memory stays flat: the rate limits'
tables are bounded). Each client sends its own address as X-Forwarded-For through the trusted
proxy 127.0.0.1, so that every comment comes from a network of its own.

MARGINALIA_INTAKE_COMMENTS (2000), MARGINALIA_INTAKE_CLIENTS (50) and MARGINALIA_INTAKE_ADDRESSES
(1000000) set the sizes."""
import os
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from intake_process import Client, queue_entries

COMMENTS = int(os.environ.get("MARGINALIA_INTAKE_COMMENTS", "2000"))
CLIENTS = int(os.environ.get("MARGINALIA_INTAKE_CLIENTS", "50"))
ADDRESSES = int(os.environ.get("MARGINALIA_INTAKE_ADDRESSES", "1000000"))
TRUSTED = ("--trusted-proxy", "127.0.0.1/32")


def address(number):
    """The address of comment `number`: one /24 each."""
    return f"10.{number // 256 % 256}.{number % 256}.1"


def previews(server, count):
    """`count` previews, each of its own body from its own network, by CLIENTS clients; returns the
    confirmations' fields by comment number."""
    def preview(numbers):
        fields = {}
        for number in numbers:
            client = Client(server, forwarded_for=address(number))
            status, page, hidden = client.preview(body=f"Comment number {number} under load")
            assert status == 200, page[-500:]
            fields[number] = hidden
            client.close()
        return fields
    shares = [range(start, count, CLIENTS) for start in range(CLIENTS)]
    with ThreadPoolExecutor(CLIENTS) as pool:
        return {number: hidden for part in pool.map(preview, shares) for number, hidden in part.items()}


def confirm_all(server, fields, on_answer=lambda number, status: None):
    """Confirms every preview of `fields`, CLIENTS at once; returns {number: status} of those that
    were answered (a connection the server dropped has no answer)."""
    answers = {}
    lock = threading.Lock()

    def confirm(numbers):
        for number in numbers:
            try:
                status, _, _ = Client(server, forwarded_for=address(number)).confirm(fields[number])
            except (ConnectionError, OSError):
                return
            with lock:
                answers[number] = status
            on_answer(number, status)

    numbers = sorted(fields)
    with ThreadPoolExecutor(CLIENTS) as pool:
        list(pool.map(confirm, [numbers[start::CLIENTS] for start in range(CLIENTS)]))
    return answers


def number_of(entry):
    return int(entry["comment"]["body"].split()[2])


def test_fifty_clients_confirm_two_thousand_comments_each_queued_once(intake):
    server = intake(*TRUSTED)
    fields = previews(server, COMMENTS)
    answers = confirm_all(server, fields)
    assert sorted(answers.values()) == [303] * COMMENTS
    entries = queue_entries(server.state)
    assert sorted(number_of(entry) for entry in entries.values()) == list(range(COMMENTS))
    assert not [name for name in server.pending() if not name.endswith(".json")], "no temporary file is left"


def test_a_kill_during_the_load_loses_no_answered_comment(intake):
    server = intake(*TRUSTED)
    fields = previews(server, COMMENTS)
    answered = threading.Event()
    count = [0]

    def on_answer(number, status):
        count[0] += 1
        if count[0] == COMMENTS // 4:
            answered.set()

    killer = threading.Thread(target=lambda: (answered.wait(), server.process.kill()))
    killer.start()
    answers = confirm_all(server, fields, on_answer)
    killer.join()
    server.process.wait()
    confirmed = {number for number, status in answers.items() if status == 303}
    assert COMMENTS // 4 <= len(confirmed) < COMMENTS, "the kill came during the load"

    server.restart()
    entries = queue_entries(server.state)  # each file parses
    queued = {number_of(entry) for entry in entries.values()}
    assert confirmed <= queued, f"answered but not queued: {sorted(confirmed - queued)[:10]}"
    assert queued <= set(fields), "nothing but the previews' comments is queued"
    assert all(name.endswith(".json") for name in server.pending()), "the restart removed every temporary file"


def test_a_flood_from_one_network_is_refused_while_another_comments_quickly(intake):
    """Four connections send 10,000 previews from one /24; while they run, comments from other
    networks are previewed and confirmed one after another, and each confirmation is timed."""
    server = intake(*TRUSTED)
    flood_statuses = []
    lock = threading.Lock()

    def flood():
        client = Client(server, forwarded_for="10.250.250.9")
        while True:
            with lock:
                if len(flood_statuses) >= 10_000:
                    return
            status, _, _ = client.request("POST", "preview", {"post": "x", "name": "spam", "body": "spam"})
            with lock:
                flood_statuses.append(status)

    flooders = [threading.Thread(target=flood) for _ in range(4)]
    for thread in flooders:
        thread.start()
    latencies = []
    number = 0
    # At least 100 confirmations, all while the flood runs (the last one's end is checked below).
    while number < 100 or flooders[0].is_alive():
        client = Client(server, forwarded_for=address(number))
        _, _, hidden = client.preview(body=f"A comment beside the flood {number}")
        started = time.perf_counter()
        status, _, _ = client.confirm(hidden)
        latencies.append(time.perf_counter() - started)
        assert status == 303
        client.close()
        number += 1
        if number >= 100 and not any(thread.is_alive() for thread in flooders):
            break
    flood_was_running = len(flood_statuses) < 10_000 or number > 100
    for thread in flooders:
        thread.join()
    latencies.sort()
    p99 = latencies[int(len(latencies) * 0.99) - 1]
    refused = flood_statuses.count(429)
    print(f"flood: {len(flood_statuses)} requests from one /24, {refused} refused with 429; "
          f"{len(latencies)} confirmations beside it: median {latencies[len(latencies) // 2] * 1000:.1f} ms, "
          f"p99 {p99 * 1000:.1f} ms")
    assert flood_was_running, "the comments were timed while the flood ran"
    assert refused >= len(flood_statuses) - 20, "all but the first previews of the minute are refused"
    assert p99 < 0.1, f"p99 {p99 * 1000:.1f} ms"


def address_of(number):
    """A distinct network for each number: an IPv4 /24 for even numbers, an IPv6 /48 (in
    fd00::/8) for odd ones."""
    if number % 2:
        return "fd%02x:%x:%x::1" % ((number >> 32) & 0xFF, (number >> 16) & 0xFFFF, number & 0xFFFF)
    return "%d.%d.%d.1" % (11 + (number >> 16) % 200, (number >> 8) & 255, number & 255)


def send_from_addresses(port, path, first, count, connections=8, batch=200):
    """Sends `count` confirmations as text/plain, each from the address of its number (from
    `first` on), pipelined `batch` at a time over `connections` connections; each is refused
    with 415 before its body is read. Waits for every answer."""
    def request(number):
        return (f"POST {path}confirm HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n"
                f"X-Forwarded-For: {address_of(number)}\r\nContent-Length: 1\r\n\r\nx").encode()

    def connection(start, share):
        with socket.create_connection(("127.0.0.1", port), timeout=120) as sock:
            sent = 0
            while sent < share:
                size = min(batch, share - sent)
                sock.sendall(b"".join(request(start + sent + index) for index in range(size)))
                sent += size
                answers = b""
                while answers.count(b"HTTP/1.1 ") < size:
                    chunk = sock.recv(1 << 20)
                    assert chunk, "the server closed the connection"
                    answers += chunk
                assert answers.count(b"HTTP/1.1 415 ") == size, answers[:300]

    share = count // connections
    threads = [threading.Thread(target=connection, args=(first + index * share, share))
               for index in range(connections)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return share * connections


def resident_kilobytes(pid):
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def test_a_million_addresses_leave_the_memory_flat(intake):
    server = intake(*TRUSTED)
    per_quarter = ADDRESSES // 4
    samples, sent = [], 0
    for _ in range(4):
        sent += send_from_addresses(server.port, server.path, sent, per_quarter)
        samples.append(resident_kilobytes(server.pid))
    assert server.process.poll() is None, "the server is still running"
    print(f"{sent} addresses: resident memory after each quarter (MiB): {[s // 1024 for s in samples]}")
    growth = samples[-1] - samples[0]
    assert growth < 32 * 1024, f"memory grew by {growth // 1024} MiB after the first quarter: {samples}"
