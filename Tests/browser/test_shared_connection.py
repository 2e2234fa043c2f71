"""Live reload over one connection for all tabs: seven tabs of the site (more than the six
connections a browser opens to one HTTP/1.1 host) all show an edit, through a shared worker;
without shared workers each page falls back to a connection of its own. The pages are updated in
place (see test_in_place_updates.py), so a marker left in each tab's window stays."""
import json
import os

from selenium.webdriver.support.ui import WebDriverWait

from browser_fixtures import browser, server, site  # noqa: F401 (fixtures used by name)
from site_fixture import p1_comments, save
from test_live_reload import WAIT, csp_violations, first_comment_text

TABS = 7


def live_reload_mode(browser):
    return browser.execute_script("return window.marginaliaLiveReload || null;")


def test_seven_tabs_all_show_an_edit_over_one_shared_connection(server, site, browser):
    handles = []
    for number in range(TABS):
        if number:
            browser.switch_to.new_window("tab")
        browser.get(server.url + "posts/p1/")
        WebDriverWait(browser, WAIT).until(lambda b: "first" in first_comment_text(b))
        assert live_reload_mode(browser) == "shared-worker"
        # The worker has passed this tab its hello: the edit's events reach it, and it reloads
        # for nothing it missed (which would lose the marker).
        WebDriverWait(browser, WAIT).until(
            lambda b: b.execute_script("return window.marginaliaHeardHello === true;"), "the tab to hear its hello")
        browser.execute_script("window.marginaliaTestMarker = 'before';")
        handles.append(browser.current_window_handle)

    save(os.path.join(site, "Content", "comments", "p1.json"), json.dumps(p1_comments("Seen in every tab")))
    for handle in handles:
        browser.switch_to.window(handle)
        WebDriverWait(browser, WAIT, poll_frequency=0.05).until(lambda b: first_comment_text(b) == "Seen in every tab")
        assert browser.execute_script("return window.marginaliaTestMarker;") == "before", "updated in place"
    # The browser still has connections to spare: a request of its own is answered.
    status = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch('/posts/p2/').then((response) => done(response.status), () => done(0));"
    )
    assert status == 200
    assert csp_violations(browser) == []


def test_without_shared_workers_each_page_listens_by_itself(server, site, browser):
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": "delete window.SharedWorker;"})
    browser.get(server.url + "posts/p1/")
    WebDriverWait(browser, WAIT).until(lambda b: "first" in first_comment_text(b))
    assert live_reload_mode(browser) == "event-source"
    server.wait_until_open("posts/p1/index.html")
    browser.execute_script("window.marginaliaTestMarker = 'before';")
    save(os.path.join(site, "Content", "comments", "p1.json"), json.dumps(p1_comments("Seen without a worker")))
    WebDriverWait(browser, WAIT).until(lambda b: first_comment_text(b) == "Seen without a worker")
    assert browser.execute_script("return window.marginaliaTestMarker;") == "before"
    assert csp_violations(browser) == []
