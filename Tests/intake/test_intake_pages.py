"""The intake's pages in every language the bundled theme ships (one per Templates/locales/*.json):
the reply page, the preview, the note that a comment arrived, a refusal that keeps the form (no
name: 422) and the refusal for an unknown post (404). Each answers with its status; all of them, in
all languages, pass the Nu HTML Checker without a message in one run; axe-core finds no violation
on any; none in another language than English holds a text of the English pack
(Tests/web/support/english_words.py says how that is told); Arabic and Hebrew run right to left.

How the pages are fetched and shown, faithfully: `marginalia intake` links the site at its baseURL
(the stylesheet at <baseURL>assets/style.css), as on a real host where the site and the intake sit
side by side. So the demo is built once and served on 127.0.0.1 (the site), and each language's
copy of the demo has its baseURL pointed there before its intake starts; the pages are fetched from
the intake over HTTP and written, byte for byte, into the served site's folder, so that Chromium
opens them on the site's origin with the site's real stylesheet (checked to have loaded) under the
pages' own Content-Security-Policy. (The POST pages cannot be opened again by address, hence the
copies.) The intakes are started here rather than through conftest's function-scoped `intake`
fixture, because the Nu checker runs once over the pages of every language.
"""
import json
import re
import sys
from pathlib import Path

import html5lib
import pytest

from intake_process import (BUSIEST_POST, DEMO, REPOSITORY, Client, IntakeProcess, demo_copy,
                            suite_module, with_base_url)

sys.path.insert(0, str(Path(REPOSITORY) / "Tests" / "web"))
from support.browser import Browser  # noqa: E402
from support.english_words import demo_texts, english_patterns, page_texts  # noqa: E402
from test_accessibility import page_violations  # noqa: E402
from test_html_validity import nu_messages, readable  # noqa: E402

shipped = suite_module("web", "test_shipped_languages")
LANGUAGES, LOCALES = shipped.LANGUAGES, shipped.LOCALES
RIGHT_TO_LEFT = {"ar", "he"}
PARENT = "c101"
NAME = "Ada Lovelace"
BODY = "Lorem *ipsum* dolor sit amet."
# Each page of the flow and the status it answers with.
STATUSES = {"reply": 200, "preview": 200, "received": 200, "refused-no-name": 422, "unknown-post": 404}
STYLESHEET_LOADED = """
return [...document.styleSheets].some(sheet => sheet.href && sheet.href.endsWith('/assets/style.css')
                                       && sheet.cssRules.length > 0);
"""


def fetch_pages(intake):
    """The intake's pages for one language: {page: (status, HTML)}, and the received Location."""
    client = Client(intake)
    pages = {}
    try:
        status, _, page = client.request("GET", f"reply?post={BUSIEST_POST}&parent={PARENT}")
        pages["reply"] = status, page
        status, page, fields = client.preview(name=NAME, body=BODY)
        pages["preview"] = status, page
        status, headers, _ = client.confirm(fields)
        location = headers.get("Location", "")
        assert status == 303 and location.startswith(intake.path), (status, headers)
        status, _, page = client.request("GET", location[len(intake.path):])
        pages["received"] = status, page
        status, page, _ = client.preview(name="", body=BODY)
        pages["refused-no-name"] = status, page
        status, page, _ = client.preview(post="no-such-post", name=NAME, body=BODY)
        pages["unknown-post"] = status, page
    finally:
        client.close()
    return pages, location


@pytest.fixture(scope="module")
def intake_pages(site, tmp_path_factory):
    """For each shipped language, `marginalia intake --min-age 0` over a copy of the demo in that
    language (its baseURL the served site), asked for each page of STATUSES, then stopped.
    Returns {(language, page): (status, file)}, every page written to the site's intake/ folder,
    and the received pages' Locations."""
    url, output = site
    folder = output / "intake"
    folder.mkdir()
    root = tmp_path_factory.mktemp("intakes")
    found, locations = {}, {}
    for language in LANGUAGES:
        content = with_base_url(demo_copy(root / language, language=language), url + "/")
        intake = IntakeProcess(content, root / language / "state", ["--min-age", "0"])
        try:
            pages, locations[language] = fetch_pages(intake)
        finally:
            intake.kill()
        for page, (status, text) in pages.items():
            path = folder / f"{page}-{language}.html"
            path.write_text(text, encoding="utf-8")
            found[(language, page)] = status, path
    return found, locations


def parse(path):
    return html5lib.parse(path.read_bytes(), treebuilder="etree", namespaceHTMLElements=False)


def test_the_theme_ships_the_languages_of_the_issue():
    assert len(LANGUAGES) == 17 and "en" in LANGUAGES and RIGHT_TO_LEFT <= set(LANGUAGES), LANGUAGES


def test_the_parent_is_a_comment_of_the_post():
    comments = json.loads((DEMO / "comments" / f"{BUSIEST_POST}.json").read_text(encoding="utf-8"))
    assert PARENT in [comment["id"] for comment in comments]


def test_every_page_answers_with_its_status(intake_pages):
    pages, locations = intake_pages
    statuses = {key: status for key, (status, _) in pages.items()}
    assert statuses == {(language, page): status for language in LANGUAGES for page, status in STATUSES.items()}
    assert set(locations.values()) == {f"/comments/received?post={BUSIEST_POST}"}


def test_every_page_shows_what_it_is_for(intake_pages):
    """The reply page shows the comment it answers and the form to answer it; the preview shows
    the rendered Markdown and the button that sends it; the refusal keeps what was typed."""
    pages, _ = intake_pages
    problems = []
    for (language, page), (_, path) in sorted(pages.items()):
        text = path.read_text(encoding="utf-8")
        expected = {
            "reply": [f'<article id="comment-{PARENT}"', '<form id="comment-form"',
                      f'<input type="hidden" name="parent" value="{PARENT}">'],
            "preview": ["<p>Lorem <em>ipsum</em> dolor sit amet.</p>", '<form class="confirmation"',
                        '<form id="comment-form"'],
            "received": ['<p class="notice">'],
            "refused-no-name": ['role="alert"', f'dir="auto">{BODY}</textarea>'],
            "unknown-post": ['role="alert"'],
        }[page]
        problems += [f"{path.name}: no {piece!r}" for piece in expected if piece not in text]
    assert problems == [], "\n".join(problems)


def test_every_page_passes_the_nu_checker(intake_pages):
    """One run of the checker over the pages of every language."""
    pages, _ = intake_pages
    files = sorted(path for _, path in pages.values())
    assert len(files) == len(LANGUAGES) * len(STATUSES)
    messages, result = nu_messages(files)
    assert result.returncode == 0 or messages, result.stderr
    assert messages == [], readable(messages)


def test_every_page_has_no_axe_violations(site, intake_pages):
    """Light mode for every language, and dark mode too in English and Arabic, each page opened
    on the site's origin with the site's stylesheet."""
    url, output = site
    pages, _ = intake_pages
    browser = Browser()
    found, unstyled = {}, []
    try:
        for scheme in ("light", "dark"):
            browser.emulate(scheme=scheme)
            for (language, page), (_, path) in sorted(pages.items()):
                if scheme == "dark" and language not in ("en", "ar"):
                    continue
                driver = browser.visit(f"{url}/{path.relative_to(output).as_posix()}")
                if not driver.execute_script(STYLESHEET_LOADED):
                    unstyled.append(path.name)
                problems, axe = page_violations(driver)
                if problems:
                    found[f"{path.name} ({scheme})"] = axe.report(problems)
    finally:
        browser.quit()
    assert unstyled == [], "the site's stylesheet did not load on these pages"
    assert found == {}, "\n".join(f"{page}:\n{report}" for page, report in found.items())


def test_no_page_in_another_language_holds_an_english_message(intake_pages):
    """Each text is held to the pack of its own language (the page's `lang`)."""
    pages, _ = intake_pages
    demo = demo_texts(DEMO)
    patterns, found, checked = {}, [], {}
    for (language, page), (_, path) in sorted(pages.items()):
        if language == "en":
            continue
        for text_language, words, shown in page_texts(path, demo, language):
            checked[language] = checked.get(language, 0) + 1
            if text_language not in patterns:
                patterns[text_language] = english_patterns(LOCALES, text_language)
            found += [f"{path.name} ({text_language}): {match.group(0)!r} in {shown!r}"
                      for pattern in patterns[text_language] for match in [re.search(pattern, words)] if match]
    assert set(checked) == set(LANGUAGES) - {"en"} and min(checked.values()) > 50, checked
    assert all(len(patterns[language]) > 40 for language in checked), {k: len(v) for k, v in patterns.items()}
    assert found == [], "\n".join(found)


def test_each_page_is_in_its_language_and_arabic_and_hebrew_run_right_to_left(intake_pages):
    pages, _ = intake_pages
    seen = {}
    for (language, page), (_, path) in sorted(pages.items()):
        root = parse(path)
        seen[path.name] = root.get("lang"), root.get("dir")
    expected = {f"{page}-{language}.html": (language, "rtl" if language in RIGHT_TO_LEFT else None)
                for language in LANGUAGES for page in STATUSES}
    assert seen == expected
