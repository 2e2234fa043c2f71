"""axe-core finds no violation of any impact, in light and in dark mode, and the structure that
assistive technology relies on is there."""
import os
from importlib import resources

import pytest
from axe_selenium_python import Axe

# axe-core 4.4 from axe-core-python (axe-selenium-python bundles 3.1); AXE_SCRIPT may name another
# axe.min.js, such as the 4.12 in axe-playwright-python's wheel.
AXE_SCRIPT = os.environ.get("AXE_SCRIPT") or str(resources.files("axe_core_python") / "axe.min.js")

DEMO_PAGES = ["", "posts/view-models-for-html/", "posts/static-sites-deserve-comments/",
              "posts/static-sites-deserve-comments/page/2/", "friends/",
              "friends/zoe-lefevre/", "friends/sakura/", "404.html"]


def violations(browser, url, scheme, width=1280):
    """axe-core's violations on the page at `url`, opened at `width` in `scheme`, and the Axe
    that reports them."""
    return page_violations(browser.open(url, width=width, scheme=scheme))


def page_violations(driver):
    """axe-core's violations on the page `driver` has loaded (axe put in it first), and the Axe
    that reports them."""
    axe = Axe(driver, script_url=AXE_SCRIPT)
    axe.inject()
    results = axe.run(options='{"resultTypes": ["violations"]}')
    return results["violations"], axe


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", DEMO_PAGES)
def test_demo_pages_have_no_axe_violations(demo, browser, path, scheme):
    found, axe = violations(browser, demo.url + "/" + path, scheme)
    assert found == [], axe.report(found)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", DEMO_PAGES)
def test_arabic_pages_have_no_axe_violations(photos_ar, browser, path, scheme):
    """The demo in Arabic, right to left, with its avatars."""
    found, axe = violations(browser, photos_ar.url + "/" + path, scheme)
    assert found == [], axe.report(found)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_photo_pages_have_no_axe_violations(photos, browser, scheme):
    for path in ["posts/view-models-for-html/", "friends/", "friends/zoe-lefevre/"]:
        found, axe = violations(browser, photos.url + "/" + path, scheme)
        assert found == [], path + "\n" + axe.report(found)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_bench_pages_have_no_axe_violations(bench, browser, scheme):
    busiest = max(bench.post_ids(), key=lambda post: sum(c["postId"] == post for c in bench.fixtures["comments"]))
    for path in ["", "page/2/", f"posts/{busiest}/", f"posts/{busiest}/page/2/", "friends/", "friends/page/2/",
                 "friends/1/"]:
        found, axe = violations(browser, bench.url + "/" + path, scheme, width=375)
        assert found == [], path + "\n" + axe.report(found)


def test_landmarks_headings_and_skip_link(demo, browser):
    driver = browser.open(demo.url + "/posts/view-models-for-html/")
    landmarks = driver.execute_script(
        "return ['header.site-header', 'nav[aria-label]', 'main#main', 'footer.site-footer']"
        ".map(s => document.querySelectorAll(s).length)")
    assert landmarks == [1, 1, 1, 1]
    levels = driver.execute_script("return [...document.querySelectorAll('h1,h2,h3,h4,h5,h6')].map(h => +h.tagName[1])")
    assert levels[0] == 1 and levels.count(1) == 1
    assert all(b - a <= 1 for a, b in zip(levels, levels[1:])), levels
    skip = driver.execute_script("var a = document.querySelector('a'); return [a.textContent, a.getAttribute('href')]")
    assert skip == ["Skip to content", "#main"]


def test_the_skip_link_shows_on_focus_and_focus_is_visible(demo, browser):
    driver = browser.open(demo.url + "/")
    driver.execute_script("document.activeElement && document.activeElement.blur()")
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    ActionChains(driver).send_keys(Keys.TAB).perform()
    state = driver.execute_script(
        "var a = document.activeElement, r = a.getBoundingClientRect(), s = getComputedStyle(a);"
        "return [a.className, r.top >= 0, s.outlineStyle, parseFloat(s.outlineWidth)]")
    assert state[0] == "skip-link" and state[1], state
    assert state[2] != "none" and state[3] >= 2, state


def test_threads_are_nested_lists_and_avatars_are_decorative(photos, browser):
    driver = browser.open(photos.url + "/posts/view-models-for-html/")
    depths = driver.execute_script(
        "return [...document.querySelectorAll('article.h-entry')].map(a => {"
        "  var d = 0, e = a; while ((e = e.parentElement)) if (e.tagName === 'OL') d++; return d; })")
    assert max(depths) >= 3 and min(depths) == 1
    assert driver.execute_script("return [...document.querySelectorAll('ol.thread li, ol.replies li')]"
                                 ".every(li => li.parentElement.tagName === 'OL')")
    alts = driver.execute_script("return [...document.querySelectorAll('img.avatar')].map(i => i.getAttribute('alt'))")
    assert alts and set(alts) == {""}, "avatars sit beside the author's name: alt must be empty"
