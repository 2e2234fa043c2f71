"""A reader's comment through the form, in headless Chromium with scripts off and on, against
`marginalia serve` over a copy of the demo (site.json's commentsURL "/comments/": the site and the
intake share one origin, as on a real host): on the busiest post, the form at the end of the page,
Preview, the rendered Markdown, "Send for review", the page saying the comment is held, and exactly
one queue file with it; then a reply, from a comment's Reply link to a queue file with its
parentId. Every step waits on the page it leads to.

With MARGINALIA_SCREENSHOTS naming a folder, the post page's form in English and Arabic is saved
there (comment-form-en.png, comment-form-ar.png) as it looks at 900 pixels wide.
"""
import base64
import os
import sys
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from intake_process import BUSIEST_POST, REPOSITORY, TEMPLATES, demo_copy, queue_entries
from marginalia_process import ServeProcess
from waiting import wait_until

sys.path.insert(0, str(Path(REPOSITORY) / "Tests" / "web"))
from support.browser import Browser  # noqa: E402

POST_PAGE = f"posts/{BUSIEST_POST}/"
PARENT = "c102"


@pytest.fixture(scope="module", params=[False, True], ids=["scripts-off", "scripts-on"])
def browser(request):
    chromium = Browser(javascript=request.param)
    yield chromium
    chromium.quit()


def start_serve(root, language=None):
    """`marginalia serve` over a copy of the demo under `root`, its queue in root/state."""
    content = demo_copy(root, language=language)
    return ServeProcess(str(root), ["--content", str(content), "--templates", str(TEMPLATES),
                                    "--output", str(root / "Output"), "--state", str(root / "state"),
                                    "--min-age", "0", "--offline", "--port", "0"])


@pytest.fixture
def serve(tmp_path):
    started = []

    def start(language=None):
        started.append(start_serve(tmp_path / f"site-{len(started)}", language))
        return started[-1]

    yield start
    for server in started:
        server.kill()


def wait_for(driver, selector, what):
    """The elements matching `selector` once the page has some."""
    return wait_until(lambda: driver.find_elements(By.CSS_SELECTOR, selector), what)


def write_and_preview(browser, form, name, body):
    """Fills in `form` and presses Preview; returns the preview page's rendered comment."""
    form.find_element(By.NAME, "name").send_keys(name)
    form.find_element(By.NAME, "body").send_keys(body)
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    return wait_for(browser.driver, "ol.thread.preview article .e-content", "the preview page")[0]


def send_for_review(browser):
    """Presses "Send for review" on the preview page; returns the page's notice once it says the
    comment is held."""
    driver = browser.driver
    driver.find_element(By.CSS_SELECTOR, "form.confirmation button[type=submit]").click()
    wait_until(lambda: "/comments/received?" in driver.current_url, "the received page")
    return wait_for(driver, "main p.notice", "the received page's notice")[0].text


def save_screenshot(driver, element, path, margin=16):
    """A PNG of `element` and `margin` pixels of the page around it (the element alone would crop
    its heading's accents)."""
    x, y, width, height = driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left + scrollX, r.top + scrollY, r.width, r.height]",
        element)
    left, top = max(0, x - margin), max(0, y - margin)
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": {
        "x": left, "y": top, "width": x + width + margin - left, "height": y + height + margin - top, "scale": 1}})
    Path(path).write_bytes(base64.b64decode(shot["data"]))


def queued_with(state, body):
    return [entry for entry in queue_entries(state).values() if entry["comment"]["body"] == body]


def test_a_comment_written_on_the_post_page_is_queued(serve, browser):
    server = serve()
    state = Path(server.root) / "state"
    driver = browser.open(server.url + POST_PAGE)
    forms = driver.find_elements(By.CSS_SELECTOR, "main section.comment-form form")
    assert len(forms) == 1 and forms[0].get_attribute("action") == server.url + "comments/preview"
    body = "I *agree*, with scripts " + ("on" if browser.javascript else "off") + "."
    preview = write_and_preview(browser, forms[0], "Ada Lovelace", body)
    assert [em.text for em in preview.find_elements(By.TAG_NAME, "em")] == ["agree"]
    assert driver.find_element(By.CSS_SELECTOR, "ol.thread.preview .p-name").text == "Ada Lovelace"
    notice = send_for_review(browser)
    assert "held for review" in notice, notice
    entries = queued_with(state, body)
    assert len(entries) == 1 and len(queue_entries(state)) == 1, queue_entries(state)
    comment = entries[0]["comment"]
    assert comment["postId"] == BUSIEST_POST and comment["author"]["name"] == "Ada Lovelace"
    assert "parentId" not in comment and entries[0]["language"] == "en"


def test_a_reply_from_a_comments_reply_link_is_queued_with_its_parent(serve, browser):
    server = serve()
    state = Path(server.root) / "state"
    driver = browser.open(server.url + POST_PAGE)
    parent_name = driver.find_element(By.CSS_SELECTOR, f"#comment-{PARENT} .p-name").text
    link = driver.find_element(By.CSS_SELECTOR, f'a[href="/comments/reply?post={BUSIEST_POST}&parent={PARENT}"]')
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    answered = wait_for(driver, f"main article#comment-{PARENT}", "the reply page")
    assert len(answered) == 1 and answered[0].find_element(By.CSS_SELECTOR, ".p-name").text == parent_name
    form = driver.find_element(By.CSS_SELECTOR, "main section.comment-form form")
    assert form.find_element(By.CSS_SELECTOR, "input[name=parent]").get_attribute("value") == PARENT
    assert parent_name in driver.find_element(By.CSS_SELECTOR, "main section.comment-form h2").text
    body = "A *reply*, with scripts " + ("on" if browser.javascript else "off") + "."
    preview = write_and_preview(browser, form, "Grace Hopper", body)
    assert [em.text for em in preview.find_elements(By.TAG_NAME, "em")] == ["reply"]
    notice = send_for_review(browser)
    assert "held for review" in notice, notice
    entries = queued_with(state, body)
    assert len(entries) == 1 and len(queue_entries(state)) == 1, queue_entries(state)
    assert entries[0]["comment"]["parentId"] == PARENT and entries[0]["comment"]["postId"] == BUSIEST_POST


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_post_pages_form_in_english_and_arabic(serve, language):
    """The form at the end of the post page, 900 pixels wide, runs in the page's direction; saved
    as comment-form-<language>.png when MARGINALIA_SCREENSHOTS names a folder."""
    server = serve(language)
    browser = Browser()
    try:
        driver = browser.open(server.url + POST_PAGE, width=900)
        section = driver.find_element(By.CSS_SELECTOR, "main section.comment-form")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", section)
        direction = driver.execute_script("return getComputedStyle(arguments[0]).direction", section)
        assert direction == ("rtl" if language == "ar" else "ltr")
        assert section.is_displayed() and section.size["width"] > 300
        # The hidden field is for bots: a reader sees only name, website and comment.
        shown = [field.get_attribute("name") for field in section.find_elements(By.CSS_SELECTOR, "input, textarea")
                 if field.is_displayed()]
        assert shown == ["name", "website", "body"], shown
        folder = os.environ.get("MARGINALIA_SCREENSHOTS")
        if folder:
            save_screenshot(driver, section, Path(folder) / f"comment-form-{language}.png")
    finally:
        browser.quit()
