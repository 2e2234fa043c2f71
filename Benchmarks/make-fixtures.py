#!/usr/bin/env python3
"""Writes a synthetic Marginalia content folder of any size, the same bytes for the same arguments.

    Benchmarks/make-fixtures.py OUT [--posts 200] [--comments 10000] [--friends 500] [--seed 1]
                                    [--split] [--friend-authors]

OUT receives `site.json`, `posts.json`, `friends.json` and the comments: one `comments.json`, or
with `--split` a folder `comments/` holding one `<postId>.json` per post (what `marginalia serve`
benchmarks edit). Fixture files already in OUT are replaced; nothing else there is touched.

The records use every field of the schema in README.md ("Content"): threads of replies up to six
deep, edits, likes (present or absent), authors and friends with and without avatars, friends with
and without e-mail and phone, names in Latin, Cyrillic, Greek, Arabic, Hebrew, CJK, Hangul and
Devanagari scripts (all in NFC), names with combining marks and with emoji, blank names, dates
written with a fraction of a second (always zero: pages show whole seconds) or a UTC offset, and
CommonMark bodies with emphasis, code, links, lists, quotes and some hostile markup that a safe
renderer must neutralise. `--friend-authors` also gives some comment authors a `friendId` naming a
record of `friends.json` (off by default, so that earlier fixtures stay byte-identical).

Comments are written as they are made (with `--split`, each post's held until 256 MB are waiting),
so ten million of them need about as much memory as a few hundred thousand.

Sizes are exact: `--comments 1000` writes 1,000 comments. Only the Python 3 standard library is
used, and nothing is fetched: avatar URLs point at `*.invalid` hosts, which never resolve.
"""
import argparse
import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

# The instant the generated history ends at; builds of the fixtures use a `--now` after it.
HISTORY_END = datetime(2026, 11, 20, 12, 0, 0, tzinfo=timezone.utc)
AVATAR_HOST = "https://avatars.fixtures.invalid"
MAXIMUM_DEPTH = 6  # replies to a comment this deep answer one of its ancestors instead

# Given and family names by script. The Yoruba names keep combining marks in NFC (no precomposed
# letter has both the dot below and the tone mark), so that escaping and initials meet a base letter
# followed by a mark. Every name is in NFC: the HTML checker of Tests/web warns about other text.
NAMES = {
    "Latin": (["Ada", "Bruno", "Chiamaka", "Dario", "Elif", "Femi", "Gunnhild", "Hamid", "Inés", "Jonas",
               "Kalani", "Lucía", "Małgorzata", "Niamh", "Oskar", "Quang", "Rosalind", "Tendai", "Ulla"],
              ["Abernathy", "Bianchi", "Castellanos", "Dubois", "Eriksen", "Gonçalves", "Haddad", "Ivanović",
               "Lindqvist", "Mbeki", "Ní Bhriain", "O'Connell", "Pérez-Reverte", "Schröder", "van Leeuwen"]),
    "combining marks": (["Ay\u1ecd\u0300m\xedd\xe9", "F\xfanmil\xe1y\u1ecd\u0300", "\u1ecc\u0300l\xe1\u1e63\u1eb9\u0300"],
                        ["Ad\xe9b\xe1y\u1ecd\u0300", "\xd2g\xfanl\u1eb9\u0300y\u1eb9"]),
    "Cyrillic": (["Мария", "Игорь", "Юлия", "Олег"], ["Соколов", "Кузнецова", "Смирнова", "Волков"]),
    "Greek": (["Ἀλέξανδρος", "Ελένη", "Νίκος"], ["Παπαδάκη", "Οικονόμου"]),
    "Arabic": (["فاطمة", "يوسف", "ليلى"], ["الحسيني", "حداد", "المصري"]),
    "Hebrew": (["נועה", "אורי", "דניאל"], ["בן-דוד", "כהן", "לוי"]),
    "Japanese": (["さくら", "健太", "美咲"], ["佐藤", "山田", "中村"]),
    "Chinese": (["伟", "秀英", "明"], ["王", "李", "张"]),
    "Korean": (["지우", "서연", "민준"], ["박", "김", "이"]),
    "Devanagari": (["अनन्या", "राहुल", "प्रिया"], ["शर्मा", "वर्मा"]),
}
# Display names that are not "given family": handles with emoji, mononyms, blanks (shown as
# "Anonymous"). Authors take them in turn, so a small set still has one of each kind early on.
HANDLES = ["🦊 fox", "", "Kiki 🌸", "  ", "👩‍💻 Dev Ana", "Cher", "🚲🚲", "J.", "Bob (not a bot) 🤖"]
# The scripts people's names take in turn: Latin more often than the others, a handle now and then.
NAME_TURNS = ["Latin", "Cyrillic", "Latin", "Arabic", "Japanese", "combining marks", "handle", "Latin",
              "Greek", "Hebrew", "Chinese", "Korean", "Devanagari", "handle"]

WORDS = (
    "view model cell template render static page comment reply thread friend avatar markdown date "
    "relative preview server browser cache layout theme escape build output fixture wrap label "
    "coordinator presentation logic test clock swift pipeline fingerprint feed sitemap archive edit "
    "moderation spam readers writers blog post link list quote fence inline paragraph"
).split()
PHRASES = [
    "Спасибо за статью.", "Очень полезно, буду пробовать.", "شكرا جزيلا على هذا الشرح.",
    "これはとても分かりやすいです。", "我也遇到过同样的问题。", "정말 좋은 글이네요!", "Ευχαριστώ πολύ!",
    "תודה רבה, עזר לי מאוד.", "बहुत बढ़िया लेख है।", "Ça marche très bien chez moi.", "Danke, das spart Zeit.",
    "Great write-up 🎉", "This made my day 😂👍",
]
HOSTILE = [
    '<img src=x onerror="alert(1)"> tried something',
    "<script>alert('owned')</script> nothing here",
    "[a harmless looking link](javascript:alert(document.cookie))",
    '<a href="https://evil.invalid/" onclick="steal()">prize</a>',
]
CODE_LANGUAGES = ["swift", "python", "sh", "json", ""]


class Writer:
    """Everything random comes from one seeded generator, consumed in a fixed order."""

    def __init__(self, seed):
        self.random = random.Random(seed)

    def chance(self, probability):
        return self.random.random() < probability

    # Names ------------------------------------------------------------------------------------

    def given_and_family(self, number):
        """The `number`th person's given and family name, in the script whose turn it is."""
        given, family = NAMES[NAME_TURNS[number % len(NAME_TURNS)]]
        return self.random.choice(given), self.random.choice(family)

    def display_name(self, number):
        """The `number`th comment author's name: "given family", or a handle when it is their turn."""
        rounds, turn = divmod(number, len(NAME_TURNS))
        if NAME_TURNS[turn] == "handle":
            handles_before = rounds * NAME_TURNS.count("handle") + NAME_TURNS[:turn].count("handle")
            return HANDLES[handles_before % len(HANDLES)]
        return " ".join(self.given_and_family(number))

    # Markdown ---------------------------------------------------------------------------------

    def words(self, low, high):
        return " ".join(self.random.choice(WORDS) for _ in range(self.random.randint(low, high)))

    def sentence(self):
        text = self.words(5, 14)
        text = text[0].upper() + text[1:]
        roll = self.random.random()
        word = self.random.choice(WORDS)
        if roll < 0.12:
            text += f", mostly the *{word}* part"
        elif roll < 0.20:
            text += f" and **{word}** above all"
        elif roll < 0.26:
            text += f", _{word}_ included"
        elif roll < 0.36:
            text += f"; see `{word}()`"
        elif roll < 0.46:
            text += f" ([{word} notes](https://docs.example.org/{word}?page={self.random.randint(1, 90)}))"
        elif roll < 0.49:
            text += f" <https://example.net/{word}>"
        elif roll < 0.51:
            text += " " + self.random.choice(HOSTILE)
        end = self.random.choice(".....!?")
        if self.chance(0.12):
            return text + end + " " + self.random.choice(PHRASES)
        return text + end

    def paragraph(self):
        return " ".join(self.sentence() for _ in range(self.random.randint(1, 4)))

    def block(self):
        roll = self.random.random()
        if roll < 0.58:
            return self.paragraph()
        if roll < 0.70:
            return "\n".join(f"- {self.sentence()}" for _ in range(self.random.randint(2, 5)))
        if roll < 0.78:
            return "\n".join(f"{n}. {self.sentence()}" for n in range(1, self.random.randint(3, 5)))
        if roll < 0.88:
            return "> " + self.sentence()
        lines = [f"let {self.random.choice(WORDS)}{n} = {self.random.randint(0, 999)}"
                 for n in range(self.random.randint(1, 5))]
        return "```{}\n{}\n```".format(self.random.choice(CODE_LANGUAGES), "\n".join(lines))

    def body(self):
        return "\n\n".join(self.block() for _ in range(self.random.choice([1, 1, 1, 2, 2, 3, 4])))

    # Dates ------------------------------------------------------------------------------------

    def timestamp(self, moment):
        """ISO 8601 text: mostly whole seconds in UTC, sometimes a fraction or another offset."""
        roll = self.random.random()
        if roll < 0.03:
            # Whole seconds written with a fraction: pages show seconds, so a real fraction would
            # not round-trip through the checks of Tests/web.
            return moment.strftime("%Y-%m-%dT%H:%M:%S.") + self.random.choice(["0", "000", "000000"]) + "Z"
        if roll < 0.05:
            hours, minutes = self.random.choice([(5, 30), (-4, 0), (9, 0), (-9, 30), (1, 0)])
            offset = timezone(timedelta(hours=hours, minutes=minutes if hours >= 0 else -minutes))
            return moment.astimezone(offset).isoformat()
        return moment.strftime("%Y-%m-%dT%H:%M:%SZ")

    def later(self, start, at_most):
        """An instant after `start`, at most `at_most` later and never after the history's end."""
        room = int(min(at_most, HISTORY_END - start).total_seconds())
        return start + timedelta(seconds=self.random.randint(1, max(1, room)))


def avatar(writer, probability, name):
    if not writer.chance(probability):
        return None
    if writer.chance(0.01):
        return "javascript:alert('avatar')"  # must never reach a page
    return f"{AVATAR_HOST}/{name}.png"


def make_friends(writer, count):
    """Friends with ids 1…count; e-mail, phone and avatar are each absent on some."""
    friends = []
    for number in range(1, count + 1):
        turn = number if NAME_TURNS[number % len(NAME_TURNS)] != "handle" else 0  # friends have real names
        first, last = writer.given_and_family(turn)
        friend = {"id": number, "firstName": first, "lastName": "" if writer.chance(0.05) else last}
        if writer.chance(0.75):
            friend["email"] = f"friend{number}@mail.example.org"
        if writer.chance(0.6):
            friend["phoneNumber"] = f"+{writer.random.randint(1, 99)} {writer.random.randint(100, 999)} {writer.random.randint(1000, 9999)}"
        url = avatar(writer, 0.5, f"friend-{number}")
        if url:
            friend["avatarURL"] = url
        friends.append(friend)
    return friends


def make_authors(writer, count, friends, friend_authors):
    """Comment authors; with `friend_authors`, about one in five is a friend (name and avatar too)."""
    authors = []
    for number in range(1, count + 1):
        if friend_authors and friends and writer.chance(0.2):
            friend = writer.random.choice(friends)
            author = {"id": f"u{number}", "name": f"{friend['firstName']} {friend['lastName']}".strip()}
            if "avatarURL" in friend:
                author["avatarURL"] = friend["avatarURL"]
            author["friendId"] = friend["id"]
        else:
            author = {"id": f"u{number}", "name": writer.display_name(number)}
            url = avatar(writer, 0.55, f"u{number}")
            if url:
                author["avatarURL"] = url
        authors.append(author)
    return authors


def make_posts(writer, count):
    posts = []
    for number in range(1, count + 1):
        published = HISTORY_END - timedelta(days=writer.random.randint(2, 1000), seconds=writer.random.randint(0, 86399))
        title = writer.words(2, 7).capitalize()
        if writer.chance(0.1):
            title += " — " + writer.random.choice(PHRASES)
        posts.append({"id": f"post-{number}", "title": title,
                      "url": f"https://blog.example.org/{published.year}/post-{number}/",
                      "publishedAt": writer.timestamp(published)})
    return posts


def make_comments(writer, count, posts, authors, sink):
    """Comments spread evenly over the posts; about 40 % reply to a recent comment on the same post.

    Each comment goes to `sink` as it is made. Per post only what later comments can answer is
    kept: the last eight comments and the latest one a level above the deepest, so that ten
    million comments need no more memory than a thousand."""
    published = [datetime.fromisoformat(post["publishedAt"].replace("Z", "+00:00")) for post in posts]
    recent = [[] for _ in posts]  # per post: (id, posted instant, depth) of its last eight comments
    deepest_parent = [None] * len(posts)  # per post: the latest such entry at MAXIMUM_DEPTH - 1
    for number in range(1, count + 1):
        index = writer.random.randrange(len(posts))
        earlier = recent[index]
        comment = {"id": f"c{number}", "postId": posts[index]["id"]}
        if earlier and writer.chance(0.4):
            parent_id, parent_posted, depth = writer.random.choice(earlier)
            if depth >= MAXIMUM_DEPTH:
                parent_id, parent_posted, depth = deepest_parent[index]
            comment["parentId"] = parent_id
            posted = writer.later(parent_posted, timedelta(days=4))
            depth += 1
        else:
            posted = writer.later(published[index], HISTORY_END - published[index])
            depth = 0
        comment["author"] = writer.random.choice(authors)
        comment["body"] = writer.body()
        comment["postedAt"] = writer.timestamp(posted)
        if writer.chance(0.2):
            comment["editedAt"] = writer.timestamp(writer.later(posted, timedelta(days=2)))
        if writer.chance(0.85):
            comment["likes"] = writer.random.choice([0, 0, 0, 1, 1, 2, 3, 5, 8, 13, 42, 120, 1500])
        entry = (comment["id"], posted, depth)
        earlier.append(entry)
        if len(earlier) > 8:
            del earlier[0]
        if depth == MAXIMUM_DEPTH - 1:
            deepest_parent[index] = entry
        sink.add(index, json.dumps(comment, ensure_ascii=False))


class CommentFiles:
    """Writes comment records, one JSON line each, as `json_lines` lays them out: into one
    `comments.json` in the order they come, or with `split` into `comments/<postId>.json`, each
    post's lines held until `FLUSH_BYTES` are waiting and then appended to their files."""

    FLUSH_BYTES = 256 * 1024 * 1024

    def __init__(self, out, posts, split):
        self.split = split
        if split:
            (out / "comments").mkdir(exist_ok=True)
            self.paths = [out / "comments" / f"{post['id']}.json" for post in posts]
            self.waiting = [[] for _ in posts]
            self.started = [False] * len(posts)
            self.waiting_bytes = 0
        else:
            self.file = open(out / "comments.json", "w", encoding="utf-8")
            self.count = 0

    def add(self, post_index, line):
        if not self.split:
            self.file.write((",\n" if self.count else "[\n") + line)
            self.count += 1
            return
        self.waiting[post_index].append(line)
        self.waiting_bytes += len(line) + 2
        if self.waiting_bytes > self.FLUSH_BYTES:
            self.flush()

    def flush(self):
        for index, lines in enumerate(self.waiting):
            if not lines:
                continue
            with open(self.paths[index], "a", encoding="utf-8") as file:
                file.write((",\n" if self.started[index] else "[\n") + ",\n".join(lines))
            self.started[index] = True
            lines.clear()
        self.waiting_bytes = 0

    def close(self):
        if not self.split:
            self.file.write("\n]\n" if self.count else "[]\n")
            self.file.close()
            return
        self.flush()
        for index, path in enumerate(self.paths):
            with open(path, "a", encoding="utf-8") as file:
                file.write("\n]\n" if self.started[index] else "[]\n")


def site_settings():
    return {"title": "Generated Comments", "baseURL": "https://comments.example.org/", "language": "en",
            "timeZone": "Europe/Berlin", "description": "Synthetic comments from Benchmarks/make-fixtures.py.",
            "replyURLTemplate": "https://blog.example.org/reply?post={postId}&comment={commentId}",
            "feedLimit": 50, "avatars": "fetch"}


def json_lines(records):
    """A JSON array with one record a line: compact, diffable, quick to write and to read."""
    if not records:
        return "[]\n"
    return "[\n" + ",\n".join(json.dumps(record, ensure_ascii=False) for record in records) + "\n]\n"


def write(path, text):
    path.write_bytes(text.encode("utf-8"))


def write_content(out, posts, friends):
    """Writes the files other than the comments, and removes the comments of an earlier run, so
    that a split run leaves no comments.json behind and the files appended to start empty."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "comments.json").unlink(missing_ok=True)
    if (out / "comments").is_dir():
        for old in (out / "comments").glob("*.json"):
            old.unlink()
    write(out / "site.json", json.dumps(site_settings(), ensure_ascii=False, indent=2) + "\n")
    write(out / "posts.json", json_lines(posts))
    write(out / "friends.json", json_lines(friends))


def arguments():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path, help="the content folder to write (created if missing)")
    parser.add_argument("--posts", type=int, default=200, help="how many posts (default 200)")
    parser.add_argument("--comments", type=int, default=10000, help="how many comments (default 10000)")
    parser.add_argument("--friends", type=int, default=500, help="how many friends (default 500)")
    parser.add_argument("--seed", type=int, default=1, help="the random seed (default 1)")
    parser.add_argument("--split", action="store_true", help="write comments/<postId>.json, one file per post")
    parser.add_argument("--friend-authors", action="store_true",
                        help='give some comment authors a "friendId" (a friends.json record)')
    options = parser.parse_args()
    for name in ("posts", "comments", "friends"):
        if getattr(options, name) < 0:
            parser.error(f"--{name} must be 0 or more, not {getattr(options, name)}")
    if options.comments and not options.posts:
        parser.error("comments need a post: give --posts 1 or more")
    if options.friend_authors and not options.friends:
        parser.error("--friend-authors needs --friends 1 or more")
    return options


def main():
    options = arguments()
    writer = Writer(options.seed)
    friends = make_friends(writer, options.friends)
    authors = make_authors(writer, max(1, options.comments // 15), friends, options.friend_authors)
    posts = make_posts(writer, options.posts)
    write_content(options.out, posts, friends)
    comments = CommentFiles(options.out, posts, options.split)
    make_comments(writer, options.comments, posts, authors, comments)
    comments.close()
    print(f"wrote {len(posts)} posts, {options.comments} comments and {len(friends)} friends to {options.out}")


if __name__ == "__main__":
    main()
