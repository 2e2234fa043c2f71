#!/usr/bin/env python3
"""Write a deterministic synthetic webmention.io feed and the content folder it mentions.

    make-webmention.py FEED CONTENT [--entries 100000] [--posts 100] [--seed 1] [--array]

FEED becomes what webmention.io's API returns for a site (`{"type": "feed", "children": [...]}`,
or with `--array` the bare array of entries that blogs cache), in the shapes Bridgy gives
Mastodon replies, likes and boosts: 45 % replies with HTML content, 15 % mentions with plain
text, 25 % likes (`published: null`), 10 % reposts, 3 % bookmarks, 1 % private mentions and 1 %
mentions of a page that is no post. Targets are written as sites send them: with `http`, an
upper-case host, `index.html`, a query or a fragment, one in ten. CONTENT gets `site.json` and a
`posts.json` whose posts' `url`s those targets name, ready for `marginalia import webmention FEED
--content CONTENT`.

Same arguments, same bytes. Standard library only; one entry is written at a time.
"""
import argparse
import json
import os
import random
from datetime import datetime, timezone

NAMES = ["Jane Appleseed", "John Doe", "Amélie Poulain", "Søren K.", "Zoë", "Yuki Nakamura",
         "Łukasz Dąbrowski", "Аня Иванова", "美咲", "أحمد حسن", "O'Brien & Sons", ""]
INSTANCES = ["mastodon.social", "fosstodon.org", "hachyderm.io", "social.example", "toot.cafe"]
WORDS = ("the quick brown fox jumps over lazy dog view model comment reply markdown static site "
         "render swift date preview server layout café naïve déjà-vu 東京 Straße").split()
START = 1_600_000_000
BLOG = "https://blog.example.org"


def stamp(seconds):
    return datetime.fromtimestamp(seconds, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def target(rng, post):
    url = f"{BLOG}/posts/post-{post}/"
    style = rng.random()
    if style < 0.02:
        return url.replace("https://", "http://")
    if style < 0.04:
        return url.replace("blog.example.org", "Blog.Example.ORG")
    if style < 0.06:
        return url + "index.html"
    if style < 0.08:
        return url + "?utm_source=mastodon"
    if style < 0.10:
        return url + "#comments"
    return url


def entry(rng, number, posts, clock):
    name = rng.choice(NAMES)
    instance = rng.choice(INSTANCES)
    user = f"user{rng.randint(1, 5000)}"
    status = 110_000_000_000_000_000 + number
    kind = rng.random()
    post = rng.randrange(posts)
    record = {
        "type": "entry",
        "author": {"type": "card", "name": name,
                   "photo": f"https://webmention.io/avatar/files.{instance}/{rng.getrandbits(64):016x}.png"
                   if rng.random() < 0.8 else "",
                   "url": f"https://{instance}/@{user}"},
        "url": f"https://{instance}/@{user}/{status}",
        "published": stamp(clock - rng.randint(0, 3600)),
        "wm-received": stamp(clock),
        "wm-id": 1_000_000 + number,
        "wm-source": f"https://brid.gy/comment/mastodon/@blog@{instance}/{status}",
        "wm-target": target(rng, post),
        "wm-protocol": "webmention",
        "wm-private": False,
    }
    words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(5, 60)))
    if kind < 0.45:
        record["content"] = {
            "html": f'<p><span class="h-card"><a href="{BLOG}/" class="u-url">@<span>blog</span></a></span> '
                    f"{words} <a href=\"https://example.org/{number}\">link</a> &amp; <em>more</em></p>",
            "text": f"@blog {words} link & more"}
        record["wm-property"] = "in-reply-to"
    elif kind < 0.60:
        record["content"] = {"text": f"{words}\nsecond line"}
        record["wm-property"] = "mention-of"
    elif kind < 0.85:
        record["published"] = None
        record["url"] = f"https://{instance}/@blog/{status}#favorited-by-{number}"
        record["wm-property"] = "like-of"
    elif kind < 0.95:
        record["wm-property"] = "repost-of"
    elif kind < 0.98:
        record["wm-property"] = "bookmark-of"
    elif kind < 0.99:
        record["content"] = {"text": "for your eyes only"}
        record["wm-property"] = "in-reply-to"
        record["wm-private"] = True
    else:
        record["content"] = {"text": words}
        record["wm-property"] = "mention-of"
        record["wm-target"] = f"{BLOG}/about/"
    record[record["wm-property"]] = record["wm-target"]
    return record


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("feed")
    parser.add_argument("content")
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--posts", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--array", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.content, exist_ok=True)
    with open(os.path.join(args.content, "site.json"), "w", encoding="utf-8") as out:
        json.dump({"title": "Blog", "baseURL": "https://comments.example.org/"}, out)
    posts = [{"id": f"post-{n}", "title": f"Post {n}", "url": f"{BLOG}/posts/post-{n}/",
              "publishedAt": stamp(START - 86_400 * (args.posts - n))} for n in range(args.posts)]
    with open(os.path.join(args.content, "posts.json"), "w", encoding="utf-8") as out:
        json.dump(posts, out, ensure_ascii=False, indent=2)
    clock = START
    with open(args.feed, "w", encoding="utf-8") as out:
        out.write("[\n" if args.array else '{"type": "feed", "name": "Webmentions", "children": [\n')
        for number in range(args.entries):
            clock += rng.randint(1, 300)
            out.write(("" if number == 0 else ",\n")
                      + json.dumps(entry(rng, number, args.posts, clock), ensure_ascii=False))
        out.write("\n]\n" if args.array else "\n]}\n")


if __name__ == "__main__":
    main()
