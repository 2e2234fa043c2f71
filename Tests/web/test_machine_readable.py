"""Real parsers read the pages: mf2py finds every comment as an h-entry with the right author,
dates and content, friends as h-cards; extruct reads the schema.org JSON-LD."""
import json
import re
from datetime import datetime, timezone

import extruct
import mf2py
import pytest


def iso(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(timezone.utc)


def words(text):
    return re.findall(r"[^\W_]+", text or "")


def markdown_text(body):
    """The words a reader sees in Markdown source: without tags, link targets, list numbers and
    fence info."""
    body = re.sub(r"<[^>]*>", " ", body)
    body = re.sub(r"^\s*\d+\.\s", " ", body, flags=re.M)
    body = body.replace("*", "")
    body = re.sub(r"\]\([^)]*\)", "]", body)
    return re.sub(r"^\s*```\w*", "", body, flags=re.M)


REACTION_PROPERTIES = ("like-of", "repost-of", "bookmark-of")


def entries(html, url):
    """The comments' h-entries (a post's reactions are h-entries too, without a url of their own)."""
    parsed = mf2py.parse(doc=html, url=url)
    return [item for item in parsed["items"]
            if "h-entry" in item["type"] and not any(key in item["properties"] for key in REACTION_PROPERTIES)]


def comments_by_post(site):
    grouped = {}
    for comment in site.fixtures["comments"]:
        grouped.setdefault(str(comment["postId"]), []).append(comment)
    return grouped


@pytest.mark.parametrize("name", ["demo", "bench", "photos"])
def test_every_comment_is_an_h_entry_with_author_dates_and_content(name, request):
    site = request.getfixturevalue(name)
    checked = friends = 0
    for post_id, comments in comments_by_post(site).items():
        found = {}
        for page in site.post_pages(post_id):
            page_url = site.base_url + page
            for item in entries(site.page(page + "index.html"), page_url):
                url = item["properties"]["url"][0]
                assert url.startswith(page_url + "#comment-"), url
                found[url.rsplit("#comment-", 1)[1]] = (item, page_url)
        assert len(found) == len(comments), post_id
        for comment in comments:
            item, page_url = found[str(comment["id"])]
            props = item["properties"]
            author = props["author"][0]
            assert "h-card" in author["type"]
            assert author["properties"]["name"][0] == (comment["author"]["name"].strip() or "Anonymous")
            # A friend's h-card links to their page; a stranger's has no URL (never matched by name)
            # unless the comment came with one (a webmention's h-card).
            if comment["author"].get("friendId") is not None:
                assert author["properties"]["url"] == [site.base_url + f"friends/{comment['author']['friendId']}/"]
                friends += 1
            elif comment["author"].get("url"):
                assert author["properties"]["url"] == [comment["author"]["url"]]
            else:
                assert "url" not in author["properties"]
            assert iso(props["published"][0]) == iso(comment["postedAt"])
            if comment.get("editedAt"):
                assert iso(props["updated"][0]) == iso(comment["editedAt"])
            else:
                assert "updated" not in props
            if comment.get("parentId"):
                assert props["in-reply-to"][0] == f"{page_url}#comment-{comment['parentId']}"
            content = props["content"][0]["value"]
            # The Markdown's words reach the content (raw HTML, link targets and fence info aside).
            source, shown = set(words(markdown_text(comment["body"]))), set(words(content))
            assert len(source & shown) >= 0.9 * len(source), (comment["id"], source - shown)
            checked += 1
    assert checked == len(site.fixtures["comments"])
    assert friends > 0, "every site here has friends who comment"


def test_fetched_avatars_are_u_photos_served_by_the_site(photos):
    item = entries(photos.page("posts/view-models-for-html/index.html"), photos.base_url + "posts/view-models-for-html/")[0]
    photo = item["properties"]["author"][0]["properties"]["photo"][0]
    photo = photo["value"] if isinstance(photo, dict) else photo
    assert re.fullmatch(re.escape(photos.base_url) + r"assets/avatars/[0-9a-f]{64}\.png", photo), photo


@pytest.mark.parametrize("name", ["demo", "bench"])
def test_friends_are_h_cards(name, request):
    site = request.getfixturevalue(name)
    cards = [item for page in site.friends_list_pages()
             for item in mf2py.parse(doc=site.page(page + "index.html"), url=site.base_url + page)["items"]
             if "h-card" in item["type"]]
    assert len(cards) == len(site.fixtures["friends"])
    friend = site.fixtures["friends"][0]
    detail = mf2py.parse(doc=site.page(f"friends/{friend['id']}/index.html"), url=site.base_url)["items"]
    card = next(item for item in detail if "h-card" in item["type"])
    name = " ".join(part for part in (friend["firstName"], friend["lastName"]) if part.strip())
    assert card["properties"]["name"][0] == name
    if friend.get("email"):
        assert card["properties"]["email"][0] == "mailto:" + friend["email"]


def test_reactions_are_likes_and_reposts_of_the_post(demo):
    """Each reaction of reactions/<postId>.json is an h-entry whose like-of (or repost-of, bookmark-of) is
    the post's own URL and whose author is the reacting person's h-card."""
    posts = {str(post["id"]): post for post in demo.fixtures["posts"]}
    reacted = {str(reaction["postId"]) for reaction in demo.fixtures["reactions"]}
    assert reacted, "the demo has reactions"
    for post_id in reacted:
        expected = [r for r in demo.fixtures["reactions"] if str(r["postId"]) == post_id]
        parsed = mf2py.parse(doc=demo.page(f"posts/{post_id}/index.html"), url=demo.base_url + f"posts/{post_id}/")
        found = [item for item in parsed["items"]
                 if "h-entry" in item["type"] and any(key in item["properties"] for key in REACTION_PROPERTIES)]
        assert len(found) == len(expected)
        for item, reaction in zip(found, expected):
            props = item["properties"]
            assert props[reaction["kind"] + "-of"] == [posts[post_id]["url"]]
            assert [key for key in REACTION_PROPERTIES if key in props] == [reaction["kind"] + "-of"]
            author = props["author"][0]
            assert "h-card" in author["type"]
            assert author["properties"]["name"] == [reaction["author"]["name"]]
            assert author["properties"]["url"] == [reaction["author"]["url"]]
        kinds = [reaction["kind"] for reaction in expected]
        assert kinds.count("like") > 1 and kinds.count("repost") > 1


def count_comments(nodes):
    return sum(1 + count_comments(node.get("comment", [])) for node in nodes)


@pytest.mark.parametrize("name", ["demo", "bench"])
def test_json_ld_is_a_discussion_with_every_comment_nested_by_reply(name, request):
    site = request.getfixturevalue(name)
    for post in site.fixtures["posts"]:
        comments = [c for c in site.fixtures["comments"] if str(c["postId"]) == str(post["id"])]
        by_id = {c["id"]: c for c in comments}
        on_pages = 0
        for page in site.post_pages(post["id"]):
            page_url = site.base_url + page
            data = extruct.extract(site.page(page + "index.html"), base_url=page_url, syntaxes=["json-ld"])
            [discussion] = data["json-ld"]
            assert discussion["@context"] == "https://schema.org"
            assert discussion["@type"] == "DiscussionForumPosting"
            assert discussion["url"] == page_url
            assert discussion["headline"] == (post["title"].strip() or "Untitled post")
            # Each page describes its own comments, and counts every comment of the post.
            assert discussion["commentCount"] == len(comments)
            on_pages += count_comments(discussion.get("comment", []))
            assert all(node["@id"].startswith(page_url + "#comment-") for node in discussion.get("comment", []))
            check_nodes(discussion.get("comment", []), None, by_id, site.base_url)
        assert on_pages == len(comments)


def check_nodes(nodes, parent, by_id, base_url):
    for node in nodes:
        comment = by_id[node["@id"].rsplit("#comment-", 1)[1]]
        assert node["@type"] == "Comment"
        assert iso(node["datePublished"]) == iso(comment["postedAt"])
        assert node["author"]["name"] == (comment["author"]["name"].strip() or "Anonymous")
        friend_id = comment["author"].get("friendId")
        assert node["author"].get("url") == (None if friend_id is None else base_url + f"friends/{friend_id}/")
        real_parent = comment.get("parentId")
        assert real_parent == parent or node["parentItem"]["@id"].endswith(f"#comment-{real_parent}")
        check_nodes(node.get("comment", []), comment["id"], by_id, base_url)


def test_json_ld_cannot_break_out_of_its_script_element(bench):
    pages = [page for post in bench.fixtures["posts"] for page in bench.post_pages(post["id"])]
    assert len(pages) > len(bench.fixtures["posts"]), "the bench site has paginated discussions"
    for page in pages:
        html = bench.page(page + "index.html")
        block = re.search(r'<script type="application/ld\+json">(.*?)</script>', html, re.S).group(1)
        assert "<" not in block and ">" not in block
        json.loads(block)
