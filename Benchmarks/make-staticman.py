#!/usr/bin/env python3
"""Write a deterministic synthetic Staticman data folder: a folder per post, one file per comment.

    make-staticman.py OUT [--comments 100000] [--per-post 100] [--seed 1]

OUT becomes what a Jekyll site keeps in `_data/comments/`: `OUT/post-N/comment-<ms>.yml`, nine
files in ten YAML and one in ten JSON, in the three ways of threading themes use (Minimal
Mistakes' `replying_to` position, `replying_to_uid`, `_parent`), with Markdown bodies (one in
twenty HTML), dates in seconds, ISO 8601 and Jekyll's format, and an `email` field holding an MD5
hash (one in twenty a real address, which the import must never write).

Same arguments, same bytes. Standard library only; one file is written at a time.
"""
import argparse
import hashlib
import json
import os
import random
import uuid
from datetime import datetime, timezone

NAMES = ["Jane Appleseed", "John Doe", "Amélie Poulain", "Søren K.", "Zoë", "Yuki Nakamura",
         "Łukasz Dąbrowski", "Аня Иванова", "美咲", "أحمد حسن", "O'Brien & Sons"]
WORDS = ("the quick brown fox jumps over lazy dog view model comment reply markdown static site "
         "render swift date preview server layout café naïve déjà-vu 東京 Straße").split()
START = 1_400_000_000


def yaml_quoted(text):
    return json.dumps(text, ensure_ascii=False)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--comments", type=int, default=100_000)
    parser.add_argument("--per-post", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    clock = START
    for number in range(args.comments):
        post, position = divmod(number, args.per_post)
        if position == 0:
            folder = os.path.join(args.out, f"post-{post}")
            os.makedirs(folder, exist_ok=True)
            top_level, ids = [], []
        clock += rng.randint(1, 600)
        name = rng.choice(NAMES)
        words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(5, 60)))
        body = (f"<p>{words}</p>" if rng.random() < 0.05
                else f"{words}\n\nSee **this** and [that](https://example.org/{number}).")
        email = (f"reader{number}@example.com" if rng.random() < 0.05
                 else hashlib.md5(f"{name}@example.com".encode()).hexdigest())
        record = {"_id": str(uuid.UUID(int=rng.getrandbits(128), version=1)), "name": name, "email": email,
                  "url": "", "message": body}
        style = rng.random()
        if ids and style < 0.2 and top_level:
            record["replying_to"] = str(rng.randint(1, len(top_level)))
        elif ids and style < 0.3:
            record["replying_to_uid"] = rng.choice(ids)
        elif ids and style < 0.4:
            record["_parent"] = rng.choice(ids)
        else:
            record["replying_to"] = ""
            top_level.append(record["_id"])
        ids.append(record["_id"])
        date_style = rng.random()
        moment = datetime.fromtimestamp(clock, timezone.utc)
        if date_style < 0.6:
            record["date"] = clock
        elif date_style < 0.9:
            record["date"] = moment.strftime("%Y-%m-%dT%H:%M:%SZ")
        else:
            record["date"] = moment.strftime("%Y-%m-%d %H:%M:%S +0000")
        stem = os.path.join(folder, f"comment-{clock * 1000 + position}")
        if rng.random() < 0.1:
            with open(stem + ".json", "w", encoding="utf-8") as out:
                json.dump(record, out, ensure_ascii=False)
        else:
            with open(stem + ".yml", "w", encoding="utf-8") as out:
                for key, value in record.items():
                    out.write(f"{key}: {value if isinstance(value, int) else yaml_quoted(value)}\n")


if __name__ == "__main__":
    main()
