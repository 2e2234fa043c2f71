"""Every XSS vector in every untrusted field: the pages, parsed with an HTML5 parser, hold no
script, event handler or unsafe URL, and nothing runs in Chromium, with or without the CSP: each
page is checked once it has loaded and run its own script, so a clean run means something."""
import json
import re
import shutil
import xml.etree.ElementTree as ElementTree
from urllib.parse import urlparse

import html5lib
import pytest

from conftest import REPO, build, write_json
from selenium.webdriver.support.ui import WebDriverWait
from vectors import VECTORS
from waiting import HANG_LIMIT, settle_browser

ALLOWED_SCHEMES = {"http", "https", "mailto", "tel"}
URL_ATTRIBUTES = {"href", "src", "action", "formaction", "poster", "background", "data", "srcset",
                  "xlink:href", "cite", "longdesc", "manifest", "icon", "ping"}
FORBIDDEN_ELEMENTS = {"iframe", "object", "embed", "base", "form", "frame", "frameset", "applet",
                      "style", "svg", "math", "input", "button", "textarea", "select", "video", "audio",
                      "source", "marquee", "details", "template", "isindex", "noscript"}
XHTML = "{http://www.w3.org/1999/xhtml}"
RLO = "\u202e"
# The characters that change the direction of the text around them (Unicode's Bidi_Control).
BIDI_CONTROLS = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
# A comment's body and its excerpt: blocks of the commenter's own, which end an override with them.
OWN_PARAGRAPHS = {"e-content", "friend-comment-excerpt"}


def vector(index):
    return VECTORS[index % len(VECTORS)]


def hostile_content(root, reply_template="https://blog.example.org/reply?post={postId}&c={commentId}"):
    """A content folder with every vector in every untrusted field."""
    # Odd posts' titles and the site's name end in a right-to-left override (RLO).
    posts = [{"id": f"p{i}", "title": vector(i) + RLO * (i % 2), "url": vector(i + 7),
              "publishedAt": "2026-10-01T10:00:00Z"} for i in range(12)]
    friend_ids = [f"f{i}" for i in range(0, len(VECTORS), 4)]
    comments = []
    for i, body in enumerate(VECTORS):
        comment = {
            "id": f"c{i}",
            "postId": f"p{i % len(posts)}",
            "author": {"id": vector(i + 5), "name": vector(i + 1), "avatarURL": vector(i + 2), "url": vector(i + 3)},
            "body": body,
            "sourceURL": vector(i + 4),
            "postedAt": f"2026-11-{1 + i % 20:02d}T10:{i % 60:02d}:00Z",
            "likes": i % 4,
        }
        if i % 3 == 0:  # a third of the comments are friends', so that friend pages list them
            comment["author"]["friendId"] = friend_ids[i // 3 % len(friend_ids)]
        if i % 3 == 2:
            comment["editedAt"] = "2026-11-21T11:00:00Z"
        if i >= len(posts) and i % 4 == 0:
            comment["parentId"] = comments[i - len(posts)]["id"]
        comments.append(comment)
    friends = [{"id": f"f{i}", "firstName": vector(i), "lastName": vector(i + 11), "email": vector(i + 13),
                "phoneNumber": vector(i + 17), "avatarURL": vector(i + 19)} for i in range(0, len(VECTORS), 4)]
    site = {"title": vector(0) + RLO, "description": vector(44), "baseURL": "https://comments.example.org/",
            "replyURLTemplate": reply_template, "threadsPerPage": 8}
    write_json(root / "site.json", site)
    write_json(root / "posts.json", posts)
    write_json(root / "comments.json", comments)
    write_json(root / "friends.json", friends)
    # Every vector in every field of a reaction, each kind on each post.
    for p, post in enumerate(posts):
        reactions = [{"id": f"r{p}-{i}", "postId": post["id"], "kind": ("like", "repost", "bookmark")[i % 3],
                      "author": {"name": vector(i), "url": vector(i + 1), "photo": vector(i + 2)},
                      "url": vector(i + 3), "publishedAt": "2026-11-20T10:00:00Z"}
                     for i in range(p, len(VECTORS), len(posts))]
        (root / "reactions").mkdir(parents=True, exist_ok=True)
        write_json(root / "reactions" / f"{post['id']}.json", reactions)
    return root


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    build(hostile_content(root / "Content"), root / "Output")
    return root / "Output"


def html_pages(output):
    return sorted(output.rglob("*.html"))


def is_safe_url(value):
    value = value.strip()
    if not value or value.startswith(("#", "/")) or "://" not in value and ":" not in value.split("/")[0]:
        return not value.startswith("//")
    return urlparse(value).scheme.lower() in ALLOWED_SCHEMES


def test_corpus_is_large_enough():
    assert len(VECTORS) >= 150
    assert len(set(VECTORS)) == len(VECTORS)


def test_the_hostile_site_has_every_page(hostile_site):
    assert (hostile_site / "index.html").exists()
    assert len(list((hostile_site / "posts").glob("*/index.html"))) == 12
    assert len(list((hostile_site / "friends").glob("*/index.html"))) == len(range(0, len(VECTORS), 4))


def test_parsed_pages_hold_no_script_handler_or_unsafe_url(hostile_site):
    problems = []
    for page in html_pages(hostile_site):
        document = html5lib.parse(page.read_bytes(), treebuilder="etree", namespaceHTMLElements=False)
        if page.name == "thread.html":
            # The embeddable fragment lives in a blog's page, under the blog's policy; it holds no
            # braces, which a blog's template engine (Liquid, Go templates) would run.
            if "{" in page.read_text(encoding="utf-8") or "}" in page.read_text(encoding="utf-8"):
                problems.append(f"{page}: a brace a blog's template engine could run")
        else:
            csp = [m for m in document.iter("meta") if m.get("http-equiv", "").lower() == "content-security-policy"]
            if len(csp) != 1 or "script-src 'self'" not in csp[0].get("content", ""):
                problems.append(f"{page}: missing or weak Content-Security-Policy")
        for element in document.iter():
            tag = element.tag if isinstance(element.tag, str) else ""
            local = tag.rsplit("}", 1)[-1].lower()
            if local == "script":
                kind = element.get("type", "")
                if kind == "application/ld+json":
                    json.loads(element.text or "")
                elif not element.get("src") or element.text and element.text.strip():
                    problems.append(f"{page}: inline script")
                elif not is_safe_url(element.get("src")) or "://" in element.get("src"):
                    problems.append(f"{page}: script from elsewhere: {element.get('src')}")
            if local in FORBIDDEN_ELEMENTS:
                problems.append(f"{page}: <{local}> element")
            if local == "meta" and element.get("http-equiv", "").lower() == "refresh":
                problems.append(f"{page}: meta refresh")
            for name, value in element.attrib.items():
                attribute = name.rsplit("}", 1)[-1].lower() if isinstance(name, str) else ""
                if attribute.startswith("on"):
                    problems.append(f"{page}: event handler {attribute}={value!r} on <{local}>")
                if attribute == "style":
                    problems.append(f"{page}: inline style on <{local}>")
                if attribute in URL_ATTRIBUTES and not is_safe_url(value):
                    problems.append(f"{page}: unsafe {attribute}={value!r} on <{local}>")
    assert problems == []


def test_links_in_comments_are_marked_user_generated(hostile_site):
    checked = 0
    # Every page of every discussion, and the embeddable fragments.
    for page in sorted((hostile_site / "posts").rglob("*.html")):
        document = html5lib.parse(page.read_bytes(), treebuilder="etree", namespaceHTMLElements=False)
        for body in document.iter("div"):
            if "e-content" not in body.get("class", "").split():
                continue
            for link in body.iter("a"):
                assert set(link.get("rel", "").split()) >= {"nofollow", "ugc", "noopener"}, link.attrib
                checked += 1
    assert checked > 0


def test_names_are_isolated_with_bdi(hostile_site):
    for page in sorted((hostile_site / "posts").rglob("*.html")):
        document = html5lib.parse(page.read_bytes(), treebuilder="etree", namespaceHTMLElements=False)
        names = [e for e in document.iter() if "p-name" in (e.get("class") or "").split()]
        assert names, page
        for name in names:
            assert name.tag == "bdi" or any(child.tag == "bdi" for child in name), (page, name.tag)


def test_the_hostile_site_has_every_kind_of_page(hostile_site):
    """The bidi check below reads every kind of page, so each must be there."""
    assert list((hostile_site / "posts").glob("*/page/2/index.html")), "no paginated post page"
    assert list((hostile_site / "posts").glob("*/thread.html")), "no thread.html"
    assert (hostile_site / "friends" / "index.html").exists() and (hostile_site / "404.html").exists()
    friend = (hostile_site / "friends" / "f80" / "index.html").read_text(encoding="utf-8")
    assert "friend-comment-excerpt" in friend and RLO in friend, "f80's page lists no comment by a name with RLO"


def bidi_leaks(document):
    """Where a bidi control can reach text outside the string that carries it: text outside
    `<bdi>`, a `<title>`, or an attribute shown to readers. A comment body (`.e-content`) and its
    excerpt are the commenter's own paragraphs, which end the override with them."""
    leaks, seen = [], 0
    parents = {child: parent for parent in document.iter() for child in parent}

    def chain(element):
        while element is not None:
            yield element
            element = parents.get(element)

    def check(text, holder):
        nonlocal seen
        if not text or not BIDI_CONTROLS.search(text):
            return
        seen += 1
        ancestors = list(chain(holder))
        if any(a.tag == "bdi" or OWN_PARAGRAPHS & set((a.get("class") or "").split()) for a in ancestors):
            if not any(a.tag == "title" for a in ancestors):
                return
        leaks.append(f"<{holder.tag}>: {text!r}")

    for element in document.iter():
        if not isinstance(element.tag, str):
            continue
        if element.tag != "script":  # JSON-LD: data for machines, never shown
            check(element.text, element)
        if element in parents:
            check(element.tail, parents[element])
        for attribute in ("title", "alt", "aria-label", "placeholder"):
            if BIDI_CONTROLS.search(element.get(attribute) or ""):
                leaks.append(f"<{element.tag} {attribute}={element.get(attribute)!r}>")
    return leaks, seen


def test_no_bidi_control_reaches_its_neighbours(hostile_site):
    """Every page kind: home, post pages and their later pages, thread.html, the friends list,
    friend pages, 404; and the feeds' titles and names, which cannot hold `<bdi>`."""
    leaks, seen = [], 0
    for page in html_pages(hostile_site):
        page_leaks, page_seen = bidi_leaks(html5lib.parse(page.read_bytes(), treebuilder="etree",
                                                          namespaceHTMLElements=False))
        leaks += [f"{page.relative_to(hostile_site)}: {leak}" for leak in page_leaks]
        seen += page_seen
    for feed in sorted(hostile_site.rglob("feed.xml")):
        for element in ElementTree.parse(feed).iter():
            if element.tag.rsplit("}", 1)[-1] in ("title", "name") and BIDI_CONTROLS.search(element.text or ""):
                leaks.append(f"{feed.relative_to(hostile_site)}: <{element.tag}> {element.text!r}")
    assert seen > 100, "the hostile site should show many names with bidi controls"
    assert leaks == []


def test_feeds_are_well_formed_and_hold_no_script(hostile_site):
    for feed in sorted(hostile_site.rglob("feed.xml")):
        tree = ElementTree.parse(feed)
        for element in tree.iter():
            local = element.tag.rsplit("}", 1)[-1].lower()
            assert local not in {"script", "iframe", "object", "embed", "svg", "math", "style"}, feed
            for name, value in element.attrib.items():
                assert not name.rsplit("}", 1)[-1].lower().startswith("on"), (feed, name)
                if name in ("href", "src"):
                    assert is_safe_url(value), (feed, value)


@pytest.mark.parametrize("field", ["comment", "post", "friend"])
def test_hostile_ids_stop_the_build_with_their_place(tmp_path, field):
    content = hostile_content(tmp_path / "Content")
    name = {"comment": "comments.json", "post": "posts.json", "friend": "friends.json"}[field]
    records = json.loads((content / name).read_text(encoding="utf-8"))
    records[1]["id"] = '"><script>xss()</script>'
    write_json(content / name, records)
    result = build(content, tmp_path / "Output", check=False)
    assert result.returncode != 0
    assert f"{name}:" in result.stderr and "[1].id" in result.stderr and "cannot be used in a URL" in result.stderr
    assert not (tmp_path / "Output").exists()


def test_a_hostile_reply_template_adds_no_reply_links(tmp_path):
    content = hostile_content(tmp_path / "Content", reply_template="javascript:xss()//{commentId}")
    build(content, tmp_path / "Output")
    pages = html_pages(tmp_path / "Output")
    assert pages
    for page in pages:
        document = html5lib.parse(page.read_bytes(), treebuilder="etree", namespaceHTMLElements=False)
        # A comment's reply link is the link in its footer.
        assert not [a for article in document.iter("article") for footer in article.findall("footer")
                    for a in footer.iter("a")], page
        assert all(is_safe_url(a.get("href", "")) for a in document.iter("a")), page


TRAP = """
window.__xss = [];
window.xss = function () { window.__xss.push('xss() ran'); };
window.alert = window.confirm = window.prompt = function (m) { window.__xss.push('dialog: ' + m); };
"""

# The theme's own script has run: relative-dates.js defines marginaliaRelativeText first thing, and
# once it has the rules it rewrites the dates and hides the "as of" note (on pages that have one).
OWN_SCRIPT_RAN = """
const note = document.getElementById('dates-as-of');
return typeof window.marginaliaRelativeText === 'function' && (!note || note.hidden);
"""


def runs_the_theme_script(page):
    return re.search(r'<script src="[^"]*assets/relative-dates\.js"', page.read_text(encoding="utf-8")) is not None


def injected_runs(chromium, url, own_script):
    """What the trap caught on the page at `url`, once everything that could run has had its turn:
    the page has loaded (every image's load or error handler has fired), its own script (if
    `own_script`) has run, and the browser has painted twice and run what it had queued."""
    chromium.get(url)  # returns once the page has loaded
    if own_script:
        WebDriverWait(chromium, HANG_LIMIT).until(
            lambda driver: driver.execute_script(OWN_SCRIPT_RAN), f"the page's own script never ran on {url}")
    settle_browser(chromium)
    caught = chromium.execute_script("return window.__xss")
    assert isinstance(caught, list), f"the trap is not installed on {url}"
    return caught


@pytest.mark.parametrize("bypass_csp", [False, True], ids=["with CSP", "escaping alone (CSP bypassed)"])
def test_nothing_runs_in_chromium(hostile_site, serve, chromium, bypass_csp):
    base = serve(hostile_site)
    chromium.execute_cdp_cmd("Page.setBypassCSP", {"enabled": bypass_csp})
    script = chromium.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TRAP})
    ran = []
    scripted = 0
    try:
        for page in html_pages(hostile_site):
            own_script = runs_the_theme_script(page)
            # A page without the theme's script has no script of its own to wait for.
            assert own_script or "<script src=" not in page.read_text(encoding="utf-8"), page
            scripted += own_script
            for entry in injected_runs(chromium, base + str(page.relative_to(hostile_site)), own_script):
                ran.append(f"{page.relative_to(hostile_site)}: {entry}")
    finally:
        chromium.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})
        chromium.execute_cdp_cmd("Page.setBypassCSP", {"enabled": False})
    assert ran == []
    assert scripted >= 13, "the theme's script ran on the home page and every post page"


def test_the_browser_trap_catches_a_real_injection(tmp_path, serve, chromium):
    """The control: a page that does run an injected handler is caught by the same wait, so a clean
    run means something. The page runs the theme's script too, as the hostile pages do."""
    (tmp_path / "assets").mkdir()
    shutil.copy(REPO / "Templates" / "assets" / "relative-dates.js", tmp_path / "assets")
    (tmp_path / "index.html").write_text(
        '<!doctype html><title>t</title><script src="/assets/relative-dates.js" defer></script>'
        '<img src="x" onerror="xss()">', encoding="utf-8")
    base = serve(tmp_path)
    script = chromium.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TRAP})
    try:
        assert injected_runs(chromium, base + "index.html", own_script=True) == ["xss() ran"]
    finally:
        chromium.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})
