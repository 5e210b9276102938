#!/usr/bin/env python3
"""Fails when a file the repository tracks is a byte-for-byte copy of one in ../shared/reference: public files of
other people's are read from there (as the tests do), never copied in."""
import hashlib
import os
import subprocess
import sys

repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
reference = os.path.join(os.path.dirname(repository), "shared", "reference")
if not os.path.isdir(reference):
    sys.exit(f"no-shared-copies: {reference} is missing; clone the repository beside shared/")


def digest(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


shared = {}
for folder, _, names in os.walk(reference):
    for name in names:
        path = os.path.join(folder, name)
        shared[digest(path)] = os.path.relpath(path, os.path.dirname(reference))
tracked = subprocess.run(["git", "ls-files", "-z"], cwd=repository, capture_output=True, check=True).stdout
copies = []
for name in tracked.decode().split("\0"):
    path = os.path.join(repository, name)
    if name and os.path.isfile(path) and not os.path.islink(path) and digest(path) in shared:
        copies.append(f"{name} is a copy of {shared[digest(path)]}")
for line in copies:
    print(line)
if copies:
    sys.exit(1)
print(f"no tracked file is a copy of any of the {len(shared)} files in shared/reference")
