#!/usr/bin/env python3
"""Write a deterministic synthetic Disqus, WordPress (WXR), Commento, Remark42 or Isso comment export.

    make-export.py disqus|wordpress|commento|remark42|isso OUT [--comments 100000] [--posts N] [--seed 1]

The export has the shape and the quirks of real ones: HTML bodies (paragraphs, line breaks,
links, emphasis, code, quotes, lists, entities, several scripts, and hostile markup such as
<script> and javascript: links), replies several levels deep, anonymous authors, and, in the
right proportions, spam, deleted, unapproved, pingback and trackback comments and comments on
threads that are missing from the export. Every author has an e-mail address and an IP address,
so that a test can check that neither reaches the output.

Same arguments, same bytes. Standard library only. Written as a stream, so any size works.
"""
import argparse
import json
import os
import random
import sqlite3
from datetime import datetime, timedelta, timezone
from xml.sax.saxutils import escape, quoteattr

NAMES = ["Jane Appleseed", "John Doe", "Amélie Poulain", "Søren K.", "Zoë", "Mateo", "Chidi",
         "Yuki Nakamura", "Łukasz Dąbrowski", "María José", "Nguyễn Văn A", "Ömer Yılmaz",
         "Аня Иванова", "美咲", "김민준", "أحمد حسن", "דניאל כהן", "Θεοδώρα", "O'Brien & Sons"]
WORDS = ("the quick brown fox jumps over lazy dog view model cell comment friend edited reply "
         "markdown template static site render swift date relative preview browser server "
         "layout label wrap data presentation logic test controller coordinator café naïve "
         "déjà-vu 東京 Straße").split()
EPOCH = datetime(2012, 1, 1, tzinfo=timezone.utc)


def words(rng, lo=5, hi=16):
    chosen = [rng.choice(WORDS) for _ in range(rng.randint(lo, hi))]
    chosen[0] = chosen[0].capitalize()
    return " ".join(chosen)


def sentence(rng):
    text = escape(words(rng))
    roll = rng.random()
    if roll < 0.12:
        text += f" <em>{rng.choice(WORDS)}</em>"
    elif roll < 0.22:
        text += f" <strong>{rng.choice(WORDS)} <i>{rng.choice(WORDS)}</i></strong>"
    elif roll < 0.32:
        text += f' See <a href="https://example.com/{rng.choice(WORDS)}?a=1&amp;b={rng.randint(1, 999)}" rel="nofollow">the docs</a>'
    elif roll < 0.38:
        text += f" Try <code>{rng.choice(WORDS)}() * 2 &lt; 3</code>"
    elif roll < 0.42:
        text += " 5 * 3 &gt; 2 &amp;&amp; x_y &lt;tag&gt; &copy; &#8212; &nbsp;#1"
    elif roll < 0.44:
        text += ' <script>alert("x")</script><img src=x onerror="alert(1)">'
    elif roll < 0.46:
        text += ' <a href="javascript:alert(1)">click</a> <iframe src="https://evil.example/"></iframe>'
    return text + rng.choice([".", ".", "!", "?"])


def html_body(rng, paragraphs=True):
    blocks = []
    for _ in range(rng.choice([1, 1, 2, 2, 3])):
        roll = rng.random()
        if roll < 0.08:
            blocks.append("<blockquote>" + sentence(rng) + "</blockquote>")
        elif roll < 0.14:
            items = "".join(f"<li>{sentence(rng)}</li>" for _ in range(rng.randint(2, 4)))
            tag = rng.choice(["ul", "ol"])
            blocks.append(f"<{tag}>{items}</{tag}>")
        elif roll < 0.18:
            blocks.append("<pre><code>let x = [1, 2, 3]\n  .map { $0 * 2 } // &lt;ok&gt;</code></pre>")
        else:
            text = sentence(rng)
            if rng.random() < 0.2:
                text += "<br>" + sentence(rng)
            blocks.append(f"<p>{text}</p>" if paragraphs else text)
    return ("" if paragraphs else "\n\n").join(blocks)


def cdata(text):
    return "<![CDATA[" + text.replace("]]>", "]]]]><![CDATA[>") + "]]>"


def plan(rng, comments, posts):
    """Yields (index, post, parent index or None, date) in posting order."""
    by_post = {}
    when = EPOCH
    for index in range(comments):
        post = rng.randrange(posts)
        earlier = by_post.setdefault(post, [])
        parent = rng.choice(earlier[-20:]) if earlier and rng.random() < 0.4 else None
        when += timedelta(seconds=rng.randint(30, 4000))
        earlier.append(index)
        yield index, post, parent, when


def disqus(out, rng, comments, posts):
    out.write('<?xml version="1.0" encoding="utf-8"?>\n')
    out.write('<disqus xmlns="http://disqus.com" xmlns:dsq="http://disqus.com/disqus-internals" '
              'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n')
    out.write('  <category dsq:id="1"><forum>synthetic</forum><title>General</title><isDefault>true</isDefault></category>\n')
    for post in range(posts):
        created = EPOCH + timedelta(days=post % 3000, hours=post % 24)
        out.write(f'  <thread dsq:id="{700000 + post}">\n'
                  f'    <id>post-{post}</id>\n    <forum>synthetic</forum>\n    <category dsq:id="1"/>\n'
                  f'    <link>https://blog.example.org/{created:%Y/%m}/post-{post}/</link>\n'
                  f'    <title>{escape(words(rng, 3, 8))} #{post}</title>\n    <message/>\n'
                  f'    <createdAt>{created:%Y-%m-%dT%H:%M:%SZ}</createdAt>\n'
                  f'    <author><email>owner@blog.example.org</email><name>Owner</name><isAnonymous>false</isAnonymous><username>owner</username></author>\n'
                  f'    <ipAddress>192.0.2.1</ipAddress>\n    <isClosed>false</isClosed>\n    <isDeleted>false</isDeleted>\n'
                  f'  </thread>\n')
    for index, post, parent, when in plan(rng, comments, posts):
        name = rng.choice(NAMES)
        anonymous = rng.random() < 0.15
        roll = rng.random()
        thread = 900000000 + post if roll < 0.005 else 700000 + post  # a few orphans
        author = (f'<email>user{index % 5000}@mail.example.com</email><name>{escape(name)}</name>'
                  f'<isAnonymous>{"true" if anonymous else "false"}</isAnonymous>')
        if not anonymous:
            author += f'<username>user{index % 5000}</username>'
        out.write(f'  <post dsq:id="{10000000 + index}">\n'
                  f'    <id/>\n    <message>{cdata(html_body(rng))}</message>\n'
                  f'    <createdAt>{when:%Y-%m-%dT%H:%M:%SZ}</createdAt>\n'
                  f'    <isDeleted>{"true" if 0.03 < roll < 0.05 else "false"}</isDeleted>\n'
                  f'    <isSpam>{"true" if 0.05 < roll < 0.08 else "false"}</isSpam>\n'
                  f'    <author>{author}</author>\n'
                  f'    <ipAddress>198.51.{index % 256}.{(index // 256) % 256}</ipAddress>\n'
                  f'    <thread dsq:id="{thread}"/>\n')
        if parent is not None:
            out.write(f'    <parent dsq:id="{10000000 + parent}"/>\n')
        out.write('  </post>\n')
    out.write('</disqus>\n')


def wordpress(out, rng, comments, posts):
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    out.write('<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" '
              'xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" '
              'xmlns:wp="http://wordpress.org/export/1.2/">\n<channel>\n'
              '  <title>Synthetic</title>\n  <link>https://blog.example.org</link>\n  <wp:wxr_version>1.2</wp:wxr_version>\n')
    grouped = {}
    for index, post, parent, when in plan(rng, comments, posts):
        grouped.setdefault(post, []).append((index, parent, when))
    for post in range(posts):
        created = EPOCH + timedelta(days=post % 3000, hours=post % 24)
        out.write(f'  <item>\n    <title>{escape(words(rng, 3, 8))} #{post}</title>\n'
                  f'    <link>https://blog.example.org/?p={1000 + post}</link>\n'
                  f'    <dc:creator>{cdata("owner")}</dc:creator>\n'
                  f'    <content:encoded>{cdata(html_body(rng))}</content:encoded>\n'
                  f'    <wp:post_id>{1000 + post}</wp:post_id>\n'
                  f'    <wp:post_date>{created:%Y-%m-%d %H:%M:%S}</wp:post_date>\n'
                  f'    <wp:post_date_gmt>{created:%Y-%m-%d %H:%M:%S}</wp:post_date_gmt>\n'
                  f'    <wp:status>{"draft" if post % 97 == 96 else "publish"}</wp:status>\n'
                  f'    <wp:post_type>post</wp:post_type>\n')
        for index, parent, when in grouped.get(post, []):
            roll = rng.random()
            approved = "0" if roll < 0.03 else "spam" if roll < 0.05 else "trash" if roll < 0.06 else "1"
            kind = "pingback" if 0.06 < roll < 0.075 else "trackback" if 0.075 < roll < 0.08 else ""
            out.write(f'    <wp:comment>\n'
                      f'      <wp:comment_id>{index + 1}</wp:comment_id>\n'
                      f'      <wp:comment_author>{cdata(rng.choice(NAMES))}</wp:comment_author>\n'
                      f'      <wp:comment_author_email>{cdata(f"user{index % 5000}@mail.example.com")}</wp:comment_author_email>\n'
                      f'      <wp:comment_author_url>https://people.example.net/{index % 5000}</wp:comment_author_url>\n'
                      f'      <wp:comment_author_IP>203.0.{index % 256}.{(index // 256) % 256}</wp:comment_author_IP>\n'
                      f'      <wp:comment_date>{when:%Y-%m-%d %H:%M:%S}</wp:comment_date>\n'
                      f'      <wp:comment_date_gmt>{when:%Y-%m-%d %H:%M:%S}</wp:comment_date_gmt>\n'
                      f'      <wp:comment_content>{cdata(html_body(rng, paragraphs=False))}</wp:comment_content>\n'
                      f'      <wp:comment_approved>{approved}</wp:comment_approved>\n'
                      f'      <wp:comment_type>{kind}</wp:comment_type>\n'
                      f'      <wp:comment_parent>{0 if parent is None else parent + 1}</wp:comment_parent>\n'
                      f'      <wp:comment_user_id>{index % 7 if index % 7 < 2 else 0}</wp:comment_user_id>\n'
                      f'    </wp:comment>\n')
        out.write('  </item>\n')
    out.write('</channel>\n</rss>\n')


def markdown_body(rng):
    """Commento keeps what the commenter typed: Markdown, with some raw HTML a reader tried."""
    paragraphs = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        text = words(rng)
        roll = rng.random()
        if roll < 0.15:
            text += f" *{rng.choice(WORDS)}* and **{rng.choice(WORDS)}**"
        elif roll < 0.25:
            text += f" [the docs](https://example.com/{rng.choice(WORDS)})"
        elif roll < 0.3:
            text += " `x * 2 < 3`"
        elif roll < 0.32:
            text += ' <script>alert("x")</script> [click](javascript:alert(1))'
        paragraphs.append(text + ".")
    return "\n\n".join(paragraphs)


def commento(out, rng, comments, posts):
    out.write('{"version":1,"comments":[')
    hexes = {}
    for index, post, parent, when in plan(rng, comments, posts):
        hexes[index] = f"{rng.getrandbits(256):064x}"
        roll = rng.random()
        commenter = "anonymous" if roll > 0.85 else f"{index % 5000:064x}"
        state = "unapproved" if roll < 0.03 else "flagged" if roll < 0.06 else "approved"
        deleted = 0.06 < roll < 0.08
        record = {
            "commentHex": hexes[index], "domain": "blog.example.org", "url": f"/post-{post}/",
            "commenterHex": "anonymous" if deleted else commenter,
            "markdown": "[deleted]" if deleted else markdown_body(rng), "html": "",
            "parentHex": "root" if parent is None else hexes[parent], "score": 0, "state": state,
            "creationDate": when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{index % 1000000:06d}Z",
            "direction": 0, "deleted": False}
        out.write(("," if index else "") + json.dumps(record, ensure_ascii=False, separators=(",", ":")))
    out.write('],"commenters":[')
    for number in range(min(5000, comments)):
        record = {
            "commenterHex": f"{number:064x}", "email": f"user{number}@mail.example.com",
            "name": NAMES[number % len(NAMES)], "link": f"https://people.example.net/{number}",
            "photo": "undefined", "provider": "commento", "joinDate": "2012-01-01T00:00:00Z",
            "isModerator": False, "deleted": False}
        out.write(("," if number else "") + json.dumps(record, ensure_ascii=False, separators=(",", ":")))
    out.write("]}\n")


def remark42(out, rng, comments, posts):
    meta = {"version": 1, "users": [{"id": f"github_{n}", "blocked": {"status": False, "until": "0001-01-01T00:00:00Z"},
                                     "verified": n % 10 == 0} for n in range(100)],
            "posts": [{"url": f"https://blog.example.org/post-{post}/", "read_only": False} for post in range(posts)]}
    out.write(json.dumps(meta, separators=(",", ":")) + "\n")
    for index, post, parent, when in plan(rng, comments, posts):
        roll = rng.random()
        record = {
            "id": f"p{index}", "pid": "" if parent is None else f"p{parent}",
            "text": html_body(rng),
            "user": {"name": rng.choice(NAMES), "id": f"github_{index % 5000}", "picture": "https://blog.example.org/api/v1/avatar/x.image",
                     "ip": f"{rng.getrandbits(160):040x}", "admin": False},
            "locator": {"site": "blog", "url": f"https://blog.example.org/post-{post}/"},
            "score": 0, "votes": {}, "time": when.strftime("%Y-%m-%dT%H:%M:%S-05:00")}
        if roll < 0.04:
            record["delete"] = True
        if roll > 0.9:
            record["title"] = f"Post #{post}"
        out.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")


def isso(path, rng, comments, posts):
    """An Isso database: the tables of Isso's schema version 5 (isso/db/*.py), filled directly."""
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE threads (id INTEGER PRIMARY KEY, uri VARCHAR(256) UNIQUE, title VARCHAR(256));
        CREATE TABLE comments (
            tid REFERENCES threads(id), id INTEGER PRIMARY KEY, parent INTEGER, created FLOAT NOT NULL,
            modified FLOAT, mode INTEGER, remote_addr VARCHAR, text VARCHAR NOT NULL, author VARCHAR,
            email VARCHAR, website VARCHAR, likes INTEGER DEFAULT 0, dislikes INTEGER DEFAULT 0,
            voters BLOB NOT NULL, notification INTEGER DEFAULT 0);
        CREATE TABLE preferences (key VARCHAR PRIMARY KEY, value VARCHAR);
        PRAGMA user_version = 5;
    """)
    db.executemany("INSERT INTO threads (id, uri, title) VALUES (?, ?, ?)",
                   ((post + 1, f"/post-{post}/", None if post % 10 == 0 else f"Post #{post}") for post in range(posts)))
    top = {}

    def rows():
        for index, post, parent, when in plan(rng, comments, posts):
            # Isso keeps one level of nesting.
            top[index] = index if parent is None else top[parent]
            roll = rng.random()
            mode = 2 if roll < 0.03 else 4 if roll < 0.05 else 1
            yield (post + 1, index + 1, None if parent is None else top[parent] + 1, when.timestamp(), mode,
                   f"198.51.{index % 256}.0", "" if mode == 4 else markdown_body(rng),
                   None if mode == 4 or roll > 0.85 else rng.choice(NAMES), f"user{index % 5000}@mail.example.com",
                   b"\x00" * 256)

    db.executemany("INSERT INTO comments (tid, id, parent, created, mode, remote_addr, text, author, email, voters)"
                   " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows())
    db.commit()
    db.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=["disqus", "wordpress", "commento", "remark42", "isso"])
    parser.add_argument("output")
    parser.add_argument("--comments", type=int, default=100_000)
    parser.add_argument("--posts", type=int, help="default: one post per 50 comments")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    posts = args.posts or max(1, args.comments // 50)
    rng = random.Random(args.seed)
    if args.kind == "isso":
        isso(args.output, rng, args.comments, posts)
        return
    with open(args.output, "w", encoding="utf-8", newline="\n", buffering=1 << 20) as out:
        {"disqus": disqus, "wordpress": wordpress, "commento": commento, "remark42": remark42}[args.kind](
            out, rng, args.comments, posts)


if __name__ == "__main__":
    main()
