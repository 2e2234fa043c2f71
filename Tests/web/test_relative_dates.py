"""Relative dates stay true: the browser script recomputes them with the generator's own table,
gives the Swift text for every age, and the "as of" note shows only without scripts."""
import json
import re
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from lxml import html as lxml_html

from support.browser import Browser

REPO = Path(__file__).resolve().parents[2]
GOLDEN = REPO / "Tests" / "MarginaliaTests" / "Golden" / "relative-dates"
SCRIPT = REPO / "Templates" / "assets" / "relative-dates.js"


def iso(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def relative_texts(html_text):
    tree = lxml_html.fromstring(html_text.encode())
    return [(t.get("datetime"), t.text_content()) for t in tree.xpath("//time[@data-relative]")]


def test_the_script_is_small_self_contained_and_external(demo):
    source = SCRIPT.read_text(encoding="utf-8")
    assert len(source.encode()) < 2560
    assert not re.search(r"\b(import|require)\b", source)
    assert (demo.output / "assets" / "relative-dates.js").read_bytes() == SCRIPT.read_bytes()
    tree = lxml_html.fromstring(demo.page("posts/view-models-for-html/index.html").encode())
    scripts = tree.xpath("//script")
    assert [(s.get("src"), s.get("defer") is not None) for s in scripts if s.get("type") != "application/ld+json"] == \
        [("../../assets/relative-dates.js", True)]
    assert all(s.get("src") or s.get("type") == "application/ld+json" for s in scripts)


def test_the_site_ships_the_swift_rule_table(demo):
    shipped = json.loads((demo.output / "assets" / "relative-date-rules.json").read_text(encoding="utf-8"))
    assert shipped == json.loads((GOLDEN / "rules.json").read_text(encoding="utf-8"))


def test_the_script_gives_the_swift_text_for_every_age(demo, browser):
    """ages.json is written by the Swift test suite from RelativeDate.text (a golden file)."""
    table = json.loads((GOLDEN / "ages.json").read_text(encoding="utf-8"))
    rules = json.loads((demo.output / "assets" / "relative-date-rules.json").read_text(encoding="utf-8"))
    driver = browser.open(demo.url + "/")
    texts = driver.execute_script(
        "return arguments[0].map(age => window.marginaliaRelativeText(age, arguments[1]))",
        [row["age"] for row in table], rules)
    mismatches = [(row["age"], row["text"], js) for row, js in zip(table, texts) if row["text"] != js]
    assert len(table) > 50 and mismatches == []


@pytest.fixture(scope="module")
def month_old(marginalia, tmp_path_factory):
    """The demo built with --now a month before today, and again at a moment `now` (seconds)."""
    now = int(time.time())
    reference = datetime.fromtimestamp(now, timezone.utc)
    root = tmp_path_factory.mktemp("month-old")
    marginalia(REPO / "Content", root / "Old", now=iso(reference - timedelta(days=30)))
    marginalia(REPO / "Content", root / "Fresh", now=iso(reference))
    return root, now


@pytest.mark.parametrize("page", ["index.html", "posts/view-models-for-html/index.html",
                                  "posts/static-sites-deserve-comments/index.html",
                                  # In German, the post's own language: the script reads its data-rules file.
                                  "posts/logic-less-templates/index.html"])
def test_a_month_old_build_shows_todays_text_in_the_browser(month_old, browser, servers, page):
    from support.servers import SiteServer
    root, now = month_old
    server = SiteServer(root / "Old")
    servers.append(server)
    old = relative_texts((root / "Old" / page).read_text(encoding="utf-8"))
    fresh = relative_texts((root / "Fresh" / page).read_text(encoding="utf-8"))
    assert old != fresh, "a month should change some relative date"
    driver = browser.open(f"{server.url}/{page.replace('index.html', '')}", freeze_time_ms=now * 1000)
    shown = driver.execute_script(
        "return [...document.querySelectorAll('time[data-relative]')].map(t => [t.dateTime, t.textContent])")
    assert [tuple(row) for row in shown] == fresh
    assert driver.execute_script("return document.getElementById('dates-as-of').hidden") is True


def test_a_post_in_its_own_language_names_its_rules(demo):
    tree = lxml_html.fromstring(demo.page("posts/logic-less-templates/index.html").encode())
    assert tree.get("lang") == "de"
    [script] = tree.xpath("//script[@src]")
    assert script.get("data-rules") == "relative-date-rules.de.json"
    rules = json.loads((demo.output / "assets" / "relative-date-rules.de.json").read_text(encoding="utf-8"))
    assert rules and rules[-1]["other"] == "vor {n} Jahren"


def test_without_scripts_the_page_says_as_of_when(demo):
    plain = Browser(javascript=False)
    try:
        # open() returns once the page has loaded, which is after a deferred script would have run.
        driver = plain.open(demo.url + "/posts/view-models-for-html/")
        assert driver.execute_script("return typeof window.marginaliaRelativeText") == "undefined"
        note = driver.find_element("id", "dates-as-of")
        assert note.is_displayed()
        assert note.text == "Relative dates are as of Nov 21, 2026 at 1:00\u202fPM."
        shown = driver.execute_script(
            "return [...document.querySelectorAll('time[data-relative]')].map(t => [t.dateTime, t.textContent])")
        assert [tuple(row) for row in shown] == relative_texts(demo.page("posts/view-models-for-html/index.html"))
    finally:
        plain.quit()


def test_pages_without_relative_dates_have_no_script_and_no_note(demo):
    for page in ["friends/index.html", "404.html"]:
        text = demo.page(page)
        assert "relative-dates.js" not in text and "dates-as-of" not in text


def test_the_browsers_plural_choice_is_ours(demo, browser):
    """plural-categories.json is written by the Swift test suite from the CLDR rules the build
    uses (a golden file): Chromium's Intl.PluralRules must choose the same category for every
    count 0…200 in every shipped language, as the script relies on it."""
    expected = json.loads((GOLDEN / "plural-categories.json").read_text(encoding="utf-8"))
    driver = browser.open(demo.url + "/")
    chosen = driver.execute_script(
        "return Object.fromEntries(arguments[0].map(lang => [lang, "
        "[...Array(201).keys()].map(n => new Intl.PluralRules(lang).select(n))]))", sorted(expected))
    assert len(expected) >= 17 and chosen == expected


@pytest.mark.parametrize("language", ["ru", "ar", "ja", "de"])
def test_a_month_old_build_in_another_language_shows_todays_text(marginalia, tmp_path, browser, servers, language):
    """The demo in the site's language `language`, built a month before now: the script, with the
    language's rules and the browser's plural choice, writes what a build at now writes."""
    from support.servers import SiteServer
    import shutil
    content = tmp_path / "Content"
    shutil.copytree(REPO / "Content", content)
    site = json.loads((content / "site.json").read_text(encoding="utf-8"))
    site["language"] = language
    (content / "site.json").write_text(json.dumps(site), encoding="utf-8")
    now = int(time.time())
    reference = datetime.fromtimestamp(now, timezone.utc)
    marginalia(content, tmp_path / "Old", now=iso(reference - timedelta(days=30)))
    marginalia(content, tmp_path / "Fresh", now=iso(reference))
    server = SiteServer(tmp_path / "Old")
    servers.append(server)
    for page in ["index.html", "posts/view-models-for-html/index.html"]:
        old = relative_texts((tmp_path / "Old" / page).read_text(encoding="utf-8"))
        fresh = relative_texts((tmp_path / "Fresh" / page).read_text(encoding="utf-8"))
        assert old != fresh and all("ago" not in text for _, text in fresh), page
        driver = browser.open(f"{server.url}/{page.replace('index.html', '')}", freeze_time_ms=now * 1000)
        assert driver.execute_script("return document.documentElement.lang") == language
        shown = driver.execute_script(
            "return [...document.querySelectorAll('time[data-relative]')].map(t => [t.dateTime, t.textContent])")
        assert [tuple(row) for row in shown] == fresh, page
        assert driver.execute_script("return document.getElementById('dates-as-of').hidden") is True
