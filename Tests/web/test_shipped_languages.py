"""The demo in every language the bundled theme ships (one per Templates/locales/*.json): each of
its pages, and each post's thread.html inside a blog's page, passes the Nu HTML Checker in one run
per language, axe-core finds no violation on any of them, and none of them nor any feed holds a
text of the English pack (support/english_words.py says how that is told)."""
import json
import re
import shutil

import pytest

from conftest import REPO, Site, load_fixtures, served
from support.english_words import demo_texts, english_patterns, page_texts
from test_accessibility import page_violations
from test_html_validity import nu_messages, readable

LOCALES = REPO / "Templates" / "locales"
LANGUAGES = sorted(path.stem for path in LOCALES.glob("*.json"))


def blog_page(language, fragment):
    """A blog's post page that includes a thread.html, as a blog built in `language` would."""
    return (f'<!doctype html><html lang="{language}"><head><meta charset="utf-8"><title>Blog</title>'
            '<link rel="stylesheet" href="../assets/marginalia-thread.css"></head>'
            f'<body><main><h1>Blog</h1>{fragment}</main></body></html>')


@pytest.fixture(scope="module", params=LANGUAGES)
def language_demo(request, marginalia, tmp_path_factory, servers):
    """The demo built with site.json's language set to one shipped language, served; each
    post's thread.html is also put in a blog page under embedded/."""
    language = request.param
    root = tmp_path_factory.mktemp(f"demo-{language}")
    content = root / "Content"
    shutil.copytree(REPO / "Content", content)
    config = json.loads((content / "site.json").read_text(encoding="utf-8"))
    config["language"] = language
    (content / "site.json").write_text(json.dumps(config), encoding="utf-8")
    output = root / "Output"
    marginalia(content, output)
    fixtures = load_fixtures(content)
    site = served(Site(content, output, config["baseURL"], fixtures=fixtures), servers)
    (output / "embedded").mkdir()
    for post_id in site.post_ids():
        fragment = (output / "posts" / post_id / "thread.html").read_text(encoding="utf-8")
        (output / "embedded" / f"{post_id}.html").write_text(blog_page(language, fragment), encoding="utf-8")
    return language, site


def test_the_theme_ships_the_languages_of_the_issue():
    """An empty locales/ would leave the tests below with nothing to check, and pass."""
    assert len(LANGUAGES) >= 17 and "en" in LANGUAGES, LANGUAGES


def test_no_page_or_feed_holds_an_english_message(language_demo):
    """Each text is held to the pack of its own language: the German post's pages and thread
    are German on a site in any language."""
    language, site = language_demo
    documents = site.pages() + sorted(site.output.rglob("*.xml"))
    assert len(list(site.output.rglob("feed.xml"))) == len(site.post_ids()) + 1
    demo = demo_texts(site.content)
    patterns = {}
    found, checked = [], 0
    for path in documents:
        for text_language, words, shown in page_texts(path, demo, language):
            checked += 1
            if text_language not in patterns:
                patterns[text_language] = english_patterns(LOCALES, text_language)
            found += [f"{path.relative_to(site.output)} ({text_language}): {match.group(0)!r} in {shown!r}"
                      for pattern in patterns[text_language] for match in [re.search(pattern, words)] if match]
    assert checked > 500 and (language == "en" or len(patterns[language]) > 40), (checked, patterns.get(language))
    assert found == [], "\n".join(found)


def test_every_page_passes_the_nu_checker(language_demo):
    language, site = language_demo
    pages = site.pages()
    assert len(pages) > 10 and len(list(site.output.glob("embedded/*.html"))) == len(site.post_ids())
    # A post with a language of its own (the demo's German one) keeps it on a site in any language.
    own = {post["id"]: post["language"] for post in json.loads((REPO / "Content" / "posts.json").read_text())
           if post.get("language")}

    def page_language(path):
        parts = path.relative_to(site.output).parts
        return own.get(parts[1], language) if parts[0] == "posts" else language

    assert own and all(f'<html lang="{page_language(path)}"' in path.read_text(encoding="utf-8") for path in pages)
    messages, result = nu_messages(pages)
    assert result.returncode == 0 or messages, result.stderr
    assert messages == [], readable(messages)


def test_every_page_has_no_axe_violations(language_demo, browser):
    """Light mode only: colours do not change with the language (test_accessibility.py checks
    both schemes). The pages are walked in one setting, axe put in each as it loads."""
    _, site = language_demo
    pages = [path.relative_to(site.output).as_posix() for path in site.pages()]
    assert len(pages) > 10 and sum(page.startswith("embedded/") for page in pages) == len(site.post_ids())
    browser.emulate(scheme="light")
    found = {}
    for page in pages:
        problems, axe = page_violations(browser.visit(f"{site.url}/{page}"))
        if problems:
            found[page] = axe.report(problems)
    assert found == {}, "\n".join(f"{page}:\n{report}" for page, report in found.items())
