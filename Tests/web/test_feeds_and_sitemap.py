"""Feeds parse without errors and hold the right entries; pages link them; the sitemap is valid
against the sitemaps.org schema and uses the site's base URL."""
from datetime import datetime, timezone
from importlib import resources

import feedparser
import pytest
from lxml import etree, html as lxml_html

SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"


def newest(comments, limit):
    """The feed's entries: newest first, ties by id, as the generator orders them."""
    return sorted(comments, key=lambda c: (parse(c["postedAt"]), str(c["id"])), reverse=True)[:limit]


def parse(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(timezone.utc)


def check_feed(site, path, comments, page_path):
    feed = feedparser.parse(str(site.output / path))
    assert feed.bozo == 0, feed.get("bozo_exception")
    assert feed.version == "atom10"
    limit = site.fixtures["site"].get("feedLimit", 50)
    expected = newest(comments, limit)
    assert len(feed.entries) == len(expected)
    for entry, comment in zip(feed.entries, expected):
        # The link names the page of the discussion that shows the comment.
        assert entry.id == site.base_url + site.comment_pages()[str(comment["id"])] + f"#comment-{comment['id']}"
        assert entry.link == entry.id
        assert entry.author == (comment["author"]["name"].strip() or "Anonymous")
        assert parse(entry.published) == parse(comment["postedAt"])
        assert entry.content[0].type == "application/xhtml+xml"
    self_link = [link.href for link in feed.feed.links if link.rel == "self"]
    assert self_link == [site.base_url + path]
    assert [link.href for link in feed.feed.links if link.rel == "alternate"] == [site.base_url + page_path]


@pytest.mark.parametrize("name", ["demo", "bench"])
def test_the_site_feed_parses_and_holds_the_newest_comments(name, request):
    site = request.getfixturevalue(name)
    check_feed(site, "feed.xml", site.fixtures["comments"], "")


@pytest.mark.parametrize("name", ["demo", "bench"])
def test_each_post_feed_parses_and_holds_that_posts_comments(name, request):
    site = request.getfixturevalue(name)
    for post in site.fixtures["posts"]:
        comments = [c for c in site.fixtures["comments"] if str(c["postId"]) == str(post["id"])]
        check_feed(site, f"posts/{post['id']}/feed.xml", comments, f"posts/{post['id']}/")


def alternates(site, page):
    tree = lxml_html.fromstring(site.page(page).encode())
    return [(link.get("type"), link.get("href")) for link in tree.xpath("//head/link[@rel='alternate']")]


def test_pages_link_their_feeds(demo):
    for page in ["index.html", "friends/index.html", "friends/sakura/index.html"]:
        assert ("application/atom+xml", "../" * page.count("/") + "feed.xml") in alternates(demo, page)
    for post in demo.fixtures["posts"]:
        links = alternates(demo, f"posts/{post['id']}/index.html")
        assert links == [("application/atom+xml", "../../feed.xml"), ("application/atom+xml", "feed.xml")]


@pytest.mark.parametrize("name", ["demo", "bench"])
def test_the_sitemap_is_valid_and_lists_every_page_under_the_base_url(name, request):
    site = request.getfixturevalue(name)
    schema = etree.XMLSchema(etree.parse(str(resources.files("sitemap_verify.schemas") / "sitemap.xsd")))
    document = etree.parse(str(site.output / "sitemap.xml"))
    assert schema.validate(document), schema.error_log
    assert document.docinfo.encoding.lower() == "utf-8"
    root = document.getroot()
    assert root.tag == f"{{{SITEMAP_NS}}}urlset"
    locations = [loc.text for loc in root.iter(f"{{{SITEMAP_NS}}}loc")]
    assert len(locations) == len(set(locations)) <= 50_000
    assert (site.output / "sitemap.xml").stat().st_size <= 50 * 1024 * 1024
    expected = {site.base_url + page for page in site.home_pages() + site.friends_list_pages()}
    expected |= {site.base_url + page for p in site.fixtures["posts"] for page in site.post_pages(p["id"])}
    expected |= {site.base_url + f"friends/{f['id']}/" for f in site.fixtures["friends"]}
    assert set(locations) == expected
    for location in locations:
        relative = location[len(site.base_url):]
        assert (site.output / relative / "index.html").exists(), location
