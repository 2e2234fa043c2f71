"""Live reload updates an open page in place: the page's new version is fetched and its body
swapped in, with no reload, keeping the scroll position; a change to the page's head, which a
swap cannot apply, reloads it instead."""
import json
import os

from selenium.webdriver.support.ui import WebDriverWait

from browser_fixtures import browser, server, site  # noqa: F401 (fixtures used by name)
from site_fixture import LAYOUT, comment, p1_comments, save
from test_live_reload import WAIT, csp_violations, first_comment_text, open_post


def many_comments(first_body):
    """p1's comments and 40 more (one page: fewer threads than a page holds), taller than the window."""
    more = [comment(f"m{number}", "p1", f"Comment number {number}\n\nwith a second paragraph") for number in range(40)]
    return p1_comments(first_body) + more


def test_an_edit_keeps_the_scroll_position_and_starts_nothing_again(server, site, browser):
    path = os.path.join(site, "Content", "comments", "p1.json")
    save(path, json.dumps(many_comments("first")))
    server.wait_for_line(r"Rebuilt: .*comments/p1\.json changed")
    open_post(browser, server)
    WebDriverWait(browser, WAIT).until(lambda b: b.execute_script("return !!document.getElementById('comment-m39');"))
    browser.execute_script("window.scrollTo(0, 1500); window.marginaliaTestMarker = 'before';"
                           "window.marginaliaLiveReload = 'started once';")
    assert browser.execute_script("return window.scrollY;") == 1500

    save(path, json.dumps(many_comments("Edited far above")))
    WebDriverWait(browser, WAIT, poll_frequency=0.02).until(lambda b: first_comment_text(b) == "Edited far above")
    assert browser.execute_script("return window.scrollY;") == 1500
    assert browser.execute_script("return window.marginaliaTestMarker;") == "before", "updated in place"
    assert browser.execute_script("return window.marginaliaLiveReload;") == "started once", "the new copy of the script ran"

    # The script keeps listening after it swapped the body out from under its own tag.
    save(path, json.dumps(many_comments("Edited again")))
    WebDriverWait(browser, WAIT, poll_frequency=0.02).until(lambda b: first_comment_text(b) == "Edited again")
    assert browser.execute_script("return window.marginaliaTestMarker;") == "before"
    assert csp_violations(browser) == []


def test_a_change_to_the_head_reloads_the_page(server, site, browser):
    open_post(browser, server)
    browser.execute_script("window.marginaliaTestMarker = 'before';")
    layout = LAYOUT.replace("</title>", '</title>\n<meta http-equiv="X-UA-Compatible" content="IE=edge">')
    save(os.path.join(site, "Templates", "layout.mustache"), layout)
    WebDriverWait(browser, WAIT).until(
        lambda b: b.execute_script("return !!document.querySelector('meta[http-equiv=X-UA-Compatible]');"))
    assert browser.execute_script("return window.marginaliaTestMarker;") is None, "reloaded"
    assert "first" in first_comment_text(browser)
    assert csp_violations(browser) == []


def test_a_new_title_is_swapped_in_with_the_body(server, site, browser):
    open_post(browser, server)
    browser.execute_script("window.marginaliaTestMarker = 'before';")
    posts = os.path.join(site, "Content", "posts.json")
    with open(posts, encoding="utf-8") as handle:
        records = json.load(handle)
    records[0]["title"] = "A new title"
    save(posts, json.dumps(records))
    WebDriverWait(browser, WAIT).until(lambda b: "A new title" in b.title)
    assert browser.execute_script("return document.querySelector('h1').textContent;") == "A new title"
    assert browser.execute_script("return window.marginaliaTestMarker;") == "before", "updated in place"
    assert csp_violations(browser) == []
