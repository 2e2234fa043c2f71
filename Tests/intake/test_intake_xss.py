"""Every vector of the XSS corpus (Tests/security/vectors.py) sent through the intake's form: as the
body, as the name, as the website (the corpus's link targets as they are, and every vector as the
path of an https address, where it passes as a link), and as the parent of a reply link. The pages the intake answers with (previews,
refusals that keep the form filled in, the note that a comment arrived) and the queue files hold
no script that runs, proven as Tests/security/test_xss_corpus.py proves it for built pages:
parsed with an HTML5 parser they hold no script, event handler, unsafe URL or foreign element (the
theme's own forms aside), and nothing runs in Chromium, with the pages' Content-Security-Policy
and with it bypassed (escaping alone), each page checked once it has loaded and what it queued has
run.

The intake is `marginalia intake --min-age 0`, behind a "proxy" it trusts (`--trusted-proxy
127.0.0.1/32`): each submission comes from a network of its own (X-Forwarded-For), as readers do,
so that the rate limits (IntakeFlowTests.swift checks them) take none of the corpus away. Its pages link
the demo site, built and served on 127.0.0.1 (site.json's baseURL points there), and are opened
from copies in that site's folder, on the site's origin: a POST's answer cannot be opened again
by address. To keep the browser's work small, each different page is opened once, a hundred at a
time, each in a frame of one page (same origin, so the trap is in every frame and its catch is read from
each); a control proves such a batch catches a handler that runs, and that the bypass reaches the
frames.

A queue file is data for the site's owner, who moves its `comment` into
Content/comments/<postId>.json: each file holds exactly the fields sent, as text (no HTML made of
them), and the site built with every queued comment shows them with nothing that runs.
"""
import json
import re
import sys
import urllib.parse
from dataclasses import dataclass
from pathlib import Path

import html5lib
import pytest

from intake_process import (BUSIEST_POST, REPOSITORY, Client, IntakeProcess, build_site, demo_copy,
                            hidden_fields, queue_entries, suite_module, with_base_url)
from waiting import HANG_LIMIT, settle_browser

corpus = suite_module("security", "test_xss_corpus")
from vectors import _SCHEMES as LINK_TARGETS, VECTORS  # noqa: E402  (Tests/security is on the path now)

sys.path.insert(0, str(Path(REPOSITORY) / "Tests" / "web"))
from support.browser import Browser  # noqa: E402
from support.servers import SiteServer  # noqa: E402

TRAP, injected_runs, runs_the_theme_script = corpus.TRAP, corpus.injected_runs, corpus.runs_the_theme_script
html_pages, is_safe_url = corpus.html_pages, corpus.is_safe_url
FORBIDDEN_ELEMENTS, URL_ATTRIBUTES = corpus.FORBIDDEN_ELEMENTS, corpus.URL_ATTRIBUTES

KINDS = ("body", "name", "website", "website-path", "reply-parent")
# Each field's vectors: the website as it is takes the corpus's link targets (any other vector is
# no address, and its refusal page is the one website-path's many refusals already give).
SUBMISSIONS = [(kind, index, vector) for kind in KINDS
               for index, vector in enumerate(LINK_TARGETS if kind == "website" else VECTORS)]
# The theme's form controls: a reader's fields, the one people leave empty, and the preview's
# signature.
FORM_FIELDS = {"post", "parent", "name", "website", "email", "homepage", "body", "issued", "token"}
FORM_CONTROLS = {"form", "input", "textarea", "button"}
INTAKE_ACTIONS = ("/comments/preview", "/comments/confirm")
QUEUE_KEYS = {"comment", "held", "language", "receivedAt"}
COMMENT_KEYS = {"author", "body", "id", "parentId", "postId", "postedAt"}
BATCH = 100
WEBSITE_BASE = "https://example.org/"


@dataclass
class Sent:
    """One submission: what was sent in which field, the page that answered, and whether (and
    with what status) it was confirmed."""
    kind: str
    index: int
    fields: dict
    status: int
    path: Path
    confirmed: int = 0


def draft(kind, index, vector):
    """The form a reader sends with `vector` in the field `kind` (the other fields plain)."""
    fields = {"post": BUSIEST_POST, "parent": "", "name": f"Reader {index}", "website": "",
              "body": f"A {kind} vector, number {index}.", "homepage": ""}
    key, value = {"body": ("body", vector), "name": ("name", vector), "website": ("website", vector),
                  "website-path": ("website", WEBSITE_BASE + vector)}[kind]
    fields[key] = value
    return fields


@pytest.fixture(scope="module")
def hostile(site, tmp_path_factory):
    """Every vector in every field of KINDS, previewed and (when the preview is offered)
    confirmed; the received page after each confirmation. Returns the submissions, the folder of
    the pages' copies (the site's hostile/), and the intake (its state folder holds the queue)."""
    url, output = site
    root = tmp_path_factory.mktemp("intake")
    content = with_base_url(demo_copy(root), url + "/")
    intake = IntakeProcess(content, root / "state", ["--min-age", "0", "--trusted-proxy", "127.0.0.1/32"])
    folder = output / "hostile"
    folder.mkdir()
    client = Client(intake)
    sent, received = [], set()
    try:
        for kind, index, vector in SUBMISSIONS:
            number = len(sent) + 1  # a /24 network of its own for each submission
            client.forwarded_for = f"10.{number // 256}.{number % 256}.7"
            if kind == "reply-parent":
                fields = {"post": BUSIEST_POST, "parent": vector}
                status, _, page = client.request("GET", "reply?" + urllib.parse.urlencode(fields))
            else:
                fields = draft(kind, index, vector)
                status, _, page = client.request("POST", "preview", fields)
            path = folder / f"{kind}-{index}.html"
            path.write_text(page, encoding="utf-8")
            submission = Sent(kind, index, fields, status, path)
            sent.append(submission)
            if '<form class="confirmation"' not in page:
                continue
            confirmed, headers, answer = client.confirm(hidden_fields(page))
            submission.confirmed = confirmed
            if confirmed == 303:
                received.add(client.request("GET", headers["Location"][len(intake.path):])[2])
            else:
                (folder / f"{kind}-{index}-confirmed.html").write_text(answer, encoding="utf-8")
    finally:
        client.close()
        intake.kill()
    assert len(received) == 1, "the received page holds nothing of the comment, so it is the same each time"
    (folder / "received.html").write_text(received.pop(), encoding="utf-8")
    return sent, folder, intake


def intake_pages(folder):
    return sorted(folder.glob("*.html"))


def parents_of(document):
    return {child: parent for parent in document.iter() for child in parent}


def classes(element):
    return set((element.get("class") or "").split())


def theme_form(element, parents):
    """Whether `element` is one of the theme's forms, sent to the intake: the comment form, the
    only form of its section, or the preview's confirmation, in the page's main."""
    parent = parents.get(element)
    return element.tag == "form" and parent is not None and element.get("action", "").endswith(INTAKE_ACTIONS) and (
        parent.tag == "section" and classes(parent) == {"comment-form"}
        or parent.tag == "main" and classes(element) == {"confirmation"})


def theme_control(element, parents):
    """Whether the form control `element` is one of the theme's, inside a theme form."""
    holder = parents.get(element)
    while holder is not None and holder.tag != "form":
        holder = parents.get(holder)
    if holder is None or not theme_form(holder, parents):
        return False
    if element.tag == "button":
        return element.get("type") == "submit" and not element.get("name")
    return element.get("name") in FORM_FIELDS and (element.tag == "input" or element.get("name") == "body")


def document_problems(data, name, fragment=False):
    """test_xss_corpus.py's rules for a page (`fragment`: an embeddable thread.html), with the
    theme's own forms allowed: no script but the theme's, no event handler, inline style, unsafe
    URL, meta refresh or foreign element, and a Content-Security-Policy that allows only the
    site's scripts."""
    document = html5lib.parse(data, treebuilder="etree", namespaceHTMLElements=False)
    parents = parents_of(document)
    problems = []
    if fragment:
        text = data.decode("utf-8")
        if "{" in text or "}" in text:
            problems.append(f"{name}: a brace a blog's template engine could run")
    else:
        csp = [m for m in document.iter("meta") if m.get("http-equiv", "").lower() == "content-security-policy"]
        if len(csp) != 1 or "script-src 'self'" not in csp[0].get("content", ""):
            problems.append(f"{name}: missing or weak Content-Security-Policy")
    for element in document.iter():
        local = element.tag.rsplit("}", 1)[-1].lower() if isinstance(element.tag, str) else ""
        if local == "script":
            if element.get("type", "") == "application/ld+json":
                json.loads(element.text or "")
            elif not element.get("src") or element.text and element.text.strip():
                problems.append(f"{name}: inline script")
            elif not is_safe_url(element.get("src")) or "://" in element.get("src"):
                problems.append(f"{name}: script from elsewhere: {element.get('src')}")
        if local in FORBIDDEN_ELEMENTS:
            if local not in FORM_CONTROLS or not (theme_form(element, parents) or theme_control(element, parents)):
                problems.append(f"{name}: <{local}> element {dict(element.attrib)}")
        if local == "meta" and element.get("http-equiv", "").lower() == "refresh":
            problems.append(f"{name}: meta refresh")
        for attribute_name, value in element.attrib.items():
            attribute = attribute_name.rsplit("}", 1)[-1].lower() if isinstance(attribute_name, str) else ""
            if attribute.startswith("on"):
                problems.append(f"{name}: event handler {attribute}={value!r} on <{local}>")
            if attribute == "style":
                problems.append(f"{name}: inline style on <{local}>")
            if attribute in URL_ATTRIBUTES and not is_safe_url(value):
                problems.append(f"{name}: unsafe {attribute}={value!r} on <{local}>")
    return problems


# What each frame of a batch holds once it has loaded: where it is, and what its trap caught.
FRAMES = """
return [...document.querySelectorAll('iframe')].map(frame => {
  try {
    const inside = frame.contentWindow;
    return {src: frame.getAttribute('src'), at: inside.location.pathname, state: inside.document.readyState,
            caught: inside.__xss === undefined ? null : inside.__xss};
  } catch (error) {
    return {src: frame.getAttribute('src'), at: 'unreachable: ' + error.message, state: null, caught: null};
  }
});
"""


def batch_pages(folder, paths, name):
    """A page that opens each of `paths` (under the served `folder`'s parent) in a frame of its
    own; returns its path."""
    frames = "".join(f'<iframe src="/{path.relative_to(folder.parent).as_posix()}" title="{path.name}"></iframe>\n'
                     for path in paths)
    batch = folder / name
    batch.write_text(f'<!doctype html><html lang="en"><meta charset="utf-8"><title>{name}</title>\n{frames}',
                     encoding="utf-8")
    return batch


def framed_runs(driver, url):
    """What the trap caught in each frame of the batch at `url`, once everything that could run
    has had its turn: the page and every frame in it have loaded (every image's load or error
    handler has fired), and the browser has painted twice and run what it had queued. A frame
    that is not where it was sent, or has no trap, is reported too."""
    driver.get(url)  # returns once the page, its frames included, has loaded
    settle_browser(driver)
    found = []
    for frame in driver.execute_script(FRAMES):
        if frame["at"] != frame["src"] or frame["state"] != "complete":
            found.append(f"{frame['src']}: the frame is at {frame['at']} ({frame['state']})")
        elif not isinstance(frame["caught"], list):
            found.append(f"{frame['src']}: the trap is not installed")
        else:
            found += [f"{frame['src']}: {entry}" for entry in frame["caught"]]
    return found


@pytest.fixture(scope="module")
def chromium():
    browser = Browser()
    browser.driver.set_page_load_timeout(HANG_LIMIT)
    yield browser.driver
    browser.quit()


def with_trap(chromium, bypass_csp, run):
    """`run()` with the trap in every new document and frame, and the CSP bypassed or not."""
    chromium.execute_cdp_cmd("Page.setBypassCSP", {"enabled": bypass_csp})
    script = chromium.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TRAP})
    try:
        return run()
    finally:
        chromium.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})
        chromium.execute_cdp_cmd("Page.setBypassCSP", {"enabled": False})


def test_every_vector_is_answered(hostile):
    """A preview for each vector that breaks no rule of the fields, confirmed into the queue;
    a refusal page with the form kept for the others. The body of a comment is compared with
    those waiting as sent (line ends made \\n, white space kept: in Markdown it can change what
    a body says), so only a vector sent twice as the same body is a duplicate (409)."""
    sent, _, _ = hostile
    assert len(sent) == len(SUBMISSIONS) > 4 * len(VECTORS)
    control = re.compile("[\x00-\x08\x0b-\x1f\x7f]")
    problems, bodies = [], set()
    for submission in sent:
        value = submission.fields["parent" if submission.kind == "reply-parent" else
                                  "website" if submission.kind.startswith("website") else submission.kind]
        if submission.kind == "reply-parent" or submission.kind in ("body", "name") and control.search(value):
            expected = {422}
        else:
            expected = {200, 422} if submission.kind.startswith("website") else {200}
        if submission.status not in expected:
            problems.append(f"{submission.kind} {submission.index}: {submission.status}, not {expected}: {value!r}")
        if submission.status == 200:
            body = submission.fields["body"].replace("\r\n", "\n").replace("\r", "\n")
            duplicate = body in bodies
            bodies.add(body)
            if submission.confirmed != (409 if duplicate else 303):
                problems.append(f"{submission.kind} {submission.index}: confirmed {submission.confirmed}: {value!r}")
        elif submission.confirmed:
            problems.append(f"{submission.kind} {submission.index}: a refusal offered a confirmation")
        elif submission.kind != "reply-parent" and '<form id="comment-form"' not in submission.path.read_text("utf-8"):
            problems.append(f"{submission.kind} {submission.index}: the refusal lost the form")
    assert problems == [], "\n".join(problems)
    previewed = {kind: sum(s.kind == kind and s.status == 200 for s in sent) for kind in KINDS}
    assert previewed["body"] > 200 and previewed["name"] > 200 and previewed["website-path"] > 50, previewed


def test_the_pages_hold_no_script_handler_or_unsafe_url(hostile):
    _, folder, _ = hostile
    pages = intake_pages(folder)
    assert len(pages) > len(SUBMISSIONS)
    problems = [problem for page in pages for problem in document_problems(page.read_bytes(), page.name)]
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("bypass_csp", [False, True], ids=["with CSP", "escaping alone (CSP bypassed)"])
def test_nothing_runs_in_chromium(site, hostile, chromium, bypass_csp):
    url, _ = site
    _, folder, _ = hostile
    unique = {}  # many refusals are the same page (an unknown parent is not shown): each is opened once
    for page in intake_pages(folder):
        if not page.name.startswith("batch-"):
            unique.setdefault(page.read_bytes(), page)
    pages = sorted(unique.values())
    batches = [batch_pages(folder, pages[start:start + BATCH], f"batch-{start // BATCH}.html")
               for start in range(0, len(pages), BATCH)]

    def run():
        return [entry for batch in batches for entry in framed_runs(chromium, f"{url}/hostile/{batch.name}")]
    ran = with_trap(chromium, bypass_csp, run)
    assert ran == [], "\n".join(ran)


def test_a_batch_of_frames_catches_a_handler_that_runs(site, chromium):
    """The control: in a batch, the frame whose handler runs is caught, and the one whose handler
    its CSP stops is caught once the CSP is bypassed."""
    url, output = site
    folder = output / "control"
    folder.mkdir(exist_ok=True)
    pages = {"clean": "<p>clean</p>", "runs": "<img src=x onerror=xss()>",
             "stopped": "<meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'self'\">"
                        "<img src=x onerror=xss()>"}
    for name, body in pages.items():
        (folder / f"{name}.html").write_text(f"<!doctype html><title>{name}</title>{body}", encoding="utf-8")
    batch = batch_pages(folder, [folder / f"{name}.html" for name in pages], "batch.html")
    address = f"{url}/control/{batch.name}"
    assert with_trap(chromium, False, lambda: framed_runs(chromium, address)) == ["/control/runs.html: xss() ran"]
    assert with_trap(chromium, True, lambda: framed_runs(chromium, address)) == \
        ["/control/runs.html: xss() ran", "/control/stopped.html: xss() ran"]


def one_line(text):
    """A name or website as the intake stores it: line breaks and tabs made spaces, trimmed."""
    return re.sub(r"[\r\n\t\x0b\x0c\x85\u2028\u2029]", " ", text).strip()


def test_each_queue_file_holds_the_fields_as_sent(hostile):
    sent, _, intake = hostile
    entries = queue_entries(intake.state)
    by_body = {entry["comment"]["body"]: entry for entry in entries.values()}
    assert len(by_body) == len(entries) == sum(s.confirmed == 303 for s in sent)
    problems = []
    for submission in sent:
        if submission.confirmed != 303:
            continue
        entry = by_body.get(submission.fields["body"])
        if entry is None:
            problems.append(f"{submission.kind} {submission.index}: not queued")
            continue
        comment = entry["comment"]
        author = {"id": comment["author"].get("id"), "name": one_line(submission.fields["name"])}
        if one_line(submission.fields["website"]):
            author["url"] = one_line(submission.fields["website"])
        if set(entry) != QUEUE_KEYS or not set(comment) <= COMMENT_KEYS or "parentId" in comment \
                or comment["author"] != author or comment["postId"] != BUSIEST_POST \
                or not re.fullmatch(r"r[0-9a-f]{20}", author["id"]) or not re.fullmatch(r"c[0-9a-f]{24}", comment["id"]):
            problems.append(f"{submission.kind} {submission.index}: {entry}")
    assert problems == [], "\n".join(problems)


@pytest.fixture(scope="module")
def published(hostile, tmp_path_factory):
    """The demo built with every queued comment moved into its post's comments, as the site's
    owner approves them, all of one post's threads on one page; served."""
    _, _, intake = hostile
    root = tmp_path_factory.mktemp("published")
    content = demo_copy(root)
    config = json.loads((content / "site.json").read_text(encoding="utf-8"))
    (content / "site.json").write_text(json.dumps({**config, "threadsPerPage": 1000}), encoding="utf-8")
    path = content / "comments" / f"{BUSIEST_POST}.json"
    comments = json.loads(path.read_text(encoding="utf-8"))
    comments += [entry["comment"] for entry in queue_entries(intake.state).values()]
    path.write_text(json.dumps(comments, ensure_ascii=False), encoding="utf-8")
    output = build_site(content, root / "Output")
    server = SiteServer(output)
    yield output, server.url, len(comments)
    server.stop()


def test_the_published_queue_holds_no_script_handler_or_unsafe_url(published):
    output, _, count = published
    post = (output / "posts" / BUSIEST_POST / "index.html").read_text(encoding="utf-8")
    assert post.count('<article id="comment-') == count
    problems = [problem for page in html_pages(output)
                for problem in document_problems(page.read_bytes(), str(page.relative_to(output)),
                                                 fragment=page.name == "thread.html")]
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("bypass_csp", [False, True], ids=["with CSP", "escaping alone (CSP bypassed)"])
def test_nothing_runs_on_the_published_pages(published, chromium, bypass_csp):
    output, url, _ = published

    def run():
        ran = []
        for page in html_pages(output):
            for entry in injected_runs(chromium, f"{url}/{page.relative_to(output).as_posix()}",
                                       runs_the_theme_script(page)):
                ran.append(f"{page.relative_to(output)}: {entry}")
        return ran
    ran = with_trap(chromium, bypass_csp, run)
    assert ran == [], "\n".join(ran)
