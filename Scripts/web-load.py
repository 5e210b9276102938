#!/usr/bin/env python3
"""Load on loopback: 100 pages listening to `GET /updates` while events are posted as fast as one client can for
a bounded time. Reports events/s, the p50/p99 latency from a POST to its update arriving in the other streams,
and checks that nothing is lost: every stream ends at the last version.
Usage: web-load.py TABULA_BINARY [SECONDS] [STREAMS] [--json]"""
import http.client
import json
import re
import subprocess
import sys
import threading
import time

binary = sys.argv[1]
seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 30
stream_count = int(sys.argv[3]) if len(sys.argv) > 3 else 100
as_json = "--json" in sys.argv

server = subprocess.Popen([binary, "serve", "Tool/Tests/Browser/form.yaml", "--port", "0",
                           "--pages-per-client", str(stream_count + 2)],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
match = re.search(r"http://127\.0\.0\.1:(\d+)/", server.stderr.readline())
if not match:
    sys.exit("web load: tabula serve did not say where it listens")
port = int(match.group(1))
page = http.client.HTTPConnection("127.0.0.1", port)
page.request("GET", "/")
token = re.search(r'name="tabula-token" content="([0-9a-f]+)"', page.getresponse().read().decode()).group(1)

arrivals = [dict() for _ in range(stream_count)]  # per stream: version -> arrival time
last_seen = [0] * stream_count
ready = threading.Barrier(stream_count + 1)


def listen(index):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=seconds + 30)
    connection.request("GET", "/updates")
    response = connection.getresponse()
    ready.wait()
    while True:
        line = response.fp.readline()
        if not line:
            return
        if line.startswith(b"id: "):
            version = int(line[4:])
            arrivals[index][version] = time.perf_counter()
            last_seen[index] = version


threads = [threading.Thread(target=listen, args=(i,), daemon=True) for i in range(stream_count)]
for thread in threads:
    thread.start()
ready.wait()

poster = http.client.HTTPConnection("127.0.0.1", port)
headers = {"Content-Type": "application/json", "X-Tabula-Token": token}
sent = {}
start = time.perf_counter()
count = 0
while time.perf_counter() - start < seconds:
    value = 0.25 if count % 2 == 0 else 0.75
    before = time.perf_counter()
    poster.request("POST", "/events", json.dumps({"level": "/", "event": "setValue", "row": "volume", "value": value}), headers)
    answer = json.loads(poster.getresponse().read())
    sent[answer["version"]] = before
    count += 1
elapsed = time.perf_counter() - start
final = max(sent)
deadline = time.perf_counter() + 30
while min(last_seen) < final and time.perf_counter() < deadline:
    time.sleep(0.05)

latencies = sorted((stream[version] - sent[version]) * 1000
                   for stream in arrivals for version in sent if version in stream)
server.kill()


def percentile(p):
    return latencies[min(len(latencies) - 1, int(len(latencies) * p))] if latencies else float("nan")


lost = sum(1 for seen in last_seen if seen != final)
result = {"benchmark": "web", "workload": f"{stream_count} update streams, events posted for {seconds:g} s",
          "events": count, "events_per_s": round(count / elapsed, 1), "p50_ms": round(percentile(0.5), 3),
          "p99_ms": round(percentile(0.99), 3), "final_version": final, "streams_behind": lost}
if as_json:
    print(json.dumps(result))
else:
    print(f"{result['workload']}: {result['events']} events, {result['events_per_s']} events/s; "
          f"POST to update in the other streams p50 {result['p50_ms']} ms, p99 {result['p99_ms']} ms; "
          f"every stream at version {final}: {'yes' if lost == 0 else f'no, {lost} behind'}")
if lost:
    sys.exit(1)
