"""The intake's tests share the demo's content, copied per test, a fresh state folder, and the
demo built once and served, for the pages that link it."""
import sys

import pytest

from intake_process import DEMO, REPOSITORY, IntakeProcess, build_site, demo_copy


@pytest.fixture
def intake(tmp_path):
    """`marginalia intake --min-age 0` over a copy of the demo (the tests send the preview back
    at once), stopped at the end; more arguments through `intake.start(...)`."""
    started = []

    def start(*arguments, language=None, min_age="0"):
        content = demo_copy(tmp_path / f"site-{len(started)}", language=language)
        process = IntakeProcess(content, tmp_path / f"state-{len(started)}", ["--min-age", min_age, *arguments])
        started.append(process)
        return process

    yield start
    for process in started:
        process.kill()


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The demo built and served (Tests/web's static server): the site the intake's pages link,
    and whose folder copies of those pages are opened from, each test file in a folder of its own.
    Returns its URL and its output folder."""
    sys.path.insert(0, f"{REPOSITORY}/Tests/web")
    from support.servers import SiteServer
    output = build_site(DEMO, tmp_path_factory.mktemp("site") / "Output")
    server = SiteServer(output)
    yield server.url, output
    server.stop()
