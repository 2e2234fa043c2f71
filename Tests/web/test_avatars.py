"""Remote avatars are fetched at build time by the marginalia binary (AsyncHTTPClient) from local
servers: good images are published under assets/avatars/<sha256 of the URL>.<ext>, everything
else falls back to the initials, a failing host is tried once, the cache serves later and
--offline builds, and the pages name no other host."""
import hashlib
import json
import time

import pytest
from lxml import html as lxml_html

from support.servers import AvatarServer, ClosingServer


@pytest.fixture(scope="module")
def hosts():
    good, slow, broken = AvatarServer(), AvatarServer(delay=8), ClosingServer()
    yield good, slow, broken
    for server in (good, slow, broken):
        server.stop()


def make_content(root, urls):
    content = root / "Content"
    content.mkdir(parents=True)
    (content / "site.json").write_text(json.dumps({"baseURL": "https://comments.example.org/"}), encoding="utf-8")
    (content / "posts.json").write_text(json.dumps([{"id": "p", "title": "Avatars", "url": "https://blog.example.org/p/",
                                                     "publishedAt": "2026-11-01T10:00:00Z"}]), encoding="utf-8")
    comments = [{"id": f"c{i}", "postId": "p", "author": {"id": f"u{i}", "name": f"Author {i}", "avatarURL": url},
                 "body": "Hi", "postedAt": f"2026-11-20T10:{i:02d}:00Z"} for i, url in enumerate(urls)]
    (content / "comments.json").write_text(json.dumps(comments), encoding="utf-8")
    return content


def images(output):
    tree = lxml_html.fromstring((output / "posts/p/index.html").read_bytes())
    return {img.getparent().getparent().getparent().get("id"): img.get("src") for img in tree.xpath("//img[contains(@class, 'avatar')]")}


def published(url, ext):
    return f"assets/avatars/{hashlib.sha256(url.encode()).hexdigest()}.{ext}"


def test_avatars_are_fetched_checked_cached_and_served_by_the_site(marginalia, tmp_path, hosts):
    good, slow, broken = hosts
    urls = [good.url + "/avatars/a.png", good.url + "/gif", good.url + "/wrong/html", good.url + "/wrong/svg",
            good.url + "/wrong/liar.png", good.url + "/wrong/big.png", good.url + "/wrong/missing",
            slow.url + "/avatars/s1.png", slow.url + "/avatars/s2.png",
            broken.url + "/avatars/b1.png", broken.url + "/avatars/b2.png", broken.url + "/avatars/b3.png"]
    content = make_content(tmp_path, urls)
    output = tmp_path / "Output"

    started = time.monotonic()
    result = marginalia(content, output, offline=False)
    took = time.monotonic() - started
    assert took < 12, f"a slow host must cost one timeout, not one per image ({took:.1f} s)"

    shown = images(output)
    assert shown == {"comment-c0": "../../" + published(urls[0], "png"), "comment-c1": "../../" + published(urls[1], "gif")}
    assert (output / published(urls[0], "png")).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    html = (output / "posts/p/index.html").read_text(encoding="utf-8")
    assert "127.0.0.1" not in html, "no page may name the avatar hosts"
    assert "img-src &#39;self&#39;;" in html
    assert html.count('<span class="avatar" aria-hidden="true">') == len(urls) - 2
    assert broken.connections == 1, "a host that fails is tried once per build"
    assert len(slow.requests) == 1
    assert sorted(good.requests) == sorted(u[len(good.url):] for u in urls[:7])
    assert result.stderr.count("warning: avatar") == len(urls) - 2
    cache = sorted(p.name for p in (tmp_path / ".marginalia-cache" / "avatars").iterdir())
    assert cache == sorted([published(urls[0], "png").split("/")[-1], published(urls[1], "gif").split("/")[-1]])

    before = {p.relative_to(output): p.read_bytes() for p in output.rglob("*") if p.is_file()}
    requests = len(good.requests)
    marginalia(content, output, offline=True)
    after = {p.relative_to(output): p.read_bytes() for p in output.rglob("*") if p.is_file()}
    assert after == before, "an offline build with the cache gives the same site, byte for byte"
    assert len(good.requests) == requests and broken.connections == 1

    marginalia(content, output, offline=False, extra=())
    assert len(good.requests) == requests + 5, "cached images are not fetched again; failed ones are retried"


def test_offline_without_a_cache_shows_initials_and_asks_nobody(marginalia, tmp_path, hosts):
    good, _, _ = hosts
    content = make_content(tmp_path, [good.url + "/avatars/offline.png"])
    requests = len(good.requests)
    marginalia(content, tmp_path / "Output", offline=True)
    assert images(tmp_path / "Output") == {}
    assert len(good.requests) == requests
    # Nothing is cached for avatars (the cache folder holds the page manifest, which every build writes).
    assert not (tmp_path / ".marginalia-cache" / "avatars").exists()
    assert sorted(p.name for p in (tmp_path / ".marginalia-cache").iterdir()) == ["pages"]


def test_hot_linking_is_an_opt_in_that_the_csp_follows(marginalia, tmp_path, hosts):
    good, _, _ = hosts
    url = good.url + "/avatars/hot.png"
    content = make_content(tmp_path, [url])
    (content / "site.json").write_text(json.dumps({"avatars": "hotlink"}), encoding="utf-8")
    requests = len(good.requests)
    marginalia(content, tmp_path / "Output", offline=False)
    assert images(tmp_path / "Output") == {"comment-c0": url}
    assert f"img-src &#39;self&#39; {good.url};" in (tmp_path / "Output/posts/p/index.html").read_text(encoding="utf-8")
    assert len(good.requests) == requests
