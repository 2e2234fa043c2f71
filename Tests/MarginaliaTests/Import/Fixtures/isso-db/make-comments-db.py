#!/usr/bin/env python3
"""Write comments.db with Isso's own database code (see README.md).

    PYTHONPATH=ISSO_CHECKOUT python3 make-comments-db.py OUT.db

Needs werkzeug, jinja2 and itsdangerous (what `isso.db` and `isso.config` import).
"""
import sys

from isso import config
from isso.db import SQLite3

conf = config.new({"general": {"dbpath": "/dev/null", "max-age": "1h"}})
db = SQLite3(sys.argv[1], conf)
db.threads.new("/posts/hello-world/", "Hello, World!")
db.threads.new("/posts/caf\u00e9/", None)
db.threads.new("/posts/quiet/", "Only a pending comment")


def add(uri, text, created, author=None, parent=None, mode=1, email=None, website=None):
    # Isso's views keep the address anonymised (isso.utils.anonymize) before they add a comment.
    comment = {"text": text, "author": author, "email": email, "website": website, "parent": parent,
               "mode": mode, "created": created, "remote_addr": "203.0.113.0", "notification": 0}
    return db.comments.add(uri, comment)["id"]


hello = "/posts/hello-world/"
first = add(hello, "First! *Markdown* and a [link](https://example.org/).", 1577872800.25, "Jane Doe",
            email="jane@mail.example.com", website="https://jane.example.net/")
reply = add(hello, "A reply\nwith two lines.", 1577876400.0, parent=first)
# Isso keeps one level of nesting: a reply to a reply gets the top-level comment as its parent.
add(hello, "A reply to the reply.", 1577880000.5, "Søren", parent=reply, email="soren@mail.example.com")
add(hello, "Waiting for moderation.", 1577883600.0, "Pat", mode=2, email="pat@mail.example.com")
doomed = add(hello, "Deleted later, but answered.", 1577887200.0, "Lee", email="lee@mail.example.com")
add(hello, "An answer to a deleted comment.", 1577890800.0, "Kim", parent=doomed)
gone = add(hello, "Deleted, and nobody answered.", 1577894400.0, "Max")
add("/posts/caf\u00e9/", "**Zo\u00eb** was here <script>alert(1)</script>", 1609459200.125, "Zo\u00eb",
    email="zoe@mail.example.com")
add("/posts/quiet/", "Pending on a quiet post.", 1609462800.0, "Ann", mode=2)
# Deleting removes threads without comments, so it comes last.
db.comments.delete(doomed)
db.comments.delete(gone)
