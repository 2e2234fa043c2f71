"""Right-to-left pages mirror: the demo in Arabic (dir="rtl" from its language) lays out a post's
thread, avatars, tags, reactions and pagination as the English demo does, seen in a mirror.

Geometry that does not depend on the words (reply indentation, avatars, the comment body's inset,
the reply line) is measured from each box's inline-start edge (the left in English, the right in
Arabic) and must be the same number in both languages; the sides that CSS puts margins, padding
and borders on must be each other's mirror."""
import shutil

import pytest

THREAD = "posts/view-models-for-html/"
PAGINATED = "posts/static-sites-deserve-comments/"
FRIEND = "friends/zoe-lefevre/"

# For each reply: its inline-start and inline-end insets inside its parent comment; for each
# comment: its avatar's insets inside the comment's header and the body's inline-start inset;
# each side measured from the edge where a line of text begins (left in ltr, right in rtl).
_MEASURE = """
const rtl = arguments[0];
const start = (box, frame) => rtl ? frame.right - box.right : box.left - frame.left;
const end = (box, frame) => rtl ? box.left - frame.left : frame.right - box.right;
const rect = element => element.getBoundingClientRect();
const comments = [...document.querySelectorAll('article.comment')];
const replies = comments.filter(a => a.parentElement.parentElement.matches('ol.replies')).map(reply => {
    const parent = reply.parentElement.parentElement.parentElement.querySelector(':scope > article.comment');
    return {id: reply.id, start: start(rect(reply), rect(parent)), end: end(rect(reply), rect(parent))};
});
const avatars = comments.map(comment => {
    const header = comment.querySelector(':scope > header'), avatar = header.querySelector('.avatar');
    const name = header.querySelector('h3');
    return {id: comment.id, start: start(rect(avatar), rect(header)), end: end(rect(avatar), rect(header)),
            nameAfterAvatar: start(rect(name), rect(header)) - start(rect(avatar), rect(header)) - rect(avatar).width,
            body: start(rect(comment.querySelector(':scope > .e-content')), rect(comment))};
});
return {direction: getComputedStyle(document.documentElement).direction, replies, avatars};
"""

# The widths CSS gives each box's left and right margin, padding and border: [left, right].
_SIDES = """
const sides = (selector, box) => [...document.querySelectorAll(selector)].slice(0, 3).map(element => {
    const style = getComputedStyle(element);
    return ['Left', 'Right'].map(side => parseFloat(style.getPropertyValue(box.replace('*', side.toLowerCase()))));
});
return {
    replyMargin: sides('ol.replies', 'margin-*'), replyPadding: sides('ol.replies', 'padding-*'),
    replyLine: sides('ol.replies', 'border-*-width'), headerPadding: sides('article.comment > header', 'padding-*'),
    headerMargin: sides('article.comment > header', 'margin-*'), commentPadding: sides('article.comment', 'padding-*'),
    tagMargin: sides('.tag', 'margin-*'),
};
"""


def measure(browser, site, path, rtl, width):
    driver = browser.open(site.url + "/" + path, width=width)
    return driver.execute_script(_MEASURE, rtl), driver.execute_script(_SIDES)


def mirrored(pairs):
    return [[right, left] for left, right in pairs]


@pytest.mark.parametrize("width", [1280, 375])
def test_an_arabic_thread_is_the_mirror_of_the_english_one(photos, photos_ar, browser, width):
    english, english_sides = measure(browser, photos, THREAD, False, width)
    arabic, arabic_sides = measure(browser, photos_ar, THREAD, True, width)
    assert (english["direction"], arabic["direction"]) == ("ltr", "rtl")
    assert len(arabic["replies"]) >= 3 and len(arabic["avatars"]) >= 4
    indent = 41 if width == 1280 else 15.6  # .replies: 19px, a 2px line, 1.25rem (4px, 2px, .6rem at 375 px)
    for language, found in (("en", english), ("ar", arabic)):
        for reply in found["replies"]:
            # Indented from the side lines begin on, flush with the other.
            assert reply["start"] == pytest.approx(indent, abs=0.5), (language, reply)
            assert reply["end"] == pytest.approx(0, abs=0.5), (language, reply)
        for comment in found["avatars"]:
            # The avatar sits where lines begin, the name follows it, the body lines up with the name.
            assert comment["start"] == pytest.approx(0, abs=0.5), (language, comment)
            assert comment["end"] > 100, (language, comment)
            assert comment["nameAfterAvatar"] >= 4, (language, comment)
            assert comment["body"] == pytest.approx(52 if width == 1280 else 0, abs=0.5), (language, comment)
    assert [(r["start"], r["end"]) for r in arabic["replies"]] == [(r["start"], r["end"]) for r in english["replies"]]
    assert [(a["start"], a["end"] > 0, a["body"]) for a in arabic["avatars"]] == \
        [(a["start"], a["end"] > 0, a["body"]) for a in english["avatars"]]
    for name, pairs in english_sides.items():
        assert pairs, name
        assert arabic_sides[name] == mirrored(pairs), name
    assert all(left > 0 and right == 0 for left, right in english_sides["replyLine"])


def test_a_comment_keeps_the_direction_of_its_own_words(photos_ar, browser):
    """The demo's comments are English: on the Arabic page their text runs left to right
    (dir="auto"), while the comment around it, its name, dates and links, runs right to left;
    the body still starts where the page's lines begin, beside the avatar."""
    found = browser.open(photos_ar.url + "/" + THREAD).execute_script("""
    return [...document.querySelectorAll('article.comment')].map(comment => {
        const body = comment.querySelector(':scope > .e-content');
        const c = comment.getBoundingClientRect(), b = body.getBoundingClientRect();
        return [getComputedStyle(comment).direction, getComputedStyle(body).direction, c.right - b.right];
    });""")
    assert len(found) >= 4
    assert all(comment == "rtl" and body == "ltr" and inset == pytest.approx(52, abs=0.5)
               for comment, body, inset in found), found


def test_a_reply_sits_on_the_right_in_arabic_and_on_the_left_in_english(photos, photos_ar, browser):
    """The same fact in screen terms: a reply's left edge lines up with its parent's in Arabic
    and its right edge is inset; in English the other way round."""
    script = """
    const reply = document.querySelector('ol.replies > li > article.comment');
    const parent = reply.parentElement.parentElement.parentElement.querySelector(':scope > article.comment');
    const avatar = reply.querySelector('.avatar').getBoundingClientRect();
    const r = reply.getBoundingClientRect(), p = parent.getBoundingClientRect();
    return {left: r.left - p.left, right: p.right - r.right, avatarLeft: avatar.left - r.left,
            avatarRight: r.right - avatar.right};
    """
    english = browser.open(photos.url + "/" + THREAD).execute_script(script)
    arabic = browser.open(photos_ar.url + "/" + THREAD).execute_script(script)
    assert english["left"] > 30 and english["right"] == pytest.approx(0, abs=0.5)
    assert arabic["right"] > 30 and arabic["left"] == pytest.approx(0, abs=0.5)
    assert english["avatarLeft"] == pytest.approx(0, abs=0.5) and english["avatarRight"] > 100
    assert arabic["avatarRight"] == pytest.approx(0, abs=0.5) and arabic["avatarLeft"] > 100


@pytest.mark.parametrize("language, first_is_leftmost", [("en", True), ("ar", False)])
def test_reactions_and_pagination_run_from_the_side_lines_begin_on(photos, photos_ar, browser, language,
                                                                   first_is_leftmost):
    site = photos if language == "en" else photos_ar
    order = """
    const lefts = [...document.querySelectorAll(arguments[0])].map(e => e.getBoundingClientRect().left);
    return lefts;
    """
    faces = browser.open(site.url + "/" + THREAD).execute_script(order, ".reaction-faces > li")
    links = browser.open(site.url + "/" + PAGINATED).execute_script(order, ".pagination li")
    for lefts in (faces, links):
        assert len(lefts) >= 2
        assert lefts == sorted(lefts, reverse=not first_is_leftmost)


@pytest.mark.parametrize("language, back, in_reply_to", [("en", "\u2190", "\u21b3"), ("ar", "\u2192", "\u21b2")])
def test_arrows_point_the_way_lines_run(photos, photos_ar, browser, language, back, in_reply_to):
    """"Back" points to where lines begin (left in English, right in Arabic); "in reply to"
    turns from the reply towards its parent's side."""
    site = photos if language == "en" else photos_ar
    before = "return getComputedStyle(document.querySelector(arguments[0]), '::before').content"
    assert browser.open(site.url + "/" + FRIEND).execute_script(before, ".back-link a") == f'"{back}\u00a0"'
    assert browser.open(site.url + "/" + THREAD).execute_script(before, ".u-in-reply-to") == f'"{in_reply_to}\u00a0"'


@pytest.mark.parametrize("blog_direction", ["rtl", "ltr"])
def test_the_embeddable_thread_mirrors_in_a_blogs_page(photos_ar, browser, tmp_path, blog_direction):
    """posts/<id>/thread.html in a blog's own page, right to left or not: the fragment says its
    own direction, so marginalia-thread.css indents replies and places avatars from the right."""
    from support.servers import SiteServer

    fragment = (photos_ar.output / THREAD / "thread.html").read_text(encoding="utf-8")
    shutil.copy(photos_ar.output / "assets" / "marginalia-thread.css", tmp_path / "thread.css")
    (tmp_path / "index.html").write_text(
        f'<!doctype html><html lang="ar" dir="{blog_direction}"><head><meta charset="utf-8"><title>blog</title>'
        f'<link rel="stylesheet" href="thread.css"></head><body><main>{fragment}</main></body></html>',
        encoding="utf-8")
    server = SiteServer(tmp_path)
    try:
        driver = browser.open(server.url + "/")
        found = driver.execute_script(_MEASURE, True)
        thread = driver.execute_script("return getComputedStyle(document.querySelector('.marginalia-thread')).direction")
    finally:
        server.stop()
    assert found["direction"] == blog_direction and thread == "rtl" and len(found["replies"]) >= 3
    for reply in found["replies"]:
        assert reply["start"] == pytest.approx(41, abs=0.5) and reply["end"] == pytest.approx(0, abs=0.5)
    for comment in found["avatars"]:
        assert comment["start"] == pytest.approx(0, abs=0.5) and comment["body"] == pytest.approx(52, abs=0.5)
