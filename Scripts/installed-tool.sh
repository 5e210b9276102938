#!/usr/bin/env bash
# The tool as a user installs it: the release binary copied alone into an empty folder, run from there with a
# fresh cache folder, outside the checkout. Runs the static demo, the interactive demo in a real terminal (tmux),
# `tabula examples` and `tabula show` on an example it names, and `tabula check -` from a heredoc; then fails if
# the checkout has changed (nothing may be written into the source tree).
# Usage: Scripts/installed-tool.sh PATH/TO/release/tabula
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"
binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
scratch="$(mktemp -d)"
session="tabula-installed-$$"
trap 'tmux kill-session -t "$session" 2> /dev/null || true; rm -rf "$scratch"' EXIT
before="$(git -C "$repository" status --porcelain)"

mkdir -p "$scratch/bin" "$scratch/home" "$scratch/work"
cp "$binary" "$scratch/bin/tabula"
export HOME="$scratch/home" XDG_CACHE_HOME="" PATH="$scratch/bin:$PATH"
cd "$scratch/work"

echo "- tabula --version: $(tabula --version)"
tabula demo > demo.txt
grep -q "AST — the AST README example" demo.txt
grep -q "$HOME/.cache/tabula/examples/ast-example.json" demo.txt
echo "- static demo: $(grep -c '═══' demo.txt) rules, examples written to $HOME/.cache/tabula/examples"

settings="$(tabula examples | grep '/settings.yaml$')"
echo q | tabula show "$settings" --plain > answers.json 2> prompts.txt \
  || { cat prompts.txt; echo "FAIL: tabula show $settings"; exit 1; }
grep -q '^{' answers.json || { cat prompts.txt answers.json; echo "FAIL: tabula show printed no answers"; exit 1; }
echo "- tabula show $settings --plain: $(head -c 60 answers.json | tr '\n' ' ')…"

tabula check - << 'DEFINITION'
title: From a heredoc
sections:
  - rows:
      - text: piped
DEFINITION

tmux new-session -d -s "$session" -x 100 -y 30 "env HOME=$HOME PATH=$PATH tabula demo"
for _ in $(seq 1 100); do
  if tmux capture-pane -p -t "$session" | grep -q "Tabula demo"; then break; fi
  sleep 0.2
done
tmux capture-pane -p -t "$session" | grep -q "PeriSectionCoreDataSource" \
  || { tmux capture-pane -p -t "$session"; echo "FAIL: the interactive demo did not draw its catalogue"; exit 1; }
tmux send-keys -t "$session" q
for _ in $(seq 1 50); do
  if ! tmux has-session -t "$session" 2> /dev/null; then break; fi
  sleep 0.1
done
if tmux has-session -t "$session" 2> /dev/null; then echo "FAIL: the interactive demo did not quit on q"; exit 1; fi
echo "- interactive demo in tmux: drew the catalogue, quit on q"
ls "$HOME/.cache/tabula/examples/contacts.sqlite" > /dev/null

after="$(git -C "$repository" status --porcelain)"
if [ "$before" != "$after" ]; then
  echo "FAIL: the checkout changed:"
  echo "$after"
  exit 1
fi
echo "installed tool: ok (the checkout is unchanged)"
