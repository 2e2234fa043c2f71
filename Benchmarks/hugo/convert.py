#!/usr/bin/env python3
"""Turns a Marginalia content folder into a Hugo site that writes the baseline comment pages.

    Benchmarks/hugo/convert.py CONTENT SITE
    hugo --quiet -s SITE -d OUT

The Hugo site writes the home page (each post with its comment count), `posts/<id>/` (the post's
comments in posted order: author, an "Edited" tag, date, body rendered from Markdown by goldmark
in its safe mode), `friends/` and `friends/<id>/`. Its layouts and settings are in
`Benchmarks/hugo/site/`; `Benchmarks/hugo-equivalent-theme/` makes marginalia write the same pages.

The conversion is set-up work that Benchmarks/run does not time, so it does here what a Hugo user
would prepare for speed: one data file per post (`data/comments/<postId>.json`, sorted by posted
instant, then id) and one front-matter-only page per post and per friend. Markdown, dates,
escaping, counting and writing HTML are left to Hugo.

CONTENT may hold `comments.json`, a `comments/` folder of JSON arrays, or both. SITE is created;
if it exists it must be empty or an earlier output of this script, which is replaced.
Standard library only.
"""
import json
import shutil
import sys
from datetime import datetime
from pathlib import Path

LAYOUTS = Path(__file__).resolve().parent / "site"
MARKER = ".made-by-marginalia-convert"


def read_json(path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        sys.exit(f"error: cannot read {path}: {error}")


def load_comments(content):
    """Every comment of `comments.json` and `comments/*.json` (in name order)."""
    files = [content / "comments.json"] if (content / "comments.json").is_file() else []
    if (content / "comments").is_dir():
        files += sorted((content / "comments").glob("*.json"))
    comments = []
    for path in files:
        comments += read_json(path)
    return comments


def posted_instant(comment):
    return datetime.fromisoformat(comment["postedAt"].replace("Z", "+00:00").replace("z", "+00:00"))


def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def save(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8"))


def prepare(site):
    if site.exists():
        if any(site.iterdir()) and not (site / MARKER).exists():
            sys.exit(f"error: {site} is not empty and was not written by this script; not replacing it")
        shutil.rmtree(site)
    shutil.copytree(LAYOUTS, site)
    (site / MARKER).touch()


def convert(content, site):
    posts = read_json(content / "posts.json")
    friends = read_json(content / "friends.json") if (content / "friends.json").is_file() else []
    threads = {str(post["id"]): [] for post in posts}
    for comment in load_comments(content):
        threads.setdefault(str(comment["postId"]), []).append(comment)
    prepare(site)

    for post_id, comments in threads.items():
        comments.sort(key=lambda comment: (posted_instant(comment), str(comment["id"])))
        save(site / "data" / "comments" / f"{post_id}.json", compact(comments))
    # "url" means something to Hugo, so the post's own address travels as "sourceURL".
    for post in posts:
        front = {"title": post["title"], "date": post["publishedAt"], "pid": str(post["id"]), "sourceURL": post["url"]}
        save(site / "content" / "posts" / f"{post['id']}.md", compact(front) + "\n")
    # The posts section is listed on the home page but has no page of its own (neither has marginalia).
    save(site / "content" / "posts" / "_index.md",
         compact({"title": "Posts", "_build": {"render": "never", "list": "always"}}) + "\n")
    save(site / "content" / "friends" / "_index.md", compact({"title": "Friends"}) + "\n")
    for friend in friends:
        front = {"title": f"{friend['firstName']} {friend['lastName']}", "fid": friend["id"],
                 "firstName": friend["firstName"], "lastName": friend["lastName"]}
        if isinstance(friend["id"], int):
            front["weight"] = friend["id"]  # friends listed by number, as marginalia lists them
        for optional in ("email", "phoneNumber", "avatarURL"):
            if friend.get(optional) is not None:
                front[optional] = friend[optional]
        save(site / "content" / "friends" / f"{friend['id']}.md", compact(front) + "\n")
    return len(posts), sum(len(comments) for comments in threads.values()), len(friends)


def main():
    if len(sys.argv) != 3 or sys.argv[1] in ("-h", "--help"):
        sys.exit(__doc__)
    content, site = Path(sys.argv[1]), Path(sys.argv[2])
    if not (content / "posts.json").is_file():
        sys.exit(f"error: {content} has no posts.json; give a content folder (Benchmarks/make-fixtures.py writes one)")
    posts, comments, friends = convert(content, site)
    print(f"wrote a Hugo site for {posts} posts, {comments} comments and {friends} friends to {site}")


if __name__ == "__main__":
    main()
