"""`marginalia serve` in headless Chromium: edits in Content/ and Templates/ reach an open page
with no action in the browser, errors show in the page, and nothing breaks the pages' CSP."""
import json
import os
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser_fixtures import browser, server, site  # noqa: F401 (fixtures used by name)
from marginalia_server import Server
from site_fixture import comment, p1_comments, save
from waiting import HANG_LIMIT

WAIT = HANG_LIMIT  # seconds: only bounds a hang; every wait is for what the page shows


def first_comment_text(browser):
    """The first comment's text, or "" while it is missing. Read in one script call: live reload
    replaces the page's content, so an element found in one call can be gone by the next."""
    return browser.execute_script(
        "const body = document.querySelector('#comment-c1 .body');"
        "return body ? body.innerText.trim() : '';"
    )


def overlay_text(browser):
    """The text of the build-error overlay (in its shadow root), or None."""
    return browser.execute_script(
        "const host = document.querySelector('marginalia-build-error');"
        "return host ? host.shadowRoot.textContent : null;"
    )


def csp_violations(browser):
    return [entry["message"] for entry in browser.get_log("browser") if "Content Security Policy" in entry["message"]]


def open_post(browser, server):
    """Opens the first post and waits until the server lists it as open: the page's live-reload
    connection has had its `hello` and told the server what it shows, so every later event
    reaches it."""
    browser.get(server.url + "posts/p1/")
    WebDriverWait(browser, WAIT).until(lambda b: "first" in first_comment_text(b))
    server.wait_until_open("posts/p1/index.html")


def test_an_edited_comment_appears_without_any_action_in_the_browser(server, site, browser):
    open_post(browser, server)
    browser.execute_script("window.marginaliaTestMarker = 'before';")

    saved = time.time()
    save(os.path.join(site, "Content", "comments", "p1.json"), json.dumps(p1_comments("Edited in the *editor*")))
    WebDriverWait(browser, WAIT, poll_frequency=0.02).until(lambda b: first_comment_text(b) == "Edited in the editor")
    shown = browser.execute_script("return window.marginaliaUpdatedAt;") / 1000
    print(f"save → page shows it: {(shown - saved) * 1000:.0f} ms")

    assert browser.execute_script("return window.marginaliaTestMarker;") == "before", "updated in place, not reloaded"
    assert browser.execute_script("return document.querySelector('#comment-c1 .body em').innerText;") == "editor"
    server.wait_for_line(r"Rebuilt: .*comments/p1\.json changed; rewrote 1 of 3 rendered pages")
    assert csp_violations(browser) == []


def test_a_broken_fixture_shows_an_overlay_and_the_fix_removes_it(server, site, browser):
    open_post(browser, server)
    path = os.path.join(site, "Content", "comments", "p1.json")
    save(path, '[\n  {"id": "c1",\n    "postId" "p1"}\n]\n')
    WebDriverWait(browser, WAIT).until(lambda b: overlay_text(b) is not None)
    text = overlay_text(browser)
    assert "Content/comments/p1.json:3:14" in text
    assert "invalid JSON: expected ':' after the key" in text
    assert "first" in first_comment_text(browser), "the last good page stays"

    save(path, json.dumps(p1_comments("Fixed <script>alert(1)</script>")))
    WebDriverWait(browser, WAIT).until(lambda b: overlay_text(b) is None)
    WebDriverWait(browser, WAIT).until(lambda b: first_comment_text(b).startswith("Fixed"))
    assert csp_violations(browser) == []


def test_a_misspelt_name_in_a_template_shows_an_overlay_with_a_hint(server, site, browser):
    open_post(browser, server)
    path = os.path.join(site, "Templates", "partials", "comment-cell.mustache")
    with open(path, encoding="utf-8") as file:
        original = file.read()
    save(path, original.replace("{{displayName}}", "{{displayNmae}}"))
    WebDriverWait(browser, WAIT).until(lambda b: overlay_text(b) is not None)
    text = overlay_text(browser)
    assert "partials/comment-cell.mustache:1:44" in text
    assert "did you mean displayName?" in text
    assert "first" in first_comment_text(browser), "the last good page stays"

    save(path, original)
    WebDriverWait(browser, WAIT).until(lambda b: overlay_text(b) is None)
    assert csp_violations(browser) == []


def test_error_text_is_shown_as_text(server, site, browser):
    open_post(browser, server)
    markup = "<img src=x onerror=alert(1)>"
    save(os.path.join(site, "Content", "comments", "p2.json"), json.dumps([comment("c3", markup, "Hi")]))
    WebDriverWait(browser, WAIT).until(lambda b: overlay_text(b) is not None)
    assert f'postId "{markup}" names no post in posts.json' in overlay_text(browser)
    images = browser.execute_script("return document.querySelector('marginalia-build-error').shadowRoot.querySelectorAll('img').length")
    assert images == 0


def test_a_stylesheet_change_is_swapped_without_a_reload(server, site, browser):
    open_post(browser, server)
    browser.execute_script("window.marginaliaTestMarker = 'kept';")
    save(os.path.join(site, "Templates", "assets", "style.css"), "body { background-color: rgb(0, 128, 0); }\n")
    WebDriverWait(browser, WAIT).until(
        lambda b: b.execute_script("return getComputedStyle(document.body).backgroundColor;") == "rgb(0, 128, 0)"
    )
    assert browser.execute_script("return window.marginaliaTestMarker;") == "kept"
    assert len(browser.find_elements(By.CSS_SELECTOR, "link[rel=stylesheet]")) == 1


def test_the_page_reconnects_after_a_server_restart(server, site, browser):
    open_post(browser, server)
    port = server.url.rsplit(":", 1)[1].rstrip("/")
    assert server.stop() == 0
    save(os.path.join(site, "Content", "comments", "p1.json"), json.dumps(p1_comments("Changed while the server was down")))
    restarted = Server(site, port=int(port))
    try:
        WebDriverWait(browser, WAIT).until(lambda b: first_comment_text(b) == "Changed while the server was down")
        save(os.path.join(site, "Content", "comments", "p1.json"), json.dumps(p1_comments("And live again")))
        WebDriverWait(browser, WAIT).until(lambda b: first_comment_text(b) == "And live again")
    finally:
        assert restarted.stop() == 0
