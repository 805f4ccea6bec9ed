#!/usr/bin/env python3
"""Writes the comments fixture's long thread: 200 comments, 40 threads of five, each comment
answering the one before it in its thread, so the deepest is five deep (depth 4)."""

import os

HERE = os.path.dirname(os.path.abspath(__file__))
lines = ["# 200 comments, threaded five deep: written by make_thread.py."]
for number in range(1, 201):
    thread_position = (number - 1) % 5
    lines.append(f'- id: "{number}"')
    if thread_position:
        lines.append(f'  parent: "{number - 1}"')
    lines.append(f'  author: "Reader {number}"')
    if number % 3 == 0:
        lines.append(f'  url: "https://reader{number}.example/"')
    lines.append(f"  date: 2011-10-{12 + number // 20:02d}T{number % 24:02d}:{number % 60:02d}:00+02:00")
    lines.append(f'  html: "<p>Comment {number} &amp; its <code>code</code>.</p><p>Second paragraph.</p>"')
with open(os.path.join(HERE, "content/posts/2011-10-12-a-long-thread.comments.yml"), "w") as handle:
    handle.write("\n".join(lines) + "\n")
