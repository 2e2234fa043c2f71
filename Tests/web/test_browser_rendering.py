"""The pages look right in Chromium: no horizontal scrolling down to 320 px, no console errors,
no request to another host. Screenshots of home, a deep thread, the friends list and a friend's
page, and of the deep thread in Arabic (right to left), at 375 and 1280 px, light and dark, go to
a temporary folder, or to the folder named by MARGINALIA_SCREENSHOTS (docs/screenshots/ in the
repository, to refresh the docs)."""
import os
from datetime import datetime
from pathlib import Path
from urllib.parse import urlparse

import pytest

BUILT_MS = int(datetime.fromisoformat("2026-11-21T12:00:00+00:00").timestamp() * 1000)
PAGES = {"home": "", "thread": "posts/view-models-for-html/", "friends": "friends/", "friend": "friends/zoe-lefevre/"}
ALL_PAGES = list(PAGES.values()) + ["posts/static-sites-deserve-comments/", "posts/static-sites-deserve-comments/page/2/",
                                    "posts/logic-less-templates/",
                                    "friends/sakura/", "friends/ahmed-alfarsi/", "404.html"]


@pytest.mark.parametrize("path", ALL_PAGES)
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_horizontal_scroll_at_320_px(photos, browser, path, scheme):
    assert_no_horizontal_scroll(browser, photos, path, scheme)


@pytest.mark.parametrize("path", ALL_PAGES)
def test_no_horizontal_scroll_at_320_px_in_arabic(photos_ar, browser, path):
    assert_no_horizontal_scroll(browser, photos_ar, path, "light")


def assert_no_horizontal_scroll(browser, site, path, scheme):
    driver = browser.open(site.url + "/" + path, width=320, height=640, scheme=scheme)
    widths = driver.execute_script("return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert widths[0] <= widths[1], f"{path}: content is {widths[0]} px wide in a {widths[1]} px window"


@pytest.mark.parametrize("name", ["demo", "photos", "bench", "photos_ar"])
def test_no_console_errors_and_no_request_leaves_the_site(name, request, browser):
    site = request.getfixturevalue(name)
    paths = ALL_PAGES if name != "bench" else ["", f"posts/{site.post_ids()[0]}/", f"posts/{site.post_ids()[0]}/page/2/",
                                               "friends/", "friends/1/"]
    origin = urlparse(site.url).netloc
    for path in paths:
        driver = browser.open(site.url + "/" + path)
        problems = [entry for entry in browser.console() if entry["level"] in ("SEVERE", "WARNING")
                    and not (path == "404.html" and "404" in entry["message"])]
        assert problems == [], f"{path}: {problems}"
        resources = driver.execute_script("return performance.getEntriesByType('resource').map(r => r.name)")
        foreign = [url for url in resources if urlparse(url).netloc != origin]
        assert foreign == [], f"{path} asked other hosts: {foreign}"
        images = driver.execute_async_script(
            "var done = arguments[arguments.length - 1], images = [...document.images];"
            "images.forEach(i => { i.loading = 'eager'; });"
            "Promise.all(images.map(i => i.decode().catch(() => null)))"
            ".then(() => done(images.filter(i => !i.naturalWidth).map(i => i.src)));")
        assert images == [], f"{path}: broken images {images}"


def screenshot_folder(tmp_path_factory):
    folder = os.environ.get("MARGINALIA_SCREENSHOTS")
    return Path(folder) if folder else tmp_path_factory.mktemp("screenshots")


def screenshot(browser, site, folder, name, path, width, scheme):
    height = 812 if width == 375 else 900
    # Dates as on the build date, so that the pictures do not change from day to day.
    driver = browser.open(site.url + "/" + path, width=width, height=height, scheme=scheme, freeze_time_ms=BUILT_MS)
    if name.startswith("thread"):
        driver.execute_script("document.getElementById('comment-c103').scrollIntoView()")
    target = folder / f"{name}-{width}-{scheme}.png"
    assert driver.save_screenshot(str(target))
    assert target.stat().st_size > 5_000


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [375, 1280])
def test_screenshots(photos, browser, tmp_path_factory, width, scheme):
    folder = screenshot_folder(tmp_path_factory)
    folder.mkdir(parents=True, exist_ok=True)
    for name, path in PAGES.items():
        screenshot(browser, photos, folder, name, path, width, scheme)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [375, 1280])
def test_screenshots_in_arabic(photos_ar, browser, tmp_path_factory, width, scheme):
    folder = screenshot_folder(tmp_path_factory)
    folder.mkdir(parents=True, exist_ok=True)
    screenshot(browser, photos_ar, folder, "thread-ar", PAGES["thread"], width, scheme)
