"""Benchmarks/make-fixtures.py, the generator the bench site, the load tests and Benchmarks/run use,
and Benchmarks/hugo/convert.py, the Hugo baseline's converter: the same seed gives the same bytes,
sizes are exact, every field of the content schema appears, and what they write builds."""
import hashlib
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import unicodedata
from datetime import datetime
from pathlib import Path

import pytest

from conftest import MAKE_FIXTURES, REPO

CONVERT = REPO / "Benchmarks" / "hugo" / "convert.py"
SIZE = ["--posts", "6", "--comments", "400", "--friends", "30"]


def generate(out, *arguments):
    result = subprocess.run([sys.executable, str(MAKE_FIXTURES), str(out), *arguments],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return out


def files(folder):
    return {path.relative_to(folder).as_posix(): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def read(folder, name):
    return json.loads((folder / name).read_text(encoding="utf-8"))


def comments_of(folder):
    if (folder / "comments.json").exists():
        return read(folder, "comments.json")
    return [comment for path in sorted((folder / "comments").glob("*.json")) for comment in read(folder, path.relative_to(folder))]


def instant(text):
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)", text), text
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


@pytest.fixture(scope="module")
def content(tmp_path_factory):
    return generate(tmp_path_factory.mktemp("fixtures") / "Content", *SIZE, "--seed", "7")


def test_the_same_seed_gives_the_same_bytes_and_another_seed_other_bytes(tmp_path, content):
    again = generate(tmp_path / "again", *SIZE, "--seed", "7")
    assert files(again) == files(content)
    other = generate(tmp_path / "other", *SIZE, "--seed", "8")
    assert files(other)["comments.json"] != files(content)["comments.json"]
    assert files(other)["friends.json"] != files(content)["friends.json"]


def test_sizes_are_exact_in_one_file_and_split(tmp_path):
    for split in ([], ["--split"]):
        out = generate(tmp_path / f"sizes{len(split)}", "--posts", "13", "--comments", "1234", "--friends", "57", *split)
        posts, comments, friends = read(out, "posts.json"), comments_of(out), read(out, "friends.json")
        assert (len(posts), len(comments), len(friends)) == (13, 1234, 57)
        assert len({comment["id"] for comment in comments}) == 1234
        assert [friend["id"] for friend in friends] == list(range(1, 58))
    split_folder = tmp_path / "sizes1"
    assert not (split_folder / "comments.json").exists()
    per_file = {path.stem: read(split_folder, f"comments/{path.name}") for path in (split_folder / "comments").glob("*.json")}
    assert sorted(per_file) == sorted(post["id"] for post in read(split_folder, "posts.json"))
    assert all(comment["postId"] == post for post, comments in per_file.items() for comment in comments)
    # Writing one file again over a split folder leaves no split files behind, and the other way round.
    generate(split_folder, "--posts", "2", "--comments", "5", "--friends", "1")
    assert not list((split_folder / "comments").glob("*.json")) and len(read(split_folder, "comments.json")) == 5
    generate(split_folder, "--posts", "2", "--comments", "5", "--friends", "1", "--split")
    assert not (split_folder / "comments.json").exists()


def test_tiny_and_empty_sizes(tmp_path):
    empty = generate(tmp_path / "empty", "--posts", "0", "--comments", "0", "--friends", "0")
    assert [read(empty, name) for name in ("posts.json", "comments.json", "friends.json")] == [[], [], []]
    one = generate(tmp_path / "one", "--posts", "1", "--comments", "1", "--friends", "1")
    assert len(read(one, "comments.json")) == 1


def digest(folder):
    """One hash of every file's path and bytes under `folder`."""
    hasher = hashlib.sha256()
    for name, data in files(folder).items():
        hasher.update(name.encode() + b"\0" + data + b"\0")
    return hasher.hexdigest()


def test_the_same_arguments_give_the_bytes_they_always_gave(tmp_path):
    # Recorded with the generator that still held every comment in memory until the end: writing
    # them as they are made changed no byte.
    one_file = generate(tmp_path / "a", "--posts", "30", "--comments", "3000", "--friends", "50", "--friend-authors")
    assert digest(one_file) == "194375d9f6ba2bb8df98f74524de80f41dee284c13b46a5b854f691747b809f3"
    split = generate(tmp_path / "b", "--posts", "40", "--comments", "5000", "--friends", "20", "--split", "--seed", "7")
    assert digest(split) == "61f7fa08955aa66be5de71ae0ef9d9a097ee5f62ef36f3918449fb43399fa1b0"


def test_a_small_buffer_writes_the_same_split_files(tmp_path, monkeypatch):
    arguments = ["--posts", "25", "--comments", "2000", "--split"]
    whole = digest(generate(tmp_path / "whole", *arguments))
    spec = importlib.util.spec_from_file_location("make_fixtures", MAKE_FIXTURES)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    # Dozens of flushes, each appending to files begun by an earlier one.
    monkeypatch.setattr(module.CommentFiles, "FLUSH_BYTES", 4096)
    monkeypatch.setattr(sys, "argv", [str(MAKE_FIXTURES), str(tmp_path / "flushed"), *arguments])
    module.main()
    assert digest(tmp_path / "flushed") == whole
    empty = generate(tmp_path / "empty", "--posts", "3", "--comments", "0", "--split")
    assert [path.read_text() for path in sorted((empty / "comments").glob("*.json"))] == ["[]\n"] * 3


@pytest.mark.parametrize("arguments, message", [
    (["--posts", "0", "--comments", "3"], "comments need a post"),
    (["--friends", "-1"], "--friends must be 0 or more"),
    (["--friends", "0", "--friend-authors"], "--friend-authors needs --friends"),
])
def test_impossible_sizes_are_refused_with_a_reason(tmp_path, arguments, message):
    result = subprocess.run([sys.executable, str(MAKE_FIXTURES), str(tmp_path / "out"), *arguments],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and message in result.stderr, result.stderr
    assert not (tmp_path / "out").exists()


def depth(comment, by_id):
    steps = 0
    while comment.get("parentId"):
        comment, steps = by_id[comment["parentId"]], steps + 1
    return steps


def test_replies_edits_likes_and_dates_are_consistent_and_varied(content):
    posts = {post["id"]: post for post in read(content, "posts.json")}
    comments = read(content, "comments.json")
    by_id = {}
    for comment in comments:
        assert comment["postId"] in posts
        assert set(comment) <= {"id", "postId", "parentId", "author", "body", "postedAt", "editedAt", "likes"}
        assert instant(comment["postedAt"]) > instant(posts[comment["postId"]]["publishedAt"])
        if "parentId" in comment:
            parent = by_id[comment["parentId"]]  # parents come first
            assert parent["postId"] == comment["postId"]
            assert instant(comment["postedAt"]) > instant(parent["postedAt"])
        if "editedAt" in comment:
            assert instant(comment["editedAt"]) > instant(comment["postedAt"])
        by_id[comment["id"]] = comment
    depths = {depth(comment, by_id) for comment in comments}
    assert {0, 1, 2, 3, 4} <= depths and max(depths) <= 6, depths
    assert 0.1 < sum("editedAt" in c for c in comments) / len(comments) < 0.35
    likes = [comment.get("likes") for comment in comments]
    assert None in likes and 0 in likes and any(like and like > 100 for like in likes)
    stamps = [c["postedAt"] for c in comments] + [c["editedAt"] for c in comments if "editedAt" in c]
    assert any("." in stamp for stamp in stamps), "no fractional seconds"
    assert any(re.search(r"[+-]\d\d:\d\d$", stamp) for stamp in stamps), "no UTC offsets"
    for post in posts.values():
        assert set(post) == {"id", "title", "url", "publishedAt"} and post["url"].startswith("https://")


def test_authors_and_friends_have_optional_fields_and_names_in_many_scripts(content):
    authors = {comment["author"]["id"]: comment["author"] for comment in read(content, "comments.json")}
    friends = read(content, "friends.json")
    assert not any("friendId" in author for author in authors.values())
    assert {"with", "without"} == {"with" if "avatarURL" in a else "without" for a in authors.values()}
    for field in ("email", "phoneNumber", "avatarURL"):
        assert {"with", "without"} == {"with" if field in f else "without" for f in friends}, field
    names = [author["name"] for author in authors.values()]
    names += [f"{friend['firstName']} {friend['lastName']}" for friend in friends]
    text = " ".join(names)
    scripts = {
        "Arabic": r"[\u0600-\u06ff]", "Hebrew": r"[\u0590-\u05ff]", "Cyrillic": r"[\u0400-\u04ff]",
        "Greek": r"[\u0370-\u03ff\u1f00-\u1fff]", "CJK": r"[\u3040-\u30ff\u4e00-\u9fff]", "Hangul": r"[\uac00-\ud7af]",
        "Devanagari": r"[\u0900-\u097f]", "emoji": r"[\U0001f300-\U0001faff]",
    }
    missing = [script for script, pattern in scripts.items() if not re.search(pattern, text)]
    assert missing == [], f"no names in {missing}"
    # Marks on Latin letters that NFC keeps apart (text not in NFC draws a warning from the checker).
    assert re.search(r"[A-Za-z\u00c0-\u024f\u1e00-\u1eff][\u0300-\u036f]", text), "no Latin letter with a combining mark"
    assert all(unicodedata.is_normalized("NFC", name) for name in names)
    assert any(not name.strip() for name in names), "no blank author name"


def test_bodies_use_commonmark_blocks_and_inlines(content):
    bodies = "\n\n".join(comment["body"] for comment in read(content, "comments.json"))
    features = {
        "emphasis": r"(?<!\*)\*[^*\s][^*]*\*(?!\*)", "strong": r"\*\*[^*]+\*\*", "underscore": r"\b_[^_]+_\b",
        "inline code": r"`[^`\n]+`", "fenced code": r"^```\w*$", "link": r"\[[^\]]+\]\(https://",
        "autolink": r"<https://", "bullet list": r"^- ", "ordered list": r"^\d+\. ", "quote": r"^> ",
        "raw HTML": r"<script>", "javascript link": r"\]\(javascript:",
    }
    missing = [name for name, pattern in features.items() if not re.search(pattern, bodies, re.M)]
    assert missing == [], f"no {missing} in the bodies"


def test_site_settings_are_complete(content):
    site = read(content, "site.json")
    assert set(site) == {"title", "baseURL", "language", "timeZone", "description", "replyURLTemplate", "feedLimit", "avatars"}


def test_friend_authors_only_on_request_and_naming_friends(tmp_path):
    out = generate(tmp_path / "friendly", *SIZE, "--friend-authors")
    friends = {friend["id"]: friend for friend in read(out, "friends.json")}
    authors = [comment["author"] for comment in read(out, "comments.json")]
    linked = [author for author in authors if "friendId" in author]
    assert linked and len(linked) < len(authors)
    for author in linked:
        friend = friends[author["friendId"]]
        assert author["name"] == f"{friend['firstName']} {friend['lastName']}".strip()


def test_the_output_builds_and_split_or_not_gives_the_same_site(tmp_path, marginalia):
    whole = generate(tmp_path / "whole", *SIZE, "--seed", "3")
    split = generate(tmp_path / "split", *SIZE, "--seed", "3", "--split")
    marginalia(whole, tmp_path / "out-whole")
    marginalia(split, tmp_path / "out-split")
    pages = files(tmp_path / "out-whole")
    for post in read(whole, "posts.json"):
        assert f"posts/{post['id']}/index.html" in pages
    for friend in read(whole, "friends.json"):
        assert f"friends/{friend['id']}/index.html" in pages
    assert pages == files(tmp_path / "out-split")


def test_friend_authors_do_not_break_a_build(tmp_path, marginalia):
    content = generate(tmp_path / "friendly", *SIZE, "--friend-authors")
    marginalia(content, tmp_path / "out")


def test_the_hugo_converter_groups_sorts_and_keeps_optional_fields(tmp_path, content):
    site = tmp_path / "hugo"
    result = subprocess.run([sys.executable, str(CONVERT), str(content), str(site)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    comments, posts = read(content, "comments.json"), read(content, "posts.json")
    grouped = {post["id"]: read(site, f"data/comments/{post['id']}.json") for post in posts}
    assert sum(len(group) for group in grouped.values()) == len(comments)
    for group in grouped.values():
        assert [instant(c["postedAt"]) for c in group] == sorted(instant(c["postedAt"]) for c in group)
    assert len(list((site / "content" / "friends").glob("*.md"))) == len(read(content, "friends.json")) + 1
    assert (site / "config.json").exists() and (site / "layouts" / "posts" / "single.html").exists()
    # A folder it did not write is never replaced.
    stranger = tmp_path / "stranger"
    stranger.mkdir()
    (stranger / "keep.txt").write_text("mine")
    refused = subprocess.run([sys.executable, str(CONVERT), str(content), str(stranger)], capture_output=True, text=True, timeout=60)
    assert refused.returncode != 0 and "not replacing" in refused.stderr
    assert (stranger / "keep.txt").read_text() == "mine"


@pytest.mark.skipif(shutil.which("hugo") is None, reason="hugo is not installed (Benchmarks/run installs it)")
def test_hugo_writes_the_baseline_pages(tmp_path, content):
    site = tmp_path / "hugo"
    subprocess.run([sys.executable, str(CONVERT), str(content), str(site)], check=True, capture_output=True, timeout=60)
    subprocess.run(["hugo", "--quiet", "-s", str(site), "-d", str(tmp_path / "out")], check=True, capture_output=True, timeout=120)
    pages = {path.relative_to(tmp_path / "out").as_posix() for path in (tmp_path / "out").rglob("*.html")}
    posts, friends = read(content, "posts.json"), read(content, "friends.json")
    expected = {"index.html", "friends/index.html"} | {f"posts/{p['id']}/index.html" for p in posts}
    expected |= {f"friends/{f['id']}/index.html" for f in friends}
    assert pages == expected
    home = (tmp_path / "out" / "index.html").read_text(encoding="utf-8")
    counts = {post["id"]: sum(c["postId"] == post["id"] for c in read(content, "comments.json")) for post in posts}
    for post_id, count in counts.items():
        assert re.search(rf'href="/posts/{post_id}/">[^<]*</a> <span class="count">{count} comments</span>', home), post_id
