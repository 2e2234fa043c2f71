"""How the pytest suites wait: for an event of the code under test (a line of output, a page the
server says is open, a mark the page's own script leaves), checked again and again until it
comes. The time limit only bounds a hang, so that a broken server fails its test instead of
stalling the run; it never decides an outcome. "Nothing else happened" is proven by a later event
ordered after it, not by waiting and seeing nothing."""
import time

HANG_LIMIT = 90  # seconds: minutes of a loaded machine's scheduling; no passing run comes near it


def wait_until(condition, what, limit=HANG_LIMIT, interval=0.02):
    """Returns the first true value of `condition()`, asked every `interval` seconds; fails the
    test, saying `what` it waited for, if none came within `limit`."""
    deadline = time.monotonic() + limit
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise AssertionError(f"waited {limit} s for {what}")
        time.sleep(interval)


# Resolves once the browser has run every task it had queued when called and painted twice:
# after it, handlers that fire on load, on error, on autofocus or on a toggle have had their turn.
_SETTLE = """
const done = arguments[arguments.length - 1];
requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => done(true), 0)));
"""


def settle_browser(driver):
    """Waits (in Selenium's `driver`) for the page's queued work to run: two frames, then a task."""
    driver.set_script_timeout(HANG_LIMIT)
    return driver.execute_async_script(_SETTLE)
