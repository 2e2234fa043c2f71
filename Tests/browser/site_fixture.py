"""A small site on disk for the browser tests: two posts, comments in one file per post, a
tiny theme whose pages carry the strict Content-Security-Policy of the real theme (no inline
script or style), so the live-reload script is tested under it."""
import json
import os

LAYOUT = """<!doctype html>
<html lang="{{layout.language}}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'">
<title>{{layout.documentTitle}}</title>
<link rel="stylesheet" href="{{layout.stylesheetURL}}">
</head>
<body>
<main>{{$main}}{{/main}}</main>
</body>
</html>
"""

TEMPLATES = {
    "layout.mustache": LAYOUT,
    "home.mustache": '{{<layout}}{{$main}}{{#page.posts}}<p><a href="{{pageURL}}">{{displayTitle}}</a></p>{{/page.posts}}{{/main}}{{/layout}}',
    "post.mustache": '{{<layout}}{{$main}}<h1>{{page.displayTitle}}</h1>\n{{#page.comments}}{{>partials/comment-cell}}{{/page.comments}}{{/main}}{{/layout}}',
    "partials/comment-cell.mustache": '<article id="{{anchor}}"><p class="author">{{displayName}}</p><div class="body">{{{bodyHTML}}}</div>{{#replies}}{{>partials/comment-cell}}{{/replies}}</article>\n',
    "friends.mustache": "{{<layout}}{{$main}}<h1>{{page.title}}</h1><ul>{{#page.friends}}{{>partials/friend-cell}}{{/page.friends}}</ul>{{/main}}{{/layout}}",
    "partials/friend-cell.mustache": '<li><a href="{{detailURL}}">{{fullName}}</a></li>',
    "friend.mustache": "{{<layout}}{{$main}}<h1>{{page.friend.fullName}}</h1>{{/main}}{{/layout}}",
    "404.mustache": "{{<layout}}{{$main}}<h1>Not here</h1>{{/main}}{{/layout}}",
    "feed.mustache": '<?xml version="1.0" encoding="utf-8"?>\n<feed><title>{{title}}</title></feed>\n',
    "sitemap.mustache": '<?xml version="1.0" encoding="utf-8"?>\n<urlset>{{#urls}}<url><loc>{{.}}</loc></url>{{/urls}}</urlset>\n',
    "assets/style.css": "body { background-color: rgb(255, 255, 255); }\n",
}

# A theme carries its language packs: the bundled English one.
with open(os.path.join(os.path.dirname(__file__), "..", "..", "Templates", "locales", "en.json"), encoding="utf-8") as _pack:
    TEMPLATES["locales/en.json"] = _pack.read()


def comment(comment_id, post, body, parent=None, posted_at="2026-11-20T10:00:00Z"):
    value = {"id": comment_id, "postId": post, "author": {"id": "u-" + comment_id, "name": "Author " + comment_id},
             "body": body, "postedAt": posted_at}
    if parent:
        value["parentId"] = parent
    return value


def p1_comments(first_body):
    return [comment("c1", "p1", first_body), comment("c2", "p1", "A reply", parent="c1", posted_at="2026-11-20T11:00:00Z")]


def save(path, text):
    """Saves like an editor: a temporary file beside the target, renamed over it."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".tmp")
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(temporary, path)


def write_site(root):
    content = os.path.join(root, "Content")
    save(os.path.join(content, "site.json"), json.dumps({"title": "Browser Test", "baseURL": "http://localhost:8000/", "timeZone": "UTC"}))
    save(os.path.join(content, "posts.json"), json.dumps([
        {"id": "p1", "title": "First post", "url": "https://blog.example.org/1/", "publishedAt": "2026-11-01T10:00:00Z"},
        {"id": "p2", "title": "Second post", "url": "https://blog.example.org/2/", "publishedAt": "2026-11-02T10:00:00Z"},
    ]))
    save(os.path.join(content, "comments", "p1.json"), json.dumps(p1_comments("Hello from the *first* comment"), indent=2))
    save(os.path.join(content, "comments", "p2.json"), json.dumps([comment("c3", "p2", "On the second post")], indent=2))
    save(os.path.join(content, "friends.json"), json.dumps([{"id": "f1", "firstName": "Ada", "lastName": "Lovelace"}]))
    for name, text in TEMPLATES.items():
        save(os.path.join(root, "Templates", name), text)
