"""`wrk` with hundreds of connections against `marginalia serve --no-watch`: no socket errors,
no statuses but 2xx/3xx and the intended 404s, and no growth in the server's open files.

MARGINALIA_LOAD_SECONDS (default 30) and MARGINALIA_LOAD_CONNECTIONS (default 400) set the run."""
import json
import os
import shutil
import subprocess
import tempfile

import pytest

from http_probe import get
from load_fixtures import generated_content, load_site, post_ids, static_server  # noqa: F401 (fixtures used by name)

SECONDS = int(os.environ.get("MARGINALIA_LOAD_SECONDS", "30"))
CONNECTIONS = int(os.environ.get("MARGINALIA_LOAD_CONNECTIONS", "400"))
MISSING = "/no-such-page/"
# Open files the server may hold after the run beyond those before it (timers, a file being
# read by a request that was still finishing): a leak of one per connection would be hundreds.
FD_SLACK = 8

# Requests go round the paths in turn; statuses are counted per thread and summed in done().
WRK_SCRIPT = """
paths = {%(paths)s}
local counter = 0
ok, notfound, other = 0, 0, 0
local threads = {}

function setup(thread) table.insert(threads, thread) end

function request()
  counter = counter + 1
  return wrk.format("GET", paths[(counter %% #paths) + 1])
end

function response(status, headers, body)
  if status >= 200 and status < 400 then ok = ok + 1
  elseif status == 404 then notfound = notfound + 1
  else other = other + 1 end
end

function done(summary, latency, requests)
  local counts = {ok = 0, notfound = 0, other = 0}
  for _, thread in ipairs(threads) do
    for key, _ in pairs(counts) do counts[key] = counts[key] + thread:get(key) end
  end
  io.write(string.format(
    'WRK-JSON {"requests": %%d, "duration_us": %%d, "bytes": %%d, "connect": %%d, "read": %%d, "write": %%d, ' ..
    '"status": %%d, "timeout": %%d, "p50_us": %%d, "p99_us": %%d, "max_us": %%d, "ok": %%d, "notfound": %%d, "other": %%d}\\n',
    summary.requests, summary.duration, summary.bytes, summary.errors.connect, summary.errors.read,
    summary.errors.write, summary.errors.status, summary.errors.timeout, latency:percentile(50),
    latency:percentile(99), latency.max, counts.ok, counts.notfound, counts.other))
end
"""


def site_paths(server):
    """Home, post pages, the theme's assets, the friends page, a feed, and one missing page; each
    checked once before the run (which also warms the server up)."""
    posts = post_ids(server.root)
    paths = ["/"] + [f"/posts/{post}/" for post in posts[:8]]
    paths += ["/assets/style.css", "/assets/relative-dates.js", "/assets/favicon.svg", "/friends/", "/feed.xml"]
    for path in paths:
        status, _ = get(server.port, path)
        assert status == 200, f"{path} answered {status} before the load"
    status, _ = get(server.port, MISSING)
    assert status == 404
    return paths + [MISSING]


def run_wrk(url, paths):
    wrk = shutil.which("wrk")
    if not wrk:
        pytest.fail("wrk is not installed: apt-get install wrk")
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(WRK_SCRIPT % {"paths": ", ".join(json.dumps(path) for path in paths)})
    try:
        result = subprocess.run(
            [wrk, "-t2", f"-c{CONNECTIONS}", f"-d{SECONDS}s", "--timeout", "10s", "--latency", "-s", script.name, url],
            capture_output=True, text=True, timeout=SECONDS + 60,
        )
    finally:
        os.unlink(script.name)
    assert result.returncode == 0, result.stdout + result.stderr
    line = next((line for line in result.stdout.splitlines() if line.startswith("WRK-JSON ")), None)
    assert line, result.stdout + result.stderr
    return json.loads(line[len("WRK-JSON "):]), result.stdout


def test_hundreds_of_connections_give_no_errors_and_leak_no_files(static_server):
    server = static_server
    paths = site_paths(server)
    files_before = server.open_files()
    memory_before = server.resident_kilobytes()

    figures, text = run_wrk(server.url, paths)

    server.assert_running()
    files_after = server.settled_open_files(files_before + FD_SLACK)
    memory_after = server.resident_kilobytes()
    rate = figures["requests"] / (figures["duration_us"] / 1e6)
    print(
        f"\nwrk -t2 -c{CONNECTIONS} -d{SECONDS}s over {len(paths)} paths: {figures['requests']} requests, "
        f"{rate:.0f} requests/s, p50 {figures['p50_us'] / 1000:.1f} ms, p99 {figures['p99_us'] / 1000:.1f} ms, "
        f"max {figures['max_us'] / 1000:.1f} ms; socket errors connect {figures['connect']} read {figures['read']} "
        f"write {figures['write']} timeout {figures['timeout']}; 2xx/3xx {figures['ok']}, 404 {figures['notfound']}, "
        f"other {figures['other']}; open files {files_before} before, {files_after} after; "
        f"RSS {memory_before // 1024} MB before, {memory_after // 1024} MB after"
    )
    assert figures["requests"] > 0, text
    for error in ("connect", "read", "write", "timeout"):
        assert figures[error] == 0, f"{figures[error]} {error} errors:\n{text}"
    assert figures["other"] == 0, text
    # Only the missing page answers 404: its share of the round is 1 in len(paths), give or take
    # the requests in flight when the run stopped.
    assert figures["notfound"] <= figures["requests"] // len(paths) + CONNECTIONS, text
    assert figures["ok"] + figures["notfound"] >= figures["requests"] - CONNECTIONS, text
    assert files_after <= files_before + FD_SLACK, f"open files grew from {files_before} to {files_after}"
