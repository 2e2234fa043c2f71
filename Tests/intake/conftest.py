"""The intake's tests share the demo's content, copied per test, and a fresh state folder."""
import pytest

from intake_process import IntakeProcess, demo_copy


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
