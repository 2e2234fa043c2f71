"""marginalia intake end to end over HTTP: a comment previewed and confirmed is one queue file,
nothing private outside its entry, and a content change read again while it runs."""
import json
import os

from intake_process import Client, build_site, queue_entries


def test_a_previewed_comment_is_queued_once(intake):
    server = intake()
    client = Client(server)
    status, page, fields = client.preview(body="Hello *there*")
    assert status == 200 and "<em>there</em>" in page
    status, headers, _ = client.confirm(fields)
    assert status == 303, headers
    assert headers["Location"] == f"{server.path}received?post=view-models-for-html"
    entries = queue_entries(server.state)
    assert [entry["comment"]["body"] for entry in entries.values()] == ["Hello *there*"]
    assert client.confirm(fields)[0] == 409
    assert len(server.pending()) == 1


def test_no_address_and_no_email_outside_the_queue_entry(intake, tmp_path):
    """The reader's address (sent through the trusted proxy) is nowhere on disk or in the log: not
    in the state folder, the content or the site built from it afterwards; the e-mail address is
    only in its queue entry's own field."""
    server = intake("--trusted-proxy", "127.0.0.1/32")
    client = Client(server, forwarded_for="198.51.100.23")
    _, _, fields = client.preview(body="Private enough", email="reader@example.net")
    status, _, _ = client.confirm(fields)
    assert status == 303
    server.stop()
    output = build_site(server.content, tmp_path / "Output")
    found = []
    for folder in (server.state, server.content, output):
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            text = path.read_bytes().decode("utf-8", "replace")
            for secret in ("198.51.100", "reader@example.net"):
                if secret in text:
                    found.append((path.relative_to(folder.parent).as_posix(), secret))
    log = "\n".join(server.output)
    assert "198.51.100" not in log and "reader@example.net" not in log, log
    entries = queue_entries(server.state)
    assert [entry["email"] for entry in entries.values()] == ["reader@example.net"]
    assert found == [(f"{server.state.name}/pending/{name}", "reader@example.net") for name in entries], found


def test_the_intake_reads_the_content_again_when_it_changes(intake):
    """A post added while the intake runs can be commented on once the intake says it read the
    content again; before, it is unknown."""
    server = intake()
    client = Client(server)
    assert client.request("GET", "reply?post=brand-new&parent=")[0] == 404
    posts_file = server.content / "posts.json"
    posts = json.loads(posts_file.read_text(encoding="utf-8"))
    posts.append({"id": "brand-new", "title": "A new post", "url": "https://blog.example.org/new/",
                  "publishedAt": "2026-11-30T10:00:00Z"})
    temporary = posts_file.with_name(".posts.json.tmp")
    temporary.write_text(json.dumps(posts), encoding="utf-8")
    os.replace(temporary, posts_file)
    server.wait_for_line(r"intake: read the content again")
    status, _, page = client.request("GET", "reply?post=brand-new&parent=")
    assert status == 200 and "A new post" in page
