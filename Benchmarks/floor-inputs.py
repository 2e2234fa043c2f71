#!/usr/bin/env python3
"""Write every comment body of a fixture set into one Markdown file, blank-line separated, so the
`cmark` CLI can render all of them in one go: the Markdown part of the floor."""
import json
import os
import sys

fixtures, target = sys.argv[1], sys.argv[2]
with open(os.path.join(fixtures, "comments.json"), encoding="utf-8") as f:
    comments = json.load(f)
with open(target, "w", encoding="utf-8") as f:
    for comment in comments:
        f.write(comment["body"])
        f.write("\n\n")
