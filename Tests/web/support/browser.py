"""Headless Chromium through selenium and Debian's chromium-driver."""
import os

from selenium import webdriver
from selenium.common.exceptions import JavascriptException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

from waiting import HANG_LIMIT, settle_browser

CHROMIUM = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver")

# The page has loaded, and its dates script (where it has one) has hidden the "as of" note.
_SCRIPTS_DONE = """
if (document.readyState !== 'complete') return false;
const script = document.querySelector('script[src$="relative-dates.js"]');
const note = document.getElementById('dates-as-of');
return !script || !note || note.hidden;
"""


class Browser:
    """One Chromium for the session; pages are opened at a given width and colour scheme."""

    def __init__(self, javascript=True):
        self.javascript = javascript
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--hide-scrollbars", "--force-device-scale-factor=1", "--lang=en-US",
                         "--no-first-run", "--disable-extensions", "--disable-background-networking",
                         "--disable-component-update", "--disable-sync", "--disable-default-apps"):
            options.add_argument(argument)
        if not javascript:
            options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        self.driver.set_script_timeout(HANG_LIMIT)

    def open(self, url, width=1280, height=900, scheme="light", freeze_time_ms=None):
        """Loads `url` at a viewport size and prefers-color-scheme; optionally with Date.now()
        frozen (before any page script runs) to a given time in milliseconds."""
        driver = self.driver
        self.emulate(width, height, scheme)
        if freeze_time_ms is not None:
            self._frozen = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
                "source": f"(function(){{var t={int(freeze_time_ms)};Date.now=function(){{return t;}};}})();"})
        driver.get("about:blank")
        driver.get_log("browser")  # start each page with an empty console log
        driver.get(url)
        if self.javascript:
            self.wait_for_scripts()
        if freeze_time_ms is not None:
            driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": self._frozen["identifier"]})
        return driver

    def emulate(self, width=1280, height=900, scheme="light"):
        """Sets the viewport size and prefers-color-scheme of this and every later page."""
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                    {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def visit(self, url):
        """Loads `url` in the size and colour scheme set last (by `open` or `emulate`), keeping
        the console log: the quick way through many pages in one setting, for checks that do not
        read the log."""
        self.driver.get(url)
        if self.javascript:
            self.wait_for_scripts()
        return self.driver

    def wait_for_scripts(self):
        """Waits until the page has loaded and its dates script has done its work (it hides the
        "as of" note once it has the rules and has rewritten the dates), then for the browser to
        paint twice and run what it had queued. A page that goes elsewhere (an old link to a
        comment on page 2) is waited for on the page it went to."""
        WebDriverWait(self.driver, HANG_LIMIT, ignored_exceptions=(JavascriptException,)).until(
            lambda driver: driver.execute_script(_SCRIPTS_DONE), "the page's dates script to finish")
        settle_browser(self.driver)

    def console(self):
        return self.driver.get_log("browser")

    def quit(self):
        self.driver.quit()
