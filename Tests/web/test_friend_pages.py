"""Friends who comment: each friend page lists the friend's comments, newest first and capped,
and every link there leads to the comment itself, on the page that shows it."""
import re
from datetime import datetime, timezone
from html.parser import HTMLParser
from urllib.parse import urljoin, urlparse

import pytest


class Links(HTMLParser):
    """The hrefs inside `<ol class="friend-comment-list">`, and every element id of a page."""

    def __init__(self):
        super().__init__()
        self.in_list = False
        self.hrefs, self.ids = [], set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("id"):
            self.ids.add(attrs["id"])
        if tag == "ol" and attrs.get("class") == "friend-comment-list":
            self.in_list = True
        elif tag == "a" and self.in_list:
            self.hrefs.append(attrs["href"])

    def handle_endtag(self, tag):
        if tag == "ol":
            self.in_list = False


def parse(html):
    parser = Links()
    parser.feed(html)
    return parser


def instant(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(timezone.utc)


def full_name(friend):
    return " ".join(part.strip() for part in (friend["firstName"], friend["lastName"]) if part.strip()) or "Unnamed friend"


@pytest.mark.parametrize("name", ["demo", "bench"])
def test_friend_pages_list_their_comments_newest_first_linking_to_each(name, request):
    site = request.getfixturevalue(name)
    limit = site.fixtures["site"].get("friendCommentLimit", 20)
    by_friend = {}
    for comment in site.fixtures["comments"]:
        friend_id = comment["author"].get("friendId")
        if friend_id is not None:
            by_friend.setdefault(str(friend_id), []).append(comment)
    assert by_friend, "the site has friends who comment"
    for friend in site.fixtures["friends"]:
        comments = by_friend.get(str(friend["id"]), [])
        page_path = f"friends/{friend['id']}/index.html"
        html = site.page(page_path)
        assert f"Comments by <bdi>{full_name(friend)}</bdi> ({len(comments)})" in html.replace("&#39;", "'")
        hrefs = parse(html).hrefs
        assert len(hrefs) == min(limit, len(comments))
        newest = sorted(comments, key=lambda c: (instant(c["postedAt"]), str(c["id"])), reverse=True)
        for comment, href in zip(newest, hrefs):
            target = urlparse(urljoin(site.base_url + page_path, href))
            assert target.fragment == f"comment-{comment['id']}"
            relative = target.path[len(urlparse(site.base_url).path):]
            assert relative == site.comment_pages()[str(comment["id"])]
            assert f"comment-{comment['id']}" in parse(site.page(relative + "index.html")).ids
        if len(comments) > limit:
            more = len(comments) - limit
            assert f"{more} more comment{'s' if more != 1 else ''}" in html


@pytest.mark.parametrize("name", ["demo", "bench"])
def test_the_friends_list_counts_each_friends_comments(name, request):
    site = request.getfixturevalue(name)
    html = "".join(site.page(page + "index.html") for page in site.friends_list_pages())
    counts = re.findall(r'<span class="friend-comment-count">([^<]*)</span>', html)
    assert len(counts) == len(site.fixtures["friends"])
    total = sum(int(text.split()[0]) for text in counts if text[0].isdigit())
    assert total == sum(1 for c in site.fixtures["comments"] if c["author"].get("friendId") is not None)
