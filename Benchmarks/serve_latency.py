#!/usr/bin/env python3
"""Time from saving a post to the reload event of `imprint serve`, and its throughput under wrk.

Starts `imprint serve --port 0` on a copy of SITE, listens to the event stream, edits a post
ROUNDS times, and reports the median and worst time from the write to the `reload` event (the
watcher's quiet period of 30 ms included: that is what a writer waits). EDIT is what each save
does: `body` appends a line (what saving while writing does), `title` changes the title, `tags`
adds a tag (which moves the post into another tag's pages: a full rebuild). Then, when wrk is
installed, loads the home page for 10 seconds with 2 threads and 16 connections.

Usage: serve_latency.py IMPRINT_BINARY SITE_DIR [ROUNDS] [body|title|tags]
"""

import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time


def main():
    binary, source = sys.argv[1:3]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    edit = sys.argv[4] if len(sys.argv) > 4 else "body"
    site = tempfile.mkdtemp(prefix="imprint-latency-")
    for folder in ("content", "templates"):
        shutil.copytree(os.path.join(source, folder), os.path.join(site, folder))
    posts = sorted(os.listdir(os.path.join(site, "content/posts")))
    post = os.path.join(site, "content/posts", posts[len(posts) // 2])
    server = subprocess.Popen([binary, "serve", "--source", site, "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        url = None
        while url is None:
            match = re.search(r"Serving at http://127\.0\.0\.1:(\d+)(/\S*)", server.stdout.readline())
            if match:
                port, base = int(match.group(1)), match.group(2)
                url = True
        events = socket.create_connection(("127.0.0.1", port))
        events.sendall(f"GET {base}__imprint/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        buffer = b""
        while b"event: hello" not in buffer:
            buffer += events.recv(65536)
        times = []
        for round in range(rounds):
            buffer = b""
            time.sleep(0.3)
            with open(post, encoding="utf-8") as handle:
                text = handle.read()
            if edit == "body":
                text += f"\nEdit {round}.\n"
            elif edit == "title":
                text = re.sub(r"^title: .*$", f"title: Edited title {round}", text, count=1, flags=re.M)
            else:
                text = text.replace("tags: [", f'tags: ["latency-{round}", ', 1) if round == 0 else \
                    text.replace(f"latency-{round - 1}", f"latency-{round}")
            start = time.monotonic()
            with open(post, "w", encoding="utf-8") as handle:
                handle.write(text)
            while b"event: reload" not in buffer:
                buffer += events.recv(65536)
            times.append((time.monotonic() - start) * 1000)
        print(f"save ({edit}) → reload event, {len(posts)} posts: median {statistics.median(times):.0f} ms, "
              f"worst {max(times):.0f} ms over {rounds} saves")
        if shutil.which("wrk"):
            page = f"http://127.0.0.1:{port}{base}"
            result = subprocess.run(["wrk", "-t2", "-c16", "-d10s", page], capture_output=True, text=True).stdout
            requests = re.search(r"Requests/sec:\s+([\d.]+)", result).group(1)
            errors = re.search(r"Non-2xx or 3xx responses: (\d+)", result)
            socket_errors = re.search(r"Socket errors: (.*)", result)
            print(f"wrk, 10 s, 2 threads, 16 connections, {page}: {float(requests):,.0f} requests/s, "
                  f"{errors.group(1) if errors else 0} non-2xx, socket errors: {socket_errors.group(1) if socket_errors else 'none'}")
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)
        shutil.rmtree(site, ignore_errors=True)


if __name__ == "__main__":
    main()
