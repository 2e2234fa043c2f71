"""Template edits in `marginalia serve`, in headless Chromium: the page open in the browser is
rendered and reloaded before the rest of the site, and a broken template shows the overlay while
the last good pages stay, until the fix."""
import os
import urllib.request

from selenium.webdriver.support.ui import WebDriverWait

from browser_fixtures import browser, server, site  # noqa: F401 (fixtures used by name)
from site_fixture import TEMPLATES, save
from test_live_reload import WAIT, csp_violations, first_comment_text, open_post, overlay_text

MARKER = '<p class="marker">Template v2</p>'


def marker_text(browser):
    return browser.execute_script("const m = document.querySelector('.marker'); return m ? m.textContent : null;")


def post_template(site):
    return os.path.join(site, "Templates", "post.mustache")


def test_a_template_edit_updates_the_open_page_first(server, site, browser):
    open_post(browser, server)
    save(post_template(site), TEMPLATES["post.mustache"].replace("</h1>", "</h1>" + MARKER))
    WebDriverWait(browser, WAIT).until(lambda b: marker_text(b) == "Template v2")
    server.wait_for_output(r"^Open pages first: rewrote posts/p1/index\.html first in \d+ ms; rendering the rest$")
    server.wait_for_line(r"^Rebuilt: .*post\.mustache changed; .*posts/p1/index\.html first, as open in a browser")
    with urllib.request.urlopen(server.url + "posts/p2/", timeout=WAIT) as response:
        assert MARKER in response.read().decode()
    assert csp_violations(browser) == []


def test_a_broken_template_shows_the_overlay_and_the_fix_shows_at_once(server, site, browser):
    open_post(browser, server)
    save(post_template(site), TEMPLATES["post.mustache"].replace("{{/page.comments}}", ""))
    WebDriverWait(browser, WAIT).until(lambda b: overlay_text(b) is not None)
    assert "post.mustache" in overlay_text(browser)
    assert "first" in first_comment_text(browser), "the last good page stays"
    with urllib.request.urlopen(server.url + "posts/p2/", timeout=WAIT) as response:
        assert "On the second post" in response.read().decode(), "the last good site is served"

    save(post_template(site), TEMPLATES["post.mustache"].replace("</h1>", "</h1>" + MARKER))
    WebDriverWait(browser, WAIT).until(lambda b: overlay_text(b) is None and marker_text(b) == "Template v2")
    assert csp_violations(browser) == []
