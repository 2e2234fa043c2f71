"""The embeddable thread (posts/<id>/thread.html) included by real blog generators: a tiny Hugo
site built with Debian's `hugo` and checked in headless Chromium (the comments show, anchors land
on their comment, the blog's own styles are untouched by assets/marginalia-thread.css), and a
tiny Jekyll site built with Debian's `jekyll` (Liquid runs nothing a comment says). The includes
are the ones docs/embedding.md shows."""
import functools
import http.server
import json
import os
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path

import pytest

from browser_fixtures import browser  # noqa: F401  (a fixture)

REPO = Path(__file__).resolve().parents[2]
POST = "view-models-for-html"
BINARY = os.environ.get("MARGINALIA_BINARY", str(REPO / ".build" / "debug" / "marginalia"))
# Comments whose text a template engine would run if the fragment let it.
HOSTILE = [
    {"id": "liquid-1", "postId": POST, "author": {"id": "x", "name": "{{ site.title }}"},
     "body": "Run {% include secret.txt %} and {{ site.time }} please", "postedAt": "2026-11-20T09:00:00Z"},
]

BLOG_CSS = """
body { font-family: serif; color: rgb(10, 20, 30); background: rgb(250, 250, 240); }
h1, h2 { color: rgb(120, 0, 0); font-size: 30px; margin: 12px 0; }
p { line-height: 1.2; margin: 7px 0; }
a { color: rgb(0, 100, 0); }
.comment { border: 3px solid rgb(0, 0, 200); padding: 5px; }
.tag, .thread, .avatar { color: rgb(200, 0, 200); display: block; }
"""
# Blog elements that share names with the thread's classes and elements.
BLOG_BODY = """
<div class="blog-own">
<h2 id="blog-heading">The blog's own heading</h2>
<p id="blog-text">Text with <a id="blog-link" href="#blog-heading">a link</a> and <code id="blog-code">code</code>.</p>
<div class="comment" id="blog-comment"><span class="tag" id="blog-tag">tag</span></div>
<ol class="thread" id="blog-thread"><li>one</li></ol>
</div>
"""


def build_comments(root):
    content = root / "Content"
    shutil.copytree(REPO / "Content", content)
    comments = content / "comments" / f"{POST}.json"
    data = json.loads(comments.read_text(encoding="utf-8")) + HOSTILE
    comments.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    output = root / "comments"
    subprocess.run([BINARY, "build", "--content", str(content), "--templates", str(REPO / "Templates"),
                    "--output", str(output), "--now", "2026-11-21T12:00:00Z", "--offline"],
                   check=True, stdout=subprocess.DEVNULL)
    return output, data


@pytest.fixture(scope="module")
def hugo_site():
    root = Path(tempfile.mkdtemp(prefix="marginalia-hugo-"))
    output, comments = build_comments(root)
    blog = root / "blog"
    shutil.copytree(output, blog / "comments")
    (blog / "config.toml").write_text('baseURL = "http://127.0.0.1/"\ntitle = "Blog"\n'
                                      'disableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n', encoding="utf-8")
    (blog / "content" / "posts").mkdir(parents=True)
    (blog / "content" / "posts" / "hello.md").write_text(
        f'---\ntitle: "Hello"\ncomments: {POST}\n---\n\nThe post itself.\n', encoding="utf-8")
    layouts = blog / "layouts" / "_default"
    layouts.mkdir(parents=True)
    head = '<link rel="stylesheet" href="/blog.css">{{ if .Params.comments }}' \
           '<link rel="stylesheet" href="/marginalia-thread.css">{{ end }}'
    (layouts / "baseof.html").write_text(
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{{{ .Title }}}}</title>{head}</head>'
        '<body>{{ block "main" . }}{{ end }}</body></html>', encoding="utf-8")
    # The include of docs/embedding.md.
    (layouts / "single.html").write_text(
        '{{ define "main" }}<article><h1>{{ .Title }}</h1>{{ .Content }}</article>' + BLOG_BODY +
        '{{ with .Params.comments }}{{ $thread := printf "comments/posts/%s/thread.html" . }}'
        '{{ if fileExists $thread }}{{ readFile $thread | safeHTML }}{{ end }}{{ end }}{{ end }}', encoding="utf-8")
    (layouts / "list.html").write_text('{{ define "main" }}{{ end }}', encoding="utf-8")
    (blog / "static").mkdir()
    (blog / "static" / "blog.css").write_text(BLOG_CSS, encoding="utf-8")
    shutil.copy(output / "assets" / "marginalia-thread.css", blog / "static" / "marginalia-thread.css")
    subprocess.run(["hugo", "--quiet", "--source", str(blog), "--destination", str(blog / "public")], check=True)
    handler = functools.partial(QuietHandler, directory=str(blog / "public"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/posts/hello/", comments
    server.shutdown()
    server.server_close()
    shutil.rmtree(root, ignore_errors=True)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def test_hugo_shows_every_comment_of_the_included_thread(hugo_site, browser):
    url, comments = hugo_site
    browser.get(url)
    ids = browser.execute_script(
        "return [...document.querySelectorAll('.marginalia-thread article.h-entry')]"
        ".filter(a => a.getBoundingClientRect().height > 0).map(a => a.id)")
    assert sorted(ids) == sorted(f"comment-{c['id']}" for c in comments)
    shown = browser.find_element("id", "comment-liquid-1").text
    assert "Run {% include secret.txt %} and {{ site.time }} please" in shown
    assert "{{ site.title }}" in shown
    # The thread's own stylesheet applies inside it: the Friend tag is a filled pill.
    tag = browser.execute_script("return getComputedStyle([...document.querySelectorAll('.marginalia-thread article .tag')]"
                                 ".find(tag => tag.textContent === 'Friend')).borderRadius")
    assert tag == "999px"


def test_anchors_in_the_included_thread_land_on_their_comment(hugo_site, browser):
    url, comments = hugo_site
    reply = next(c for c in comments if c.get("parentId"))
    browser.get(url + f"#comment-{reply['id']}")
    top = browser.execute_script(f"return document.getElementById('comment-{reply['id']}').getBoundingClientRect().top")
    assert browser.execute_script("return document.querySelector(':target').id") == f"comment-{reply['id']}"
    assert 0 <= top < 40, top
    # An in-reply-to link moves to the parent within the blog page.
    browser.execute_script(f"document.querySelector('#comment-{reply['id']} .u-in-reply-to').click()")
    assert browser.execute_script("return location.hash") == f"#comment-{reply['parentId']}"


def test_the_thread_stylesheet_leaves_the_blogs_own_styles_alone(hugo_site, browser):
    url, _ = hugo_site
    browser.get(url)
    probe = """
    const properties = ['color', 'background-color', 'font-family', 'font-size', 'line-height', 'margin-top',
                        'padding-left', 'border-top-width', 'border-top-color', 'display', 'list-style-type', 'box-sizing'];
    const elements = ['body', 'h1', '#blog-heading', '#blog-text', '#blog-link', '#blog-code', '#blog-comment',
                      '#blog-tag', '#blog-thread', '#blog-thread li'];
    return elements.map(s => properties.map(p => getComputedStyle(document.querySelector(s)).getPropertyValue(p)));
    """
    with_thread_css = browser.execute_script(probe)
    browser.execute_script("document.querySelector('link[href=\"/marginalia-thread.css\"]').disabled = true")
    without_thread_css = browser.execute_script(probe)
    assert with_thread_css == without_thread_css
    # The blog's rules did apply (so the comparison means something).
    assert browser.execute_script("return getComputedStyle(document.getElementById('blog-comment')).borderTopWidth") == "3px"


def test_jekyll_includes_the_thread_and_runs_none_of_its_text(tmp_path):
    output, comments = build_comments(tmp_path)
    site = tmp_path / "jekyll"
    shutil.copytree(output / "posts", site / "_includes" / "comments" / "posts")
    (site / "_config.yml").write_text("title: Blog\n", encoding="utf-8")
    (site / "secret.txt").write_text("SECRET", encoding="utf-8")
    (site / "_includes" / "secret.txt").write_text("SECRET", encoding="utf-8")
    (site / "_layouts").mkdir()
    # The include of docs/embedding.md.
    (site / "_layouts" / "post.html").write_text(
        "<!doctype html><html><body>{{ content }}\n{% if page.comments %}"
        "{% capture thread %}comments/posts/{{ page.comments }}/thread.html{% endcapture %}"
        "{% include {{ thread }} %}{% endif %}</body></html>", encoding="utf-8")
    (site / "_posts").mkdir()
    (site / "_posts" / "2026-11-20-hello.md").write_text(
        f"---\nlayout: post\ntitle: Hello\ncomments: {POST}\n---\nThe post itself.\n", encoding="utf-8")
    subprocess.run(["jekyll", "build", "--quiet", "--source", str(site), "--destination", str(site / "_site")],
                   check=True, cwd=site)
    html = (site / "_site" / "2026" / "11" / "20" / "hello.html").read_text(encoding="utf-8")
    for comment in comments:
        assert f'id="comment-{comment["id"]}"' in html
    assert "SECRET" not in html
    assert "Run &#123;% include secret.txt %&#125; and &#123;&#123; site.time &#125;&#125; please" in html
