"""Builds the sites the web checks run over, serves them on 127.0.0.1, and drives Chromium.

Sites (built once per test session into a temporary folder, with the marginalia binary):
- demo: the repository's Content/, offline (its avatars are on hosts that do not exist);
- bench: 1,000 comments from Benchmarks/make-fixtures.py (10 posts, so about 100 a post, listed
  4 a page on the home page), and 40 friends listed 15 a page;
- photos: the demo with its avatar URLs pointed at a local image server, fetched at build time;
- photos_ar: the same in Arabic, right to left.

Nothing here reaches beyond the loopback interface.
"""
import json
import re
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from support.browser import Browser  # noqa: E402
from support.servers import AvatarServer, SiteServer  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
MAKE_FIXTURES = REPO / "Benchmarks" / "make-fixtures.py"
BUILD_NOW = "2026-11-21T12:00:00Z"


@dataclass
class Site:
    """A built site: its content folder, output folder, fixtures and a local address."""
    content: Path
    output: Path
    base_url: str
    url: str = ""
    fixtures: dict = field(default_factory=dict)

    def pages(self):
        """Every HTML document: the embeddable posts/<id>/thread.html fragments aside."""
        return sorted(path for path in self.output.rglob("*.html") if path.name != "thread.html")

    def fragments(self):
        return sorted(self.output.rglob("thread.html"))

    def post_pages(self, post_id):
        """The folders of a post's discussion pages, page 1 first, relative to the output."""
        pages, number = [f"posts/{post_id}/"], 2
        while (self.output / f"posts/{post_id}/page/{number}/index.html").exists():
            pages.append(f"posts/{post_id}/page/{number}/")
            number += 1
        return pages

    def friends_list_pages(self):
        """The folders of the friends list's pages, page 1 first, relative to the output."""
        return self.list_pages("friends/")

    def home_pages(self):
        """The folders of the home page's pages, page 1 (the root, "") first."""
        return self.list_pages("")

    def list_pages(self, first):
        """The folders of a paginated list whose page 1 is the folder `first`."""
        pages, number = [first], 2
        while (self.output / f"{first}page/{number}/index.html").exists():
            pages.append(f"{first}page/{number}/")
            number += 1
        return pages

    def comment_pages(self):
        """The folder of the page that shows each comment, by comment id."""
        if "_comment_pages" not in self.__dict__:
            found = {}
            for post_id in self.post_ids():
                for page in self.post_pages(post_id):
                    for comment_id in re.findall(r'<article id="comment-([^"]+)"', self.page(page + "index.html")):
                        found[comment_id] = page
            self.__dict__["_comment_pages"] = found
        return self.__dict__["_comment_pages"]

    def page(self, relative):
        return (self.output / relative).read_text(encoding="utf-8")

    def post_ids(self):
        return [post["id"] for post in self.fixtures["posts"]]


def marginalia_binary():
    """MARGINALIA_BINARY, else the debug build of this checkout (built if needed)."""
    if os.environ.get("MARGINALIA_BINARY"):
        return Path(os.environ["MARGINALIA_BINARY"])
    subprocess.run(["swift", "build", "--product", "marginalia"], cwd=REPO, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPO, check=True, capture_output=True, text=True)
    return Path(bin_path.stdout.strip()) / "marginalia"


@pytest.fixture(scope="session")
def marginalia():
    binary = marginalia_binary()
    assert binary.exists(), f"no marginalia binary at {binary}"

    def build(content, output, *, now=BUILD_NOW, offline=True, extra=()):
        args = [str(binary), "build", "--content", str(content), "--templates", str(REPO / "Templates"),
                "--output", str(output), "--now", now, *extra]
        if offline:
            args.append("--offline")
        result = subprocess.run(args, capture_output=True, text=True, timeout=300)
        assert result.returncode == 0, f"build failed:\n{result.stdout}\n{result.stderr}"
        return result
    return build


def load_fixtures(content):
    """posts, comments (from comments.json and comments/*.json), friends and site settings."""
    def read(name, default):
        path = content / name
        return json.loads(path.read_text(encoding="utf-8")) if path.exists() else default
    comments = read("comments.json", [])
    for path in sorted((content / "comments").glob("*.json")) if (content / "comments").exists() else []:
        comments += json.loads(path.read_text(encoding="utf-8"))
    reactions = []
    for path in sorted((content / "reactions").glob("*.json")) if (content / "reactions").exists() else []:
        reactions += json.loads(path.read_text(encoding="utf-8"))
    return {"posts": read("posts.json", []), "comments": comments, "friends": read("friends.json", []),
            "site": read("site.json", {}), "reactions": reactions}


def served(site, servers):
    server = SiteServer(site.output)
    servers.append(server)
    site.url = server.url
    return site


@pytest.fixture(scope="session")
def servers():
    running = []
    yield running
    for server in running:
        server.stop()


@pytest.fixture(scope="session")
def demo(marginalia, tmp_path_factory, servers):
    output = tmp_path_factory.mktemp("demo") / "Output"
    marginalia(REPO / "Content", output)
    fixtures = load_fixtures(REPO / "Content")
    return served(Site(REPO / "Content", output, fixtures["site"]["baseURL"], fixtures=fixtures), servers)


@pytest.fixture(scope="session")
def bench(marginalia, tmp_path_factory, servers):
    root = tmp_path_factory.mktemp("bench")
    content = root / "Content"
    subprocess.run([sys.executable, str(MAKE_FIXTURES), str(content), "--posts", "10", "--comments", "1000",
                    "--friends", "40", "--seed", "1", "--friend-authors"], check=True, stdout=subprocess.DEVNULL)
    base_url = "https://bench.example.net/comments/"
    (content / "site.json").write_text(json.dumps({
        "title": "Bench", "baseURL": base_url, "timeZone": "America/New_York",
        "replyURLTemplate": "https://blog.example.com/reply?post={postId}&comment={commentId}",
        "postsPerPage": 4, "friendsPerPage": 15,
    }), encoding="utf-8")
    output = root / "Output"
    marginalia(content, output)
    return served(Site(content, output, base_url, fixtures=load_fixtures(content)), servers)


@pytest.fixture(scope="session")
def avatar_server():
    server = AvatarServer()
    yield server
    server.stop()


def photo_site(marginalia, tmp_path_factory, servers, avatar_server, language=None):
    """The demo with every avatar served by the local image server and fetched at build time;
    in another language than its own when `language` is given."""
    root = tmp_path_factory.mktemp("photos" if language is None else f"photos-{language}")
    content = root / "Content"
    shutil.copytree(REPO / "Content", content)
    for path in content.rglob("*.json"):
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace("https://avatars.example.org/", avatar_server.url + "/avatars/"), encoding="utf-8")
    if language is not None:
        settings = json.loads((content / "site.json").read_text(encoding="utf-8"))
        (content / "site.json").write_text(json.dumps({**settings, "language": language}), encoding="utf-8")
    output = root / "Output"
    marginalia(content, output, offline=False)
    fixtures = load_fixtures(content)
    return served(Site(content, output, fixtures["site"]["baseURL"], fixtures=fixtures), servers)


@pytest.fixture(scope="session")
def photos(marginalia, tmp_path_factory, servers, avatar_server):
    """The demo with every avatar served by the local image server and fetched at build time."""
    return photo_site(marginalia, tmp_path_factory, servers, avatar_server)


@pytest.fixture(scope="session")
def photos_ar(marginalia, tmp_path_factory, servers, avatar_server):
    """The photos site in Arabic: every page runs right to left."""
    return photo_site(marginalia, tmp_path_factory, servers, avatar_server, language="ar")


@pytest.fixture(scope="session")
def browser():
    chromium = Browser()
    yield chromium
    chromium.quit()
